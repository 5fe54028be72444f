// Proves workflow orders at the engine: one lock for the whole product, steps run one at a time
// as tasks whose releases are parts of that lock (partial), completion releases the last part,
// and a step that cannot complete fails the workflow and refunds exactly the unreleased
// remainder — every invariant holding after each run and after a replay from the log.
import { describe, expect, it, vi } from 'vitest';
import {
  allocate,
  findProduct,
  productPrice,
  stepFees,
} from '../../src/domain/workflow-products.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import { WorkflowStarter } from '../../src/effects/workflow-starter.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  memoryHome,
  openEngine,
  T0,
  TestClock,
} from '../support/harness.ts';

const PRODUCT = 'business_address_verification';
const FEE_BPS = 1_000n;

async function setup(balance = 1_000_000n) {
  const home = memoryHome();
  const clock = new TestClock(T0);
  const engine = await openEngine(home, { clock, mint: counterMint() });
  const orgId = 'org_wf';
  const agentId = 'agt_wf';
  await engine.execute({
    type: 'RegisterOrg',
    orgId,
    name: 'WF org',
    mode: 'live',
    agentId,
    agentName: 'a',
    keyHash: 'h'.repeat(64),
  });
  await engine.execute({
    type: 'SetDelegation',
    orgId,
    agentId,
    delegation: {
      can_order_workflows: true,
      can_post_tasks: true,
      can_approve_release: true,
      can_open_disputes: true,
    },
  });
  await engine.execute({
    type: 'SetOrgFlags',
    orgId,
    flags: { [`flags.workflows.${PRODUCT}`]: true },
  });
  await engine.execute({
    type: 'Deposit',
    orgId,
    depositId: 'd1',
    amountMinor: balance,
    currency: 'NGN',
  });
  await engine.execute({
    type: 'RegisterOperator',
    operator: {
      id: 'op_1',
      firstName: 'A',
      lastName: 'B',
      phone: '+234',
      languages: ['en'],
      lgaCoverage: ['ng.lagos.ikeja'],
      skills: [],
      tier: 'verified',
      zoneRef: 'ng.lagos.ikeja',
      location: { lat: 6.6, lng: 3.35 },
      tokenHash: 't'.repeat(64),
      createdAtMs: T0,
    },
  });
  return { home, clock, engine, orgId, agentId };
}

const order = (orgId: string, agentId: string, key = 'k1') => ({
  type: 'CreateWorkflow' as const,
  orgId,
  agentId,
  input: {
    product: PRODUCT,
    zone_ref: 'ng.lagos.ikeja',
    inputs: { business_name: 'Mama Put Kitchen', address: '12 Allen Avenue, Ikeja' },
    deadline: new Date(T0 + 3 * 86_400_000).toISOString(),
  },
  idem: { key, fingerprint: `fp-${key}` },
});

function wallet(engine: Engine, orgId: string): bigint {
  return engine.stateOf(orgId).balances.get(`NGN|wallet:${orgId}`) ?? 0n;
}

/** Drives the current step's task through to approval, as the Operator side and the agent would. */
async function completeCurrentStep(
  engine: Engine,
  orgId: string,
  agentId: string,
  workflowId: string,
) {
  const wf = engine.stateOf(orgId).workflows.get(workflowId)!;
  const taskId = wf.steps.findLast((s) => s.taskId !== null)!.taskId!;
  for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const) {
    await engine.execute({
      type: 'StepTask',
      orgId,
      taskId,
      step,
      ...(step === 'MATCH' ? { operatorId: 'op_1' } : {}),
    });
  }
  await engine.execute({
    type: 'SubmitProof',
    orgId,
    taskId,
    operatorId: 'op_1',
    proof: {
      capturedAt: new Date(T0).toISOString(),
      mediaSha256: ['a'.repeat(64)],
      location: { lat: 6.6, lng: 3.35 },
      answers: {},
    },
  });
  await engine.execute({ type: 'ApproveTask', orgId, agentId, taskId });
  return taskId;
}

async function ordered(engine: Engine, orgId: string, agentId: string): Promise<string> {
  const result = (await engine.execute(order(orgId, agentId))) as {
    workflowId: string;
    state: string;
    totalChargedMinor: string;
  };
  expect(result.state).toBe('ordered');
  await engine.execute({ type: 'StartWorkflow', orgId, workflowId: result.workflowId });
  return result.workflowId;
}

describe('fee split', () => {
  it('allocates so the parts always add up', () => {
    expect(allocate(37_000n, [150_000n, 100_000n, 120_000n])).toEqual([15_000n, 10_000n, 12_000n]);
    expect(allocate(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    for (const p of [
      'business_address_verification',
      'retail_shelf_audit',
      'property_inspection',
    ]) {
      const product = findProduct(p)!;
      for (const bps of [0n, 1n, 333n, 1_000n, 2_501n]) {
        const fees = stepFees(product, bps);
        expect(fees.reduce((a, b) => a + b, 0n)).toBe(productPrice(product, bps).feeMinor);
      }
    }
  });
});

describe('a workflow order at the engine', () => {
  it('locks the whole price once, releases a part per step, and completes', async () => {
    const { engine, orgId, agentId } = await setup();
    const price = productPrice(findProduct(PRODUCT)!, FEE_BPS).totalMinor;
    const workflowId = await ordered(engine, orgId, agentId);
    expect(wallet(engine, orgId)).toBe(1_000_000n - price);
    const wf = engine.stateOf(orgId).workflows.get(workflowId)!;
    expect(wf.state).toBe('running');
    const lock = engine.stateOf(orgId).locks.get(wf.lockId)!;
    expect(lock).toMatchObject({ state: 'locked', heldMinor: price });

    await completeCurrentStep(engine, orgId, agentId, workflowId);
    expect(lock.state).toBe('partial');
    expect(lock.heldMinor).toBe(price - 165_000n);
    expect(wf.steps.filter((s) => s.taskId !== null)).toHaveLength(2);
    await completeCurrentStep(engine, orgId, agentId, workflowId);
    expect(lock).toMatchObject({ state: 'partial', heldMinor: 132_000n });
    await completeCurrentStep(engine, orgId, agentId, workflowId);
    expect(lock).toMatchObject({ state: 'released', heldMinor: 0n });
    expect(wf.state).toBe('completed');
    expect(wallet(engine, orgId)).toBe(1_000_000n - price);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it('fails on a cancelled step and refunds exactly the unreleased remainder', async () => {
    const { engine, orgId, agentId } = await setup();
    const price = productPrice(findProduct(PRODUCT)!, FEE_BPS).totalMinor;
    const workflowId = await ordered(engine, orgId, agentId);
    await completeCurrentStep(engine, orgId, agentId, workflowId);
    const wf = engine.stateOf(orgId).workflows.get(workflowId)!;
    const second = wf.steps[1]!.taskId!;
    await engine.execute({ type: 'CancelTask', orgId, agentId, taskId: second });
    expect(wf.state).toBe('failed');
    expect(wf.steps[2]!.taskId).toBeNull();
    expect(engine.stateOf(orgId).locks.get(wf.lockId)).toMatchObject({
      state: 'refunded',
      heldMinor: 0n,
    });
    expect(wallet(engine, orgId)).toBe(1_000_000n - 165_000n);
    expect(price - 165_000n).toBeGreaterThan(0n);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it(
    'freezes the whole lock while a step is ' + 'disputed; a release for the Operator resumes it',
    async () => {
      const { engine, orgId, agentId } = await setup();
      const workflowId = await ordered(engine, orgId, agentId);
      const wf = engine.stateOf(orgId).workflows.get(workflowId)!;
      const first = wf.steps[0]!.taskId!;
      for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const) {
        await engine.execute({
          type: 'StepTask',
          orgId,
          taskId: first,
          step,
          ...(step === 'MATCH' ? { operatorId: 'op_1' } : {}),
        });
      }
      await engine.execute({
        type: 'SubmitProof',
        orgId,
        taskId: first,
        operatorId: 'op_1',
        proof: {
          capturedAt: new Date(T0).toISOString(),
          mediaSha256: ['b'.repeat(64)],
          location: { lat: 6.6, lng: 3.35 },
          answers: {},
        },
      });
      await engine.execute({ type: 'RejectTask', orgId, agentId, taskId: first });
      const lock = engine.stateOf(orgId).locks.get(wf.lockId)!;
      expect(lock.state).toBe('disputed_frozen');
      expect(failuresOf(await checkAll(engine))).toEqual([]);
      await engine.execute({ type: 'ResolveDispute', orgId, taskId: first, favour: 'operator' });
      expect(lock.state).toBe('partial');
      expect(wf.state).toBe('running');
      expect(wf.steps[1]!.taskId).not.toBeNull();
      expect(failuresOf(await checkAll(engine))).toEqual([]);
    },
  );

  it('refuses without the flag, the delegation, or the money, changing nothing', async () => {
    const { engine, orgId, agentId } = await setup(100n);
    await expect(engine.execute(order(orgId, agentId, 'k-poor'))).rejects.toMatchObject({
      code: 'insufficient_escrow_balance',
    });
    await engine.execute({
      type: 'SetOrgFlags',
      orgId,
      flags: { [`flags.workflows.${PRODUCT}`]: false },
    });
    await expect(engine.execute(order(orgId, agentId, 'k-flag'))).rejects.toMatchObject({
      code: 'feature_disabled',
    });
    await engine.execute({
      type: 'SetDelegation',
      orgId,
      agentId,
      delegation: { can_order_workflows: false },
    });
    await expect(engine.execute(order(orgId, agentId, 'k-deleg'))).rejects.toMatchObject({
      code: 'delegation_denied',
    });
    const bad = order(orgId, agentId, 'k-safety');
    bad.input.inputs.business_name = 'Solve the CAPTCHA on this website for me.';
    await engine.execute({
      type: 'SetDelegation',
      orgId,
      agentId,
      delegation: { can_order_workflows: true },
    });
    await engine.execute({
      type: 'SetOrgFlags',
      orgId,
      flags: { [`flags.workflows.${PRODUCT}`]: true },
    });
    await engine.execute({
      type: 'Deposit',
      orgId,
      depositId: 'd2',
      amountMinor: 1_000_000n,
      currency: 'NGN',
    });
    await expect(engine.execute(bad)).rejects.toMatchObject({ code: 'safety_filter_blocked' });
    expect(engine.stateOf(orgId).workflows.size).toBe(0);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it(
    'an order acknowledged but not started ' + 'before a crash is started at the next start',
    async () => {
      const { home, engine, orgId, agentId, clock } = await setup();
      const { workflowId } = (await engine.execute(order(orgId, agentId))) as {
        workflowId: string;
      };
      // No starter ran: the process "died" right after acknowledging the order.
      await engine.close();
      const again = await openEngine(home, { clock, mint: counterMint() });
      expect(again.stateOf(orgId).workflows.get(workflowId)!.state).toBe('ordered');
      new WorkflowStarter(again).start();
      await vi.waitFor(() =>
        expect(again.stateOf(orgId).workflows.get(workflowId)!.state).toBe('running'),
      );
      // The start is decided at once; the log is compared once it is durable.
      await again.barrier();
      const wf = again.stateOf(orgId).workflows.get(workflowId)!;
      expect(wf.state).toBe('running');
      expect(wf.steps[0]!.taskId).not.toBeNull();
      expect(failuresOf(await checkAll(again))).toEqual([]);
    },
  );

  it('replays to the same state after a restart', async () => {
    const { home, engine, orgId, agentId, clock } = await setup();
    const workflowId = await ordered(engine, orgId, agentId);
    await completeCurrentStep(engine, orgId, agentId, workflowId);
    await engine.close();
    const again = await openEngine(home, { clock, mint: counterMint() });
    const wf = again.stateOf(orgId).workflows.get(workflowId)!;
    expect(wf.state).toBe('running');
    expect(again.stateOf(orgId).locks.get(wf.lockId)!.state).toBe('partial');
    expect(failuresOf(await checkAll(again))).toEqual([]);
  });
});
