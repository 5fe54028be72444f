// The task lifecycle: the one definition of which task moves exist. Actions are data — named,
// with empty bodies — so the decider reads them off `transition()` and turns them into escrow
// moves and ledger postings before anything is written.
import { setup } from 'xstate';

export const TASK_STATES = [
  'draft',
  'screening',
  'live',
  'matched',
  'accepted',
  'in_progress',
  'proof_submitted',
  'verifying',
  'approved',
  'paid',
  'cancelled',
  'expired',
  'disputed',
  'resolved_refunded',
  'resolved_released',
] as const;
export type TaskState = (typeof TASK_STATES)[number];

export type TaskEvent =
  | { type: 'CREATE' }
  | { type: 'SCREEN_PASSED' }
  | { type: 'MATCH'; operatorId: string }
  | { type: 'OFFER_LAPSED' }
  | { type: 'ACCEPT' }
  | { type: 'START' }
  | { type: 'SUBMIT_PROOF' }
  | { type: 'BEGIN_VERIFY' }
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  | { type: 'EXPIRE'; atMs: number }
  | { type: 'RESOLVE_REFUND' }
  | { type: 'RESOLVE_RELEASE' }
  | { type: 'SETTLE' }
  /** The Operator says no for safety (report of an offer, abandon of accepted work): back to
   *  screening, held for staff (docs/api.md, "Operators can say no"); escrow stays locked. */
  | { type: 'WITHDRAW_UNSAFE' };

export type TaskEffect =
  | 'lockEscrow'
  | 'releaseEscrow'
  | 'freezeEscrow'
  | 'refundEscrow'
  | 'settlePayable';

export interface TaskContext {
  deadlineMs: number;
}

const noop = () => {};

export const taskMachine = setup({
  types: {
    context: {} as TaskContext,
    events: {} as TaskEvent,
    input: {} as TaskContext,
  },
  actions: {
    lockEscrow: noop,
    releaseEscrow: noop,
    freezeEscrow: noop,
    refundEscrow: noop,
    settlePayable: noop,
  },
  guards: {
    deadlinePassed: ({ context, event }) =>
      event.type === 'EXPIRE' && event.atMs >= context.deadlineMs,
  },
}).createMachine({
  id: 'task',
  initial: 'draft',
  context: ({ input }) => ({ deadlineMs: input.deadlineMs }),
  states: {
    draft: { on: { CREATE: { target: 'screening', actions: 'lockEscrow' } } },
    screening: {
      on: {
        SCREEN_PASSED: 'live',
        CANCEL: { target: 'cancelled', actions: 'refundEscrow' },
        EXPIRE: { guard: 'deadlinePassed', target: 'expired', actions: 'refundEscrow' },
      },
    },
    live: {
      on: {
        MATCH: 'matched',
        CANCEL: { target: 'cancelled', actions: 'refundEscrow' },
        EXPIRE: { guard: 'deadlinePassed', target: 'expired', actions: 'refundEscrow' },
      },
    },
    matched: {
      on: {
        ACCEPT: 'accepted',
        OFFER_LAPSED: 'live',
        WITHDRAW_UNSAFE: 'screening',
        CANCEL: { target: 'cancelled', actions: 'refundEscrow' },
        EXPIRE: { guard: 'deadlinePassed', target: 'expired', actions: 'refundEscrow' },
      },
    },
    // After acceptance an Operator may already be on the way: a cancel is a dispute, not a refund.
    accepted: {
      on: {
        START: 'in_progress',
        WITHDRAW_UNSAFE: 'screening',
        CANCEL: { target: 'disputed', actions: 'freezeEscrow' },
      },
    },
    in_progress: {
      on: {
        SUBMIT_PROOF: 'proof_submitted',
        WITHDRAW_UNSAFE: 'screening',
        CANCEL: { target: 'disputed', actions: 'freezeEscrow' },
      },
    },
    proof_submitted: {
      on: {
        BEGIN_VERIFY: 'verifying',
        APPROVE: { target: 'approved', actions: 'releaseEscrow' },
      },
    },
    verifying: {
      on: {
        APPROVE: { target: 'approved', actions: 'releaseEscrow' },
        REJECT: { target: 'disputed', actions: 'freezeEscrow' },
      },
    },
    approved: { on: { SETTLE: { target: 'paid', actions: 'settlePayable' } } },
    paid: { type: 'final' },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
    disputed: {
      on: {
        RESOLVE_REFUND: { target: 'resolved_refunded', actions: 'refundEscrow' },
        RESOLVE_RELEASE: { target: 'resolved_released', actions: 'releaseEscrow' },
      },
    },
    resolved_refunded: { type: 'final' },
    resolved_released: { on: { SETTLE: { target: 'paid', actions: 'settlePayable' } } },
  },
});
