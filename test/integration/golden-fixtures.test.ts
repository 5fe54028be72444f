// Proves that data directories written by earlier code (test/fixtures/golden-v*: log, snapshots,
// archive, meta, made by make-golden.ts) open with today's code: recovery uses their snapshots and
// replays the tail, every invariant holds (archive_derived included), balances and the state of
// every task, workflow and Loop equal what the writing code recorded, settled history reads back
// from the archive through the engine and over REST, an archived idempotency key still answers its
// first result; and that the archive's format stamp is kept: unstamped is format 1, which a start
// that replays the whole log brings up to date (format 2 adds finished campaigns), another number
// (or format 1 after a current snapshot) refuses to start until `errand rebuild` writes it again.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelWal } from '../../wal/index.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { listLoops, listTasks, readTaskForPass } from '../../src/runtime/reads.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { rebuildArchive } from '../../src/archive/rebuild.ts';
import { ARCHIVE_FORMAT, FORMAT_KEY } from '../../src/archive/codec.ts';
import { STATE_CODEC_VERSION } from '../../src/core/state-codec.ts';
import { loadConfig } from '../../src/config.ts';
import { startService } from '../../src/service.ts';
import { call } from '../support/http.ts';
import { tempDir, TestClock } from '../support/harness.ts';
import {
  GOLDEN_ADMIN_TOKEN,
  goldenKey,
  observe,
  type GoldenIds,
  type Observed,
} from '../support/golden.ts';

interface Expected {
  shard_count: number;
  snapshot_version: number;
  ids: GoldenIds;
  observed: Observed;
}

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
const GENERATIONS = readdirSync(FIXTURES).filter(
  (d) => d.startsWith('golden-v') && existsSync(join(FIXTURES, d, 'expected.json')),
);

function copyOf(generation: string): string {
  const dir = join(tempDir('errand-golden-'), 'data');
  cpSync(join(FIXTURES, generation, 'data'), dir, { recursive: true });
  return dir;
}

const expectedOf = (generation: string) =>
  JSON.parse(readFileSync(join(FIXTURES, generation, 'expected.json'), 'utf8')) as Expected;
const open = (dir: string) => Engine.open({ wal: new LevelWal(dir), clock: new TestClock() });

it('has a golden fixture generation to read', () => {
  expect(GENERATIONS).toContain('golden-v2');
});

describe.each(GENERATIONS)('the %s data directory', (generation) => {
  const expected = expectedOf(generation);

  it(
    'opens (from its snapshots and tail while their layout is current, else from its log), ' +
      'verifies, and reads back the balances and states it was written with',
    async () => {
      const dir = copyOf(generation);
      const engine = await open(dir);
      try {
        expect(engine.shardCount).toBe(expected.shard_count);
        // Snapshots of the current layout are used; an older layout's are skipped and the log
        // replayed instead (the documented migration for snapshots), so either way states agree.
        expect(engine.report.snapshotsUsed > 0).toBe(
          expected.snapshot_version === STATE_CODEC_VERSION,
        );
        expect(engine.report.replayedRecords).toBeGreaterThan(0);
        expect(await observe(engine, expected.ids)).toEqual(expected.observed);

        for (const id of expected.ids.archivedTasks)
          expect(engine.findOpenTask(id), id).toBeUndefined();
        for (const id of expected.ids.archivedWorkflows)
          for (const s of engine.states().values()) expect(s.workflows.has(id), id).toBe(false);
        for (const id of expected.ids.archivedLoops)
          for (const s of engine.states().values()) expect(s.loops.has(id), id).toBe(false);

        await engine.archiver.barrier();
        const report = await verifyLog(engine.wal, {
          shardCount: engine.shardCount,
          live: engine.states(),
          checkSnapshots: true,
          archive: engine.archiver.store,
        });
        expect(report.invariants.filter((r) => r.failures.length > 0)).toEqual([]);
        expect(
          report.invariants.find((r) => r.name === 'archive_derived')?.checked,
        ).toBeGreaterThan(0);

        // The list reads merge memory with the archive in creation order.
        const [orgA, , orgT] = expected.ids.orgs as [string, string, string];
        const listed = (await listTasks(engine, orgA, 50)).map((r) => r.task.id);
        for (const id of expected.ids.archivedTasks.filter(
          (t) => expected.observed.tasks[t]!.org === orgA,
        ))
          expect(listed).toContain(id);
        const loops = (await listLoops(engine, orgT)).map((l) => l.id);
        expect(loops).toEqual(expected.ids.loops.map((s) => s.split('/')[1]));
        // A Pass of a settled task is found through the archive's index.
        const passed = Object.entries(expected.observed.tasks).find(
          ([id, t]) => t.pass_scans === 1 && expected.ids.archivedTasks.includes(id),
        )!;
        expect((await readTaskForPass(engine, `pst_${passed[0]}`))?.id).toBe(passed[0]);

        // An idempotency key whose record left memory still answers its first result, writing
        // nothing.
        const agent = orgA.replace('org_', 'agt_');
        const stored = await engine.archiver.idem(`${agent}:create-1`);
        expect(stored?.result).toMatchObject({ taskId: expected.ids.tasks[0] });
        const before = engine.wal.stats().records;
        const again = await engine.execute({
          type: 'CreateTask',
          orgId: orgA,
          agentId: agent,
          idem: { key: 'create-1', fingerprint: stored!.fingerprint },
          input: {
            type: 'field_verification',
            title: 'replayed',
            instructions: 'replayed',
            reward_major: '1500.00',
            deadline: new Date(engine.now() + 3_600_000).toISOString(),
            zone_ref: 'ng.lagos.ikeja',
          },
        });
        expect(again).toEqual(stored!.result);
        expect(engine.wal.stats().records).toBe(before);
      } finally {
        await engine.close();
      }
    },
  );

  it(
    'serves its settled history over REST, with ' + 'its stored admin token and signing keys',
    async () => {
      const dir = copyOf(generation);
      const config = loadConfig({
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        ERRAND_CLOCK: 'virtual',
      });
      const service = await startService(config, { logger: false, announce: () => {} });
      try {
        const [orgA, orgB, orgT] = expected.ids.orgs as [string, string, string];
        for (const id of expected.ids.archivedTasks) {
          const org = expected.observed.tasks[id]!.org;
          const res = await call(service.url, 'GET', `/v1/tasks/${id}`, { key: goldenKey(org) });
          expect(res.status, id).toBe(200);
          expect(res.body.data).toMatchObject({
            id,
            state: expected.observed.tasks[id]!.state,
            escrow: { state: expected.observed.tasks[id]!.escrow },
          });
        }
        for (const id of expected.ids.archivedWorkflows) {
          const res = await call(service.url, 'GET', `/v1/workflows/${id}`, {
            key: goldenKey(orgB),
          });
          expect(res.body.data, id).toMatchObject({
            id,
            state: expected.observed.workflows[id]!.state,
          });
        }
        for (const id of expected.ids.archivedLoops) {
          const res = await call(service.url, 'GET', `/v1/loops/${id}`, { key: goldenKey(orgT) });
          expect(res.body.data, id).toMatchObject({
            id,
            status: expected.observed.loops[id]!.status,
          });
        }
        // (Balances are compared above: the service's effects run at start, past-deadline tasks
        // expire.)
        const listed = await call(service.url, 'GET', '/v1/tasks', { key: goldenKey(orgA) });
        expect(listed.body.data.map((t: { id: string }) => t.id)).toEqual(
          expect.arrayContaining(
            expected.ids.archivedTasks.filter((t) => expected.observed.tasks[t]!.org === orgA),
          ),
        );
        const jwks = await call(service.url, 'GET', '/v1/jwks.json');
        expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toEqual(
          expected.observed.signing_kids.map((k) => k.split(':')[0]),
        );
        const ledger = await call(service.url, 'GET', '/internal/v1/ledger/verify', {
          headers: { authorization: `Bearer ${GOLDEN_ADMIN_TOKEN}` },
        });
        expect(ledger.status).toBe(200);
        expect(ledger.body.data).toMatchObject({ ok: true });
      } finally {
        await service.close();
      }
    },
  );
});

describe('the archive format stamp', () => {
  async function stamp(dir: string, value: string | undefined): Promise<void> {
    const store = new LevelArchiveStore(archiveDir(dir));
    await store.open();
    const db = (
      store as unknown as {
        db: { put(k: string, v: Buffer): Promise<void>; del(k: string): Promise<void> };
      }
    ).db;
    if (value === undefined) await db.del(FORMAT_KEY);
    else await db.put(FORMAT_KEY, Buffer.from(value));
    await store.close();
  }
  async function stamped(dir: string): Promise<string | undefined> {
    const store = new LevelArchiveStore(archiveDir(dir));
    await store.open();
    const [value] = await store.getMany([FORMAT_KEY]);
    await store.close();
    return value?.toString('utf8');
  }

  it('reads an archive written before the stamp as format 1 and stamps it', async () => {
    const dir = copyOf('golden-v2');
    await stamp(dir, undefined);
    const engine = await open(dir);
    await engine.close();
    expect(await stamped(dir)).toBe(String(ARCHIVE_FORMAT));
  });

  it(
    'takes an archive stamped 1 (before campaigns were archived) on a start that replays the ' +
      'whole log, and refuses it after a current snapshot',
    async () => {
      const dir = copyOf('golden-v2');
      await stamp(dir, '1');
      // the fixture's snapshots are of an older layout: the whole log replays
      let engine = await open(dir);
      expect(engine.report.snapshotsUsed).toBe(0);
      await engine.execute({
        type: 'Deposit',
        orgId: expectedOf('golden-v2').ids.orgs[0]!,
        depositId: 'dep_stamp',
        amountMinor: 100n,
        currency: 'NGN',
      });
      await engine.close(); // writes a snapshot of the current layout for the shard that moved
      expect(await stamped(dir)).toBe(String(ARCHIVE_FORMAT));
      // Format 1 with a current snapshot: what the snapshot skipped may be missing, only a rebuild
      // can tell.
      await stamp(dir, '1');
      await expect(open(dir)).rejects.toThrow(/archive is in format 1.*snapshot.*errand rebuild/);
      const wal = new LevelWal(dir);
      await wal.open();
      const store = new LevelArchiveStore(archiveDir(dir));
      await store.open();
      await rebuildArchive(wal, expectedOf('golden-v2').shard_count, store);
      await store.close();
      await wal.close();
      engine = await open(dir);
      expect(engine.report.snapshotsUsed).toBeGreaterThan(0);
      await engine.close();
    },
  );

  it(
    'refuses to start on an archive of another format, and errand rebuild writes it again in ' +
      'this one',
    async () => {
      const dir = copyOf('golden-v2');
      await stamp(dir, '99');
      await expect(open(dir)).rejects.toThrow(/archive is in format 99.*errand rebuild/);
      const wal = new LevelWal(dir);
      await wal.open();
      const store = new LevelArchiveStore(archiveDir(dir));
      await store.open();
      await rebuildArchive(wal, expectedOf('golden-v2').shard_count, store);
      expect(
        (await verifyLog(wal, { shardCount: expectedOf('golden-v2').shard_count, archive: store }))
          .ok,
      ).toBe(true);
      await store.close();
      await wal.close();
      expect(await stamped(dir)).toBe(String(ARCHIVE_FORMAT));
      const engine = await open(dir);
      await engine.close();
    },
  );
});
