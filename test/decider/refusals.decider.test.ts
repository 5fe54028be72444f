// Proves each refusal a decider can give, one per error kind, as a decider: the code and its
// detail, and nothing written (decide + apply, no engine, no log).
import { describe, it } from 'vitest';
import type { Command } from '../../src/core/commands.ts';
import { DeciderSpec } from '../support/decider.ts';
import { AGENT, createTask, funded, input, ORG, TASK, taskUntil } from './given.ts';

const keyed = (key: string, fingerprint: string, over = {}): Command => ({
  type: 'CreateTask',
  orgId: ORG,
  agentId: AGENT,
  input: input(over),
  idem: { key, fingerprint },
});

describe('refusals, decided', () => {
  it('validation_failed: a deposit of nothing', () => {
    DeciderSpec.given(funded())
      .when({ type: 'Deposit', orgId: ORG, depositId: 'dep_2', amountMinor: 0n, currency: 'NGN' })
      .thenRefused('validation_failed', {
        errors: [{ path: 'amount_minor', message: 'must be positive' }],
      });
  });

  it('insufficient_escrow_balance: the wallet does not cover reward and fee', () => {
    DeciderSpec.given(funded(100_000n))
      .when(createTask())
      .thenRefused('insufficient_escrow_balance', { required: '165000', available: '100000' });
  });

  it('spend_policy_exceeded: over the per-task cap', () => {
    DeciderSpec.given([
      ...funded(),
      {
        type: 'SetSpendPolicy',
        orgId: ORG,
        agentId: AGENT,
        dailyCapMinor: null,
        perTaskCapMinor: 100_000n,
      },
    ])
      .when(createTask())
      .thenRefused('spend_policy_exceeded', {
        cap: 'per_task',
        cap_minor: '100000',
        requested_minor: '165000',
      });
  });

  it('delegation_denied: an agent not allowed to post', () => {
    DeciderSpec.given(funded().slice(0, 2).concat(funded().slice(3)))
      .when(createTask())
      .thenRefused('delegation_denied', { flag: 'can_post_tasks' });
  });

  it('agent_frozen: the kill switch', () => {
    DeciderSpec.given([
      ...funded(),
      { type: 'SetFrozen', orgId: ORG, agentId: AGENT, frozen: true },
    ])
      .when(createTask())
      .thenRefused('agent_frozen');
  });

  it('feature_disabled: a Loop while the org has no Loop engine', () => {
    DeciderSpec.given(funded())
      .when({
        type: 'MoveLoop',
        orgId: ORG,
        agentId: AGENT,
        loopId: 'loop_1',
        action: 'ACTIVATE',
      })
      .thenRefused('feature_disabled', { flag: 'flags.loop.engine' });
  });

  it('not_found: a task of no one, and another org’s task alike', () => {
    DeciderSpec.given(funded())
      .when({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: 'task_nope' })
      .thenRefused('not_found', { resource: 'task' });
    DeciderSpec.given([
      ...taskUntil('screening'),
      { type: 'CreateOrg', orgId: 'org_2', name: 'Two', mode: 'live' },
    ])
      .when({ type: 'ScanPass', orgId: 'org_2', taskId: TASK })
      .thenRefused('not_found', { resource: 'task' });
  });

  it('idempotency_conflict: one key, another request', () => {
    DeciderSpec.given([...funded(), keyed('k1', 'fp-a')])
      .when(keyed('k1', 'fp-b', { title: 'Another shop' }))
      .thenRefused('idempotency_conflict');
  });

  it('invalid_state: approve before any proof', () => {
    DeciderSpec.given(taskUntil('live'))
      .when({ type: 'ApproveTask', orgId: ORG, agentId: AGENT, taskId: TASK })
      .thenRefused('invalid_state', { state: 'live', action: 'approve' });
  });

  it('safety_filter_blocked: credential-class work names the category only', () => {
    DeciderSpec.given(funded())
      .when(createTask({ instructions: 'Receive the OTP sent to this phone and send it to me' }))
      .thenRefused('safety_filter_blocked', { category: 'otp_handling' });
  });

  it('zone_not_serviceable: a zone that is not live', () => {
    DeciderSpec.given(funded())
      .when(createTask({ zone_ref: 'ng.nowhere' }))
      .thenRefused('zone_not_serviceable', { zone_ref: 'ng.nowhere', status: 'unknown' });
  });

  it('task_type_unavailable: a type that does not exist', () => {
    DeciderSpec.given(funded())
      .when(createTask({ type: 'levitation' }))
      .thenRefused('task_type_unavailable', { type: 'levitation' });
  });
});

describe('answers without a write, decided', () => {
  it('a retry under the same key gets the first answer and writes nothing', () => {
    DeciderSpec.given([...funded(), keyed('k1', 'fp-a')])
      .when(keyed('k1', 'fp-a'))
      .thenAnswered({
        taskId: TASK,
        escrowLockId: 'esc_000003',
        state: 'screening',
        totalChargedMinor: '165000',
      });
  });

  it('a repeated deposit credits once', () => {
    DeciderSpec.given(funded())
      .when({ type: 'Deposit', orgId: ORG, depositId: 'dep_1', amountMinor: 5n, currency: 'NGN' })
      .thenAnswered({ deposit_id: 'dep_1', credited: false });
  });
});
