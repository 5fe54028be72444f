// Deciding a consensus task's answer (docs/design.md, "Consensus"). After every record that gives
// a slot its answers or ends a slot unanswered, the group's answers so far decide one of three:
// wait (a slot still works), ask more Operators (the answers disagree, and the headroom allows),
// or decide — recorded once as ConsensusDecided, with the lock's unused headroom (the parts of
// Operators never asked) refunded in the same record. Pay is not consensus's business: every slot
// is approved or rejected on its proof as any task is.
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
import type { DecideContext } from './decide-context.ts';
import type { DomainEvent, TaskFields } from './events.ts';
import { SLOT_REFUNDED, slotsOf } from './slots.ts';
import type { EscrowLock, ShardState, Task } from './state.ts';

/** What a record changes about the group's answers before consensus looks at them. */
export interface SlotChange {
  /** A slot whose answers this record brings (its proof is not applied yet). */
  slotId?: string;
  answers?: Record<string, AnswerValue>;
  /** Slots this record ends unanswered (cancelled, expired). */
  ended?: ReadonlySet<string>;
  /** The agent cancels: no Operator is added after that. */
  cancel?: boolean;
}

/** The lock as `events` (moves of this record, not yet applied) leave it. */
export function lockAfter(lock: EscrowLock, events: readonly DomainEvent[]): EscrowLock {
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

export function consensusAfter(
  state: ShardState,
  slot: Task,
  change: SlotChange,
  lock: EscrowLock,
  ctx: DecideContext,
): DomainEvent[] {
  const first = slot.slotGroup === undefined ? undefined : state.tasks.get(slot.slotGroup);
  if (!first?.assurance || first.consensus || !first.answerSchema) return [];
  const { agreement, maxOperators, tolerance } = first.assurance;
  const slots = slotsOf(state, first);
  const answered: SlotAnswers[] = [];
  let working = 0;
  for (const s of slots) {
    const answers = s.id === change.slotId ? change.answers : s.proof?.answers;
    if (answers) answered.push({ slotId: s.id, answers });
    else if (!SLOT_REFUNDED.has(s.state) && !change.ended?.has(s.id)) working += 1;
  }
  const result = consensusOf(first.answerSchema, answered, tolerance);
  const reached = result.agreed.length >= agreement;
  if (!reached && working > 0) return [];
  // After the agent's cancel (a cancelled slot says so for later records) nobody is added.
  const cancelled = change.cancel === true || slots.some((s) => s.state === 'cancelled');
  if (!reached && !cancelled && slots.length < maxOperators) {
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
    slotGroup: first.id,
    slot,
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
