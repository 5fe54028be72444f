// The Loop lifecycle: a recurring, budget-capped, propose-only program. Statuses as the spec:
// draft, active, paused, capped, exhausted, expired, killed. The platform moves a Loop to capped
// (the next run would not fit the envelope), exhausted (nothing left) or expired (past ends_at);
// the owner activates, pauses, resumes and cancels (killed, final).
import { setup } from 'xstate';

export const LOOP_STATUSES = [
  'draft',
  'active',
  'paused',
  'capped',
  'exhausted',
  'expired',
  'killed',
] as const;
export type LoopStatus = (typeof LOOP_STATUSES)[number];

export type LoopEvent =
  | { type: 'ACTIVATE' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'CANCEL' }
  | { type: 'CAP' }
  | { type: 'EXHAUST' }
  | { type: 'EXPIRE' };

export const loopMachine = setup({
  types: { events: {} as LoopEvent },
}).createMachine({
  id: 'loop',
  initial: 'draft',
  states: {
    draft: { on: { ACTIVATE: 'active', CANCEL: 'killed' } },
    active: {
      on: {
        PAUSE: 'paused',
        CANCEL: 'killed',
        CAP: 'capped',
        EXHAUST: 'exhausted',
        EXPIRE: 'expired',
      },
    },
    paused: { on: { RESUME: 'active', CANCEL: 'killed', EXPIRE: 'expired' } },
    // Capped is a pause the platform made: the owner may resume (after raising nothing: the
    // envelope is fixed, so a resumed Loop caps again unless runs got cheaper) or cancel.
    capped: { on: { RESUME: 'active', CANCEL: 'killed', EXHAUST: 'exhausted', EXPIRE: 'expired' } },
    exhausted: { type: 'final' },
    expired: { type: 'final' },
    killed: { type: 'final' },
  },
});
