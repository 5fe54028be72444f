// bench/overload: what errand does when offered 10 times what it can sustain. The real service
// (startService: LevelDB WAL with sync on, auth, the per-agent limit, the mailbox bounds) runs in
// this process; the load runs in child processes (bench/overload-load.ts), so the generator has
// event loops of its own. Prints one JSON line; exits non-zero when an acknowledged create is
// missing, a refusal lacks Retry-After, or anything but 201/429/503 (or a dropped connection)
// was seen.
//
// 1. sustainable: closed loop, 16 connections over 16 funded orgs, on a service without a
//    practical limit (its own data dir, closed afterwards): durable creates per second, measured
//    in this run because this shared VM's speed varies by 30–50 % between runs.
// 2. refusal cost: one agent past its limit sends creates as fast as 16 connections allow; the
//    main thread's busy time divided by the 429s answered is what one refusal costs.
// 3. phase A (unloaded): GOOD_AGENTS agents, each well within the limit, send creates on a fixed
//    schedule (open loop; latency from the due time), p50/p99.
// 4. phase B (overload): the same good stream, plus ABUSIVE_AGENTS agents offering 10 times the
//    sustainable rate in open loop. Each is admitted a burst of RATE_LIMIT_PER_MINUTE/10 and
// then RATE_LIMIT_PER_MINUTE a minute (a token bucket); everything else is refused. Good agents'
// p99, counts by
//    status, server RSS sampled every 200 ms.
// 5. read-back: the service is closed and opened again on the same data dir (with no practical
//    limit, since the abusive agents are still over theirs) and every acknowledged create is
//    read with GET /v1/tasks/:id by its own agent: acknowledged means durable, across a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startService, type RunningService } from '../src/service.ts';
import type { StreamResult, StreamSpec } from './overload-load.ts';
import {
  benchConfig,
  BenchFailure,
  call,
  fail,
  newSecrets,
  seedOrgs,
  taskBody,
} from './http-setup.ts';

const { values } = parseArgs({
  options: {
    'sustain-s': { type: 'string', default: '8' },
    'phase-s': { type: 'string', default: '20' },
    /** Offered abusive load as a multiple of the sustainable rate. */
    factor: { type: 'string', default: '10' },
    /**
     * Seconds the abusive load runs before the good agents' measured stream starts in phase B:
     * their admitted burst (RATE_LIMIT_BURST each, all at once) has drained by then, so the figure
     * is the steady state of the overload. 0 measures the burst too.
     */
    'settle-s': { type: 'string', default: '3' },
    /**
     * Requests an abusive connection keeps in flight before it leaves a due one unsent (pipelined).
     */
    outstanding: { type: 'string', default: '64' },
    /**
     * Connections each abusive agent opens (a client that spreads over many connections instead of
     * pipelining deeper).
     */
    'abusive-connections-per-agent': { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
  },
});

/**
 * Per agent. Good agents send GOOD_RATE_PER_AGENT/s = 240/min, 40 % of it; abusive agents far more.
 */
const RATE_LIMIT_PER_MINUTE = 600;
const GOOD_AGENTS = 8;
const GOOD_RATE_PER_AGENT = 4;
const ABUSIVE_AGENTS = 4;
const NO_LIMIT = 100_000_000;

const secrets = newSecrets();

function start(dataDir: string, limitPerMinute: number, holdMs?: number): Promise<RunningService> {
  const config = benchConfig(dataDir, secrets, {
    RATE_LIMIT_PER_MINUTE: String(limitPerMinute),
    RATE_LIMIT_BURST: String(Math.max(1, Math.round(limitPerMinute / 10))),
    ...(holdMs !== undefined ? { RATE_LIMIT_HOLD_MS: String(holdMs) } : {}),
  });
  return startService(config, { logger: false, announce: () => {} });
}

interface Child {
  child: ChildProcess;
  ready: Promise<void>;
  result: Promise<StreamResult>;
}

/** A load child for one stream: ready once connected and waiting for the go line on stdin. */
function spawnStream(spec: StreamSpec): Child {
  const child = spawn(process.execPath, ['bin/run-ts.mjs', 'bench/overload-load.ts'], {
    env: { ...process.env, ERRAND_OVERLOAD_STREAM: JSON.stringify(spec) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffered = '';
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const result = new Promise<StreamResult>((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffered += chunk;
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const msg = JSON.parse(buffered.slice(0, nl)) as StreamResult | { ready: true };
        buffered = buffered.slice(nl + 1);
        if ('ready' in msg) onReady();
        else resolve(msg);
      }
    });
    child.on('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`load child ${spec.name} exited with ${code}`)),
    );
  });
  return { child, ready, result };
}

/**
 * Runs the streams together; `during` sees the start and returns a stop function called at the end.
 */
async function runStreams(
  specs: StreamSpec[],
  during: () => () => void = () => () => {},
  startDelayS: number[] = [],
): Promise<StreamResult[]> {
  const children = specs.map(spawnStream);
  await Promise.all(children.map((c) => c.ready));
  const stop = during();
  children.forEach((c, i) => {
    setTimeout(() => c.child.stdin!.end('go\n'), (startDelayS[i] ?? 0) * 1_000);
  });
  const results = await Promise.all(children.map((c) => c.result));
  stop();
  return results;
}

function stream(port: number, name: string, keys: string[], over: Partial<StreamSpec>): StreamSpec {
  return {
    name,
    port,
    keys,
    connectionsPerKey: 1,
    body: JSON.stringify(taskBody(Date.now())),
    tag: `${name}-${process.pid}-${Date.now().toString(36)}`,
    durationS: Number(values['phase-s']),
    rate: 0,
    outstandingMax: 1,
    record: false,
    ...over,
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  const sustainS = Number(values['sustain-s']);
  const phaseS = Number(values['phase-s']);
  const factor = Number(values.factor);
  const settleS = Number(values['settle-s']);
  const load0 = loadavg()[0]!;

  // 1. sustainable rate, on a service of its own so its heap and log do not weigh on the rest.
  const sustainDir = mkdtempSync(join(tmpdir(), 'errand-bench-overload-s-'));
  let sustainableRps: number;
  {
    const svc = await start(sustainDir, NO_LIMIT);
    try {
      const keys = await seedOrgs(svc.url, secrets, 16, 'Sustain org');
      const [r] = await runStreams([
        stream(Number(new URL(svc.url).port), 'sustain', keys, {
          durationS: sustainS,
          record: false,
        }),
      ]);
      if (Object.keys(r!.status).some((c) => c !== '201'))
        fail(`sustain: ${JSON.stringify(r!.status)}`);
      sustainableRps = Math.round((r!.status['201'] ?? 0) / sustainS);
    } finally {
      await svc.close();
      rmSync(sustainDir, { recursive: true, force: true });
    }
  }

  // 2. refusal cost: spend an agent's budget, then time the main thread over 429s only, on a
  // service of its own that sends each 429 at once (RATE_LIMIT_HOLD_MS=0): with the default hold,
  // a client that waits for its answers cannot make the server refuse fast enough to measure.
  const refuseDir = mkdtempSync(join(tmpdir(), 'errand-bench-overload-refuse-'));
  let refusalBusyMs = 0;
  let refused429 = 0;
  {
    const refuseSvc = await start(refuseDir, RATE_LIMIT_PER_MINUTE, 0);
    try {
      const refusePort = Number(new URL(refuseSvc.url).port);
      const [refuser] = await seedOrgs(refuseSvc.url, secrets, 1, 'Refusal-cost org');
      await runStreams([
        stream(refusePort, 'spend', [refuser!], { connectionsPerKey: 16, durationS: 2 }),
      ]);
      let elu = performance.eventLoopUtilization();
      let wallFrom = performance.now();
      const [refusals] = await runStreams(
        [stream(refusePort, 'refuse', [refuser!], { connectionsPerKey: 16, durationS: 4 })],
        () => {
          elu = performance.eventLoopUtilization();
          wallFrom = performance.now();
          return () => {};
        },
      );
      refusalBusyMs =
        performance.eventLoopUtilization(elu).utilization * (performance.now() - wallFrom);
      refused429 = refusals!.status['429'] ?? 0;
      // The bucket refills (RATE_LIMIT_PER_MINUTE a minute), so a few creates get through: ~40 of
      // thousands.
      if (Object.keys(refusals!.status).some((c) => c !== '429' && c !== '201'))
        fail(`refusal-cost phase: ${JSON.stringify(refusals!.status)}`);
    } finally {
      await refuseSvc.close();
      rmSync(refuseDir, { recursive: true, force: true });
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'errand-bench-overload-'));
  let svc = await start(dataDir, RATE_LIMIT_PER_MINUTE);
  const port = Number(new URL(svc.url).port);
  const good = await seedOrgs(svc.url, secrets, GOOD_AGENTS, 'Good org');
  const abusive = await seedOrgs(svc.url, secrets, ABUSIVE_AGENTS, 'Abusive org');

  const goodSpec = (name: string) =>
    stream(port, name, good, {
      rate: GOOD_AGENTS * GOOD_RATE_PER_AGENT,
      outstandingMax: 1_000,
      record: true,
      durationS: phaseS,
    });

  // 3. phase A: the good agents alone.
  const rssStart = process.memoryUsage().rss;
  const [unloaded] = await runStreams([goodSpec('good-a')]);

  // 4. phase B: the good agents beside the abusive ones, RSS sampled meanwhile.
  const offeredRps = Math.round(factor * sustainableRps);
  let rssPeak = process.memoryUsage().rss;
  let elu2 = performance.eventLoopUtilization();
  const [loaded, abuse] = await runStreams([
    goodSpec('good-b'),
    stream(port, 'abusive', abusive, {
      rate: offeredRps,
      connectionsPerKey: Number(values['abusive-connections-per-agent']),
      outstandingMax: Number(values.outstanding),
      record: true,
      durationS: phaseS + settleS,
    }),
  ], () => {
    elu2 = performance.eventLoopUtilization();
    const timer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 200);
    return () => clearInterval(timer);
  }, [settleS, 0]);
  const serverElu = performance.eventLoopUtilization(elu2).utilization;
  await Promise.all(svc.engine.shards.map((s) => s.settled()));
  const rssEnd = process.memoryUsage().rss;
  const maxDepthSeen = Math.max(...svc.engine.shards.map((s) => s.depth));

  // 5. read-back after a restart: every 201 of phase A and B is there.
  await svc.close();
  svc = await start(dataDir, NO_LIMIT);
  const acked = [
    ...(unloaded!.acked ?? []).map(([k, id]) => [good[k]!, id] as const),
    ...(loaded!.acked ?? []).map(([k, id]) => [good[k]!, id] as const),
    ...(abuse!.acked ?? []).map(([k, id]) => [abusive[k]!, id] as const),
  ];
  let lost = 0;
  for (let i = 0; i < acked.length; i += 32) {
    const got = await Promise.all(
      acked
        .slice(i, i + 32)
        .map(([key, id]) =>
          call(`${svc.url}/v1/tasks/${id}`, 'GET', { authorization: `Bearer ${key}` }),
        ),
    );
    lost += got.filter((r) => r.status !== 200).length;
  }
  await svc.close();
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });

  const status: Record<string, number> = {};
  for (const r of [loaded!, abuse!])
    for (const [code, n] of Object.entries(r.status)) status[code] = (status[code] ?? 0) + n;
  const otherErrors = Object.entries(status)
    .filter(([code]) => !['201', '429', '503'].includes(code))
    .reduce((sum, [, n]) => sum + n, 0);
  const dropped =
    loaded!.dropped + abuse!.dropped + loaded!.connectionErrors + abuse!.connectionErrors;
  const retryAfterMissing = loaded!.retryAfterMissing + abuse!.retryAfterMissing;
  const goodRefused = Object.entries(loaded!.status)
    .filter(([code]) => code !== '201')
    .reduce((sum, [, n]) => sum + n, 0);
  const p99Ratio = Number(
    (loaded!.latencyMs!.p99 / Math.max(0.01, unloaded!.latencyMs!.p99)).toFixed(2),
  );

  console.log(
    JSON.stringify({
      bench: 'overload',
      rate_limit_per_minute: RATE_LIMIT_PER_MINUTE,
      rate_limit_burst: Math.round(RATE_LIMIT_PER_MINUTE / 10),
      rate_limit_hold_ms: 1_000,
      abusive_outstanding_per_connection: Number(values.outstanding),
      abusive_connections: ABUSIVE_AGENTS * Number(values['abusive-connections-per-agent']),
      settle_s: settleS,
      good_agents: GOOD_AGENTS,
      good_rps: GOOD_AGENTS * GOOD_RATE_PER_AGENT,
      abusive_agents: ABUSIVE_AGENTS,
      phase_s: phaseS,
      sustainable_rps: sustainableRps,
      offered_rps: offeredRps,
      sent_rps: Math.round(abuse!.sent / (phaseS + settleS)),
      unsent_by_generator: abuse!.unsent,
      achieved_rps: Math.round((abuse!.answered + loaded!.answered) / (phaseS + settleS)),
      good_p50_ms_unloaded: unloaded!.latencyMs!.p50,
      good_p99_ms_unloaded: unloaded!.latencyMs!.p99,
      good_p50_ms_loaded: loaded!.latencyMs!.p50,
      good_p99_ms_loaded: loaded!.latencyMs!.p99,
      good_max_ms_loaded: loaded!.latencyMs!.max,
      p99_ratio: p99Ratio,
      good_refused: goodRefused,
      abusive_p99_ms: abuse!.latencyMs!.p99,
      status,
      retry_after_missing: retryAfterMissing,
      other_errors: otherErrors,
      dropped,
      abandoned_by_client: { good: loaded!.abandoned, abusive: abuse!.abandoned },
      acked: acked.length,
      lost,
      rss_mb: { start: mb(rssStart), peak: mb(rssPeak), end: mb(rssEnd) },
      max_mailbox_depth_after: maxDepthSeen,
      server_elu_loaded: Number(serverElu.toFixed(3)),
      refusal_main_thread_us: Math.round((refusalBusyMs * 1000) / Math.max(1, refused429)),
      refusal_rps: Math.round(refused429 / 4),
      loadgen_cpu_pct: { good: loaded!.cpuPct, abusive: abuse!.cpuPct },
      loadavg: { start: Number(load0.toFixed(2)), end: Number(loadavg()[0]!.toFixed(2)) },
    }),
  );
  if (lost > 0) fail(`${lost} acknowledged creates are missing`);
  if (retryAfterMissing > 0) fail(`${retryAfterMissing} refusals without Retry-After`);
  if (loaded!.abandoned > 0)
    fail(`${loaded!.abandoned} good requests unanswered 10 s after their stream ended`);
  if (otherErrors > 0 || dropped > 0)
    fail(`other answers ${JSON.stringify(status)}, dropped ${dropped}`);
}

try {
  await main();
} catch (error) {
  const why =
    error instanceof BenchFailure ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`bench/overload: FAILED: ${why}\n`);
  process.exit(1);
}
