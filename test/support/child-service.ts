// Runs the real `errand serve` as a child process (the way an operator runs it) on a data
// directory and a free port, so tests can SIGKILL or SIGTERM it and start it again; plus
// `errand verify` on a stopped directory, and a fetch wrapper that reports transport failures.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOKEN, PARTNER_SECRET } from './http.ts';
import { testEngineThreadsEnv } from './dir-engine.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = 'bin/errand.mjs';

/** A port nothing listens on right now (the kernel picks it; we release it for the child). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildService {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly proc: ChildProcess;
  /** Milliseconds from spawn to the `listening` line. */
  readonly startupMs: number;
  /** Everything the child printed so far, stdout and stderr interleaved as they arrived. */
  output(): string;
  /**
   * Its plain lines (not the JSON request log), each with the test's performance.now() when it
   * arrived: the timeline a failed multi-node test prints.
   */
  timeline(): string;
  readonly exited: Promise<Exit>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<Exit>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** LOG_LEVEL of the child's request log (default warn: quiet under load). */
  logLevel?: string;
  readyTimeoutMs?: number;
  /** What node runs instead of `bin/errand.mjs serve` (the campaign's negative control). */
  entry?: readonly string[];
  /**
   * A command that runs node (e.g. `fiu-run -x -c 'disable name=…'`), which must exec it so the
   * child's pid stays node's. Put it first on the line.
   */
  prefix?: readonly string[];
  /**
   * Starts again, this many times, when a start neither listens nor exits within readyTimeoutMs
   * (killed first). For libfiu's preload, which can deadlock a start in its own wrappers.
   */
  hungRetries?: number;
}

const LISTENING = /errand: listening on (http:\/\/\S+)/;

function spawnOnce(dataDir: string, port: number, options: SpawnOptions): Promise<ChildService> {
  const started = performance.now();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_TOKEN,
    PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
    ERRAND_SHARDS: '4',
    // Unset: the service's default (docs/threads.md, "The suite in both modes").
    ...testEngineThreadsEnv(),
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...options.env,
  };
  const argv = [...(options.prefix ?? []), process.execPath, ...(options.entry ?? [BIN, 'serve'])];
  const proc = spawn(argv[0]!, argv.slice(1), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const timeline: string[] = [];
  const capture = (c: Buffer) => {
    const text = c.toString();
    out += text;
    const at = performance.now().toFixed(0);
    for (const line of text.split('\n'))
      if (line !== '' && !line.startsWith('{')) timeline.push(`${at} ${line}`);
  };
  proc.stdout!.on('data', capture);
  proc.stderr!.on('data', capture);
  const exited = new Promise<Exit>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(
        Object.assign(
          new Error(`errand serve not ready after ${options.readyTimeoutMs ?? 20_000} ms:\n${out}`),
          { hung: true },
        ),
      );
    }, options.readyTimeoutMs ?? 20_000);
    const onData = () => {
      const m = LISTENING.exec(out);
      if (!m) return;
      clearTimeout(timer);
      proc.stdout!.off('data', onData);
      const startupMs = performance.now() - started;
      resolve({
        url: m[1]!,
        port,
        dataDir,
        proc,
        startupMs,
        output: () => out,
        timeline: () => timeline.join('\n'),
        exited,
        stop: async (signal) => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
          return exited;
        },
      });
    };
    proc.stdout!.on('data', onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(
        Object.assign(
          new Error(`errand serve exited before listening (${exit.code ?? exit.signal}):\n${out}`),
          { output: out },
        ),
      );
    });
  });
}

/**
 * Starts `errand serve` on `dataDir` and a free port; a port lost to a race is retried on another.
 */
export async function startChild(
  dataDir: string,
  options: SpawnOptions = {},
): Promise<ChildService> {
  let hung = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await spawnOnce(dataDir, await freePort(), options);
    } catch (error) {
      const output = (error as { output?: string }).output ?? '';
      if (attempt < 3 && output.includes('EADDRINUSE')) continue;
      if ((error as { hung?: boolean }).hung && hung++ < (options.hungRetries ?? 0)) {
        process.stderr.write(
          `startChild: a start hung; killed, starting again (${hung} of ${options.hungRetries})\n`,
        );
        continue;
      }
      throw error;
    }
  }
}

/** `errand verify --data DIR` in a fresh process: its exit code and what it printed. */
export function runVerify(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [BIN, 'verify', '--data', dataDir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    proc.once('exit', (code) => resolve({ code, output: out }));
  });
}

/** What one HTTP request came to: a response, or a transport failure with its error code. */
export type Outcome =
  | {
      kind: 'response';
      status: number;
      contentType: string;
      requestId: string | null;
      body: any;
      connection: string | null;
    }
  | { kind: 'transport'; error: string };

/** fetch that never throws: transport failures (reset, refused, hang-up) come back as values. */
export async function attempt(url: string, init: RequestInit): Promise<Outcome> {
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text: a non-JSON error body is itself a finding
    }
    return {
      kind: 'response',
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      requestId: res.headers.get('x-request-id'),
      body,
      connection: res.headers.get('connection'),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'transport', error: cause?.code ?? cause?.message ?? String(error) };
  }
}

/** A create-task request as the load generators send it. */
export function createInit(apiKey: string, idem: string, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      'idempotency-key': idem,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  };
}
