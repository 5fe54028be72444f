// Proves the JetStream log loses no acknowledged append when a nats-server dies mid-load: the
// stream leader of a busy shard is SIGKILLed while eight shards append, the log rides out the
// election without failing, and with the node still down a new handle takes the log over
// (fencing every shard) and reads every acknowledged record back in one unbroken chain per
// shard, through the pull consumer.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { JetStreamWal, type WalPosition } from '../../wal/index.ts';
import { scanCounters } from '../../wal/jetstream-shard-scan.ts';
import { bytes, expectedHash, readAll, text } from '../contract/wal-harness.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { waitFor } from '../support/operators.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping JetStream failover test: ${missing}`);

const SHARDS = 8;

describe.skipIf(missing !== undefined)('JetStreamWal when a nats-server dies mid-load', () => {
  let cluster: NatsCluster;
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  /**
   * The node leading `stream`, asked again while the cluster reports none (a busy cluster's
   * election).
   */
  async function leaderIndex(stream: string): Promise<number> {
    const nc = await connect({ servers: cluster.urls });
    try {
      const jsm = await jetstreamManager(nc);
      return await waitFor(
        async () => {
          const leader = (await jsm.streams.info(stream)).cluster?.leader;
          const index = cluster.nodes.findIndex((n) => n.name === leader);
          return index >= 0 ? index : undefined;
        },
        15_000,
        `a leader of ${stream}`,
      );
    } finally {
      await nc.close();
    }
  }

  it('keeps every acknowledged append through the loss of a stream leader', async () => {
    const log = { urls: cluster.urls, prefix: `k${randomBytes(6).toString('hex')}`, replicas: 3 };
    const wal = new JetStreamWal({ ...log, nodeId: 'writer' });
    await wal.open();
    const acked = new Map<number, { pos: WalPosition; payload: string }[]>();
    let stop = false;
    let slowestMs = 0;
    const failures: unknown[] = [];
    const writers = Array.from({ length: SHARDS }, async (_, shard) => {
      const mine: { pos: WalPosition; payload: string }[] = [];
      acked.set(shard, mine);
      for (let i = 1; !stop; i += 1) {
        const payload = `${shard}:${i}`;
        const startedMs = performance.now();
        try {
          mine.push({ pos: await wal.append(shard, bytes(payload)), payload });
        } catch (error) {
          failures.push(error);
          return;
        }
        slowestMs = Math.max(slowestMs, performance.now() - startedMs);
      }
    });
    const total = () => [...acked.values()].reduce((n, list) => n + list.length, 0);
    await waitFor(() => (total() >= 400 ? true : undefined), 10_000, '400 appends');

    const victim = await leaderIndex(`${log.prefix}_R0`);
    expect(victim).toBeGreaterThanOrEqual(0);
    await cluster.kill(victim);
    const killedAt = total();
    // Appends stall through the election, then go on on the two survivors.
    await waitFor(
      () => (total() >= killedAt + 400 ? true : undefined),
      30_000,
      '400 appends after the kill',
    );
    stop = true;
    await Promise.all(writers);
    expect(failures).toEqual([]);
    expect(wal.latch.tripped).toBe(false);
    await wal.close();

    const served = { ...scanCounters };
    const reader = new JetStreamWal({ ...log, nodeId: 'reader' });
    await reader.open();
    for (const [shard, mine] of acked) {
      const entries = await readAll(reader, shard);
      entries.forEach((entry, i) => {
        if (i > 0) expect(entry.prevHash).toBe(entries[i - 1]!.hash);
        expect(entry.hash).toBe(expectedHash(entry));
      });
      for (const { pos, payload } of mine) {
        const entry = entries[pos.seq - 1];
        expect({
          seq: entry?.seq,
          hash: entry?.hash,
          payload: entry && text(entry.payload),
        }).toEqual({ seq: pos.seq, hash: pos.hash, payload });
      }
    }
    await reader.close();
    const viaConsumer = scanCounters.viaConsumer - served.viaConsumer;
    const viaGets = scanCounters.viaGets - served.viaGets;
    expect(viaConsumer).toBeGreaterThan(0);
    await cluster.restart(victim);
    await cluster.waitReady();
    console.log(
      `failover: ${total()} acknowledged appends over ${SHARDS} shards, 0 lost; slowest ` +
        `append ${Math.round(slowestMs)} ms (the election); ` +
        `read back with the node down: ${viaConsumer} messages through the consumer, ` +
        `${viaGets} by gets`,
    );
    await JetStreamWal.destroy(log);
  });
});
