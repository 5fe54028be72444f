// The load side of the HTTP benches (bench/http, bench/cluster): the autocannon child that
// offers creates (run as `bench/http.ts --load` with the spec in ERRAND_BENCH_LOAD, so it has an
// event loop of its own), the parent's view of a run (server CPU, event-loop use, what else
// the machine did). Seeding funded orgs is bench/http-setup.ts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { fail } from './http-setup.ts';
import { threadCpuMs } from '../src/replay-threads/thread-cpu.ts';

export interface LoadSpec {
  url: string;
  keys: string[];
  body: string;
  connections: number;
  duration: number;
  warmup: number;
  tag: string;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  req_per_s: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  non2xx: number;
  status: Record<string, number>;
  errors: number;
  timeouts: number;
  /** CPU of the load generator over the run, % of one core. */
  cpu_pct: number;
}

// ── the load generator (child process) ─────────────────────────────────────────────────────

function cannon(spec: LoadSpec, seconds: number, phase: string): Promise<autocannon.Result> {
  let n = 0;
  const { keys } = spec;
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/v1/tasks',
        body: spec.body,
        // A fresh Idempotency-Key per request; the agent (so the org, so the shard) rotates.
        setupRequest: (req) => {
          const i = n++;
          req.headers = {
            ...req.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${keys[i % keys.length]}`,
            'idempotency-key': `${spec.tag}-${phase}-${i}`,
          };
          return req;
        },
      },
    ],
  });
}

function summarise(r: autocannon.Result, cpu: NodeJS.CpuUsage): LoadResult {
  const status: Record<string, number> = {};
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) status[code] = s.count ?? 0;
  const requests = Object.values(status).reduce((a, b) => a + b, 0);
  return {
    requests,
    seconds: r.duration,
    req_per_s: Math.round(requests / r.duration),
    p50_ms: r.latency.p50,
    p90_ms: r.latency.p90,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    non2xx: r.non2xx,
    status,
    errors: r.errors,
    timeouts: r.timeouts,
    cpu_pct: Math.round((cpu.user + cpu.system) / 10_000 / r.duration),
  };
}

/** Warm-up, a line saying the measured run starts, the measured run, a line with the results. */
export async function loadMain(): Promise<void> {
  const spec = JSON.parse(process.env.ERRAND_BENCH_LOAD ?? '') as LoadSpec;
  let cpu = process.cpuUsage();
  const warm =
    spec.warmup > 0
      ? summarise(await cannon(spec, spec.warmup, 'w'), process.cpuUsage(cpu))
      : undefined;
  process.stdout.write(`${JSON.stringify({ phase: 'measure', warm })}\n`);
  cpu = process.cpuUsage();
  const measured = summarise(await cannon(spec, spec.duration, 'm'), process.cpuUsage(cpu));
  process.stdout.write(`${JSON.stringify({ phase: 'done', measured })}\n`);
}

// ── the parent process (the servers) ─────────────────────────────────────────────────────────

/** Busy and total jiffies of the whole machine (Linux only), to see what else ran meanwhile. */
function machineJiffies(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

export interface Measured {
  warm?: LoadResult;
  load: LoadResult;
  /** This process (the servers), all threads: LevelDB writes and syncs run off the main thread. */
  serverCpuPct: number;
  /** The main thread's event-loop utilisation: its busy share. */
  serverElu: number;
  /**
   * CPU the server's main thread and the whole process used in the measured run, in ms: CPU
   * time, so unlike the utilisation it does not count time the thread was preempted while busy
   * (Linux's /proc/thread-self; absent elsewhere).
   */
  mainThreadCpuMs?: number;
  serverCpuMs: number;
  /** Machine CPU not used by the server or the load generator, % of one core. */
  otherCpuPct?: number;
}

/**
 * Runs the load child against `spec.url`; `onMeasure` fires as warm-up ends and the measured run
 * starts.
 */
export function runLoad(spec: LoadSpec, onMeasure: () => void = () => {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/run-ts.mjs', 'bench/http.ts', '--load'], {
      env: { ...process.env, ERRAND_BENCH_LOAD: JSON.stringify(spec) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    let warm: LoadResult | undefined;
    let result: Measured | undefined;
    let cpuFrom = process.cpuUsage();
    let wallFrom = performance.now();
    let eluFrom = performance.eventLoopUtilization();
    let machineFrom = machineJiffies();
    let threadFrom = threadCpuMs();
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const msg = JSON.parse(buffered.slice(0, nl)) as {
          phase: string;
          warm?: LoadResult;
          measured?: LoadResult;
        };
        buffered = buffered.slice(nl + 1);
        if (msg.phase === 'measure') {
          warm = msg.warm;
          onMeasure();
          cpuFrom = process.cpuUsage();
          wallFrom = performance.now();
          eluFrom = performance.eventLoopUtilization();
          machineFrom = machineJiffies();
          threadFrom = threadCpuMs();
        } else if (msg.phase === 'done' && msg.measured) {
          const cpu = process.cpuUsage(cpuFrom);
          const serverCpuPct = Math.round(
            (cpu.user + cpu.system) / 10 / (performance.now() - wallFrom),
          );
          const threadTo = threadCpuMs();
          const machineTo = machineJiffies();
          const machinePct =
            machineFrom && machineTo
              ? (100 * availableParallelism() * (machineTo.busy - machineFrom.busy)) /
                Math.max(1, machineTo.total - machineFrom.total)
              : undefined;
          result = {
            ...(warm ? { warm } : {}),
            load: msg.measured,
            serverCpuPct,
            serverCpuMs: (cpu.user + cpu.system) / 1000,
            ...(threadFrom !== undefined && threadTo !== undefined
              ? { mainThreadCpuMs: threadTo - threadFrom }
              : {}),
            serverElu: Number(performance.eventLoopUtilization(eluFrom).utilization.toFixed(3)),
            ...(machinePct !== undefined
              ? {
                  otherCpuPct: Math.max(
                    0,
                    Math.round(machinePct - serverCpuPct - msg.measured.cpu_pct),
                  ),
                }
              : {}),
          };
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 && result
        ? resolve(result)
        : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

/**
 * Every request of a run answered 201, none errored or timed out (the http-setup fail otherwise).
 */
export function checkAll201(name: string, r: LoadResult | undefined): void {
  if (r === undefined) return;
  const other = Object.keys(r.status).filter((code) => code !== '201');
  if (other.length > 0 || r.errors > 0 || r.timeouts > 0 || r.requests === 0) {
    fail(
      `${name}: not every request was answered 201: status ${JSON.stringify(r.status)}, ` +
        `errors ${r.errors}, timeouts ${r.timeouts}`,
    );
  }
}
