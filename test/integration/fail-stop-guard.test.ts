// Proves the fail-stop guard behind google/leveldb#1180: after one failed write — a log append,
// a snapshot, a meta write or an archive write — no later write of any kind reaches LevelDB
// through any handle of the service, no later command is acknowledged, a retry of an
// acknowledged key still gets its stored answer, the cause is reported once with its code, and
// a reopen replays clean with every acknowledged command present.
import { afterEach, describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { LevelWal, WriteLatch } from '../../wal/index.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { readTask } from '../../src/runtime/reads.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import { failureLine } from '../../src/runtime/failure-report.ts';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { checkAll, failuresOf, tempDir } from '../support/harness.ts';
import { FaultyLevels, type WriteCall } from '../support/faulty-level.ts';

const ORGS = ['org_g0', 'org_g1', 'org_g2', 'org_g3'];
/** Rounds of load after the engine failed: enough that every kind of writer had its chance. */
const ROUNDS_AFTER_FAILURE = 3;
const ROUNDS_MAX = 60;

interface Acked {
  kind: 'create' | 'deposit';
  org: string;
  id: string;
  key?: string;
  input?: CreateTaskInput;
}

const DEADLINE = new Date(Date.now() + 3_600_000).toISOString();
const input = (n: number): CreateTaskInput => ({
  type: 'field_verification',
  title: `guard ${n}`,
  instructions: 'Confirm the shop is open.',
  reward_major: '1500.00',
  deadline: DEADLINE,
  zone_ref: 'ng.lagos.ikeja',
});

const opened: Engine[] = [];
afterEach(async () => {
  for (const e of opened.splice(0)) await e.close().catch(() => undefined);
});

async function openFaulty(
  dir: string,
  levels: FaultyLevels,
  failures: unknown[],
  snapshotEvery: number,
): Promise<Engine> {
  const latch = new WriteLatch();
  // Writes already handed to LevelDB when the error surfaced cannot be called back; every write
  // after it must be refused.
  latch.onTrip(() => levels.tripped());
  const engine = await Engine.open({
    wal: new LevelWal(dir, { latch, openLevel: levels.open }),
    archive: new LevelArchiveStore(archiveDir(dir), latch, levels.open),
    shardCount: 4,
    snapshotEvery,
    onFailed: (cause) => failures.push(cause),
  });
  opened.push(engine);
  return engine;
}

/**
 * One round: creates, a deposit and a cancel per org, all in flight together, plus `extra` (the
 * writer a case wants to fail). Records what was acknowledged and whether the engine had already
 * failed when each command was sent.
 */
async function round(
  engine: Engine,
  r: number,
  acked: Acked[],
  sentAfterFailure: { sent: number; acked: number },
  extra: () => Promise<unknown>,
): Promise<void> {
  const jobs: Promise<unknown>[] = [extra().catch(() => undefined)];
  for (const [o, org] of ORGS.entries()) {
    const failedAtSend = engine.isFailed();
    const track = (p: Promise<Acked | undefined>) => {
      if (failedAtSend) sentAfterFailure.sent += 1;
      jobs.push(
        p.then(
          (a) => {
            if (!a) return;
            acked.push(a);
            if (failedAtSend) sentAfterFailure.acked += 1;
          },
          () => undefined,
        ),
      );
    };
    for (let k = 0; k < 3; k++) {
      const n = r * 100 + o * 10 + k;
      const idem = { key: `key_${n}`, fingerprint: fingerprint('create_task', input(n)) };
      track(
        engine
          .execute({ type: 'CreateTask', orgId: org, agentId: `agt_${org}`, input: input(n), idem })
          .then((res) => ({
            kind: 'create' as const,
            org,
            id: (res as { taskId: string }).taskId,
            key: idem.key,
            input: input(n),
          })),
      );
    }
    const depositId = `dep_${r}_${o}`;
    track(
      engine
        .execute({ type: 'Deposit', orgId: org, depositId, amountMinor: 100_000n, currency: 'NGN' })
        .then(() => ({ kind: 'deposit' as const, org, id: depositId })),
    );
    const victim = acked.filter((a) => a.kind === 'create' && a.org === org)[r];
    // A cancelled task leaves memory for the archive at once: this drives archive writes.
    if (victim)
      track(
        engine
          .execute({ type: 'CancelTask', orgId: org, agentId: `agt_${org}`, taskId: victim.id })
          .then(() => undefined),
      );
  }
  await Promise.all(jobs);
}

/** The `nth` write call (from 1) that `kind` accepts. */
function nth(n: number, kind: (c: WriteCall) => boolean): () => (c: WriteCall) => boolean {
  return () => {
    let seen = 0;
    return (c) => kind(c) && ++seen === n;
  };
}

type Case = {
  name: string;
  snapshotEvery: number;
  fault: () => (c: WriteCall) => boolean;
  extra: (engine: Engine, r: number) => Promise<unknown>;
};

const CASES: Case[] = [
  {
    name: 'a log append',
    snapshotEvery: 1000,
    fault: nth(6, (c) => c.handle === 'wal' && c.kind === 'batch'),
    extra: async () => undefined,
  },
  {
    name: 'a snapshot write',
    snapshotEvery: 3,
    fault: nth(2, (c) => c.handle === 'wal' && c.kind === 'put' && c.key!.startsWith('s!')),
    extra: async () => undefined,
  },
  {
    name: 'a meta write',
    snapshotEvery: 1000,
    fault: nth(1, (c) => c.handle === 'wal' && c.kind === 'put' && c.key!.startsWith('m!')),
    extra: async (engine, r) => (r >= 2 ? engine.wal.putMeta('guard.round', String(r)) : undefined),
  },
  {
    name: 'an archive write',
    snapshotEvery: 1000,
    fault: nth(2, (c) => c.handle === 'archive' && c.kind === 'batch'),
    extra: async () => undefined,
  },
];

describe(
  'after its first write error, errand writes ' + 'nothing more through any LevelDB handle',
  () => {
    for (const c of CASES) {
      it(`fails on ${c.name}: no later write reaches LevelDB, nothing later acknowledged, reopen ` +
        `has every acknowledged command`, async () => {
        const dir = tempDir('errand-guard-');
        const levels = new FaultyLevels((d) => (basename(d) === 'archive' ? 'archive' : 'wal'));
        const failures: unknown[] = [];
        const engine = await openFaulty(dir, levels, failures, c.snapshotEvery);
        for (const org of ORGS) {
          await engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
          await engine.execute({
            type: 'CreateAgent',
            orgId: org,
            agentId: `agt_${org}`,
            name: 'guard',
          });
          await engine.execute({
            type: 'SetDelegation',
            orgId: org,
            agentId: `agt_${org}`,
            delegation: { can_post_tasks: true, can_approve_release: true },
          });
          await engine.execute({
            type: 'Deposit',
            orgId: org,
            depositId: `seed_${org}`,
            amountMinor: 100_000_000n,
            currency: 'NGN',
          });
        }
        const acked: Acked[] = [];
        const afterFailure = { sent: 0, acked: 0 };
        levels.arm(c.fault());
        let roundsAfter = 0;
        for (let r = 0; r < ROUNDS_MAX && roundsAfter < ROUNDS_AFTER_FAILURE; r++) {
          if (engine.isFailed()) roundsAfter += 1;
          await round(engine, r, acked, afterFailure, () => c.extra(engine, r));
        }
        expect(levels.faultAt, 'the armed write was reached').toBeDefined();
        expect(engine.isFailed()).toBe(true);
        expect(afterFailure.sent).toBeGreaterThan(0);
        expect(afterFailure.acked, 'commands sent after the failure that were acknowledged').toBe(
          0,
        );

        // Every kind of writer, tried directly once failed: each refused before reaching LevelDB.
        await expect(engine.wal.putMeta('guard.after', '1')).rejects.toThrow(/closed for writes/);
        await expect(
          engine.wal.writeSnapshot(0, engine.wal.head(0), new Uint8Array([1])),
        ).rejects.toThrow(/closed for writes/);
        await expect(engine.wal.append(0, new Uint8Array([1]))).rejects.toThrow(
          /closed for writes/,
        );
        await expect(engine.archiver.store.write([['x!guard', Buffer.from('1')]])).rejects.toThrow(
          /closed for writes/,
        );
        await expect(engine.archiver.store.clear()).rejects.toThrow(/closed for writes/);
        expect(levels.writesAfterTrip).toEqual([]);

        // A new command is refused unapplied (503); an acknowledged key's retry gets its stored
        // answer.
        const create = acked.find((a) => a.kind === 'create')!;
        const refusal = await engine
          .execute({
            type: 'CreateTask',
            orgId: ORGS[0]!,
            agentId: `agt_${ORGS[0]}`,
            input: input(999_999),
            idem: { key: 'key_new', fingerprint: fingerprint('create_task', input(999_999)) },
          })
          .catch((e: unknown) => e);
        expect(refusal).toBeInstanceOf(DomainError);
        expect((refusal as DomainError).code).toBe('unavailable');
        const replayed = (await engine.execute({
          type: 'CreateTask',
          orgId: create.org,
          agentId: `agt_${create.org}`,
          input: create.input!,
          idem: { key: create.key!, fingerprint: fingerprint('create_task', create.input!) },
        })) as { taskId: string };
        expect(replayed.taskId).toBe(create.id);
        expect(failures).toHaveLength(1);
        expect(failureLine(failures[0])).toMatch(
          /LEVEL_IO_ERROR: Error: IO error: simulated sync failure/,
        );

        await engine.close();
        expect(levels.writesAfterTrip).toEqual([]);
        opened.splice(opened.indexOf(engine), 1);

        const reopened = await Engine.open({ wal: new LevelWal(dir) });
        opened.push(reopened);
        expect(failuresOf(await checkAll(reopened))).toEqual([]);
        for (const a of acked) {
          if (a.kind === 'deposit')
            expect(reopened.stateOf(a.org).deposits.has(a.id), a.id).toBe(true);
          else expect((await readTask(reopened, a.id))?.task.id, a.id).toBe(a.id);
        }
        // A retry of an acknowledged create after restart: the stored answer, no second task.
        const again = (await reopened.execute({
          type: 'CreateTask',
          orgId: create.org,
          agentId: `agt_${create.org}`,
          input: create.input!,
          idem: { key: create.key!, fingerprint: fingerprint('create_task', create.input!) },
        })) as { taskId: string };
        expect(again.taskId).toBe(create.id);
      }, 120_000);
    }
  },
);
