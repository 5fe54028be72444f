// What the decider tests start from: one funded org with one agent allowed to post, approve and
// dispute, one Operator, and a task taken step by step through its life (commands only).
import type { Command, CreateTaskInput } from '../../src/core/commands.ts';
import { T0, type Given } from '../support/decider.ts';

export const ORG = 'org_1';
export const AGENT = 'agt_1';
export const OPERATOR = 'op_1';
/** The first id the decider mints after `funded()` (the deposit's ledger entry took 1). */
export const TASK = 'task_000002';
export const LOCK = 'esc_000003';

export const input = (over: Partial<CreateTaskInput> = {}): CreateTaskInput => ({
  type: 'field_verification',
  title: 'Check the shop',
  instructions: 'Confirm the shop at 12 Allen Avenue is open.',
  reward_major: '1500',
  deadline: new Date(T0 + 2 * 3_600_000).toISOString(),
  zone_ref: 'ng.lagos.ikeja',
  ...over,
});

/** An org with 10,000.00 NGN in its wallet and an agent that may post, approve and dispute. */
export const funded = (walletMinor = 1_000_000n): Given[] => [
  { type: 'CreateOrg', orgId: ORG, name: 'One', mode: 'live' },
  { type: 'CreateAgent', orgId: ORG, agentId: AGENT, name: 'a' },
  {
    type: 'SetDelegation',
    orgId: ORG,
    agentId: AGENT,
    delegation: { can_post_tasks: true, can_approve_release: true, can_open_disputes: true },
  },
  { type: 'Deposit', orgId: ORG, depositId: 'dep_1', amountMinor: walletMinor, currency: 'NGN' },
];

export const createTask = (over: Partial<CreateTaskInput> = {}): Command => ({
  type: 'CreateTask',
  orgId: ORG,
  agentId: AGENT,
  input: input(over),
});

const step = (s: 'SCREEN_PASSED' | 'ACCEPT' | 'START'): Command => ({
  type: 'StepTask',
  orgId: ORG,
  taskId: TASK,
  step: s,
});

/** The task (1,500.00 reward, 150.00 fee) created and taken through to `until`. */
export function taskUntil(until: 'screening' | 'live' | 'matched' | 'accepted' | 'verifying') {
  const steps: Given[] = [...funded(), createTask()];
  if (until === 'screening') return steps;
  steps.push(step('SCREEN_PASSED'));
  if (until === 'live') return steps;
  steps.push({ type: 'StepTask', orgId: ORG, taskId: TASK, step: 'MATCH', operatorId: OPERATOR });
  if (until === 'matched') return steps;
  steps.push(step('ACCEPT'));
  if (until === 'accepted') return steps;
  steps.push(step('START'), submitProof());
  return steps;
}

export const submitProof = (): Command => ({
  type: 'SubmitProof',
  orgId: ORG,
  taskId: TASK,
  operatorId: OPERATOR,
  proof: {
    capturedAt: new Date(T0).toISOString(),
    mediaSha256: ['a'.repeat(64)],
    location: { lat: 6.6018, lng: 3.3515 },
    answers: {},
  },
});
