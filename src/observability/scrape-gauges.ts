// Figures read when Prometheus scrapes, from what the engine and the webhook dispatcher already
// hold: nothing on the command path counts them. Each collect() walks the shards once (16 by
// default), so a scrape costs the same whatever the traffic.
import type { Registry } from 'prom-client';
import { Counter, Gauge } from 'prom-client';
import type { Engine } from '../runtime/engine.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';

export interface ScrapeSources {
  readonly engine: Engine;
  readonly webhooks?: WebhookDispatcher;
}

const OBJECT_KINDS = ['task', 'workflow', 'loop'] as const;

export function registerScrapeGauges(
  registry: Registry,
  { engine, webhooks }: ScrapeSources,
): void {
  const registers = [registry];
  new Gauge({
    name: 'errand_shard_mailbox_depth',
    help:
      'Commands a shard has taken and not yet answered (decided, on their way to disk, or ' +
      'waiting for an archive look-up); 503 shard_busy past the bound.',
    labelNames: ['shard'],
    registers,
    collect() {
      // On engine threads the main thread's shard is a replica (depth 0): the commands its thread
      // holds are counted where they were handed over (docs/threads.md, "Reads").
      const { threads } = engine;
      for (const shard of engine.shards)
        this.set({ shard: String(shard.id) }, shard.depth + (threads?.depthOf(shard.id) ?? 0));
    },
  });
  new Gauge({
    name: 'errand_shard_owned',
    help:
      '1 for each shard this node decides (owns), 0 for one it follows (several nodes on a ' +
      'shared log: docs/scale.md); every shard is owned on a log of its own.',
    labelNames: ['shard'],
    registers,
    collect() {
      for (const shard of engine.shards)
        this.set({ shard: String(shard.id) }, engine.owns(shard.id) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'errand_shard_mailbox_depth_max',
    help: "The bound on each shard's mailbox depth.",
    registers,
    collect() {
      this.set(engine.mailboxDepthMax);
    },
  });
  new Gauge({
    name: 'errand_engine_failed',
    help:
      '1 once a write failed and the service stopped ' +
      'writing (fail-stop until restart), else 0.',
    registers,
    collect() {
      this.set(engine.isFailed() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'errand_objects_open',
    help:
      'Tasks (workflow steps included), workflows and Loops held in memory: not yet settled, ' +
      'or settled and not yet moved to the archive.',
    labelNames: ['kind'],
    registers,
    collect() {
      const open = { task: 0, workflow: 0, loop: 0 };
      for (const { state } of engine.shards) {
        open.task += state.tasks.size;
        open.workflow += state.workflows.size;
        open.loop += state.loops.size;
      }
      for (const kind of OBJECT_KINDS) this.set({ kind }, open[kind]);
    },
  });
  new Gauge({
    name: 'errand_objects_archived',
    help:
      'Tasks and Loops ever created that have left memory for the archive (created minus open, ' +
      'from the log: survives restarts). Workflows keep no creation count: see ' +
      'errand_archive_writes_total.',
    labelNames: ['kind'],
    registers,
    collect() {
      let tasks = 0;
      let loops = 0;
      for (const { state } of engine.shards) {
        tasks += state.tasksCreated - state.tasks.size;
        loops += state.loopsCreated - state.loops.size;
      }
      this.set({ kind: 'task' }, tasks);
      this.set({ kind: 'loop' }, loops);
    },
  });
  new Counter({
    name: 'errand_archive_writes_total',
    help:
      "Settled objects this process wrote to the archive, by kind (a workflow's steps count as " +
      'tasks too); a start re-archives what its replay ended.',
    labelNames: ['kind'],
    registers,
    collect() {
      this.reset();
      const written = engine.archiver.writtenByKind;
      for (const kind of ['task', 'workflow', 'loop', 'campaign', 'idempotency'] as const)
        this.inc({ kind }, written[kind]);
    },
  });
  if (!webhooks) return;
  new Gauge({
    name: 'errand_webhook_queue_depth',
    help:
      'Webhook deliveries held in memory, waiting, retrying or in flight (past 10,000 a shard ' +
      'spills to the log and is read back later).',
    registers,
    collect() {
      this.set(webhooks.depth().queued);
    },
  });
  new Gauge({
    name: 'errand_webhook_in_flight',
    help: "Webhook requests awaiting the receiver's answer.",
    registers,
    collect() {
      this.set(webhooks.depth().inFlight);
    },
  });
}
