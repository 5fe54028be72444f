// The service's Prometheus metrics, in a registry of its own (several services in one test
// process must not share one). Two kinds of figure:
// - counted where they happen (WAL batches, HTTP and MCP latencies, webhook attempts): each is an
//   O(1) update on a label child made once and kept, so the write path and the request path pay
//   no label hashing of ours and allocate nothing beyond what prom-client's observe needs;
// - read at scrape time (mailbox depths, queue depth, open and archived objects): collect()
//   callbacks over what the engine and the dispatcher already hold (scrape-gauges.ts, added by
//   the composition root), so nothing is counted twice.
// Labels come from closed sets only (operation ids, tool names, status codes, shard indexes,
// outcomes): never an id, a path or anything a client typed.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds; from a cached read (~0.1 ms) to a slow disk's fsync. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];
/** Records per synced batch: 1 (one command alone) up to the batch cap (16,384). */
const BATCH_RECORD_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096, 16384];

export type McpOutcome = 'ok' | 'client_error' | 'server_error';
export type WebhookOutcome = 'delivered' | 'failed' | 'gone';

type Observer = { observe(value: number): void };

export class Metrics {
  readonly registry = new Registry();
  private readonly walRecords: Counter;
  private readonly walBatches: Counter;
  private readonly walBatchRecords: Histogram;
  private readonly walBatchSeconds: Histogram;
  private readonly httpSeconds: Histogram<'operation' | 'status'>;
  private readonly mcpSeconds: Histogram<'tool' | 'outcome'>;
  private readonly webhookAttempts: Counter<'outcome'>;
  private readonly shedTotal: Counter<'reason'>;
  /** Label children by operation, then status: made on first use, then only looked up. */
  private readonly httpChildren = new Map<string, Map<number, Observer>>();
  private readonly mcpChildren = new Map<string, Map<McpOutcome, Observer>>();
  private readonly webhookChildren = new Map<WebhookOutcome, { inc(): void }>();

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.walRecords = new Counter({
      name: 'errand_wal_records_total',
      help: 'Records made durable by the write-ahead log: one per committed command.',
      registers,
    });
    this.walBatches = new Counter({
      name: 'errand_wal_batches_total',
      help: 'Synced batches written by the write-ahead log (group commit).',
      registers,
    });
    this.walBatchRecords = new Histogram({
      name: 'errand_wal_batch_records',
      help: 'Records per synced batch.',
      buckets: BATCH_RECORD_BUCKETS,
      registers,
    });
    this.walBatchSeconds = new Histogram({
      name: 'errand_wal_batch_write_seconds',
      help: 'Time to write and fsync one batch of the write-ahead log.',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.httpSeconds = new Histogram({
      name: 'errand_http_request_duration_seconds',
      help:
        'HTTP requests by operation id (the operation table\'s, not the URL; "unknown" when no ' +
        'route matched) and status code.',
      labelNames: ['operation', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.mcpSeconds = new Histogram({
      name: 'errand_mcp_tool_duration_seconds',
      help:
        'MCP tool calls over /mcp by tool ("unknown" for a name that is not a tool) and ' +
        'outcome (ok, client_error, server_error).',
      labelNames: ['tool', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.webhookAttempts = new Counter({
      name: 'errand_webhook_attempts_total',
      help:
        'Webhook delivery attempts by outcome: delivered (2xx), failed (other status, timeout, ' +
        'refused; retried on the schedule), gone (410: endpoint disabled).',
      labelNames: ['outcome'],
      registers,
    });
    this.shedTotal = new Counter({
      name: 'errand_http_shed_total',
      help:
        'Requests refused by the gate before fastify (not in the request log): rate_limited ' +
        "(429, the agent's budget is spent) or overloaded (503, too many requests in flight).",
      labelNames: ['reason'],
      registers,
    });
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
  }

  /** The WAL's BatchObserver: a batch of `records` is durable after `writeSeconds`. */
  readonly walBatch = (records: number, writeSeconds: number): void => {
    this.walBatches.inc();
    this.walRecords.inc(records);
    this.walBatchRecords.observe(records);
    this.walBatchSeconds.observe(writeSeconds);
  };

  httpRequest(operation: string, status: number, seconds: number): void {
    let byStatus = this.httpChildren.get(operation);
    if (!byStatus) {
      byStatus = new Map();
      this.httpChildren.set(operation, byStatus);
    }
    let child = byStatus.get(status);
    if (!child) {
      child = this.httpSeconds.labels(operation, String(status));
      byStatus.set(status, child);
    }
    child.observe(seconds);
  }

  /**
   * `tool` must be a tool name from the operation table (or UNKNOWN_OPERATION), never a client's
   * string.
   */
  mcpToolCall(tool: string, outcome: McpOutcome, seconds: number): void {
    let byOutcome = this.mcpChildren.get(tool);
    if (!byOutcome) {
      byOutcome = new Map();
      this.mcpChildren.set(tool, byOutcome);
    }
    let child = byOutcome.get(outcome);
    if (!child) {
      child = this.mcpSeconds.labels(tool, outcome);
      byOutcome.set(outcome, child);
    }
    child.observe(seconds);
  }

  shed(reason: 'rate_limited' | 'overloaded'): void {
    this.shedTotal.labels(reason).inc();
  }

  webhookAttempt(outcome: WebhookOutcome): void {
    let child = this.webhookChildren.get(outcome);
    if (!child) {
      child = this.webhookAttempts.labels(outcome);
      this.webhookChildren.set(outcome, child);
    }
    child.inc();
  }

  /** The text exposition format, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
