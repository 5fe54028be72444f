// The workflow lifecycle: one order, one escrow lock, its steps run one after another as tasks.
// States as the spec: ordered → running → completed | failed. The machine names what a move
// must do (start the next step's task); the decider turns that into events. Money moves come
// from the step tasks' own escrow effects: a released step releases its part of the lock, a
// step that cannot complete refunds the whole unreleased remainder.
import { setup } from 'xstate';

const WORKFLOW_STATES = ['ordered', 'running', 'completed', 'failed'] as const;
export type WorkflowState = (typeof WORKFLOW_STATES)[number];

export type WorkflowEvent =
  | { type: 'START' }
  /** A step's task reached a released outcome; `last` when no step is left after it. */
  | { type: 'STEP_COMPLETED'; last: boolean }
  /** A step's task ended without its outcome (cancelled, expired, dispute refunded). */
  | { type: 'STEP_FAILED' };

export type WorkflowEffect = 'startNextStep';

const noop = () => {};

export const workflowMachine = setup({
  types: { events: {} as WorkflowEvent },
  actions: { startNextStep: noop },
  guards: {
    lastStep: ({ event }) => event.type === 'STEP_COMPLETED' && event.last,
  },
}).createMachine({
  id: 'workflow',
  initial: 'ordered',
  states: {
    ordered: { on: { START: { target: 'running', actions: 'startNextStep' } } },
    running: {
      on: {
        STEP_COMPLETED: [
          { guard: 'lastStep', target: 'completed' },
          { target: 'running', actions: 'startNextStep' },
        ],
        STEP_FAILED: 'failed',
      },
    },
    completed: { type: 'final' },
    failed: { type: 'final' },
  },
});
