// What the contract cannot see of the JetStream log's layout: a batch's records of a shard go in
// one message, long shards are read through the pull consumer (from the start and from the
// middle), and a torn record packed behind good ones is cut without losing them, also when the
// cut was interrupted between its two steps.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { JetStreamWal } from '../../wal/index.ts';
import { damageFrame } from '../../wal/codec.ts';
import { decodeEnvelope, encodeEnvelope } from '../../wal/jetstream-envelope.ts';
import { readMessages, scanCounters } from '../../wal/jetstream-shard-scan.ts';
import { openContext } from '../../wal/jetstream-context.ts';
import { bytes, expectedHash, readAll, text } from '../contract/wal-harness.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { startThief } from '../support/nats-thief.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping JetStream packing tests: ${missing}`);

describe.skipIf(missing !== undefined)('JetStreamWal packing on a 3-node cluster', () => {
  let cluster: NatsCluster;
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const logOptions = () => ({
    urls: cluster.urls,
    prefix: `p${randomBytes(6).toString('hex')}`,
    replicas: 3,
  });

  /** Runs `use` with a stream manager and client on the cluster. */
  async function withJs<T>(
    use: (
      jsm: Awaited<ReturnType<typeof jetstreamManager>>,
      js: ReturnType<typeof jetstream>,
    ) => Promise<T>,
  ): Promise<T> {
    const nc = await connect({ servers: cluster.urls });
    try {
      return await use(await jetstreamManager(nc), jetstream(nc));
    } finally {
      await nc.close();
    }
  }

  it(
    'packs a batch of one shard into one message, and reads long shards back in order from any ' +
      'seq',
    async () => {
      const log = logOptions();
      const wal = new JetStreamWal({ ...log, nodeId: 'a', lanes: 1 });
      await wal.open();
      await Promise.all(Array.from({ length: 50 }, (_, i) => wal.append(3, bytes(`3:${i + 1}`))));
      // Then 100 batches of 3: enough messages that reads take the consumer path.
      for (let round = 0; round < 100; round += 1) {
        await Promise.all([0, 1, 2].map((k) => wal.append(3, bytes(`3:${51 + round * 3 + k}`))));
      }
      await wal.close();
      const info = await withJs((jsm) => jsm.streams.info(`${log.prefix}_R3`));
      // 1 message for the first batch + 100: never one message per record.
      expect(info.state.messages).toBe(101);

      const reader = new JetStreamWal({ ...log, nodeId: 'b' });
      const served = { ...scanCounters };
      expect((await reader.open()).records).toBe(350);
      // Recovery read the shard through the pull consumer, not one get per message.
      expect(scanCounters.viaConsumer - served.viaConsumer).toBe(101);
      expect(scanCounters.viaGets - served.viaGets).toBe(0);
      const entries = await readAll(reader, 3);
      expect(entries.map((e) => text(e.payload))).toEqual(
        Array.from({ length: 350 }, (_, i) => `3:${i + 1}`),
      );
      entries.forEach((entry, i) => {
        expect(entry.seq).toBe(i + 1);
        if (i > 0) expect(entry.prevHash).toBe(entries[i - 1]!.hash);
        expect(entry.hash).toBe(expectedHash(entry));
      });
      // From the middle of a packed message: the seek lands inside it.
      const tail = await readAll(reader, 3, 52);
      expect(tail.map((e) => text(e.payload))).toEqual(
        entries.slice(52).map((e) => text(e.payload)),
      );
      await reader.close();
      await JetStreamWal.destroy(log);
    },
  );

  it(
    "reads a stream whole when the consumer's deliveries are lost on the way (the gets read " +
      'from the first lost one)',
    async () => {
      const log = logOptions();
      const stream = `${log.prefix}_scan`;
      const subject = `${log.prefix}.scan`;
      await withJs(async (jsm, js) => {
        await jsm.streams.add({ name: stream, subjects: [subject], num_replicas: 3 });
        for (let i = 1; i <= 600; i += 1) await js.publish(subject, bytes(`m${i}`));
      });
      const ctx = await openContext(log);
      // A thief pulls from the scan's consumer while the reader holds a batch (its pull ended).
      const thief = await startThief(cluster.urls, stream);
      const served = { ...scanCounters };
      const read: string[] = [];
      for await (const batch of readMessages(ctx, stream, subject, 1, 600)) {
        read.push(...batch.map((m) => text(m.data)));
        await thief.firstTaken();
      }
      await thief.stop();
      const stolen = thief.stolen;
      await ctx.nc.close();
      console.log(
        `scan: ${stolen} deliveries lost, ${scanCounters.viaConsumer - served.viaConsumer} ` +
          `read through the consumer, ${scanCounters.viaGets - served.viaGets} by gets`,
      );
      expect(stolen).toBeGreaterThan(0);
      expect(read).toEqual(Array.from({ length: 600 }, (_, i) => `m${i + 1}`));
    },
  );

  /** Five records of shard 1 in one message, the last one torn; returns that message's records. */
  async function tornPack(log: ReturnType<typeof logOptions>): Promise<Buffer[]> {
    const wal = new JetStreamWal({ ...log, nodeId: 'a' });
    await wal.open();
    await Promise.all([1, 2, 3, 4, 5].map((i) => wal.append(1, bytes(`1:${i}`))));
    await wal.close();
    return withJs(async (jsm, js) => {
      const stream = `${log.prefix}_R1`;
      const msg = (await jsm.streams.getMessage(stream, {
        seq: 1,
        next_by_subj: `${log.prefix}.r.1`,
      } as { seq: number }))!;
      const env = decodeEnvelope(msg.data, 1, msg.seq);
      expect(env.count).toBe(5);
      const frames = env.frames.map((f) => Buffer.from(f));
      await jsm.streams.deleteMessage(stream, msg.seq, false);
      const damaged = frames.map((frame, i) => ({
        seq: i + 1,
        frame: i === 4 ? damageFrame(frame, 'truncate') : frame,
      }));
      await js.publish(`${log.prefix}.r.1`, encodeEnvelope(damaged));
      return frames;
    });
  }

  it('cuts a torn record packed behind good ones and keeps them', async () => {
    const log = logOptions();
    await tornPack(log);
    const wal = new JetStreamWal({ ...log, nodeId: 'b' });
    const report = await wal.open();
    expect(report.tornTails).toEqual([
      { shard: 1, seq: 5, reason: expect.stringMatching(/truncated frame/) },
    ]);
    expect(wal.head(1).seq).toBe(4);
    await wal.close();

    const again = new JetStreamWal({ ...log, nodeId: 'c' });
    expect((await again.open()).tornTails).toEqual([]);
    expect((await again.append(1, bytes('1:5 again'))).seq).toBe(5);
    expect((await readAll(again, 1)).map((e) => text(e.payload))).toEqual([
      '1:1',
      '1:2',
      '1:3',
      '1:4',
      '1:5 again',
    ]);
    await again.close();
    await JetStreamWal.destroy(log);
  });

  it('finishes a cut interrupted after the good records were published again', async () => {
    const log = logOptions();
    const frames = await tornPack(log);
    // The cut's first step alone: records 1-4 again, the torn message not yet deleted.
    await withJs((_, js) =>
      js.publish(
        `${log.prefix}.r.1`,
        encodeEnvelope(frames.slice(0, 4).map((frame, i) => ({ seq: i + 1, frame }))),
      ),
    );
    const wal = new JetStreamWal({ ...log, nodeId: 'b' });
    const report = await wal.open();
    expect(report.tornTails).toEqual([]);
    expect(report.records).toBe(4);
    await wal.append(1, bytes('1:5 again'));
    expect((await readAll(wal, 1)).map((e) => text(e.payload))).toEqual([
      '1:1',
      '1:2',
      '1:3',
      '1:4',
      '1:5 again',
    ]);
    await wal.close();
    await JetStreamWal.destroy(log);
  });
});
