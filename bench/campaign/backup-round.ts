// One round of the backup campaign: a real `errand serve` under REST load (creates, cancels,
// deposits from several orgs); `errand backup` taken mid-load through the service's socket; the
// service stopped; `errand restore` into an empty directory; `errand verify` on it; then the
// restored log against the source log replayed to the backup's heads (every shard's state byte
// for byte, every balance), and every command acknowledged before the backup started looked up
// in the restored log. Corrupted copies of the file must each be refused, writing nothing.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Level } from 'level';
// Either layout of the log (a source served on engine threads is partitioned, docs/threads.md).
import { logOfDir } from '../../src/engine-thread/layout.ts';
import { applyRecord } from '../../src/core/apply.ts';
import { decodeRecord } from '../../src/core/record-codec.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { allBalances, emptyShardState, type ShardState } from '../../src/core/state.ts';
import { readBackup } from '../../src/backup/reader.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { takeBackup } from '../../src/backup/take.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import type { BackupHeader } from '../../src/backup/format.ts';
import { ROOT, runVerify, startChild } from '../../test/support/child-service.ts';
import { call, deposit, newOrg, taskBody, type TestOrg } from '../../test/support/http.ts';
import { tempDir } from '../../test/support/harness.ts';
import { staleCopy } from './backup-stale.ts';

export interface RoundOptions {
  orgs: number;
  workers: number;
  /** Acknowledged commands before the backup starts, and after it ends, before the load stops. */
  ackedBeforeBackup: number;
  ackedAfterBackup: number;
  corruptions: number;
  /**
   * Negative control: restore a re-sealed copy missing all but the oldest tenth of each shard's
   * records.
   */
  stale?: boolean;
  /**
   * Take and restore the backup with the same functions the CLI calls, in this process (the
   * backup still streams from the service process through its socket), sparing two CLI start-ups;
   * `errand verify` always runs as the CLI. The maintainer's run uses the CLI throughout.
   */
  inProcess?: boolean;
  log?: (line: string) => void;
}

export interface RoundFigures {
  acked_checked: number;
  acked_lost: number;
  records_in_backup: number;
  records_after_backup: number;
  shards_compared: number;
  shards_differing: number;
  accounts_compared: number;
  balances_differing: number;
  verify_ok: boolean;
  corrupt_tried: number;
  corrupt_refused: number;
  backup_bytes: number;
  /**
   * The console store's entries in the restored directory, and whether its secret is the source's.
   */
  console_entries: number;
  console_secret_same: boolean;
  stale_acked_lost?: number;
  stale_verify_ok?: boolean;
}

type Fact = `task:${string}` | `deposit:${string}` | `cancel:${string}`;

function run(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['bin/errand.mjs', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    proc.once('exit', (code) => resolve({ code, out }));
  });
}

/** REST load until stopped: every 2xx answer becomes a fact the log must hold. */
function startLoad(url: string, orgs: TestOrg[], workers: number) {
  const acked: Fact[] = [];
  const created = new Map<string, string[]>(orgs.map((o) => [o.orgId, []]));
  let stop = false;
  let n = 0;
  const worker = async (w: number) => {
    while (!stop) {
      const org = orgs[randomInt(orgs.length)]!;
      const roll = randomInt(100);
      const key = `bk-${w}-${++n}`;
      if (roll < 15) {
        const id = `dep-${key}`;
        const res = await deposit(url, org.orgId, '500000', id).catch(() => undefined);
        if (res && res.status < 300) acked.push(`deposit:${id}`);
      } else if (roll < 30 && created.get(org.orgId)!.length > 0) {
        const ids = created.get(org.orgId)!;
        const task = ids.splice(randomInt(ids.length), 1)[0]!;
        const res = await call(url, 'POST', `/v1/tasks/${task}/cancel`, {
          key: org.key,
          idem: key,
        }).catch(() => undefined);
        if (res && res.status === 200) acked.push(`cancel:${task}`);
      } else {
        const res = await call(url, 'POST', '/v1/tasks', {
          key: org.key,
          idem: key,
          body: taskBody(),
        }).catch(() => undefined);
        if (res && res.status === 201) {
          acked.push(`task:${res.body.data.taskId}`);
          created.get(org.orgId)!.push(res.body.data.taskId);
        }
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    acked,
    until: async (count: number) => {
      while (acked.length < count) await new Promise((r) => setTimeout(r, 20));
    },
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

interface Replayed {
  states: Map<number, ShardState>;
  facts: Set<Fact>;
}

/** A log replayed from seq 1, each shard up to `heads` (all of it when not given). */
export async function replayTo(
  dir: string,
  shardCount: number,
  heads?: BackupHeader['heads'],
): Promise<Replayed> {
  const wal = logOfDir(dir);
  await wal.open();
  const states = new Map<number, ShardState>();
  const facts = new Set<Fact>();
  try {
    for (let shard = 0; shard < shardCount; shard++) {
      const state = emptyShardState();
      states.set(shard, state);
      if (!wal.shards().includes(shard)) continue;
      const upTo = heads ? (heads[String(shard)]?.seq ?? 0) : Infinity;
      for await (const entry of wal.read(shard)) {
        if (entry.seq > upTo) break;
        const record = decodeRecord(entry.payload);
        applyRecord(state, record);
        state.evicted.length = 0;
        for (const e of record.events) {
          if (e.type === 'TaskCreated') facts.add(`task:${e.task.id}`);
          if (e.type === 'DepositReceived') facts.add(`deposit:${e.depositId}`);
          if (e.type === 'TaskMoved' && e.to === 'cancelled') facts.add(`cancel:${e.taskId}`);
        }
      }
    }
  } finally {
    await wal.close();
  }
  return { states, facts };
}

/** verifyLog with the archive, in this process, as `errand verify` runs it. */
async function verifyDir(dir: string): Promise<boolean> {
  const wal = logOfDir(dir);
  await wal.open();
  const archive = new LevelArchiveStore(archiveDir(dir));
  await archive.open();
  try {
    const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
    return (await verifyLog(wal, { shardCount, checkSnapshots: true, archive })).ok;
  } finally {
    await archive.close();
    await wal.close();
  }
}

function balancesOf(states: Map<number, ShardState>): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const [shard, state] of states)
    for (const [key, v] of allBalances(state)) out.set(`${shard}|${key}`, v);
  return out;
}

export async function headerOf(file: string): Promise<BackupHeader> {
  for await (const item of readBackup(createReadStream(file)))
    if (item.type === 'header') return item.header;
  throw new Error('no header');
}

/** How the restored log compares with the source at the backup's position. */
async function compare(
  sourceDir: string,
  restoredDir: string,
  header: BackupHeader,
  ackedBefore: readonly Fact[],
) {
  const source = await replayTo(sourceDir, header.shard_count, header.heads);
  const restored = await replayTo(restoredDir, header.shard_count);
  let shardsDiffering = 0;
  for (const [shard, state] of source.states) {
    if (
      !Buffer.from(encodeState(state)).equals(Buffer.from(encodeState(restored.states.get(shard)!)))
    )
      shardsDiffering += 1;
  }
  const want = balancesOf(source.states);
  const got = balancesOf(restored.states);
  let balancesDiffering = 0;
  for (const key of new Set([...want.keys(), ...got.keys()]))
    if (want.get(key) !== got.get(key)) balancesDiffering += 1;
  return {
    shards_compared: source.states.size,
    shards_differing: shardsDiffering,
    accounts_compared: want.size,
    balances_differing: balancesDiffering,
    acked_checked: ackedBefore.length,
    acked_lost: ackedBefore.filter((f) => !restored.facts.has(f)).length,
  };
}

/**
 * Flips one byte at a random place in a copy: restore must refuse it and leave the directory empty.
 */
async function corruptionsRefused(file: string, count: number): Promise<number> {
  const bytes = readFileSync(file);
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const bad = Buffer.from(bytes);
    const at = randomInt(bad.length);
    bad[at] = bad[at]! ^ (1 + randomInt(255));
    const badFile = `${file}.bad${i}`;
    writeFileSync(badFile, bad);
    const target = tempDir('errand-restore-bad-');
    const outcome = await restoreBackup(badFile, target).then(
      () => 'restored',
      (e: Error) => e.name,
    );
    if (outcome === 'BackupDamagedError' && readdirSync(target).length === 0) refused += 1;
  }
  return refused;
}

export async function backupRound(options: RoundOptions): Promise<RoundFigures> {
  const t0 = performance.now();
  const log = (line: string) =>
    options.log?.(`[${((performance.now() - t0) / 1000).toFixed(1)} s] ${line}`);
  const work = tempDir('errand-backup-campaign-');
  const sourceDir = join(work, 'source');
  const file = join(work, 'errand.backup');
  const child = await startChild(sourceDir, { readyTimeoutMs: 180_000 });
  log('service up');
  let ackedBefore: Fact[];
  let backupBytes = 0;
  try {
    const orgs = await Promise.all(
      Array.from({ length: options.orgs }, () => newOrg(child.url, '100000000')),
    );
    const load = startLoad(child.url, orgs, options.workers);
    await load.until(options.ackedBeforeBackup);
    ackedBefore = load.acked.slice();
    log(`backup under load after ${ackedBefore.length} acknowledged commands`);
    if (options.inProcess) {
      const taken = await takeBackup(sourceDir, file);
      if (taken.header.source !== 'service')
        throw new Error('the backup did not go through the running service');
    } else {
      const backup = await run(['backup', '--data', sourceDir, '--out', file]);
      if (backup.code !== 0) throw new Error(`errand backup failed:\n${backup.out}`);
      if (!backup.out.includes('from the service'))
        throw new Error(`the backup did not go through the running service:\n${backup.out}`);
    }
    backupBytes = readFileSync(file).length;
    log(`backup taken: ${backupBytes} bytes`);
    await load.until(load.acked.length + options.ackedAfterBackup);
    await load.stop();
  } finally {
    await child.stop('SIGTERM');
  }
  const header = await headerOf(file);
  const restoredDir = join(work, 'restored');
  if (options.inProcess) await restoreBackup(file, restoredDir);
  else {
    const restore = await run(['restore', '--in', file, '--data', restoredDir]);
    if (restore.code !== 0) throw new Error(`errand restore failed:\n${restore.out}`);
  }
  log('restored');
  const verify = await runVerify(restoredDir);
  log('verified');
  const compared = await compare(sourceDir, restoredDir, header, ackedBefore);
  const wal = logOfDir(sourceDir);
  await wal.open();
  const sourceTotal = wal.shards().reduce((n, s) => n + wal.head(s).seq, 0);
  await wal.close();
  log('compared');
  const consoleDb = new Level<string, string>(join(restoredDir, 'console'));
  const consoleEntries = (await consoleDb.keys().all()).length;
  await consoleDb.close();
  const secretOf = (dir: string) => readFileSync(join(dir, 'console.secret'), 'utf8');
  const corruptRefused = await corruptionsRefused(file, options.corruptions);
  log('corruptions tried');
  const figures: RoundFigures = {
    ...compared,
    records_in_backup: header.records,
    records_after_backup: sourceTotal - header.records,
    verify_ok: verify.code === 0,
    corrupt_tried: options.corruptions,
    corrupt_refused: corruptRefused,
    backup_bytes: backupBytes,
    console_entries: consoleEntries,
    console_secret_same: secretOf(restoredDir) === secretOf(sourceDir),
  };
  if (options.stale) {
    const staleFile = join(work, 'stale.backup');
    await staleCopy(file, staleFile);
    const staleDir = join(work, 'stale-restored');
    await restoreBackup(staleFile, staleDir);
    const staleVerify = await verifyDir(staleDir);
    const stale = await compare(sourceDir, staleDir, await headerOf(staleFile), ackedBefore);
    figures.stale_acked_lost = stale.acked_lost;
    figures.stale_verify_ok = staleVerify;
    log('negative control done');
  }
  return figures;
}
