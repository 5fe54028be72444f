// Proves that settled history leaves memory and snapshots for the archive, and that everything a
// user reads of it answers the same from there, before and after a restart; that idempotency keys
// are found for their whole window when their records left memory; that the archive rebuilt from
// the log is byte for byte the archive the service wrote (finished campaigns included); that
// verify checks settled history as it leaves memory; and that verify catches an archive that does
// not match its log.
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import { listTasks, readTask } from '../../src/runtime/reads.ts';
import { publicTask } from '../../src/ops/task-projection.ts';
import { rebuildArchive } from '../../src/archive/rebuild.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { MemoryArchiveStore, type ArchiveStore } from '../../src/archive/store.ts';
import { IDEM_HOT_MAX, IDEM_HOT_MS } from '../../src/core/evict.ts';
import { decodeState } from '../../src/core/state-codec.ts';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { balanceOf } from '../../src/core/state.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { Tally } from '../../src/core/invariants.ts';
import { LevelWal } from '../../wal/index.ts';
import { campaignBody } from '../support/campaigns.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  levelHome,
  memoryHome,
  openEngine,
  tempDir,
  T0,
  TestClock,
} from '../support/harness.ts';

const ORG = 'org_arc';
const AGENT = 'agt_arc';

const input = (i: number, clock: TestClock): CreateTaskInput => ({
  type: 'field_verification',
  title: `Archive check ${i}`,
  instructions: 'Confirm the shop at 12 Allen Avenue is open.',
  reward_major: '1500.00',
  deadline: new Date(clock.ms + 3_600_000).toISOString(),
  zone_ref: 'ng.lagos.ikeja',
});

async function seed(engine: Engine): Promise<void> {
  await engine.execute({ type: 'CreateOrg', orgId: ORG, name: 'Archive', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: ORG, agentId: AGENT, name: 'a' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: ORG,
    agentId: AGENT,
    delegation: { can_post_tasks: true, can_approve_release: true },
  });
  await engine.execute({
    type: 'Deposit',
    orgId: ORG,
    depositId: 'd1',
    amountMinor: 10n ** 12n,
    currency: 'NGN',
  });
}

async function create(engine: Engine, clock: TestClock, i: number): Promise<string> {
  const body = input(i, clock);
  const idem = { key: `k${i}`, fingerprint: fingerprint('create_task', body) };
  return (
    (await engine.execute({
      type: 'CreateTask',
      orgId: ORG,
      agentId: AGENT,
      input: body,
      idem,
    })) as { taskId: string }
  ).taskId;
}

/** Through every step to paid: the full life of a task, settled. */
async function payOut(engine: Engine, id: string): Promise<void> {
  for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const) {
    await engine.execute({
      type: 'StepTask',
      orgId: ORG,
      taskId: id,
      step,
      ...(step === 'MATCH' ? { operatorId: 'op_1' } : {}),
    });
  }
  await engine.execute({
    type: 'SubmitProof',
    orgId: ORG,
    taskId: id,
    operatorId: 'op_1',
    proof: {
      capturedAt: new Date(T0).toISOString(),
      mediaSha256: ['c'.repeat(64)],
      location: { lat: 6.6, lng: 3.35 },
      answers: {},
    },
  });
  await engine.execute({
    type: 'RecordVerification',
    orgId: ORG,
    taskId: id,
    verification: {
      checks: [{ name: 'freshness', result: 'pass', reason: 'ok' }],
      confidence: 0.97,
      outcome: 'pass',
      media: [],
      verifierVersion: 't',
      thresholds: {},
    },
  });
  await engine.execute({ type: 'SettleTask', orgId: ORG, taskId: id, payoutRef: `po_${id}` });
}

async function dump(store: ArchiveStore): Promise<string[]> {
  const out: string[] = [];
  for await (const [k, v] of store.scan({ gte: '', lt: '\uffff' }))
    out.push(`${k}=${v.toString('base64')}`);
  return out;
}

async function reads(engine: Engine, ids: string[]) {
  const now = T0;
  return {
    one: await Promise.all(
      ids.map(async (id) => publicTask((await readTask(engine, id, ORG))!, now)),
    ),
    list: (await listTasks(engine, ORG, 50)).map((r) => publicTask(r, now)),
  };
}

describe('settled history in the archive', () => {
  it('leaves memory and snapshots, and reads the same before and after a restart', async () => {
    const dir = tempDir('errand-archive-');
    const home = levelHome(dir);
    const clock = new TestClock();
    let engine = await openEngine(home, { clock, mint: counterMint(), snapshotEvery: 0 });
    await seed(engine);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await create(engine, clock, i));
    for (const id of ids.slice(0, 10)) await payOut(engine, id);
    for (const id of ids.slice(10, 20))
      await engine.execute({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: id });
    const state = engine.stateOf(ORG);
    expect(ids.filter((id) => state.tasks.has(id))).toEqual(ids.slice(20));
    expect([...state.locks.values()].every((l) => ids.slice(20).includes(l.taskId))).toBe(true);
    const before = await reads(engine, ids);
    expect(before.list.map((t) => t.id)).toEqual([...ids].reverse());
    expect(
      before.one
        .slice(0, 10)
        .every(
          (t) => t.state === 'paid' && t.escrow.state === 'released' && t.proof.outcome === 'pass',
        ),
    ).toBe(true);
    expect(
      before.one
        .slice(10, 20)
        .every((t) => t.state === 'cancelled' && t.escrow.state === 'refunded'),
    ).toBe(true);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
    const wallet = balanceOf(state, 'NGN', `wallet:${ORG}`);
    await engine.close(); // snapshots: open work only

    const wal = new LevelWal(dir);
    await wal.open();
    const snap = await wal.readSnapshot(engine.shardFor(ORG).id);
    expect(decodeState(snap!.state).tasks.size).toBe(10);
    await wal.close();

    engine = await openEngine(home, { clock, mint: counterMint(), snapshotEvery: 0 });
    expect(engine.report.snapshotsUsed).toBeGreaterThan(0);
    expect(engine.stateOf(ORG).tasks.size).toBe(10);
    expect(await reads(engine, ids)).toEqual(before);
    // A move on a settled task answers as it did when the task was in memory.
    await expect(
      engine.execute({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: ids[0]! }),
    ).rejects.toMatchObject({ code: 'invalid_state', detail: { state: 'paid', action: 'cancel' } });
    await expect(
      engine.execute({ type: 'CancelTask', orgId: 'org_other', agentId: AGENT, taskId: ids[0]! }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(balanceOf(engine.stateOf(ORG), 'NGN', `wallet:${ORG}`)).toBe(wallet);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
    await engine.close();
  });

  it(
    'verify checks settled history as it leaves memory, and catches a lock or task that left ' +
      'wrong',
    async () => {
      const clock = new TestClock();
      const engine = await openEngine(memoryHome(), {
        clock,
        mint: counterMint(),
        snapshotEvery: 0,
      });
      await seed(engine);
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push(await create(engine, clock, i));
      for (const id of ids.slice(0, 2)) await payOut(engine, id);
      for (const id of ids.slice(2, 4))
        await engine.execute({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: id });
      const report = await checkAll(engine);
      expect(failuresOf(report)).toEqual([]);
      const checked = (name: string) => report.invariants.find((r) => r.name === name)!.checked;
      // Two open locks and tasks in memory, four settled ones checked as they left it.
      expect(checked('escrow_matches_state')).toBe(6);
      expect(checked('task_escrow_agree')).toBe(6);

      const state = engine.stateOf(ORG);
      const task = state.tasks.get(ids[4]!)!;
      const lock = state.locks.get(task.lockId)!;
      const tally = new Tally();
      tally.settled(0, {
        kind: 'task',
        task: { ...task, state: 'cancelled' },
        lock: { ...lock, state: 'released', heldMinor: 5n },
      });
      const failures = tally
        .finish(new Map())
        .flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`));
      expect(failures).toEqual([
        expect.stringMatching(/^escrow_matches_state: shard 0: lock \S+ is released holding 5 /),
        expect.stringMatching(
          new RegExp(
            /^task_escrow_agree: shard 0: task \S+ is cancelled /.source +
              /but its lock is released \(want refunded\)/.source,
          ),
        ),
      ]);
      await engine.close();
    },
  );

  it('finds an idempotency key for its whole window after its record left memory', async () => {
    const home = levelHome();
    const clock = new TestClock();
    const engine = await openEngine(home, { clock, mint: counterMint() });
    await seed(engine);
    const first = await create(engine, clock, 0);
    // Out of memory by age, then by count.
    clock.advance(IDEM_HOT_MS + 1);
    await create(engine, clock, 1);
    expect(engine.stateOf(ORG).idempotency.has(`${AGENT}:k0`)).toBe(false);
    const wallet = balanceOf(engine.stateOf(ORG), 'NGN', `wallet:${ORG}`);
    const again = (await engine.execute({
      type: 'CreateTask',
      orgId: ORG,
      agentId: AGENT,
      input: input(0, new TestClock(T0)),
      idem: { key: 'k0', fingerprint: fingerprint('create_task', input(0, new TestClock(T0))) },
    })) as { taskId: string };
    expect(again.taskId).toBe(first);
    expect(balanceOf(engine.stateOf(ORG), 'NGN', `wallet:${ORG}`)).toBe(wallet);
    await expect(
      engine.execute({
        type: 'CreateTask',
        orgId: ORG,
        agentId: AGENT,
        input: input(9, clock),
        idem: { key: 'k0', fingerprint: 'other' },
      }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    await Promise.all(
      Array.from({ length: IDEM_HOT_MAX + 8 }, (_, i) => create(engine, clock, i + 2)),
    ); // pipelined: many share a synced batch
    expect(engine.stateOf(ORG).idempotency.size).toBeLessThanOrEqual(IDEM_HOT_MAX);
    expect(
      (
        (await engine.execute({
          type: 'CreateTask',
          orgId: ORG,
          agentId: AGENT,
          input: input(2, clock),
          idem: { key: 'k2', fingerprint: fingerprint('create_task', input(2, clock)) },
        })) as { taskId: string }
      ).taskId,
    ).toMatch(/^task_/);
    expect(failuresOf(await checkAll(engine))).toEqual([]);
    await engine.close();
  });

  it(
    'rebuilds from the log byte for byte, and ' + 'verify catches an archive that does not match',
    async () => {
      const dir = tempDir('errand-archive-');
      const clock = new TestClock();
      const engine = await openEngine(levelHome(dir), { clock, mint: counterMint() });
      await seed(engine);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await create(engine, clock, i));
      for (const id of ids.slice(0, 4)) await payOut(engine, id);
      for (const id of ids.slice(4, 8))
        await engine.execute({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: id });
      // A campaign cancelled with all its tasks open: they and it leave in that one record.
      await engine.execute({
        type: 'SetOrgFlags',
        orgId: ORG,
        flags: { 'flags.campaigns.engine': true },
      });
      const { campaignId } = (await engine.execute({
        type: 'CreateCampaign',
        orgId: ORG,
        agentId: AGENT,
        input: campaignBody(3) as never,
        idem: { key: 'cmp', fingerprint: 'cmp' },
      })) as { campaignId: string };
      await engine.execute({ type: 'StartCampaignRows', orgId: ORG, campaignId, max: 2 });
      await engine.execute({
        type: 'MoveCampaign',
        orgId: ORG,
        agentId: AGENT,
        campaignId,
        action: 'CANCEL',
      });
      expect(engine.stateOf(ORG).campaigns.has(campaignId)).toBe(false);
      clock.advance(IDEM_HOT_MS + 1);
      await create(engine, clock, 99);
      const shardCount = engine.shardCount;
      await engine.close();

      const wal = new LevelWal(dir);
      await wal.open();
      const store = new LevelArchiveStore(archiveDir(dir));
      await store.open();
      const written = await dump(store);
      expect(written.length).toBeGreaterThan(8 * 2);
      expect(written.filter((e) => e.startsWith('c!') || e.startsWith('oc!'))).toHaveLength(2);
      await rebuildArchive(wal, shardCount, store);
      expect(await dump(store)).toEqual(written);
      expect((await verifyLog(wal, { shardCount, archive: store })).ok).toBe(true);
      await store.write([['t!task_forged', Buffer.from('{}')]]);
      const report = await verifyLog(wal, { shardCount, archive: store });
      expect(report.invariants.find((r) => r.name === 'archive_derived')?.failures.length).toBe(1);
      await store.close();
      await wal.close();
    },
  );

  it(
    'verify accepts an archive that lags its log after the last snapshot (a crash), and ' +
      'nothing less',
    async () => {
      // A crash just after records settled and before their archive write: the log has them, the
      // archive does not yet (the next start archives them again). Simulated with a store that
      // drops writes.
      const home = memoryHome();
      const dropping = new MemoryArchiveStore();
      dropping.write = async () => {};
      const clock = new TestClock();
      const engine = await openEngine(home, {
        clock,
        mint: counterMint(),
        snapshotEvery: 1_000_000,
        archive: dropping,
      });
      await seed(engine);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push(await create(engine, clock, i));
      for (const id of ids)
        await engine.execute({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: id });
      const empty = new MemoryArchiveStore();
      const lagging = await verifyLog(engine.wal, {
        shardCount: engine.shardCount,
        archive: empty,
      });
      expect(lagging.invariants.find((r) => r.name === 'archive_derived')?.failures).toEqual([]);
      // Once a snapshot vouches for those records, the archive must hold what they moved out.
      await engine.close();
      const wal2 = home.wal();
      await wal2.open();
      const after = await verifyLog(wal2, { shardCount: engine.shardCount, archive: empty });
      expect(after.invariants.find((r) => r.name === 'archive_derived')?.failures.length).toBe(1);
    },
  );
});
