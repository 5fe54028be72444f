// `verifyJetStreamLog` (src/cluster/verify-jetstream.ts; docs/scale.md, "Maintainer tools on a
// shared log") checks a live cluster's log end to end while two nodes serve it, and, once they
// have stopped, each node's own archive against the log (settled tasks archived on both nodes);
// an entry the log does not derive fails archive_derived. A copy of the log into a LevelDB
// directory (src/cluster/jetstream-export.ts), live and after the stop, passes `errand verify`;
// the commands do the same (`errand verify` with WAL set, `--data` of a node, `errand copy-log`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { exportJetStreamLog } from '../../src/cluster/jetstream-export.ts';
import { verifyJetStreamLog } from '../../src/cluster/verify-jetstream.ts';
import { ROOT, runVerify } from '../support/child-service.ts';
import { orgVia, startNode } from '../support/errand-nodes.ts';
import { call, taskBody, type Reply } from '../support/http.ts';
import { natsServerMissing } from '../support/nats-cluster.ts';
import { useNatsCluster } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping JetStream verify test: ${missing}`);

const SHARDS = 4;

/** `errand ARGS` as a maintainer runs it, with `env` over a clean one (no WAL unless given). */
type Ran = { code: number | null; output: string };
function errand(args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve) => {
    const { WAL: _wal, NATS_URLS: _urls, NATS_PREFIX: _prefix, ...rest } = process.env;
    const options = { cwd: ROOT, env: { ...rest, ...env } };
    const proc = spawn(process.execPath, ['bin/errand.mjs', ...args], options);
    let output = '';
    proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
    proc.once('exit', (code) => resolve({ code, output }));
  });
}

/** A client's habit while shards settle between nodes: a 503 is retried with the same key. */
async function retried(request: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await request();
    if (r.status !== 503 || attempt >= 20) return r;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.skipIf(missing !== undefined)('verify on a JetStream log', () => {
  const nats = useNatsCluster();
  const { children } = nats;

  it("checks a live cluster's log, then each stopped node's archive", async () => {
    const prefix = `v${randomBytes(5).toString('hex')}`;
    const spec = (id: string, shards: string) => ({
      prefix,
      id,
      shards,
      shardCount: SHARDS,
      leaseTtlMs: 1_500,
    });
    const [a, b] = await Promise.all([
      startNode(nats.cluster, spec('node-a', '0-1')),
      startNode(nats.cluster, spec('node-b', '2-3')),
    ]);
    children.push(a!, b!);
    const orgs = [await orgVia(a!.url), await orgVia(b!.url), await orgVia(a!.url)];
    // Tasks made and cancelled through both nodes: cancelled tasks are settled, so archived.
    let cancelled = 0;
    for (const [i, org] of orgs.entries()) {
      for (let k = 0; k < 8; k += 1) {
        const via = (i + k) % 2 === 0 ? a! : b!;
        const body = taskBody();
        const idem = `t-${i}-${k}`;
        const create = () => call(via.url, 'POST', '/v1/tasks', { key: org.key, idem, body });
        const made = await retried(create);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        if (k % 2 === 0) continue;
        const path = `/v1/tasks/${made.body.data.taskId}/cancel`;
        const cancelIt = () => call(via.url, 'POST', path, { key: org.key, idem: `c-${i}-${k}` });
        const cancel = await retried(cancelIt);
        expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
        cancelled += 1;
      }
    }

    const live = await verifyJetStreamLog({ urls: nats.cluster.urls, prefix });
    expect(live.invariants.filter((r) => r.failures.length > 0)).toEqual([]);
    expect(live.ok).toBe(true);
    expect(live.records).toBeGreaterThan(orgs.length * 8);
    // The same through the command a maintainer runs, with the nodes' settings.
    const urls = nats.cluster.urls.join(',');
    const logEnv = { WAL: 'jetstream-shared', NATS_URLS: urls, NATS_PREFIX: prefix };
    const command = await errand(['verify'], logEnv);
    expect(command.code, command.output).toBe(0);
    expect(command.output).toContain('all invariants hold');

    // A copy into a LevelDB directory, taken while both nodes serve: `errand verify` passes on it.
    const copyDir = join(mkdtempSync(join(tmpdir(), 'errand-export-')), 'copy');
    const exported = await exportJetStreamLog({ urls: nats.cluster.urls, prefix }, copyDir);
    // Background work (screening) may have added records since the live check.
    expect(exported.records).toBeGreaterThanOrEqual(live.records);
    expect(exported.metaValues).toBeGreaterThan(0);
    const verified = await runVerify(copyDir);
    expect(verified.code, verified.output).toBe(0);

    for (const node of [a!, b!]) expect((await node.stop('SIGTERM')).code).toBe(0);
    for (const node of [a!, b!]) {
      const { dataDir } = node;
      const report = await verifyJetStreamLog({ urls: nats.cluster.urls, prefix, dataDir });
      expect(report.invariants.filter((r) => r.failures.length > 0)).toEqual([]);
      const derived = report.invariants.find((r) => r.name === 'archive_derived');
      expect(derived?.checked).toBeGreaterThan(0);
    }
    // `errand verify --data <node dir>`: with the log's settings it checks the node's archive;
    // without them it says what the directory is and what to set.
    const withArchive = await errand(['verify', '--data', b!.dataDir], logEnv);
    expect(withArchive.code, withArchive.output).toBe(0);
    expect(withArchive.output).toContain(`the archive of ${b!.dataDir}`);
    const bare = await errand(['verify', '--data', b!.dataDir], {});
    expect(bare.code).toBe(1);
    expect(bare.output).toContain("a node's directory of a log on JetStream");
    // errand copy-log: the command's copy reads with every LevelDB tool.
    const byCommand = join(mkdtempSync(join(tmpdir(), 'errand-export-')), 'copy');
    const copied = await errand(['copy-log', '--to', byCommand], logEnv);
    expect(copied.code, copied.output).toBe(0);
    expect((await runVerify(byCommand)).code).toBe(0);
    expect((await errand(['dump', '--data', byCommand, '--limit', '1'], {})).code).toBe(0);
    // An archive holding what the log does not derive fails archive_derived.
    const store = new LevelArchiveStore(archiveDir(a!.dataDir));
    await store.open();
    await store.write([['t!task_not_in_the_log', Buffer.from('{}')]]);
    await store.close();
    const tampered = await verifyJetStreamLog({
      urls: nats.cluster.urls,
      prefix,
      dataDir: a!.dataDir,
    });
    expect(tampered.invariants.find((r) => r.name === 'archive_derived')?.failures.length).toBe(1);
    // After both stopped (their snapshots written), a copy has the snapshots and the archive too.
    const stoppedCopy = join(mkdtempSync(join(tmpdir(), 'errand-export-')), 'copy');
    const again = await exportJetStreamLog({ urls: nats.cluster.urls, prefix }, stoppedCopy);
    expect(again.snapshots).toBeGreaterThan(0);
    expect(again.archived).toBeGreaterThan(0);
    const verifiedAgain = await runVerify(stoppedCopy);
    expect(verifiedAgain.code, verifiedAgain.output).toBe(0);
    const figures = { records: live.records, cancelled, exported: again };
    console.log(JSON.stringify({ test: 'jetstream-verify', ...figures }));
  }, 180_000);
});
