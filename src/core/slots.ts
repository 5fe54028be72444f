// Slots of a multi-worker task (docs/design.md, "Slots"). A task created with `slots: n > 1` is
// n tasks — the slots — that share one escrow lock holding all n parts. Each slot is an ordinary
// task to the machine, the matcher and the Operator; only its escrow moves differ: an approved
// slot releases its part (the lock `partial` while others are open), an unfilled or cancelled
// slot refunds its part, and a rejected slot's part stays held (the shared lock is never frozen
// whole for one slot's dispute). Every slot's part is the same price, so the parts sum to the lock
// exactly: there is no remainder to assign.
import type { EscrowEvent } from '../../machines/escrow.machine.ts';
import type { TaskState } from '../../machines/task.machine.ts';
import { DomainError } from '../errors/problem.ts';
import { assert } from './apply-laws.ts';
import type { EscrowLock, ShardState, Task } from './state.ts';
import type { CreateTaskInput } from './commands.ts';
import type { Assurance } from '../domain/consensus.ts';

type SlotsInput = Pick<CreateTaskInput, 'slots' | 'assurance' | 'answer_schema'>;

/** The most slots one task may have (docs/api.md, "Several Operators on one task"). */
export const SLOTS_MAX = 50;

/** Slot states in which its part went to its Operator. */
export const SLOT_RELEASED: ReadonlySet<TaskState> = new Set([
  'approved',
  'paid',
  'resolved_released',
]);
/** Slot states in which its part went back to the wallet. */
export const SLOT_REFUNDED: ReadonlySet<TaskState> = new Set([
  'cancelled',
  'expired',
  'resolved_refunded',
]);
/** Slots a cancel ends (refunding their parts): nobody has accepted them yet. */
export const SLOT_CANCELLABLE: ReadonlySet<TaskState> = new Set(['screening', 'live', 'matched']);
/** Slots whose proof waits for the agent's decision. */
const SLOT_AWAITING: ReadonlySet<TaskState> = new Set(['proof_submitted', 'verifying']);

export function isSlot(task: Task): boolean {
  return task.slotGroup !== undefined;
}

/** A slot's record applied: the first slot starts the group's list, the others join it. */
export function applySlotCreated(state: ShardState, id: string, group: string, slot: number): void {
  const task = state.tasks.get(id)!;
  task.slotGroup = group;
  task.slot = slot;
  if (group === id) {
    task.slotIds = [id];
    return;
  }
  const first = state.tasks.get(group);
  assert(
    first?.slotIds !== undefined && first.slotIds.length === slot,
    () => `slot ${slot} of ${group} out of order`,
  );
  first.slotIds.push(id);
}

/** The slots of `task`'s group still in memory, in slot order (just `task` if it has none). */
export function slotsOf(state: Pick<ShardState, 'tasks'>, task: Task): Task[] {
  if (task.slotGroup === undefined) return [task];
  const first = state.tasks.get(task.slotGroup);
  const ids = first?.slotIds ?? [task.id];
  return ids.map((id) => state.tasks.get(id)).filter((t): t is Task => t !== undefined);
}

/**
 * The move a slot's wanted escrow event makes on the shared lock: its part only, unless its part
 * is all the lock still holds. A freeze is no move at all (the slot's part stays held).
 */
export function slotEscrowEvent(
  task: Task,
  lock: EscrowLock,
  wanted: EscrowEvent,
): EscrowEvent | null {
  const more = lock.heldMinor > task.totalMinor;
  if (wanted.type === 'RELEASE')
    return more ? { type: 'RELEASE_PART', leavesRemainder: true } : wanted;
  if (wanted.type === 'REFUND')
    return more ? { type: 'REFUND_PART', leavesRemainder: true } : wanted;
  if (wanted.type === 'FREEZE') return null;
  return wanted;
}

function slotProblem(message: string): DomainError {
  return new DomainError('validation_failed', { errors: [{ path: 'slot', message }] });
}

/**
 * The slot an approve or reject acts on: the one named (a slot's task id), or the whole task
 * where that is unambiguous (one slot, or exactly one slot whose proof awaits a decision).
 */
export function chooseSlot(state: ShardState, task: Task, slotId: string | undefined): Task {
  const slots = slotsOf(state, task);
  if (slotId !== undefined) {
    const named = slots.find((s) => s.id === slotId);
    if (!named) throw slotProblem('not a slot of this task');
    return named;
  }
  if (slots.length === 1) return task;
  const awaiting = slots.filter((s) => SLOT_AWAITING.has(s.state));
  if (awaiting.length === 1) return awaiting[0]!;
  throw slotProblem(
    awaiting.length === 0
      ? 'no slot of this task awaits a decision'
      : 'several slots await a decision: name one',
  );
}

/**
 * A group agrees with its lock when the lock is the parts of all its slots (and of a consensus
 * task's Operators not yet asked) and holds the parts of those neither released nor refunded
 * (and the headroom until the consensus is decided).
 */
export function slotGroupDisagreement(
  state: Pick<ShardState, 'locks' | 'tasks'>,
  first: Task,
): string | undefined {
  const lock = state.locks.get(first.lockId);
  const slots = slotsOf(state, first);
  if (!lock) return `lock ${first.lockId} missing`;
  if (slots.length !== (first.slotIds?.length ?? 0)) return 'a slot left memory before the rest';
  let parts = 0n;
  let open = 0n;
  for (const s of slots) {
    if (s.lockId !== first.lockId || s.totalMinor !== first.totalMinor)
      return `slot ${s.id} is not a part of ${first.lockId}`;
    parts += s.totalMinor;
    if (!SLOT_RELEASED.has(s.state) && !SLOT_REFUNDED.has(s.state)) open += s.totalMinor;
  }
  // A consensus task's lock also funds the Operators not yet asked, until its answer is decided.
  const headroom = BigInt((first.assurance?.maxOperators ?? slots.length) - slots.length);
  const unasked = headroom * first.totalMinor;
  if (parts + unasked !== lock.amountMinor)
    return `slot parts ${parts} and headroom ${unasked} are not the lock's ${lock.amountMinor}`;
  const held = open + (first.consensus ? 0n : unasked);
  if (lock.heldMinor !== held) return `lock holds ${lock.heldMinor}, open slots ${held}`;
  return undefined;
}

/** Whether `operatorId` holds another slot of `task`'s group (one Operator, one slot). */
export function holdsOtherSlot(
  state: Pick<ShardState, 'tasks'>,
  task: Task,
  operatorId: string,
): boolean {
  return slotsOf(state, task).some((s) => s.id !== task.id && s.operatorId === operatorId);
}

/**
 * The slots a create asks for, checked (estimate_task asks the same): how many start, how many
 * the lock funds and the consensus bought. With consensus, `agreement` Operators start and the
 * lock funds up to `max_operators`.
 */
export function slotsAsked(input: SlotsInput): {
  assurance: Assurance | undefined;
  slots: number;
  funded: number;
} {
  const assurance = assuranceOf(input);
  const slots = assurance ? assurance.agreement : slotCount(input.slots);
  return { assurance, slots, funded: assurance ? assurance.maxOperators : slots };
}

/** The number of slots asked for, checked here too (the doors' schema is the first check). */
function slotCount(slots: number | undefined): number {
  if (slots === undefined) return 1;
  if (!Number.isInteger(slots) || slots < 1 || slots > SLOTS_MAX)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'slots', message: `an integer from 1 to ${SLOTS_MAX}` }],
    });
  return slots;
}

function assuranceProblem(path: string, message: string): DomainError {
  return new DomainError('validation_failed', { errors: [{ path, message }] });
}

/** The consensus asked for, checked here too (the doors' schema is the first check). */
function assuranceOf(input: SlotsInput): Assurance | undefined {
  const a = input.assurance;
  if (a === undefined) return undefined;
  if (input.slots !== undefined)
    throw assuranceProblem('slots', 'not with assurance: max_operators sets the slots');
  if (!input.answer_schema?.fields.some((f) => f.type !== 'photo'))
    throw assuranceProblem('assurance', 'needs an answer_schema with a question to agree on');
  if (!Number.isInteger(a.agreement) || a.agreement < 1 || a.agreement > SLOTS_MAX)
    throw assuranceProblem('assurance.agreement', `an integer from 1 to ${SLOTS_MAX}`);
  const max = a.max_operators;
  if (!Number.isInteger(max) || max < a.agreement || max > SLOTS_MAX)
    throw assuranceProblem('assurance.max_operators', `an integer from agreement to ${SLOTS_MAX}`);
  const tolerance = a.tolerance ?? 0;
  if (!Number.isFinite(tolerance) || tolerance < 0)
    throw assuranceProblem('assurance.tolerance', 'a number of at least 0');
  return { agreement: a.agreement, maxOperators: max, tolerance };
}
