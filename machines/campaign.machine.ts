// The campaign lifecycle: one template, many rows, one budget in one escrow lock. States:
// active → paused ⇄ active, → cancelled, → completed. Rows become tasks only while active (the
// runtime asks; the decider draws each row's part from the lock). The machine names what a move
// must do with the money: a cancel refunds the unspent budget, a completion releases what is left.
import { setup } from 'xstate';

const CAMPAIGN_STATES = ['active', 'paused', 'cancelled', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATES)[number];

export type CampaignEvent =
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'CANCEL' }
  /** Every row's task ended. */
  | { type: 'COMPLETE' };

export type CampaignEffect = 'cancelOpenTasks' | 'refundUnspent';

const noop = () => {};

export const campaignMachine = setup({
  types: { events: {} as CampaignEvent },
  actions: { cancelOpenTasks: noop, refundUnspent: noop },
}).createMachine({
  id: 'campaign',
  initial: 'active',
  states: {
    active: {
      on: {
        PAUSE: 'paused',
        CANCEL: { target: 'cancelled', actions: ['cancelOpenTasks', 'refundUnspent'] },
        COMPLETE: { target: 'completed', actions: 'refundUnspent' },
      },
    },
    paused: {
      on: {
        RESUME: 'active',
        COMPLETE: { target: 'completed', actions: 'refundUnspent' },
        CANCEL: { target: 'cancelled', actions: ['cancelOpenTasks', 'refundUnspent'] },
      },
    },
    cancelled: { type: 'final' },
    completed: { type: 'final' },
  },
});
