// One engine thread of bench/threads/log-per-thread.ts: `slots` shards, each with one record in
// flight as a shard mailbox keeps one command in flight (src/runtime/shard.ts), appending records
// of the engine's size either to a log of its own (mode 'own': a LevelWal in its own directory,
// the production group commit) or to the one writer on the main thread (mode 'feed': payloads
// sent in one message per tick, answered with one message of durable shards per tick).
import { parentPort, workerData } from 'node:worker_threads';
import { LevelWal } from '../../wal/index.ts';
import { Samples, spin } from './common.ts';

export interface SlotsOptions {
  readonly firstShard: number;
  readonly slots: number;
  readonly payloadBytes: number;
  readonly workUs: number;
}

/** What a thread reports at the end of a measured window. */
export interface SlotsReport {
  readonly records: number;
  readonly batches: number;
  readonly batchMs: Float64Array;
  readonly recordMs: Float64Array;
}

/** A payload like an event's encoded bytes: text that compresses as records do, unique per call. */
export function payloadMaker(bytes: number): (n: number) => Buffer {
  const template = Buffer.from(
    JSON.stringify({
      type: 'task_created',
      task: 'tsk_0000000000000000',
      org: 'org_5f1c9a7e',
      title: 'Photograph the shop front at 14 Adeola Odeku Street, Victoria Island',
      budget: '1500000',
      currency: 'NGN',
      location: { lat: '6.4281', lng: '3.4219', radius_m: 200 },
      instructions: 'x'.repeat(Math.max(0, bytes)),
    }).slice(0, bytes),
  );
  return (n) => {
    const payload = Buffer.from(template);
    payload.write(n.toString(16).padStart(16, '0'), 35, 'latin1');
    return payload;
  };
}

/**
 * Runs the shards' loops against `append` (which resolves once the record is durable) until
 * stop() is called; stats count only what happened since the last measure().
 */
export class Slots {
  private running = true;
  private loops: Promise<void>[] = [];
  private readonly recordMs = new Samples();
  private records = 0;
  private made = 0;

  constructor(
    private readonly options: SlotsOptions,
    private readonly append: (shard: number, payload: Buffer) => Promise<unknown>,
  ) {}

  start(): void {
    const make = payloadMaker(this.options.payloadBytes);
    for (let i = 0; i < this.options.slots; i += 1) {
      const shard = this.options.firstShard + i;
      this.loops.push(
        (async () => {
          while (this.running) {
            spin(this.options.workUs);
            this.made += 1;
            const payload = make(this.made);
            const t0 = performance.now();
            await this.append(shard, payload);
            this.recordMs.push(performance.now() - t0);
            this.records += 1;
          }
        })(),
      );
    }
  }

  measure(): void {
    this.recordMs.clear();
    this.records = 0;
  }

  async stop(): Promise<{ records: number; recordMs: Float64Array }> {
    this.running = false;
    const out = { records: this.records, recordMs: this.recordMs.take() };
    await Promise.all(this.loops);
    return out;
  }
}

/** Counts the log's batches and their write+sync time, through LevelWal's onBatch observer. */
export class BatchStats {
  readonly batchMs = new Samples();
  batches = 0;
  readonly observe = (_records: number, seconds: number) => {
    this.batches += 1;
    this.batchMs.push(seconds * 1000);
  };
  measure(): void {
    this.batches = 0;
    this.batchMs.clear();
  }
}

async function ownLog(options: SlotsOptions & { dir: string; lanes: number }) {
  const stats = new BatchStats();
  const wal = new LevelWal(options.dir, { lanes: options.lanes, onBatch: stats.observe });
  await wal.open();
  const slots = new Slots(options, (shard, payload) => wal.append(shard, payload));
  return { slots, stats, close: () => wal.close() };
}

/** Mode 'feed': appends become payloads sent to the writer once per tick; acks wake the shards. */
function fedLog(options: SlotsOptions) {
  const port = parentPort!;
  const waiting = new Map<number, () => void>();
  let outShards: number[] = [];
  let outPayloads: Buffer[] = [];
  const flush = () => {
    const shards = Uint32Array.from(outShards);
    const bytes = Buffer.concat(outPayloads);
    outShards = [];
    outPayloads = [];
    port.postMessage({ type: 'records', shards, bytes }, [shards.buffer, bytes.buffer]);
  };
  port.on('message', (message: { type: string; shards?: Uint32Array }) => {
    if (message.type !== 'acks') return;
    for (const shard of message.shards!) {
      const wake = waiting.get(shard)!;
      waiting.delete(shard);
      wake();
    }
  });
  const append = (shard: number, payload: Buffer) =>
    new Promise<void>((resolve) => {
      if (outShards.length === 0) setImmediate(flush);
      outShards.push(shard);
      outPayloads.push(payload);
      waiting.set(shard, resolve);
    });
  return { slots: new Slots(options, append), stats: undefined, close: async () => {} };
}

async function main(): Promise<void> {
  const options = workerData as SlotsOptions & { mode: string; dir: string; lanes: number };
  const port = parentPort!;
  const run = options.mode === 'own' ? await ownLog(options) : fedLog(options);
  port.on('message', async (message: { type: string }) => {
    if (message.type === 'measure') {
      run.slots.measure();
      run.stats?.measure();
    } else if (message.type === 'stop') {
      const batches = run.stats?.batches ?? 0;
      const batchMs = run.stats?.batchMs.take() ?? new Float64Array();
      const { records, recordMs } = await run.slots.stop();
      await run.close();
      const report: SlotsReport = { records, batches, batchMs, recordMs };
      port.postMessage({ type: 'done', ...report });
    }
  });
  run.slots.start();
  port.postMessage({ type: 'ready' });
}

if (parentPort !== null && workerData?.role === 'log-thread') await main();
