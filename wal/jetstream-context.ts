// What the JetStream log's parts share: one connection, the names of a log's streams, the stream
// settings, and the few error shapes that decide between "retry", "fenced" and "absent".
//
// Names: every stream and subject of a log starts with its prefix, so several logs (tests, or
// several services) share one cluster. Records of shard N live in their own stream
// `<prefix>_R<N>` on subject `<prefix>.r.<N>`, with the takeover fences on `<prefix>.f.<N>` in
// the same stream (so they move its last sequence but readers filter them out by subject):
// nats-server 2.9.10 fences single writers
// correctly only with expect.lastSequence on a whole stream (expect.lastSubjectSequence, and so
// KV revisions, let two writers win on R3; fixed in 2.9.21), so a shard gets a stream of its own.

import assert from 'node:assert/strict';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';

export interface JetStreamLogOptions {
  /** nats://host:port of the cluster's servers; the client fails over between them. */
  readonly urls: readonly string[];
  /** Names every stream of this log: [A-Za-z0-9_-], 1 to 32 characters. */
  readonly prefix: string;
  /** Copies of each stream (1 or 3 in practice; 3 survives the loss of one server). */
  readonly replicas?: number;
  /** Wait for one publish acknowledgement before asking the stream what landed. */
  readonly publishTimeoutMs?: number;
  /** How long a batch keeps retrying through a leader election before the log fails. */
  readonly writeRetryMs?: number;
}

export interface JetStreamContext {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  /**
   * The same API with a short timeout, for asks that have a fallback (see jetstream-shard-scan.ts).
   */
  readonly jsmQuick: JetStreamManager;
  readonly names: LogNames;
  readonly replicas: number;
  readonly publishTimeoutMs: number;
  readonly writeRetryMs: number;
}

class LogNames {
  constructor(readonly prefix: string) {
    assert(
      /^[A-Za-z0-9_-]{1,32}$/.test(prefix),
      'prefix must be 1 to 32 characters of [A-Za-z0-9_-]',
    );
  }
  recordStream(shard: number): string {
    return `${this.prefix}_R${shard}`;
  }
  recordSubject(shard: number): string {
    return `${this.prefix}.r.${shard}`;
  }
  fenceSubject(shard: number): string {
    return `${this.prefix}.f.${shard}`;
  }
  /** Every record subject, for listing the shard streams. */
  get recordSubjects(): string {
    return `${this.prefix}.r.*`;
  }
  shardOfStream(name: string): number | undefined {
    const match = /_R(\d+)$/.exec(name);
    return match !== null && name === this.recordStream(Number(match[1]))
      ? Number(match[1])
      : undefined;
  }
  /** A shard's lease when several nodes share the log (one stream each: see jetstream-lease.ts). */
  shardLeaseStream(shard: number): string {
    return `${this.prefix}_L${shard}`;
  }
  shardLeaseSubject(shard: number): string {
    return `${this.prefix}.sl.${shard}`;
  }
  get leaseStream(): string {
    return `${this.prefix}_LEASE`;
  }
  get leaseSubject(): string {
    return `${this.prefix}.lease`;
  }
  /** Meta values and snapshots: the last message per subject is the value. */
  get keyedStream(): string {
    return `${this.prefix}_KEYED`;
  }
  metaSubject(key: string): string {
    return `${this.prefix}.meta.${Buffer.from(key).toString('base64url')}`;
  }
  snapshotSubject(shard: number): string {
    return `${this.prefix}.snap.${shard}`;
  }
  snapshotChunkSubject(shard: number, chunk: number): string {
    return `${this.prefix}.snapc.${shard}.${chunk}`;
  }
  /** Every subject of this log, for tearing it down. */
  get allSubjects(): string {
    return `${this.prefix}.>`;
  }
}

export async function openContext(options: JetStreamLogOptions): Promise<JetStreamContext> {
  assert(options.urls.length > 0, 'at least one NATS server url');
  const replicas = options.replicas ?? 3;
  assert(Number.isInteger(replicas) && replicas >= 1 && replicas <= 5, 'replicas must be 1 to 5');
  const names = new LogNames(options.prefix);
  const nc = await connect({
    servers: [...options.urls],
    name: `errand-wal-${options.prefix}`,
    // A server restart must not end the log: keep reconnecting, the write deadline decides.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
  try {
    // During a leader election the account info may time out: retried as the log's other
    // requests are, until the write deadline (a start beside a dying nats-server, docs/scale.md).
    const openBy = performance.now() + (options.writeRetryMs ?? 30_000);
    const jsm = await untilDeadline(openBy, () => jetstreamManager(nc));
    return {
      nc,
      js: jetstream(nc),
      jsm,
      jsmQuick: await jetstreamManager(nc, { timeout: 1_000, checkAPI: false }),
      names,
      replicas,
      publishTimeoutMs: options.publishTimeoutMs ?? 2_000,
      writeRetryMs: options.writeRetryMs ?? 30_000,
    };
  } catch (error) {
    await nc.close();
    throw error;
  }
}

/**
 * File storage, replicated; add() is idempotent for an identical config, so racing creators agree.
 */
export function streamConfig(
  ctx: JetStreamContext,
  name: string,
  subjects: string[],
  extra: Partial<StreamConfig> = {},
): Partial<StreamConfig> & { name: string } {
  return {
    name,
    subjects,
    num_replicas: ctx.replicas,
    storage: 'file' as StreamConfig['storage'],
    ...extra,
  };
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

export const isStreamNotFound = (error: unknown): boolean =>
  isApiError(error, JetStreamApiCodes.StreamNotFound);
export const isWrongLastSequence = (error: unknown): boolean =>
  isApiError(error, JetStreamApiCodes.StreamWrongLastSequence);

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export function toBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Runs `attempt` until it succeeds or `deadline` (performance.now() ms) passes; for reads and
 * stream creation during a leader election, when the cluster answers "no responders" or times out.
 */
export async function untilDeadline<T>(deadline: number, attempt: () => Promise<T>): Promise<T> {
  for (let wait = 50; ; wait = Math.min(wait * 2, 1_000)) {
    try {
      return await attempt();
    } catch (error) {
      if (performance.now() + wait > deadline) throw error;
      await sleep(wait);
    }
  }
}

/** Another writer holds the shard (the stream's tail is not ours) or the lease is gone. */
export class FencedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FencedError';
  }
}
