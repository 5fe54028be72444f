// A node of a shared log whose start fails (its port in use) exits non-zero within seconds and
// hands back every shard lease it took: another node can take each shard at once, not only after
// the lease has run out (docs/scale.md).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedJetStreamWal } from '../../wal/index.ts';
import { ROOT, freePort } from '../support/child-service.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping failed node start test: ${missing}`);

const SHARDS = 4;
// Long enough that a lease left behind would still be held when the probe asks for it.
const TTL_MS = 20_000;

describe.skipIf(missing !== undefined)('a node whose start fails', () => {
  let cluster: NatsCluster;
  const parent = mkdtempSync(join(tmpdir(), 'errand-node-start-fails-'));
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('on a port in use exits non-zero and holds no shard lease', async () => {
    const prefix = `f${randomBytes(6).toString('hex')}`;
    const port = await freePort();
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    const env = {
      ...process.env,
      DATA_DIR: join(parent, 'node-a'),
      PORT: String(port),
      ADMIN_TOKEN: 'x'.repeat(32),
      WAL: 'jetstream-shared',
      NATS_URLS: cluster.urls.join(','),
      NATS_PREFIX: prefix,
      NATS_REPLICAS: '3',
      NODE_ID: 'a',
      NODE_SHARDS: '0-3',
      WAL_LEASE_TTL_MS: String(TTL_MS),
      ERRAND_SHARDS: String(SHARDS),
    };
    const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          ['bin/errand.mjs', 'serve'],
          { cwd: ROOT, env, timeout: 30_000 },
          (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
        );
      },
    );
    busy.close();
    expect(out.stderr).toContain('EADDRINUSE');
    expect(out.code).toBe(1);
    const probe = new SharedJetStreamWal({
      urls: cluster.urls,
      prefix,
      replicas: 3,
      nodeId: 'probe',
      leaseTtlMs: TTL_MS,
    });
    await probe.open();
    try {
      for (let shard = 0; shard < SHARDS; shard += 1) await probe.acquireShard(shard);
    } finally {
      await probe.close();
    }
  });
});
