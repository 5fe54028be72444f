// A LevelDB service's backup restored into an empty JetStream log (`errand restore` with WAL set;
// src/cluster/jetstream-restore.ts): a damaged file writes nothing, a non-empty prefix is refused,
// a node started on the restored log serves the old tasks and answers old idempotency keys with
// the original task and no new charge, and `errand verify` passes. Then the stopped node's
// archive, with an entry the log does not derive, is rebuilt in place (`errand rebuild` with WAL
// set) and verified, and the node starts on it from the log's snapshots and still answers the old
// keys; a copy-log copy of the prefix restored with `--from DIR` ends at the same heads.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { verifyJetStreamLog } from '../../src/cluster/verify-jetstream.ts';
import { ROOT, startChild } from '../support/child-service.ts';
import { startNode } from '../support/errand-nodes.ts';
import { call, newOrg, taskBody, type Reply, type TestOrg } from '../support/http.ts';
import { natsServerMissing } from '../support/nats-cluster.ts';
import { useNatsCluster } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping JetStream restore test: ${missing}`);

const SHARDS = 4;

type Ran = { code: number | null; output: string };
/** `errand ARGS` as a maintainer runs it, with `env` over a clean one (no WAL unless given). */
function errand(args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve) => {
    const { WAL: _wal, NATS_URLS: _urls, NATS_PREFIX: _prefix, ...rest } = process.env;
    const options = { cwd: ROOT, env: { ...rest, ERRAND_SHARDS: String(SHARDS), ...env } };
    const proc = spawn(process.execPath, ['bin/errand.mjs', ...args], options);
    let output = '';
    proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
    proc.once('exit', (code) => resolve({ code, output }));
  });
}

/** A client's habit while a node takes its shards: a 503 is retried with the same key. */
async function retried(request: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await request();
    if (r.status !== 503 || attempt >= 20) return r;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Made {
  idem: string;
  body: Record<string, unknown>;
  taskId: string;
}

async function wallet(url: string, org: TestOrg): Promise<unknown> {
  const r = await retried(() => call(url, 'GET', '/v1/wallet', { key: org.key }));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** Every old key sent again with its body: the original task, and the wallet not charged. */
async function expectOldKeysHold(url: string, org: TestOrg, made: readonly Made[]): Promise<void> {
  const before = await wallet(url, org);
  for (const m of made) {
    const request = { key: org.key, idem: m.idem, body: m.body };
    const create = () => call(url, 'POST', '/v1/tasks', request);
    const again = await retried(create);
    expect(again.status, JSON.stringify(again.body)).toBeLessThan(300);
    expect(again.body.data.taskId).toBe(m.taskId);
    const read = await retried(() => call(url, 'GET', `/v1/tasks/${m.taskId}`, { key: org.key }));
    expect(read.status).toBe(200);
  }
  expect(await wallet(url, org)).toEqual(before);
}

describe.skipIf(missing !== undefined)('restore into JetStream, rebuild on a shared log', () => {
  const nats = useNatsCluster();
  const { children } = nats;

  it('restores a LevelDB backup into a new prefix that nodes serve and verify', async () => {
    // A LevelDB service with history: tasks made, half cancelled (settled, so archived).
    const levelDir = mkdtempSync(join(tmpdir(), 'errand-level-'));
    const service = await startChild(levelDir, { env: { ERRAND_SHARDS: String(SHARDS) } });
    children.push(service);
    const org = await newOrg(service.url, '100000000000');
    const made: Made[] = [];
    for (let k = 0; k < 12; k += 1) {
      const body = taskBody();
      const idem = `old-${k}`;
      const r = await call(service.url, 'POST', '/v1/tasks', { key: org.key, idem, body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      made.push({ idem, body, taskId: r.body.data.taskId });
      if (k % 2 === 1) {
        const path = `/v1/tasks/${r.body.data.taskId}/cancel`;
        const c = await call(service.url, 'POST', path, { key: org.key, idem: `cancel-${k}` });
        expect(c.status, JSON.stringify(c.body)).toBe(200);
      }
    }
    const walletThen = await wallet(service.url, org);
    expect((await service.stop('SIGTERM')).code).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), 'errand-backup-')), 'errand.backup');
    const backup = await errand(['backup', '--data', levelDir, '--out', file], {});
    expect(backup.code, backup.output).toBe(0);

    const prefix = `r${randomBytes(5).toString('hex')}`;
    const urls = nats.cluster.urls.join(',');
    const logEnv = { WAL: 'jetstream-shared', NATS_URLS: urls, NATS_PREFIX: prefix };
    // A file cut short is refused whole: nothing is written, so the prefix stays empty.
    const cut = `${file}.cut`;
    copyFileSync(file, cut);
    writeFileSync(cut, readFileSync(cut).subarray(0, -100));
    const damaged = await errand(['restore', '--in', cut], logEnv);
    expect(damaged.code, damaged.output).toBe(1);
    expect(damaged.output).toContain('damaged or incomplete');
    expect(damaged.output).toContain('Nothing was written');

    const restored = await errand(['restore', '--in', file], logEnv);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/records in 4 shards at .* snapshots, \d+ meta values/);
    expect(restored.output).toContain(`the log ${prefix}`);
    const twice = await errand(['restore', '--in', file], logEnv);
    expect(twice.code, twice.output).toBe(1);
    expect(twice.output).toContain(`the log ${prefix} is not empty`);
    const verified = await errand(['verify'], logEnv);
    expect(verified.code, verified.output).toBe(0);
    expect(verified.output).toContain('all invariants hold');

    // A node on an empty directory serves the restored log: old tasks, old keys, same wallet.
    const spec = { prefix, id: 'node-a', shards: '0-3', shardCount: SHARDS, leaseTtlMs: 1_500 };
    const node = await startNode(nats.cluster, spec);
    children.push(node);
    // No archive of its own yet: it replays from the first record the shards the restored
    // snapshots would have let it skip.
    expect(node.output()).toContain('replayed from its first record');
    expect(await wallet(node.url, org)).toEqual(walletThen);
    await expectOldKeysHold(node.url, org, made);
    // The node keeps writing the restored chains: a new task is made and charged.
    const fresh = await retried(() =>
      call(node.url, 'POST', '/v1/tasks', { key: org.key, idem: 'new-0', body: taskBody() }),
    );
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);

    // Rebuild in place: refused while the node runs, then done once it has stopped.
    const busy = await errand(['rebuild', '--data', node.dataDir], logEnv);
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('in use by another process');
    expect((await node.stop('SIGTERM')).code).toBe(0);
    // An archive holding what the log does not derive: verify fails it, rebuild mends it.
    const store = new LevelArchiveStore(archiveDir(node.dataDir));
    await store.open();
    await store.write([['t!task_not_in_the_log', Buffer.from('{}')]]);
    await store.close();
    const tampered = await errand(['verify', '--data', node.dataDir], logEnv);
    expect(tampered.code, tampered.output).toBe(1);
    expect(tampered.output).toMatch(/archive_derived\s+│?\s*FAIL/);
    const check = await errand(['rebuild', '--data', node.dataDir, '--check'], logEnv);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toContain('was not changed');
    const rebuilt = await errand(['rebuild', '--data', node.dataDir], logEnv);
    expect(rebuilt.code, rebuilt.output).toBe(0);
    expect(rebuilt.output).toMatch(/archive entries from \d+ records of the log .* derived to 0:/);
    const report = await verifyJetStreamLog({
      urls: nats.cluster.urls,
      prefix,
      dataDir: node.dataDir,
    });
    expect(report.invariants.filter((r) => r.failures.length > 0)).toEqual([]);
    const derived = report.invariants.find((r) => r.name === 'archive_derived');
    expect(derived?.checked).toBeGreaterThan(0);
    // Started again on the rebuilt archive: from the snapshots, no shard replayed from its start.
    const again = await startNode(nats.cluster, { ...spec, dataDir: node.dataDir });
    children.push(again);
    expect(again.output()).not.toContain('replayed from its first record');
    await expectOldKeysHold(again.url, org, made);
    expect((await again.stop('SIGTERM')).code).toBe(0);
    const final = await errand(['verify', '--data', node.dataDir], logEnv);
    expect(final.code, final.output).toBe(0);

    // Round trip: the restored log copied out (copy-log) and restored from that directory into a
    // third prefix (`--from DIR`) verifies, and its chains end where the copy's do.
    const copyDir = join(mkdtempSync(join(tmpdir(), 'errand-copy-')), 'copy');
    const copied = await errand(['copy-log', '--to', copyDir], logEnv);
    expect(copied.code, copied.output).toBe(0);
    const third = { ...logEnv, NATS_PREFIX: `r${randomBytes(5).toString('hex')}` };
    const fromDir = await errand(['restore', '--from', copyDir], third);
    expect(fromDir.code, fromDir.output).toBe(0);
    expect(fromDir.output).toContain(`errand restore: ${copyDir} -> the log ${third.NATS_PREFIX}`);
    const heads = (o: string) => /records in 4 shards at ([0-9: ]+),/.exec(o)?.[1];
    const copiedHeads = await errand(['backup', '--data', copyDir, '--out', `${copyDir}.b`], {});
    expect(heads(fromDir.output)).toBe(/at ([0-9: ]+), from/.exec(copiedHeads.output)?.[1]);
    const thirdVerified = await errand(['verify'], third);
    expect(thirdVerified.code, thirdVerified.output).toBe(0);
    console.log(
      JSON.stringify({
        test: 'jetstream-restore',
        restored: restored.output.trim(),
        rebuilt: rebuilt.output.trim().split('\n').pop(),
      }),
    );
  }, 240_000);
});
