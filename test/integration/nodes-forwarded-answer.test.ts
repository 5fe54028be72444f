// Proves that a create forwarded to its shard's owner and applied there is answered as applied
// (201 and its task) by the node that forwarded it, even when a shard of that node stops being
// its own with a record in flight at that moment; and that the record in flight answers 503
// shard_moving only because it was never written (its key makes one task on a retry). Two
// services in one process share a log (WAL=jetstream-shared) on a real three-server nats-server
// cluster; the test holds node A's appends to its own shard. The forwarded answer used to wait
// behind A's own records and come back 503 shard_moving ("nothing applied") though the task was
// made: docs/scale.md, "Known defects".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { shardOf } from '../../src/runtime/shard-router.ts';
import { startService, type RunningService } from '../../src/service.ts';
import { NotOwnerError, type SharedJetStreamWal } from '../../wal/index.ts';
import type { Wal } from '../../wal/wal.ts';
import { orgVia } from '../support/errand-nodes.ts';
import {
  ADMIN_TOKEN,
  call,
  PARTNER_SECRET,
  type Reply,
  taskBody,
  type TestOrg,
} from '../support/http.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { waitFor } from '../support/operators.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping forwarded-answer test: ${missing}`);

/** As a client does: sent again as it was while the shard changes hands (503). */
async function untilServed(send: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await send();
    if (r.status !== 503 || attempt >= 40) return r;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Resolves with the answer; `settled()` tells whether it has come yet. */
function watched<T>(p: Promise<T>): { answer: Promise<T>; settled: () => boolean } {
  let done = false;
  const answer = p.finally(() => (done = true));
  return { answer, settled: () => done };
}

describe.skipIf(missing !== undefined)('a create forwarded to its shard owner', () => {
  let cluster: NatsCluster;
  const services: RunningService[] = [];
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    for (const s of services) await s.close().catch(() => undefined);
    await cluster?.stop();
  });

  async function node(
    prefix: string,
    id: string,
    shards: string,
    unsafeWal?: <W extends Wal>(wal: W) => W,
  ): Promise<RunningService> {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), `errand-fwd-${id}-`)),
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_TOKEN,
      PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
      WAL: 'jetstream-shared',
      NATS_URLS: cluster.urls.join(','),
      NATS_PREFIX: prefix,
      NATS_REPLICAS: '3',
      NODE_ID: id,
      NODE_SHARDS: shards,
      WAL_LEASE_TTL_MS: '3000',
      ERRAND_SHARDS: '2',
    });
    const s = await startService(config, {
      logger: false,
      announce: () => {},
      ...(unsafeWal === undefined ? {} : { unsafeWal }),
    });
    services.push(s);
    return s;
  }

  it('is answered 201 though a shard of the forwarder drops a record in flight', async () => {
    const prefix = `f${randomBytes(5).toString('hex')}`;
    // Node A's appends to shard 0 wait here while `held` is set: a record in flight. Released,
    // they are refused as the lease check refuses a lost shard's records: nothing is written.
    let held: Array<() => void> | undefined;
    let walA: SharedJetStreamWal | undefined;
    const holdShard0 = <W extends Wal>(wal: W): W => {
      walA = wal as unknown as SharedJetStreamWal;
      const append = wal.append.bind(wal);
      wal.append = (shard, payload) => {
        const line = held;
        if (shard !== 0 || line === undefined) return append(shard, payload);
        return new Promise((_, reject) => line.push(() => reject(new NotOwnerError(shard))));
      };
      return wal;
    };
    const a = await node(prefix, 'node-a', '0', holdShard0);
    const b = await node(prefix, 'node-b', '1');
    await waitFor(
      () =>
        a.engine.shards[0]!.isOwner && b.engine.shards[1]!.isOwner && !a.engine.shards[1]!.isOwner
          ? true
          : undefined,
      30_000,
      'A to own shard 0 and B shard 1',
    );
    const orgs = new Map<number, TestOrg>();
    for (let i = 0; orgs.size < 2 && i < 40; i += 1) {
      const org = await orgVia(a.url);
      orgs.set(shardOf(org.orgId, 2), org);
    }
    const onA = orgs.get(0)!;
    const onB = orgs.get(1)!;

    // A create on A's own shard: decided, its record held on the way to the log.
    held = [];
    const heldBody = taskBody({ title: 'Held on its way to the log' });
    const inFlight = watched(
      call(a.url, 'POST', '/v1/tasks', { key: onA.key, idem: 'held-1', body: heldBody }),
    );
    await waitFor(() => (held!.length > 0 ? true : undefined), 10_000, 'the append to be held');

    // A create on B's shard through A: forwarded, decided and applied by B. Its answer used to
    // wait at A's commit barrier, behind the record held above (seen here by who asks for it).
    let heldAtBarrier = false;
    const barrier = a.engine.barrier.bind(a.engine);
    a.engine.barrier = () => {
      const wait = barrier();
      if (wait !== undefined) heldAtBarrier = true;
      return wait;
    };
    const forwardedBody = taskBody({ title: 'Forwarded to its owner' });
    const forwarded = watched(
      call(a.url, 'POST', '/v1/tasks', { key: onB.key, idem: 'fwd-1', body: forwardedBody }),
    );
    await waitFor(
      () => (forwarded.settled() || heldAtBarrier ? true : undefined),
      10_000,
      'the forwarded answer',
    );

    // A stops owning shard 0 with the record still held (its lease runs out by its own clock).
    walA!.hang();
    await waitFor(
      () => (a.engine.shards[0]!.isOwner ? undefined : true),
      10_000,
      'A to lose shard 0',
    );
    const answer = await forwarded.answer;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const taskId = answer.body.data.taskId as string;

    // The held record was never written: shard_moving tells the truth for it.
    const refused = await inFlight.answer;
    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(refused.body.detail.reason).toBe('shard_moving');
    for (const release of held!.splice(0)) release();
    held = undefined;

    // Through B (whichever node owns shard 0 by then): the forwarded key answers its task,
    // the held one makes its task now (it had not been applied).
    const again = await untilServed(() =>
      call(b.url, 'POST', '/v1/tasks', { key: onB.key, idem: 'fwd-1', body: forwardedBody }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.taskId).toBe(taskId);
    const read = await call(b.url, 'GET', `/v1/tasks/${taskId}`, { key: onB.key });
    expect(read.status).toBe(200);
    const retried = await untilServed(() =>
      call(b.url, 'POST', '/v1/tasks', { key: onA.key, idem: 'held-1', body: heldBody }),
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.data.taskId).not.toBe(taskId);
  }, 90_000);
});
