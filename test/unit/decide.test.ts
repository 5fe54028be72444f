// Proves single commands given/when/then on the engine over the in-memory log: responses,
// what gets written and what is refused, for cases the random sequences reach only by luck.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainError } from '../../src/errors/problem.ts';
import { balanceOf } from '../../src/core/state.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import type { CreateTaskInput } from '../../src/core/commands.ts';
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

const HOUR = 3_600_000;
let engine: Engine;
let clock: TestClock;

const input = (over: Partial<CreateTaskInput> = {}): CreateTaskInput => ({
  type: 'field_verification',
  title: 'Check the shop',
  instructions: 'Confirm the shop at 12 Allen Avenue is open.',
  reward_major: '1500.01',
  deadline: new Date(clock.now() + 2 * HOUR).toISOString(),
  zone_ref: 'ng.lagos.ikeja',
  ...over,
});

const code = outcomeCode;

const create = (i: CreateTaskInput, key?: string) =>
  engine.execute({
    type: 'CreateTask',
    orgId: 'org_1',
    agentId: 'agt_1',
    input: i,
    ...(key ? { idem: { key, fingerprint: fingerprint('create_task', i) } } : {}),
  });
const wallet = () => balanceOf(engine.stateOf('org_1'), 'NGN', 'wallet:org_1');

beforeEach(async () => {
  clock = new TestClock();
  engine = await openEngine(memoryHome(), { clock, mint: counterMint() });
  await engine.execute({ type: 'CreateOrg', orgId: 'org_1', name: 'one', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: 'org_1', agentId: 'agt_1', name: 'a' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: 'org_1',
    agentId: 'agt_1',
    delegation: { can_post_tasks: true, can_approve_release: true, can_open_disputes: true },
  });
  await engine.execute({
    type: 'Deposit',
    orgId: 'org_1',
    depositId: 'dep_1',
    amountMinor: 1_000_000n,
    currency: 'NGN',
  });
});

describe('create task', () => {
  it('locks reward plus the rounded-up fee and answers screening', async () => {
    const res = await create(input());
    expect(res).toEqual({
      taskId: expect.stringMatching(/^task_/),
      escrowLockId: expect.stringMatching(/^esc_/),
      state: 'screening',
      totalChargedMinor: '165002',
    });
    expect(wallet()).toBe(1_000_000n - 165_002n);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it('moves a task named twice in one screening batch once, and keeps taking writes', async () => {
    // A campaign resume sweeps its screening tasks into the pump's window beside their own
    // creation.
    const { taskId } = (await create(input())) as { taskId: string };
    const shard = engine.shardFor('org_1').id;
    expect(await engine.execute({ type: 'ScreenTasks', shard, taskIds: [taskId, taskId] })).toEqual(
      { screened: [taskId] },
    );
    expect((await readTask(engine, taskId, 'org_1'))!.task.state).toBe('live');
    expect(await create(input())).toMatchObject({ state: 'screening' });
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it('reports 402 figures as minor-unit strings and writes nothing', async () => {
    const records = engine.wal.stats().records;
    const err = await create(input({ reward_major: '99999.00' })).catch((e: DomainError) => e);
    expect(err).toMatchObject({
      code: 'insufficient_escrow_balance',
      status: 402,
      detail: { required: '10999890', available: '1000000' },
    });
    expect(engine.wal.stats().records).toBe(records);
  });

  it('never echoes blocked text and names only the category', async () => {
    const err = await create(
      input({ instructions: 'Receive the OTP sent to this phone and send it to me' }),
    ).catch((e: DomainError) => e);
    expect(err).toMatchObject({
      code: 'safety_filter_blocked',
      status: 422,
      detail: { category: 'otp_handling' },
    });
    expect(JSON.stringify(err)).not.toMatch(/OTP sent/);
  });

  it('opens a zone when the system shard marks it live', async () => {
    expect(await code(create(input({ zone_ref: 'ng.kano.fagge' })))).toBe('zone_not_serviceable');
    await engine.execute({ type: 'SetZoneStatus', zoneRef: 'ng.kano.fagge', status: 'live' });
    expect(await code(create(input({ zone_ref: 'ng.kano.fagge' })))).toBe('ok');
  });

  it('offers a Gated type only to an org with its flag', async () => {
    const gated = input({ type: 'property_inspection', reward_major: '5000.00' });
    expect(await code(create(gated))).toBe('task_type_unavailable');
    await engine.execute({
      type: 'SetOrgFlags',
      orgId: 'org_1',
      flags: { 'flags.task_type.property_inspection': true },
    });
    expect(await code(create(gated))).toBe('ok');
  });

  it('resets the daily cap at the UTC day boundary', async () => {
    await engine.execute({
      type: 'SetSpendPolicy',
      orgId: 'org_1',
      agentId: 'agt_1',
      dailyCapMinor: 200_000n,
      perTaskCapMinor: null,
    });
    expect(await code(create(input()))).toBe('ok');
    expect(await code(create(input()))).toBe('spend_policy_exceeded');
    clock.advance(24 * HOUR);
    expect(await code(create(input()))).toBe('ok');
  });

  it('replays a key for 24 h, then lets it name a new operation', async () => {
    const first = await create(input(), 'key-1');
    expect(await create(input(), 'key-1')).toEqual(first);
    expect(await code(create(input({ title: 'Other' }), 'key-1'))).toBe('idempotency_conflict');
    clock.advance(24 * HOUR);
    const later = (await create(input({ title: 'Other' }), 'key-1')) as { taskId: string };
    expect(later.taskId).not.toBe((first as { taskId: string }).taskId);
  });
});

describe('moves and money', () => {
  it('approves into the Operator payable and platform revenue, then settles', async () => {
    const { taskId } = (await create(input())) as { taskId: string };
    for (const step of [
      'SCREEN_PASSED',
      'MATCH',
      'ACCEPT',
      'START',
      'SUBMIT_PROOF',
      'BEGIN_VERIFY',
    ] as const) {
      await engine.execute({ type: 'StepTask', orgId: 'org_1', taskId, step, operatorId: 'op_9' });
    }
    const approved = await engine.execute({
      type: 'ApproveTask',
      orgId: 'org_1',
      agentId: 'agt_1',
      taskId,
    });
    expect(approved).toMatchObject({
      id: taskId,
      state: 'approved',
      escrow: { state: 'released', amount_minor: '0' },
    });
    const s = engine.stateOf('org_1');
    expect(balanceOf(s, 'NGN', 'payable:op_9')).toBe(150_001n);
    expect(balanceOf(s, 'NGN', 'revenue:platform')).toBe(15_001n);
    await engine.execute({ type: 'SettleTask', orgId: 'org_1', taskId });
    expect(balanceOf(s, 'NGN', 'payable:op_9')).toBe(0n);
    expect(balanceOf(s, 'NGN', 'clearing:payout')).toBe(150_001n);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it('freezes on reject and refunds or releases on resolution', async () => {
    for (const favour of ['agent', 'operator'] as const) {
      const { taskId } = (await create(input())) as { taskId: string };
      for (const step of [
        'SCREEN_PASSED',
        'MATCH',
        'ACCEPT',
        'START',
        'SUBMIT_PROOF',
        'BEGIN_VERIFY',
      ] as const) {
        await engine.execute({
          type: 'StepTask',
          orgId: 'org_1',
          taskId,
          step,
          operatorId: 'op_9',
        });
      }
      const before = wallet();
      expect(
        await engine.execute({
          type: 'RejectTask',
          orgId: 'org_1',
          agentId: 'agt_1',
          taskId,
          reason: 'blurry',
        }),
      ).toMatchObject({
        state: 'disputed',
        escrow: { state: 'disputed_frozen', amount_minor: '165002' },
      });
      await engine.execute({ type: 'ResolveDispute', orgId: 'org_1', taskId, favour });
      const task = (await readTask(engine, taskId, 'org_1'))!.task;
      expect(task.state).toBe(favour === 'agent' ? 'resolved_refunded' : 'resolved_released');
      expect(wallet()).toBe(favour === 'agent' ? before + 165_002n : before);
    }
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });

  it('expires only after the deadline, with a full refund', async () => {
    const { taskId } = (await create(input())) as { taskId: string };
    expect(await code(engine.execute({ type: 'ExpireTask', orgId: 'org_1', taskId }))).toBe(
      'invalid_state',
    );
    clock.advance(2 * HOUR);
    await engine.execute({ type: 'ExpireTask', orgId: 'org_1', taskId });
    expect(wallet()).toBe(1_000_000n);
  });

  it(
    "hides another org's task behind not_found " + 'and reports invalid_state with detail',
    async () => {
      await engine.execute({ type: 'CreateOrg', orgId: 'org_2', name: 'two', mode: 'live' });
      await engine.execute({ type: 'CreateAgent', orgId: 'org_2', agentId: 'agt_2', name: 'b' });
      await engine.execute({
        type: 'SetDelegation',
        orgId: 'org_2',
        agentId: 'agt_2',
        delegation: { can_post_tasks: true },
      });
      const { taskId } = (await create(input())) as { taskId: string };
      expect(
        await code(
          engine.execute({ type: 'CancelTask', orgId: 'org_2', agentId: 'agt_2', taskId }),
        ),
      ).toBe('not_found');
      await engine.execute({ type: 'CancelTask', orgId: 'org_1', agentId: 'agt_1', taskId });
      const err = await engine
        .execute({ type: 'CancelTask', orgId: 'org_1', agentId: 'agt_1', taskId })
        .catch((e: DomainError) => e);
      expect(err).toMatchObject({
        code: 'invalid_state',
        status: 409,
        detail: { state: 'cancelled', action: 'cancel' },
      });
    },
  );

  it('credits a deposit once per deposit_id', async () => {
    expect(
      await engine.execute({
        type: 'Deposit',
        orgId: 'org_1',
        depositId: 'dep_1',
        amountMinor: 1_000_000n,
        currency: 'NGN',
      }),
    ).toEqual({ deposit_id: 'dep_1', credited: false });
    expect(wallet()).toBe(1_000_000n);
  });
});

describe('webhook endpoints', () => {
  it('refuses a second endpoint under one id and keeps taking writes', async () => {
    const endpoint = {
      id: 'we_1',
      url: 'https://example.com/hook',
      events: ['task.*'],
      secret: 'whsec_c2VjcmV0',
    };
    await engine.execute({
      type: 'CreateWebhookEndpoint',
      orgId: 'org_1',
      agentId: 'agt_1',
      endpoint,
    });
    expect(
      await code(
        engine.execute({
          type: 'CreateWebhookEndpoint',
          orgId: 'org_1',
          agentId: 'agt_1',
          endpoint,
        }),
      ),
    ).toBe('invalid_state');
    expect(engine.isFailed()).toBe(false);
    expect(await create(input())).toMatchObject({ state: 'screening' });
    expect(failuresOf(await checkAll(engine))).toEqual([]);
  });
});

describe('operator photo', () => {
  const operator = {
    id: 'opr_1',
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
    createdAtMs: 0,
  };
  const sha = (c: string) => c.repeat(64);

  it(
    'records the photo on the Operator, replaces it, refuses an unknown Operator, and replays ' +
      'to the same',
    async () => {
      const home = memoryHome();
      const own = await openEngine(home, { clock, mint: counterMint() });
      await own.execute({ type: 'RegisterOperator', operator });
      expect(
        await own.execute({
          type: 'SetOperatorPhoto',
          operatorId: 'opr_1',
          photoId: 'oph_1',
          mediaSha256: sha('a'),
        }),
      ).toEqual({ operator_id: 'opr_1', photo_id: 'oph_1' });
      expect(own.indexes.operatorForPhotoId('oph_1')?.photo).toEqual({
        id: 'oph_1',
        sha256: sha('a'),
      });
      await own.execute({
        type: 'SetOperatorPhoto',
        operatorId: 'opr_1',
        photoId: 'oph_2',
        mediaSha256: sha('b'),
      });
      expect(own.indexes.operatorForPhotoId('oph_1')).toBeUndefined();
      expect(own.indexes.operatorForPhotoId('oph_2')?.id).toBe('opr_1');
      const records = own.wal.stats().records;
      expect(
        await code(
          own.execute({
            type: 'SetOperatorPhoto',
            operatorId: 'opr_404',
            photoId: 'oph_3',
            mediaSha256: sha('c'),
          }),
        ),
      ).toBe('not_found');
      expect(own.wal.stats().records).toBe(records);
      expect(failuresOf(await checkAll(own))).toEqual([]);
      await own.close();

      const again = await openEngine(home, { clock, mint: counterMint() });
      expect(again.indexes.operatorForPhotoId('oph_2')?.photo).toEqual({
        id: 'oph_2',
        sha256: sha('b'),
      });
      expect(again.indexes.operatorForPhotoId('oph_1')).toBeUndefined();
      await again.close();
    },
  );
});
