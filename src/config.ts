// The environment, parsed once with zod. Everything configurable lives here.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { engineThreadCount } from './engine-thread/thread-count.ts';

/** The most shards a log may have (ERRAND_SHARDS). */
export const SHARDS_MAX = 1024;

const list = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter((x) => x.length > 0);

const Env = z.object({
  DATA_DIR: z.string().default('./data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  ADMIN_TOKEN: z.string().min(16).optional(),
  PARTNER_WEBHOOK_SECRET: z.string().optional(),
  ERRAND_CLOCK: z.enum(['real', 'virtual']).default('real'),
  ERRAND_SHARDS: z.coerce.number().int().min(1).max(SHARDS_MAX).default(16),
  /** WAL group-commit lanes: each has one synced batch in flight (see wal/base-wal.ts). */
  ERRAND_WAL_LANES: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Engine threads (docs/threads.md): shard s decided on thread s mod N, each thread writing its
   * own partitions of the log (WAL=jetstream: its own shards' streams, under the main thread's
   * lease; WAL=jetstream-shared: the shards this node takes, under leases the main thread keeps).
   * 0 is the single-thread engine, the log in DATA_DIR as before. The default when unset is in
   * src/engine-thread/thread-count.ts (0 on the JetStream logs); ENGINE_THREADS_WHY says why.
   */
  ENGINE_THREADS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(64).optional(),
  ),
  /**
   * With engine threads, where create_task's door work runs (body parse, validation, fingerprint,
   * safety verdict: docs/threads.md, "The door's work on the thread"): on the shard's thread, or
   * on the main thread as before it moved (for comparison: bench/http --threads measures both).
   */
  ENGINE_THREAD_DOOR: z.enum(['thread', 'main']).default('thread'),
  /**
   * Partitions of a log made with engine threads (its own LevelDB each, DATA_DIR/log/p<k>):
   * fixed when the log is made; unset, one per engine thread. An existing log keeps its count.
   */
  ENGINE_LOG_PARTITIONS: z.coerce.number().int().min(1).max(1024).optional(),
  /**
   * Where the write-ahead log lives: LevelDB in DATA_DIR (one machine), or a NATS JetStream cluster
   * (docs/scale.md).
   */
  WAL: z.enum(['leveldb', 'jetstream', 'jetstream-shared']).default('leveldb'),
  /** WAL=jetstream: the cluster's servers, comma separated. */
  NATS_URLS: z
    .string()
    .default('nats://127.0.0.1:4222')
    .transform((s) =>
      s
        .split(',')
        .map((u) => u.trim())
        .filter((u) => u.length > 0),
    ),
  /** WAL=jetstream: copies of each stream; 3 survives the loss of one server. */
  NATS_REPLICAS: z.coerce.number().int().min(1).max(5).default(3),
  /** WAL=jetstream: names this service's streams, so several services share one cluster. */
  NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, '1 to 32 of [A-Za-z0-9_-]')
    .default('errand'),
  /** WAL=jetstream: names this node in the log's write lease; default host:pid. */
  NODE_ID: z.string().min(1).optional(),
  /** WAL=jetstream: a writer silent this long loses the log to the next one that opens it. */
  WAL_LEASE_TTL_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /**
   * WAL=jetstream-shared: the shards this node takes first, e.g. "0-7" or "0,2,4"; default all.
   * Any other shard whose lease is vacant or expired is taken by whichever node tries first
   * (src/cluster/shard-assigner.ts), so a dead node's shards are taken over.
   */
  NODE_SHARDS: z
    .string()
    .regex(
      /^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/,
      'a list of shards or ranges, e.g. 0-7,12',
    )
    .optional(),
  SEED_DEMO: z.enum(['0', '1']).default('0'),
  /**
   * Where people reach the service (console set-up and invitation links); default: the listening
   * address.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * /mcp answers 403 to a Host or an Origin whose host name is not loopback, PUBLIC_URL's, or
   * one listed here (comma-separated host names, any port): the spec's DNS-rebinding guard
   * (docs/mcp.md, "Origin and Host").
   */
  MCP_ALLOWED_HOSTS: z.string().default('').transform(list),
  MCP_ALLOWED_ORIGINS: z.string().default('').transform(list),
  /**
   * Console cookies are Secure (browsers accept them on https and on localhost); 0 only behind
   * plain HTTP elsewhere.
   */
  CONSOLE_SECURE_COOKIES: z.enum(['0', '1']).default('1'),
  FEE_BPS: z.coerce.bigint().min(0n).max(10_000n).default(1_000n),
  /**
   * In test mode, the share of a multi-worker task's simulated Operators whose answers disagree
   * with the others' (percent), so consensus can be tried end to end (docs/api.md, "Consensus").
   */
  SANDBOX_DISAGREEMENT_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /**
   * In test mode, the share of gold tasks a simulated Operator answers wrongly (percent, chosen by
   * each task's id), so quality scoring can be seen grading a wrong answer (docs/outcomes.md).
   */
  SANDBOX_GOLD_WRONG_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1_200),
  /**
   * Requests an agent may send at once before the per-minute refill paces it; unset: a whole
   * minute's budget.
   */
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).optional(),
  /** A 429 is held until its Retry-After has passed, up to this (gate.ts); 0 sends it at once. */
  RATE_LIMIT_HOLD_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * HTTP requests being handled at once; past it a request is answered 503 `overloaded` before it
   * is read.
   */
  REQUESTS_IN_FLIGHT_MAX: z.coerce.number().int().min(1).default(2_048),
  /** Commands one shard holds decided and not yet answered; past it 503 `shard_busy`. */
  MAILBOX_DEPTH_MAX: z.coerce.number().int().min(1).default(10_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(64 * 1024),
  /**
   * An over-limit body is read and discarded up to this many bytes, so the client reads its 413;
   * past it the connection is cut.
   */
  DRAIN_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Whole request (headers and body) must arrive within this; a slower client gets 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Request headers must arrive within this; a slower client gets 408. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** pino level of `errand serve`'s log on stdout: one JSON line per request at info. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ERRAND_ALLOW_LOCAL_WEBHOOKS: z.enum(['0', '1']).default('0'),
  /** OAuth client metadata documents on http or loopback/private hosts (local development only). */
  OAUTH_ALLOW_LOCAL_CLIENTS: z.enum(['0', '1']).default('0'),
  /**
   * Webhook retry delays in ms, comma separated (tests shorten them); unset: the Standard Webhooks
   * schedule.
   */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'comma-separated milliseconds')
    .transform((s) => s.split(',').map(Number))
    .optional(),
});

/** The environment with the defaults that depend on other settings or on the machine. */
const Settled = Env.transform((c) => {
  const count = engineThreadCount({
    asked: c.ENGINE_THREADS,
    wal: c.WAL,
    shards: c.ERRAND_SHARDS,
    cores: availableParallelism(),
  });
  return { ...c, ENGINE_THREADS: count.threads, ENGINE_THREADS_WHY: count.why };
});

export type Config = z.infer<typeof Settled>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return Settled.parse(env);
}
