// Deciding a consensus task's answer (docs/design.md, "Consensus"). After every record that gives
// a slot its answers or ends a slot, whatever ended it (expiry, the agent's cancel, staff refusing
// a safety hold, a campaign's cancel, a dispute or an appeal decided), the group's answers so far
// decide one of three: wait (a slot still works), ask more Operators (the answers disagree, and
// the headroom allows), or decide — recorded once as ConsensusDecided, with the lock's unused
// headroom (the parts of Operators never asked) refunded in the same record. decide.ts runs it
// after every decider (withConsensus), so no way a slot ends can be forgotten. Pay is not
// consensus's business: every slot is approved or rejected on its proof as any task is.
import type { TaskState } from '../../machines/task.machine.ts';
import {
  escrowMachine,
  type EscrowEffect,
  type EscrowState,
} from '../../machines/escrow.machine.ts';
import { step } from '../../machines/step.ts';
import type { AnswerValue } from '../domain/answer-schema.ts';
import { consensusOf, type SlotAnswers } from '../domain/consensus.ts';
import { account } from '../domain/ledger.ts';
import { refundEvents } from './gold-funding.ts';
import type { Commit, DecideContext } from './decide-context.ts';
import type { DomainEvent, TaskFields } from './events.ts';
import { SLOT_REFUNDED, SLOT_RELEASED, slotsOf } from './slots.ts';
import type { EscrowLock, ShardState, Task } from './state.ts';

/** What a record changes about the group's answers before consensus looks at them. */
interface SlotChange {
  /** Slots whose answers this record brings (their proofs are not applied yet). */
  answers: Map<string, Record<string, AnswerValue>>;
  /** Slots this record ends unanswered (cancelled, expired, refunded). */
  ended: Set<string>;
  /** A slot was cancelled (by the agent, its campaign or staff's safety refusal): none added. */
  cancel: boolean;
}

/** Moves after which a slot no longer works: consensus looks again. */
const SLOT_DONE: ReadonlySet<TaskState> = new Set([...SLOT_REFUNDED, ...SLOT_RELEASED, 'disputed']);

/** The consensus group a record's event touches, if it is one still undecided. */
function undecidedGroup(state: ShardState, taskId: string): Task | undefined {
  const group = state.tasks.get(taskId)?.slotGroup;
  const first = group === undefined ? undefined : state.tasks.get(group);
  return first?.assurance && !first.consensus ? first : undefined;
}

/**
 * The decision with consensus looked at again for every consensus group whose slots its records
 * answer or end (and that it does not decide itself). Most records touch no slot: one pass over
 * their events, a map lookup for each task move.
 */
export function withConsensus<R>(state: ShardState, decision: Commit<R>, ctx: DecideContext) {
  let changes: Map<Task, SlotChange> | undefined;
  for (const e of decision.events) {
    const answered = e.type === 'ProofSubmitted';
    if (!answered && !(e.type === 'TaskMoved' && SLOT_DONE.has(e.to))) continue;
    const first = undecidedGroup(state, e.taskId);
    if (!first) continue;
    changes ??= new Map();
    let change = changes.get(first);
    if (!change) {
      change = { answers: new Map(), ended: new Set(), cancel: false };
      changes.set(first, change);
    }
    if (answered) {
      if (e.proof.answers) change.answers.set(e.taskId, e.proof.answers);
    } else if (e.type === 'TaskMoved' && SLOT_REFUNDED.has(e.to)) {
      change.ended.add(e.taskId);
      if (e.to === 'cancelled') change.cancel = true;
    }
  }
  if (!changes) return decision;
  const events = [...decision.events];
  for (const [first, change] of changes) {
    if (events.some((e) => e.type === 'ConsensusDecided' && e.taskId === first.id)) continue;
    const lock = lockAfter(state.locks.get(first.lockId)!, events);
    events.push(...consensusAfter(state, first, change, lock, ctx));
  }
  return { ...decision, events };
}

/** The lock as `events` (moves of this record, not yet applied) leave it. */
function lockAfter(lock: EscrowLock, events: readonly DomainEvent[]): EscrowLock {
  const escrow = account.escrow(lock.id);
  let { heldMinor, state } = lock;
  for (const e of events) {
    if (e.type === 'EscrowMoved' && e.lockId === lock.id) state = e.to;
    if (e.type !== 'Posted') continue;
    for (const t of e.transfers) {
      if (t.debit === escrow) heldMinor -= BigInt(t.amountMinor);
      if (t.credit === escrow) heldMinor += BigInt(t.amountMinor);
    }
  }
  return { ...lock, heldMinor, state };
}

/** The consensus of `first`'s group once `change` is applied: wait, add Operators or decide. */
function consensusAfter(
  state: ShardState,
  first: Task,
  change: SlotChange,
  lock: EscrowLock,
  ctx: DecideContext,
): DomainEvent[] {
  if (!first.assurance || first.consensus || !first.answerSchema) return [];
  const { agreement, maxOperators, tolerance } = first.assurance;
  const slots = slotsOf(state, first);
  const answered: SlotAnswers[] = [];
  let working = 0;
  for (const s of slots) {
    const answers = change.answers.get(s.id) ?? s.proof?.answers;
    if (answers) answered.push({ slotId: s.id, answers });
    else if (!SLOT_REFUNDED.has(s.state) && !change.ended.has(s.id)) working += 1;
  }
  const result = consensusOf(first.answerSchema, answered, tolerance);
  const reached = result.agreed.length >= agreement;
  if (!reached && working > 0) return [];
  // After a cancel (a cancelled slot says so for later records) nobody is added: the agent
  // stopped the task, or staff refused it as unsafe. Nor past the deadline: a new slot could only
  // expire (and an Operator could be offered it before it did).
  const cancelled = change.cancel || slots.some((s) => s.state === 'cancelled');
  const late = ctx.atMs >= first.deadlineMs;
  if (!reached && !cancelled && !late && slots.length < maxOperators) {
    // Just enough more Operators for an agreement to be possible.
    const more = Math.min(maxOperators - slots.length, agreement - result.agreed.length);
    return Array.from({ length: more }, (_, i) => newSlot(first, slots.length + i, ctx));
  }
  const events: DomainEvent[] = [
    {
      type: 'ConsensusDecided',
      taskId: first.id,
      outcome: reached ? 'agreed' : 'no_agreement',
      answers: result.answers,
      agreed: result.agreed,
      answered: answered.map((a) => a.slotId),
      confidence: result.confidence,
    },
  ];
  const headroom = BigInt(maxOperators - slots.length) * first.totalMinor;
  if (headroom > 0n) events.push(...refundHeadroom(first, lock, headroom, ctx));
  return events;
}

/** One more Operator's slot: live at once (its task passed screening), funded by the headroom. */
function newSlot(first: Task, slot: number, ctx: DecideContext): DomainEvent {
  const task: TaskFields = {
    id: ctx.mint('task'),
    orgId: first.orgId,
    agentId: first.agentId,
    type: first.type,
    title: first.title,
    instructions: first.instructions,
    rewardMinor: first.rewardMinor.toString(),
    feeMinor: first.feeMinor.toString(),
    totalMinor: first.totalMinor.toString(),
    currency: first.currency,
    deadlineMs: first.deadlineMs,
    proofRequirements: [...first.proofRequirements],
    zoneRef: first.zoneRef,
    lockId: first.lockId,
    createdAtMs: ctx.atMs,
    ...(first.language !== null ? { language: first.language } : {}),
    ...(first.answerSchema ? { answerSchema: first.answerSchema } : {}),
    // The level the agent asked for holds for every Operator asked (docs/outcomes.md).
    ...(first.minQuality ? { minQuality: first.minQuality } : {}),
    slotGroup: first.id,
    slot,
    // A campaign row's task: the new slot is the row's too (core/apply-campaigns.ts).
    ...(first.campaignId !== undefined
      ? { campaignId: first.campaignId, campaignRow: first.campaignRow! }
      : {}),
  };
  return { type: 'TaskCreated', state: 'live', task };
}

function refundHeadroom(
  first: Task,
  lock: EscrowLock,
  headroom: bigint,
  ctx: DecideContext,
): DomainEvent[] {
  const event =
    lock.heldMinor > headroom
      ? ({ type: 'REFUND_PART', leavesRemainder: true } as const)
      : ({ type: 'REFUND' } as const);
  const next = step<typeof escrowMachine, EscrowState, EscrowEffect>(
    escrowMachine,
    lock.state,
    {},
    event,
  );
  if (!next || lock.heldMinor < headroom)
    throw new Error(`headroom ${headroom} of ${lock.id} cannot refund from ${lock.state}`);
  return [
    { type: 'EscrowMoved', lockId: lock.id, event: event.type, from: lock.state, to: next.value },
    ...refundEvents(ctx, first.orgId, lock.id, headroom, lock.currency),
  ];
}
