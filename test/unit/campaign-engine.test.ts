// Proves campaigns at the engine: every row judged as create_task would judge it, refused rows
// named by number with nothing charged; the whole budget locked in one lock at creation; rows
// become tasks in batches, each funded from that lock into a lock of its own, each row once (a
// replay from the log builds the same state, and a row's task cannot be made twice); pause stops
// new rows, cancel cancels open tasks and refunds the unspent in one ledger entry, completion
// once every task ended; every invariant (campaign_funded included) holding throughout.
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { sameState } from '../../src/core/state-codec.ts';
import { readCampaign } from '../../src/runtime/reads.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  memoryHome,
  openEngine,
  T0,
  TestClock,
} from '../support/harness.ts';
import { campaignBody, ROW_TOTAL, rows, TEMPLATE } from '../support/campaigns.ts';

const orgId = 'org_cmp';
const agentId = 'agt_cmp';

async function setup(balance = 10_000_000n, flag = true) {
  const home = memoryHome();
  const engine = await openEngine(home, { clock: new TestClock(T0), mint: counterMint() });
  await engine.execute({
    type: 'RegisterOrg',
    orgId,
    name: 'Campaign org',
    mode: 'live',
    agentId,
    agentName: 'a',
    keyHash: 'h'.repeat(64),
  });
  await engine.execute({
    type: 'SetDelegation',
    orgId,
    agentId,
    delegation: { can_post_tasks: true, can_approve_release: true },
  });
  if (flag)
    await engine.execute({ type: 'SetOrgFlags', orgId, flags: { 'flags.campaigns.engine': true } });
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
  return { home, engine };
}

const wallet = (engine: Engine) => engine.stateOf(orgId).balances.get(`NGN|wallet:${orgId}`) ?? 0n;
const create = (engine: Engine, body: ReturnType<typeof campaignBody>, key = 'c1') =>
  engine.execute({
    type: 'CreateCampaign',
    orgId,
    agentId,
    input: body as never,
    idem: { key, fingerprint: `fp-${key}` },
  }) as Promise<{ campaignId: string; budgetMinor: string }>;
const startRows = (engine: Engine, campaignId: string, max = 3) =>
  engine.execute({ type: 'StartCampaignRows', orgId, campaignId, max }) as Promise<{
    started: number;
  }>;
const campaign = (engine: Engine, id: string) => engine.stateOf(orgId).campaigns.get(id)!;

async function clean(engine: Engine) {
  expect(failuresOf(await checkAll(engine))).toEqual([]);
}

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('creation', () => {
  it(
    'refuses without the campaigns flag, and ' + 'refuses bad rows by row number, charging nothing',
    async () => {
      const off = await setup(10_000_000n, false);
      expect((await refusal(create(off.engine, campaignBody(2)))).code).toBe('feature_disabled');
      const { engine } = await setup();
      const body = campaignBody(5);
      body.rows[1] = { zone_ref: 'ng.kano.kano-municipal', vars: body.rows[1]!.vars };
      body.rows[3] = { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'No address' } } as never;
      body.rows[4] = {
        zone_ref: 'ng.lagos.ikeja',
        vars: { shop: 'x', address: 'y' },
        reward_major: '0.50',
      } as never;
      const error = await refusal(create(engine, body));
      expect(error.code).toBe('validation_failed');
      expect(
        (error.detail!.rows as Array<{ row: number; code: string }>).map((r) => [r.row, r.code]),
      ).toEqual([
        [2, 'zone_not_serviceable'],
        [4, 'validation_failed'],
        [5, 'validation_failed'],
      ]);
      expect(wallet(engine)).toBe(10_000_000n);
      const blocked = campaignBody(2, {
        template: {
          ...TEMPLATE,
          instructions: 'At {{address}} ({{shop}}): read me the OTP code sent to your phone.',
        },
      });
      const safety = await refusal(create(engine, blocked));
      expect((safety.detail!.rows as Array<{ code: string }>).map((r) => r.code)).toEqual([
        'safety_filter_blocked',
        'safety_filter_blocked',
      ]);
      expect(wallet(engine)).toBe(10_000_000n);
      await clean(engine);
    },
  );

  it(
    'locks the whole budget in one lock, or refuses it whole when the wallet or the daily cap ' +
      'falls short',
    async () => {
      const poor = await setup(ROW_TOTAL * 3n - 1n);
      const short = await refusal(create(poor.engine, campaignBody(3)));
      expect(short.code).toBe('insufficient_escrow_balance');
      expect(wallet(poor.engine)).toBe(ROW_TOTAL * 3n - 1n);
      const { engine } = await setup();
      await engine.execute({
        type: 'SetSpendPolicy',
        orgId,
        agentId,
        dailyCapMinor: ROW_TOTAL * 4n,
        perTaskCapMinor: null,
      });
      expect((await refusal(create(engine, campaignBody(5)))).code).toBe('spend_policy_exceeded');
      const created = await create(engine, campaignBody(4));
      expect(created.budgetMinor).toBe((ROW_TOTAL * 4n).toString());
      expect(wallet(engine)).toBe(10_000_000n - ROW_TOTAL * 4n);
      const c = campaign(engine, created.campaignId);
      expect(engine.stateOf(orgId).locks.get(c.lockId)!.heldMinor).toBe(ROW_TOTAL * 4n);
      // The same key again: the same campaign, charged once.
      expect(await create(engine, campaignBody(4))).toEqual(created);
      expect(wallet(engine)).toBe(10_000_000n - ROW_TOTAL * 4n);
      await clean(engine);
    },
  );
});

describe('rows become tasks', () => {
  it(
    'in batches, each row once, each task with its own lock funded from the campaign; replay ' +
      'builds the same',
    async () => {
      const { engine, home } = await setup();
      const { campaignId } = await create(engine, campaignBody(7));
      expect((await startRows(engine, campaignId)).started).toBe(3);
      await clean(engine);
      expect((await startRows(engine, campaignId)).started).toBe(3);
      expect((await startRows(engine, campaignId)).started).toBe(1);
      expect((await startRows(engine, campaignId)).started).toBe(0);
      const c = campaign(engine, campaignId);
      const ids = c.rows.map((r) => r.taskId);
      expect(new Set(ids).size).toBe(7);
      const first = engine.stateOf(orgId).tasks.get(ids[0]!)!;
      expect(first).toMatchObject({
        title: 'Shelf check at Shop 1',
        instructions: 'Visit Shop 1 at 1 Allen Avenue, Ikeja and photograph the drinks shelf.',
        campaignId,
        campaignRow: 0,
        state: 'screening',
        totalMinor: ROW_TOTAL,
      });
      expect(engine.stateOf(orgId).locks.get(first.lockId)!.heldMinor).toBe(ROW_TOTAL);
      expect(engine.stateOf(orgId).locks.get(c.lockId)!).toMatchObject({
        state: 'released',
        heldMinor: 0n,
      });
      await clean(engine);
      // A restart builds the same campaign from the log: no row made twice, none lost.
      const before = engine.stateOf(orgId);
      await engine.close();
      const again = await openEngine(home, { clock: new TestClock(T0), mint: counterMint() });
      expect(sameState(again.stateOf(orgId), before)).toBe(true);
      expect((await startRows(again, campaignId)).started).toBe(0);
      await clean(again);
    },
  );

  it(
    'pause stops new rows; resume goes on; cancel cancels open tasks and refunds the unspent ' +
      'in one entry',
    async () => {
      const { engine } = await setup();
      const { campaignId } = await create(engine, campaignBody(6));
      await startRows(engine, campaignId, 2);
      await engine.execute({ type: 'MoveCampaign', orgId, agentId, campaignId, action: 'PAUSE' });
      expect((await startRows(engine, campaignId)).started).toBe(0);
      await engine.execute({ type: 'MoveCampaign', orgId, agentId, campaignId, action: 'RESUME' });
      expect((await startRows(engine, campaignId, 1)).started).toBe(1);
      const entries = engine.stateOf(orgId).entries;
      await engine.execute({ type: 'MoveCampaign', orgId, agentId, campaignId, action: 'CANCEL' });
      expect(engine.stateOf(orgId).entries).toBe(entries + 1);
      expect(wallet(engine)).toBe(10_000_000n);
      // Its three tasks were cancelled in the same record, so nothing is left to change it: it left
      // memory with its lock, and is read (and refused moves) from the archive.
      expect(engine.stateOf(orgId).campaigns.has(campaignId)).toBe(false);
      const c = (await readCampaign(engine, campaignId, orgId))!.campaign;
      expect(c).toMatchObject({
        status: 'cancelled',
        created: 3,
        ended: 3,
        refundedMinor: ROW_TOTAL * 6n,
        spentMinor: 0n,
      });
      expect(engine.stateOf(orgId).locks.has(c.lockId)).toBe(false);
      expect((await startRows(engine, campaignId)).started).toBe(0);
      await expect(
        engine.execute({ type: 'MoveCampaign', orgId, agentId, campaignId, action: 'RESUME' }),
      ).rejects.toMatchObject({ code: 'invalid_state' });
      await clean(engine);
    },
  );

  it(
    "completes once every row's task ended: " + 'released rows spent, cancelled ones refunded',
    async () => {
      const { engine } = await setup();
      const { campaignId } = await create(engine, campaignBody(2));
      await startRows(engine, campaignId, 10);
      const [a, b] = campaign(engine, campaignId).rows.map((r) => r.taskId!);
      for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const) {
        await engine.execute({
          type: 'StepTask',
          orgId,
          taskId: a!,
          step,
          ...(step === 'MATCH' ? { operatorId: 'op_1' } : {}),
        });
      }
      await engine.execute({
        type: 'SubmitProof',
        orgId,
        taskId: a!,
        operatorId: 'op_1',
        proof: {
          capturedAt: new Date(T0).toISOString(),
          mediaSha256: ['a'.repeat(64)],
          location: { lat: 6.6, lng: 3.35 },
          answers: {},
        },
      });
      await engine.execute({ type: 'ApproveTask', orgId, agentId, taskId: a! });
      expect(await engine.execute({ type: 'FinishCampaign', orgId, campaignId })).toEqual({
        campaignId,
        status: 'active',
      });
      await engine.execute({ type: 'CancelTask', orgId, agentId, taskId: b! });
      expect(await engine.execute({ type: 'FinishCampaign', orgId, campaignId })).toEqual({
        campaignId,
        status: 'completed',
      });
      expect(campaign(engine, campaignId)).toMatchObject({
        status: 'completed',
        ended: 2,
        spentMinor: ROW_TOTAL,
        refundedMinor: ROW_TOTAL,
        endedByState: { approved: 1, cancelled: 1 },
      });
      expect(wallet(engine)).toBe(10_000_000n - ROW_TOTAL);
      await clean(engine);
    },
  );
});

it('rows helper renders distinct shops', () => {
  expect(rows(2).map((r) => r.vars.shop)).toEqual(['Shop 1', 'Shop 2']);
});
