// bench/http: durable task creates per second over HTTP, beside a bare fastify app, in the same
// run under the same load. Durable: the real service from startService (LevelDB WAL with sync on,
// ERRAND_SHARDS default, auth, rate limiter, zod, idempotency, governance, the screening
// follow-up), POST /v1/tasks with a fresh Idempotency-Key per request and the agent key rotated
// over --orgs orgs made through the admin API and funded through the signed partner webhook.
// Bare: one POST route on a new Fastify instance that takes the same body through fastify's JSON
// parser and answers 201 with a small JSON body, validating and persisting nothing (until
// 2026-11-28 it also ran the body through errand's zod schema: errand's work, not fastify's).
// Floor: the bare route plus one append per request to the service's own WAL (LevelWal, sync
// on, the same group-commit lanes, records of FLOOR_RECORD_BYTES spread over the same shards),
// answering once the append is durable: the least any durable create can cost on this machine
// at this load, so the ratio can be read against what the disk allows. Prints one JSON line;
// exits non-zero if any create is answered with anything but 201.
//
// The load generator (autocannon) runs in a child process (this file with --load) so it has its
// own event loop instead of sharing the server's; both targets get the same child with the same
// settings. The bare app runs first, so the durable run's heap (every task created stays in
// memory) does not slow the baseline's GC. Each side also reports the server's CPU (all threads,
// % of one core), its main-thread event-loop utilisation, the load generator's CPU and how much
// CPU anything else on the machine used meanwhile (a busy neighbour makes a run worthless).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startService, type RunningService } from '../src/service.ts';
import { LevelWal } from '../wal/index.ts';
import {
  benchConfig,
  BenchFailure,
  fail,
  newSecrets,
  seedOrgs,
  taskBody,
  type BenchSecrets,
} from './http-setup.ts';
import { checkAll201, loadMain, runLoad, type LoadSpec, type Measured } from './http-load.ts';
import { FLOOR_RECORD_BYTES, startBare, type BareApp } from './bare-app.ts';

const { values } = parseArgs({
  options: {
    // Sweep on the 2-core VM (durable req/s, p99): 10 → ~3.7k, 7-8 ms; 20 → ~4.0k, 16-32 ms;
    // 50 → ~4.0k, 108 ms. 10 is the most throughput that keeps p99 within 20 ms.
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    orgs: { type: 'string', default: '64' },
    /** durable | bare | floor | both (all three): one side alone, e.g. under --cpu-prof. */
    only: { type: 'string', default: 'both' },
    keep: { type: 'boolean', default: false },
    /**
     * Engine threads (docs/threads.md): the durable side measured with ENGINE_THREADS=0 and then
     * with N, each on a fresh directory, in this one run; a last line compares them.
     */
    threads: { type: 'string', default: '0' },
    /** Internal: be the load generator for the spec in ERRAND_BENCH_LOAD. */
    load: { type: 'boolean', default: false },
  },
});

const RATE_LIMIT_PER_MINUTE = 100_000_000;

/** The bare route, answering only once one record is durable in a LevelWal like the service's. */
async function startFloor(lanes: number, shards: number): Promise<BareApp> {
  const dir = mkdtempSync(join(tmpdir(), 'errand-bench-floor-'));
  const wal = new LevelWal(dir, { lanes });
  await wal.open();
  const record = Buffer.alloc(FLOOR_RECORD_BYTES, 7);
  const app = await startBare((n) => wal.append(n % shards, record));
  return {
    url: app.url,
    close: async () => {
      await app.close();
      await wal.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const perReq = (ms: number, requests: number) => Math.round((ms * 1000) / Math.max(1, requests));

function side(m: Measured) {
  const r = m.load;
  return {
    req_per_s: r.req_per_s,
    p50_ms: r.p50_ms,
    p90_ms: r.p90_ms,
    p99_ms: r.p99_ms,
    max_ms: r.max_ms,
    requests: r.requests,
    non2xx: r.non2xx,
    server_cpu_pct: m.serverCpuPct,
    server_elu: m.serverElu,
    main_thread_us_per_req: Math.round((m.serverElu * 1e6) / Math.max(1, r.req_per_s)),
    // CPU time, not busy time: what preemption on a shared machine does not inflate.
    ...(m.mainThreadCpuMs !== undefined
      ? { main_thread_cpu_us_per_req: perReq(m.mainThreadCpuMs, r.requests) }
      : {}),
    server_cpu_us_per_req: perReq(m.serverCpuMs, r.requests),
    loadgen_cpu_pct: r.cpu_pct,
    ...(m.otherCpuPct !== undefined ? { other_cpu_pct: m.otherCpuPct } : {}),
  };
}

async function main(): Promise<void> {
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const warmup = Number(values.warmup);
  if (!['both', 'durable', 'bare', 'floor'].includes(values.only))
    fail('--only is durable, bare, floor or both');
  const threads = Number(values.threads);
  if (!Number.isInteger(threads) || threads < 0) fail('--threads is a whole number');
  // With --threads N: single-thread first (with the bare and floor sides), then N threads with
  // create_task's door work on the main thread, then on the shard's thread (docs/threads.md).
  const settings: Array<{ threads: number; door?: 'main' | 'thread' }> =
    threads === 0
      ? [{ threads: 0 }]
      : [{ threads: 0 }, { threads, door: 'main' }, { threads, door: 'thread' }];
  const durables: Array<{ threads: number; measured: Measured }> = [];
  for (const [i, { threads: engineThreads, door }] of settings.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'errand-bench-http-'));
    const secrets = newSecrets();
    // Only what the bench needs; everything else (ERRAND_SHARDS, WAL sync, FEE_BPS...) is the
    // default.
    const config = benchConfig(dataDir, secrets, {
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      ENGINE_THREADS: String(engineThreads),
      ...(door ? { ENGINE_THREAD_DOOR: door } : {}),
      ...(process.env.ERRAND_WAL_LANES ? { ERRAND_WAL_LANES: process.env.ERRAND_WAL_LANES } : {}),
    });
    const service = await startService(config, { logger: false, announce: () => {} });
    try {
      const measured = await measure(service, dataDir, secrets, {
        connections,
        duration,
        warmup,
        lanes: config.ERRAND_WAL_LANES,
        engineThreads,
        ...(door ? { door } : {}),
        only: i === 0 ? values.only : 'durable',
      });
      if (measured) durables.push({ threads: engineThreads, measured });
    } finally {
      await service.close();
      if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (durables.length === 3) {
    const [one, onMain, many] = durables.map((d) => d.measured.load);
    const [oneSide, onMainSide, manySide] = durables.map((d) => side(d.measured));
    console.log(
      JSON.stringify({
        bench: 'http-threads',
        connections,
        single: { req_per_s: one!.req_per_s, p99_ms: one!.p99_ms, ...cpuOf(oneSide!) },
        threads: durables[1]!.threads,
        threaded_door_on_main: {
          req_per_s: onMain!.req_per_s,
          p99_ms: onMain!.p99_ms,
          ...cpuOf(onMainSide!),
        },
        threaded: { req_per_s: many!.req_per_s, p99_ms: many!.p99_ms, ...cpuOf(manySide!) },
        speedup: Number((many!.req_per_s / Math.max(1, one!.req_per_s)).toFixed(2)),
        speedup_door_on_main: Number((onMain!.req_per_s / Math.max(1, one!.req_per_s)).toFixed(2)),
      }),
    );
  }
}

/** What a create cost in CPU, on the main thread and over the whole process. */
function cpuOf(s: ReturnType<typeof side>) {
  return {
    main_thread_us_per_req: s.main_thread_us_per_req,
    main_thread_cpu_us_per_req: s.main_thread_cpu_us_per_req,
    server_cpu_us_per_req: s.server_cpu_us_per_req,
  };
}

async function measure(
  service: RunningService,
  dataDir: string,
  secrets: BenchSecrets,
  {
    connections,
    duration,
    warmup,
    lanes,
    engineThreads,
    door,
    only,
  }: {
    connections: number;
    duration: number;
    warmup: number;
    lanes: number;
    engineThreads: number;
    /** With engine threads: where create_task's door work runs (ENGINE_THREAD_DOOR). */
    door?: 'main' | 'thread';
    only: string;
  },
): Promise<Measured | undefined> {
  const keys = await seedOrgs(service.url, secrets, Number(values.orgs));
  const body = JSON.stringify(taskBody(Date.now()));
  const tag = `b${process.pid}-${Date.now().toString(36)}`;
  const spec = (url: string, name: string): LoadSpec => ({
    url,
    keys,
    body,
    connections,
    duration,
    warmup,
    tag: `${tag}-${name}`,
  });

  const runs = (name: string) => only === 'both' || only === name;
  let bare: Measured | undefined;
  if (runs('bare')) {
    const app = await startBare();
    bare = await runLoad(spec(app.url, 'bare'));
    await app.close();
    checkAll201('bare', bare.load);
    if (bare.warm) checkAll201('bare warm-up', bare.warm);
  }

  // Before the durable run, like the bare one, so neither pays for the durable run's heap.
  let floor: Measured | undefined;
  if (runs('floor')) {
    const app = await startFloor(lanes, service.engine.shardCount);
    floor = await runLoad(spec(app.url, 'floor'));
    await app.close();
    checkAll201('floor', floor.load);
    if (floor.warm) checkAll201('floor warm-up', floor.warm);
  }

  let durable: Measured | undefined;
  let wal = { batches: 0, records: 0 };
  if (runs('durable')) {
    const tasksNow = () =>
      [...service.engine.states().values()].reduce((sum, s) => sum + s.tasks.size, 0);
    const tasksBefore = tasksNow();
    let walBefore = service.engine.wal.stats();
    durable = await runLoad(spec(service.url, 'durable'), () => {
      walBefore = service.engine.wal.stats();
    });
    const walAfter = service.engine.wal.stats();
    wal = {
      batches: walAfter.batches - walBefore.batches,
      records: walAfter.records - walBefore.records,
    };
    checkAll201('durable', durable.load);
    if (durable.warm) checkAll201('durable warm-up', durable.warm);
    await Promise.all(service.engine.shards.map((s) => s.settled()));
    // Every 201 is a committed task. Requests cut off when autocannon stops may add a few more
    // (at most one per connection per phase), never fewer.
    const created = tasksNow() - tasksBefore;
    const answered = durable.load.requests + (durable.warm?.requests ?? 0);
    if (created < answered || created > answered + 2 * connections)
      fail(`durable: ${answered} creates answered 201 but ${created} tasks committed`);
  }
  for (const [name, m] of [
    ['durable', durable],
    ['floor', floor],
    ['bare', bare],
  ] as const) {
    if (m?.otherCpuPct !== undefined && m.otherCpuPct > 15) {
      process.stderr.write(
        `bench/http: warning: other processes used ${m.otherCpuPct}% of a core during the ` +
          `${name} run; its figures are not representative\n`,
      );
    }
  }

  console.log(
    JSON.stringify({
      bench: 'http',
      node_flags: process.execArgv.join(' '),
      connections,
      duration_s: duration,
      warmup_s: warmup,
      orgs: keys.length,
      shards: service.engine.shardCount,
      engine_threads: engineThreads,
      ...(door ? { engine_thread_door: door } : {}),
      wal_lanes: lanes,
      rate_limit_per_minute: RATE_LIMIT_PER_MINUTE,
      ...(durable ? { durable: side(durable) } : {}),
      ...(bare ? { bare: side(bare) } : {}),
      ...(floor ? { floor: { ...side(floor), record_bytes: FLOOR_RECORD_BYTES } } : {}),
      ...(durable && bare
        ? { ratio: Number((durable.load.req_per_s / bare.load.req_per_s).toFixed(3)) }
        : {}),
      ...(floor && bare
        ? { floor_ratio: Number((floor.load.req_per_s / bare.load.req_per_s).toFixed(3)) }
        : {}),
      ...(durable && floor
        ? { durable_of_floor: Number((durable.load.req_per_s / floor.load.req_per_s).toFixed(3)) }
        : {}),
      ...(durable
        ? {
            wal_batches: wal.batches,
            wal_records: wal.records,
            records_per_batch: Number((wal.records / Math.max(1, wal.batches)).toFixed(2)),
            records_per_create: Number(
              (wal.records / Math.max(1, durable.load.requests)).toFixed(2),
            ),
          }
        : {}),
      ...(values.keep ? { data: dataDir } : {}),
    }),
  );
  return durable;
}

try {
  if (values.load) await loadMain();
  else await main();
} catch (error) {
  const why =
    error instanceof BenchFailure ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`bench/http: FAILED: ${why}\n`);
  process.exit(1);
}
