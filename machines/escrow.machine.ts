// The escrow lock lifecycle. Amounts live in the ledger, not here: the machine says which moves
// are allowed and names the posting to make; the decider computes the amounts.
import { setup } from 'xstate';

export const ESCROW_STATES = [
  'locked',
  'partial',
  'released',
  'disputed_frozen',
  'refunded',
] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

export type EscrowEvent =
  | { type: 'RELEASE' }
  | { type: 'RELEASE_PART'; leavesRemainder: boolean }
  /** One slot of a multi-worker task refunded (unfilled, cancelled): the rest stays held. */
  | { type: 'REFUND_PART'; leavesRemainder: boolean }
  | { type: 'FREEZE' }
  | { type: 'REFUND' };

export type EscrowEffect =
  | 'postRelease'
  | 'postPartialRelease'
  | 'postRefund'
  | 'postPartialRefund';

const noop = () => {};

export const escrowMachine = setup({
  types: { events: {} as EscrowEvent },
  actions: {
    postRelease: noop,
    postPartialRelease: noop,
    postRefund: noop,
    postPartialRefund: noop,
  },
  guards: {
    leavesRemainder: ({ event }) =>
      (event.type === 'RELEASE_PART' || event.type === 'REFUND_PART') && event.leavesRemainder,
  },
}).createMachine({
  id: 'escrow',
  initial: 'locked',
  states: {
    locked: {
      on: {
        RELEASE: { target: 'released', actions: 'postRelease' },
        RELEASE_PART: {
          guard: 'leavesRemainder',
          target: 'partial',
          actions: 'postPartialRelease',
        },
        FREEZE: 'disputed_frozen',
        REFUND: { target: 'refunded', actions: 'postRefund' },
        REFUND_PART: {
          guard: 'leavesRemainder',
          target: 'partial',
          actions: 'postPartialRefund',
        },
      },
    },
    partial: {
      on: {
        RELEASE: { target: 'released', actions: 'postRelease' },
        RELEASE_PART: {
          guard: 'leavesRemainder',
          target: 'partial',
          actions: 'postPartialRelease',
        },
        FREEZE: 'disputed_frozen',
        REFUND: { target: 'refunded', actions: 'postRefund' },
        REFUND_PART: {
          guard: 'leavesRemainder',
          target: 'partial',
          actions: 'postPartialRefund',
        },
      },
    },
    // Held for neither side: only a resolution moves the money. A workflow's lock freezes whole
    // while one step is disputed; resolving that step for the Operator releases its part only.
    disputed_frozen: {
      on: {
        RELEASE: { target: 'released', actions: 'postRelease' },
        RELEASE_PART: {
          guard: 'leavesRemainder',
          target: 'partial',
          actions: 'postPartialRelease',
        },
        REFUND: { target: 'refunded', actions: 'postRefund' },
      },
    },
    released: { type: 'final' },
    // Refund is an outcome of the lock, not a state a live lock sits in: it is final.
    refunded: { type: 'final' },
  },
});
