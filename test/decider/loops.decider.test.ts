// Proves the Loop decider and the platform's escrow moves as deciders (decide + apply, no engine,
// no log): a Loop created, activated, its run proposed and approved (a task with its own lock in
// the same record) or declined, and a dispute resolved by refund or by release.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/core/commands.ts';
import { DeciderSpec, T0, type Given } from '../support/decider.ts';
import { AGENT, funded, LOCK, ORG, TASK, taskUntil } from './given.ts';

const LOOP = 'loop_1';
const HOUR = 3_600_000;

const withLoops: Given[] = [
  ...funded(),
  { type: 'SetOrgFlags', orgId: ORG, flags: { 'flags.loop.engine': true } },
  { type: 'SetDelegation', orgId: ORG, agentId: AGENT, delegation: { can_manage_loops: true } },
];

const createLoop: Command = {
  type: 'CreateLoop',
  orgId: ORG,
  agentId: AGENT,
  loop: {
    id: LOOP,
    name: 'Weekly shop check',
    template: {
      type: 'field_verification',
      title: 'Check the shop',
      instructions: 'Confirm the shop at 12 Allen Avenue is open.',
      reward_major: '1500',
      zone_ref: 'ng.lagos.ikeja',
      deadline_after_hours: 4,
    },
    schedule: { kind: 'interval', interval_hours: 24 },
    timezone: 'Africa/Lagos',
    budgetTotalMinor: 500_000n,
    perRunCapMinor: null,
    endsAtMs: null,
  },
};

const active: Given[] = [
  ...withLoops,
  createLoop,
  { type: 'MoveLoop', orgId: ORG, agentId: AGENT, loopId: LOOP, action: 'ACTIVATE' },
  { type: 'ProposeLoopRun', orgId: ORG, loopId: LOOP, runId: 'run_1', dueMs: T0 + HOUR },
];

const decideRun = (decision: 'approve' | 'decline'): Command => ({
  type: 'DecideLoopRun',
  orgId: ORG,
  agentId: AGENT,
  loopId: LOOP,
  runId: 'run_1',
  decision,
});

describe('a Loop, decided', () => {
  it('create writes a draft with its whole envelope left, and spends nothing', () => {
    const written = DeciderSpec.given(withLoops)
      .when(createLoop)
      .thenWrote({
        answer: {
          id: LOOP,
          status: 'draft',
          envelope: { cap_minor: '500000', spent_minor: '0', remaining_minor: '500000' },
        },
      });
    expect(written.events.map((e) => e.type)).toEqual(['LoopCreated']);
  });

  it('a proposal past an earlier one is recorded; the same due time again is not', () => {
    DeciderSpec.given(active)
      .when({
        type: 'ProposeLoopRun',
        orgId: ORG,
        loopId: LOOP,
        runId: 'run_2',
        dueMs: T0 + 2 * HOUR,
      })
      .thenWrote({
        events: [{ type: 'LoopRunProposed', loopId: LOOP, runId: 'run_2', dueMs: T0 + 2 * HOUR }],
        answer: { proposed: true, run_id: 'run_2' },
      });
    DeciderSpec.given(active)
      .when({ type: 'ProposeLoopRun', orgId: ORG, loopId: LOOP, runId: 'run_2', dueMs: T0 + HOUR })
      .thenAnswered({ proposed: false });
  });

  it('approving a run creates its task and lock in one record and charges the envelope', () => {
    const written = DeciderSpec.given(active)
      .when(decideRun('approve'))
      .thenWrote({
        answer: {
          loop_id: LOOP,
          run: { id: 'run_1', status: 'charged', task_id: 'task_000002' },
          loop_status: 'active',
        },
      });
    expect(written.events.map((e) => e.type)).toEqual([
      'TaskCreated',
      'EscrowLocked',
      'Posted',
      'SpendCounted',
      'LoopRunDecided',
    ]);
    expect(written.events[4]).toMatchObject({ status: 'charged', spentMinor: '165000' });
  });

  it('declining a run spends nothing', () => {
    DeciderSpec.given(active)
      .when(decideRun('decline'))
      .thenWrote({
        events: [
          {
            type: 'LoopRunDecided',
            loopId: LOOP,
            runId: 'run_1',
            status: 'declined',
            spentMinor: '0',
          },
        ],
        answer: { loop_id: LOOP, run: { id: 'run_1', status: 'declined' }, loop_status: 'active' },
      });
  });
});

describe('a dispute, resolved', () => {
  const disputed: Given[] = [
    ...taskUntil('verifying'),
    { type: 'RejectTask', orgId: ORG, agentId: AGENT, taskId: TASK },
  ];

  it('for the agent: the frozen escrow is refunded to the wallet', () => {
    const written = DeciderSpec.given(disputed)
      .when({ type: 'ResolveDispute', orgId: ORG, taskId: TASK, favour: 'agent' })
      .thenWrote({});
    expect(written.answer).toMatchObject({
      state: 'resolved_refunded',
      escrow: { state: 'refunded', amount_minor: '0' },
    });
    expect(written.events.slice(1)).toEqual([
      {
        type: 'EscrowMoved',
        lockId: LOCK,
        event: 'REFUND',
        from: 'disputed_frozen',
        to: 'refunded',
      },
      {
        type: 'Posted',
        entryId: 'le_000005',
        memo: 'refund',
        transfers: [
          {
            debit: `escrow:${LOCK}`,
            credit: 'wallet:org_1',
            amountMinor: '165000',
            currency: 'NGN',
          },
        ],
      },
    ]);
  });

  it('for the Operator: the frozen escrow is released as an approval would', () => {
    const written = DeciderSpec.given(disputed)
      .when({ type: 'ResolveDispute', orgId: ORG, taskId: TASK, favour: 'operator' })
      .thenWrote({});
    expect(written.answer).toMatchObject({
      state: 'resolved_released',
      escrow: { state: 'released', amount_minor: '0' },
    });
    expect(written.events.map((e) => e.type)).toEqual(['TaskMoved', 'EscrowMoved', 'Posted']);
  });
});
