// The main thread's side of a create handed to its engine thread whole (thread-door.ts,
// docs/threads.md "The door's work on the thread"): which operations go so, and what is left to
// do with the thread's answer here (supply's quality notice, which reads the Operator registry).
import type { AgentIdentity, Operation, OpContext } from '../ops/operation.ts';
import { qualityNotice } from '../ops/quality-coverage.ts';
import type { Engine } from '../runtime/engine.ts';
import { notingRefusals } from '../runtime/safety-strikes.ts';
import type { DoorAnswer, DoorJob } from './door-types.ts';

/**
 * Whether `op`'s door work runs on the shard's engine thread: create_task, with threads on (and
 * ENGINE_THREAD_DOOR not `main`).
 */
export function onEngineThread(op: Pick<Operation, 'id'>, engine: Engine): boolean {
  return op.id === 'create_task' && engine.threads?.options.doorOnThread === true;
}

/** The operation's result, as tasks.ts's handler gives it: the notice added when there is one. */
export function createdWithNotice(ctx: OpContext, answer: DoorAnswer): unknown {
  const { created, quality } = answer;
  // Supply as it is at this answer, not a record: a retry may say otherwise.
  const notice = quality && qualityNotice(ctx, quality.zone_ref, quality.type, quality.min_quality);
  return notice ? { ...created, notices: [notice] } : created;
}

/**
 * Hands the create to its thread; a refusal by the safety filter is noted first, as invoke.ts
 * does for a create decided here (safety-strikes.ts).
 */
export function createOnThread(
  ctx: Pick<OpContext, 'engine'> & { readonly agent: AgentIdentity },
  job: Pick<DoorJob, 'http' | 'call'>,
): Promise<DoorAnswer> {
  const { engine, agent } = ctx;
  return notingRefusals('create_task', agent.orgId, engine, () =>
    engine.executeDoor({ op: 'create_task', agent, ...job }),
  );
}
