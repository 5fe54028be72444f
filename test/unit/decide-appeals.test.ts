// Proves the appeal commands given/when/then on the engine over the in-memory log: a rejection
// records who rejected and the agent's reason; only the Operator who did the work appeals, once,
// within 72 hours, and only a disputed task; staff's decision resolves the dispute in the same
// record (uphold refunds, overturn releases); the org's tally of proofs approved and rejected is
// folded from the log, and a replay rebuilds all of it (checkAll compares replay with live).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { balanceOf } from '../../src/core/state.ts';
import { APPEAL_WINDOW_MS } from '../../src/core/decide-appeals.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  memoryHome,
  openEngine,
  outcomeCode,
  TestClock,
} from '../support/harness.ts';
import { readTask } from '../../src/runtime/reads.ts';

let engine: Engine;
let clock: TestClock;
const org = 'org_1';

beforeEach(async () => {
  clock = new TestClock();
  engine = await openEngine(memoryHome(), { clock, mint: counterMint() });
  await engine.execute({ type: 'CreateOrg', orgId: org, name: 'one', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: org, agentId: 'agt_1', name: 'a' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: org,
    agentId: 'agt_1',
    delegation: { can_post_tasks: true, can_approve_release: true, can_open_disputes: true },
  });
  await engine.execute({
    type: 'Deposit',
    orgId: org,
    depositId: 'dep_1',
    amountMinor: 10_000_000n,
    currency: 'NGN',
  });
});

async function verifying(): Promise<string> {
  const { taskId } = (await engine.execute({
    type: 'CreateTask',
    orgId: org,
    agentId: 'agt_1',
    input: {
      type: 'field_verification',
      title: 'Check the shop',
      instructions: 'Confirm the shop at 12 Allen Avenue is open.',
      reward_major: '1500',
      deadline: new Date(clock.now() + 48 * 3_600_000).toISOString(),
      zone_ref: 'ng.lagos.ikeja',
    },
  })) as { taskId: string };
  const steps = ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START', 'SUBMIT_PROOF', 'BEGIN_VERIFY'];
  for (const step of steps as never[])
    await engine.execute({ type: 'StepTask', orgId: org, taskId, step, operatorId: 'op_9' });
  return taskId;
}

const reject = (taskId: string, reason?: string) =>
  engine.execute({
    type: 'RejectTask',
    orgId: org,
    agentId: 'agt_1',
    taskId,
    ...(reason ? { reason } : {}),
  });
const appeal = (taskId: string, operatorId = 'op_9', note?: string) =>
  engine.execute({
    type: 'OpenAppeal',
    orgId: org,
    taskId,
    operatorId,
    ...(note ? { note } : {}),
  });
const decide = (taskId: string, decision: 'uphold' | 'overturn') =>
  engine.execute({ type: 'DecideAppeal', orgId: org, taskId, decision });
const task = (id: string) => engine.stateOf(org).tasks.get(id);

describe('appeals', () => {
  it('records the rejection, takes one appeal from the Operator; overturning pays', async () => {
    const id = await verifying();
    await reject(id, '  The photo shows the wrong shop.  ');
    expect(task(id)?.rejection).toEqual({
      by: 'agent',
      reason: 'The photo shows the wrong shop.',
      atMs: clock.now(),
    });
    expect(await outcomeCode(appeal(id, 'op_other'))).toBe('not_found');
    const records = engine.wal.stats().records;
    expect(await appeal(id, 'op_9', 'The sign was covered.')).toEqual({
      task_id: id,
      state: 'disputed',
      appeal: 'open',
    });
    expect(await appeal(id)).toMatchObject({ appeal: 'open' });
    expect(engine.wal.stats().records).toBe(records + 1);
    expect(task(id)?.appeal).toMatchObject({ note: 'The sign was covered.', decision: null });

    expect(await decide(id, 'overturn')).toEqual({
      task_id: id,
      state: 'resolved_released',
      appeal: 'overturn',
    });
    expect(balanceOf(engine.stateOf(org), 'NGN', 'payable:op_9')).toBe(150_000n);
    const archived = (await readTask(engine, id))?.task;
    expect(archived?.appeal?.decision).toBe('overturn');
    expect(await decide(id, 'overturn')).toMatchObject({ appeal: 'overturn' });
    expect(await outcomeCode(decide(id, 'uphold'))).toBe('invalid_state');
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it('refuses an appeal past the window or without a rejection; uphold refunds', async () => {
    const late = await verifying();
    await reject(late);
    expect(task(late)?.rejection).toEqual({ by: 'agent', atMs: clock.now() });
    clock.advance(APPEAL_WINDOW_MS + 1);
    expect(await outcomeCode(appeal(late))).toBe('invalid_state');
    expect(await outcomeCode(decide(late, 'uphold'))).toBe('invalid_state');

    const open = await verifying();
    expect(await outcomeCode(appeal(open))).toBe('invalid_state');
    await reject(open);
    await appeal(open);
    const wallet = balanceOf(engine.stateOf(org), 'NGN', `wallet:${org}`);
    await decide(open, 'uphold');
    expect(balanceOf(engine.stateOf(org), 'NGN', `wallet:${org}`)).toBe(wallet + 165_000n);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it("tallies the org's proofs approved and rejected, staff's rejections too", async () => {
    const a = await verifying();
    await engine.execute({ type: 'ApproveTask', orgId: org, agentId: 'agt_1', taskId: a });
    await reject(await verifying(), 'blurry');
    const reviewed = await verifying();
    await engine.execute({ type: 'ReviewTask', orgId: org, taskId: reviewed, decision: 'reject' });
    expect(task(reviewed)?.rejection).toEqual({ by: 'staff', atMs: clock.now() });
    expect(engine.stateOf(org).orgs.get(org)?.proofTally).toEqual({ approved: 1, rejected: 2 });
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });
});
