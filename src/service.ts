// The composition root: config → WAL → engine → effects → HTTP. `errand serve` and the
// integration tests both start the service through here, so they run the same wiring.
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LevelWal, type WriteLatch } from '../wal/index.ts';
import type { Config } from './config.ts';
import { Engine, type EngineOptions } from './runtime/engine.ts';
import { VirtualClock, systemClock, type Clock } from './runtime/clock.ts';
import { ScreeningPump } from './runtime/screening.ts';
import { WorkflowStarter } from './runtime/workflow-starter.ts';
import { CampaignStarter } from './runtime/campaign-starter.ts';
import { Matcher } from './runtime/matcher.ts';
import { MediaStore } from './runtime/media-store.ts';
import { VerificationRunner } from './runtime/verification.ts';
import { Sandbox } from './runtime/sandbox.ts';
import { LoopScheduler } from './runtime/loop-scheduler.ts';
import { SimulatedPayoutPartner } from './partners/payout.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { VerifyPool } from './verify/index.ts';
import { join } from 'node:path';
import { mintApiKey, mintAdminToken, sha256Hex } from './runtime/api-keys.ts';
import { mintId } from './runtime/ids.ts';
import { buildApp } from './http/app.ts';
import type { Services } from './services.ts';
import { UptimeLog } from './runtime/uptime.ts';
import { SigningKeys } from './runtime/signing-keys.ts';
import { openBackupDoor } from './backup/socket.ts';
import { walFromConfig } from './wal-from-config.ts';
import { SharedJetStreamWal } from '../wal/jetstream-shared-wal.ts';
import { SharedNode } from './runtime/shared-node.ts';
import { ShardAssigner, parseShardList } from './runtime/shard-assigner.ts';
import { archiveDir } from './archive/default-store.ts';
import { LevelArchiveStore } from './archive/level-store.ts';
import { describeFailure, failureLine } from './runtime/failure-report.ts';
import { ConsoleStore } from './console/store.ts';
import { registerConsole } from './console/plugin.ts';
import { consoleSecret } from './console/setup-tokens.ts';
import { Metrics } from './observability/metrics.ts';
import { registerScrapeGauges } from './observability/scrape-gauges.ts';

export interface RunningService {
  readonly app: FastifyInstance;
  readonly engine: Engine;
  readonly services: Services;
  readonly url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** pino options (level, stream); false silences logs (tests pass a stream to inspect them). */
  logger?: false | Record<string, unknown>;
  /** Where one-time secrets (admin token, demo key) are printed. */
  announce?: (line: string) => void;
  /** Test-only engine settings (snapshot interval, the ack-before-write fault); never set by `errand serve`. */
  engine?: Pick<EngineOptions, 'snapshotEvery' | 'ackBeforeWrite'>;
  /**
   * Test-only fault: answer commands before their record is written. Only the crash campaign's
   * negative control (bench/campaign/unsafe-serve.ts) sets it; no env var or flag reaches it.
   */
  unsafeAckBeforeWrite?: boolean;
  /**
   * Test-only fault: the log's write latch (wal/write-latch.ts). Only the failed-fsync campaign's
   * negative control (bench/campaign/unsafe-ignore-errors-serve.ts) sets it, with one that
   * swallows write errors; no env var or flag reaches it.
   */
  unsafeWriteLatch?: WriteLatch;
}

const ADMIN_HASH_META = 'admin.token_sha256';
const DEMO_META = 'demo.org_id';

async function adminTokenHash(engine: Engine, config: Config, announce: (line: string) => void): Promise<string> {
  if (config.ADMIN_TOKEN) return sha256Hex(config.ADMIN_TOKEN);
  const stored = await engine.wal.getMeta(ADMIN_HASH_META);
  if (stored) return stored;
  const token = mintAdminToken();
  const hash = sha256Hex(token);
  await engine.wal.putMeta(ADMIN_HASH_META, hash);
  announce(`errand: generated admin token (shown once, stored hashed): ${token}`);
  return hash;
}

/** SEED_DEMO=1: a test-mode org with every flag, a funded wallet and its key, printed once. */
async function seedDemo(engine: Engine, announce: (line: string) => void): Promise<void> {
  if (await engine.wal.getMeta(DEMO_META)) return;
  const orgId = mintId('org');
  const agentId = mintId('agt');
  const apiKey = mintApiKey('test');
  await engine.execute({ type: 'RegisterOrg', orgId, name: 'Demo org', mode: 'test', agentId, agentName: 'Demo agent', keyHash: sha256Hex(apiKey) });
  await engine.execute({
    type: 'SetDelegation', orgId, agentId,
    delegation: { can_post_tasks: true, can_order_workflows: true, can_approve_release: true, can_open_disputes: true, can_manage_loops: true },
  });
  await engine.execute({ type: 'Deposit', orgId, depositId: 'demo-seed', amountMinor: 10_000_000n, currency: 'NGN' });
  await engine.wal.putMeta(DEMO_META, orgId);
  announce(`errand: demo org ${orgId} funded with NGN 100,000.00; demo API key (shown once): ${apiKey}`);
}

export async function startService(config: Config, options: StartOptions = {}): Promise<RunningService> {
  const announce = options.announce ?? ((line: string) => console.log(line));
  mkdirSync(config.DATA_DIR, { recursive: true });
  const virtual = config.ERRAND_CLOCK === 'virtual' ? new VirtualClock() : undefined;
  const clock: Clock = virtual ?? systemClock;
  let screening: ScreeningPump | undefined;
  let workflows: WorkflowStarter | undefined;
  let campaigns: CampaignStarter | undefined;
  let matcher: Matcher | undefined;
  let verification: VerificationRunner | undefined;
  let sandbox: Sandbox | undefined;
  let loops: LoopScheduler | undefined;
  let webhooks: WebhookDispatcher | undefined;
  const media = new MediaStore(join(config.DATA_DIR, 'media'));
  // One verification thread: one core for checking photos, one left for the event loop.
  const pool = new VerifyPool({ maxThreads: 1 });
  // The request log once it exists (a JSON line with code and cause); stderr before that.
  let logFailure = (cause: unknown) => console.error(failureLine(cause));
  // First, so the log's batches are counted from the first write (replay writes none).
  const metrics = new Metrics();
  const wal = walFromConfig(config, { lanes: config.ERRAND_WAL_LANES, onBatch: metrics.walBatch, ...(options.unsafeWriteLatch ? { latch: options.unsafeWriteLatch } : {}) });
  let opened: Engine | undefined;
  // WAL=jetstream-shared: this node owns the shards it takes and forwards the rest to their owners.
  const ownership = wal instanceof SharedJetStreamWal ? new SharedNode(wal, { prefix: config.NATS_PREFIX }) : undefined;
  const engine = await Engine.open({
    wal,
    ...(ownership === undefined ? {} : { ownership }),
    // The archive stays on this machine's disk whichever log is chosen (docs/scale.md).
    ...(wal instanceof LevelWal ? {} : { archive: new LevelArchiveStore(archiveDir(config.DATA_DIR), wal.latch) }),
    clock,
    feeBps: config.FEE_BPS,
    shardCount: config.ERRAND_SHARDS,
    mailboxDepthMax: config.MAILBOX_DEPTH_MAX,
    ...(options.unsafeAckBeforeWrite ? { ackBeforeWrite: true } : {}),
    ...options.engine,
    onFailed: (cause) => logFailure(cause),
    onCommitted: (shard, seq, record) => {
      // On a shared log (several nodes) only a shard's owner acts on its records; a node on a log
      // of its own owns every shard, so this never skips anything there.
      // The matcher is one for all shards (the Operators' shard owner's): it sees every record.
      matcher?.committed(record);
      if (opened !== undefined && !opened.owns(shard)) return;
      screening?.committed(shard, record);
      workflows?.committed(record);
      campaigns?.committed(shard, record);
      verification?.committed(record);
      sandbox?.committed(record);
      loops?.committed(record);
      webhooks?.committed(shard, seq, record);
    },
  });
  opened = engine;
  // Shards are taken before the start-up scans below, so they see which shards this node owns.
  let assigned = false;
  const assigner = ownership === undefined ? undefined : new ShardAssigner(ownership, {
    shardCount: engine.shardCount,
    preferred: parseShardList(config.NODE_SHARDS, engine.shardCount),
    leaseTtlMs: config.WAL_LEASE_TTL_MS,
    // The start-up scans below run after the first takes; a shard taken later (a dead node's)
    // gets the scans that act once per shard's state.
    onTaken: async (shard) => {
      if (assigned) announce(`errand: took shard ${shard} (its lease had run out)`);
      matcher?.adopt(shard);
      loops?.adopt(shard);
      verification?.resume(shard);
      screening?.resume(shard);
      workflows?.resume(shard);
      campaigns?.resume(shard);
      await webhooks?.adopt(shard);
      await sandbox?.register();
    },
    onError: (shard, error) => announce(`errand: shard ${shard}: ${error instanceof Error ? error.message : String(error)}`),
  });
  await assigner?.start();
  assigned = true;
  screening = new ScreeningPump(engine);
  workflows = new WorkflowStarter(engine);
  campaigns = new CampaignStarter(engine);
  matcher = new Matcher(engine, clock);
  loops = new LoopScheduler(engine, clock);
  verification = new VerificationRunner(engine, media, pool);
  const consoleStore = new ConsoleStore(join(config.DATA_DIR, 'console'), engine.wal.latch);
  await consoleStore.open();
  webhooks = new WebhookDispatcher(engine, {
    scheduleMs: config.WEBHOOK_RETRY_SCHEDULE_MS,
    onAttempt: (a) => {
      metrics.webhookAttempt(a.outcome);
      const { orgId: _org, endpointId, body, event, ...entry } = a;
      consoleStore.logDelivery(endpointId, entry, { json: JSON.stringify(event), body }).catch(() => {});
    },
  });
  registerScrapeGauges(metrics.registry, { engine, webhooks });
  verification.resume();
  await webhooks.resume();
  if (virtual) await virtual.attach(engine.wal, Math.max(0, ...[...engine.states().values()].map((s) => s.lastAtMs)));
  screening.resume();
  workflows.resume();
  campaigns.resume();
  const uptime = new UptimeLog(engine.wal);
  await uptime.start();
  const services: Services = {
    uptime,
    signingKeys: await SigningKeys.open(engine.wal),
    media,
    payoutPartner: new SimulatedPayoutPartner(),
    config,
    clock,
    adminTokenHash: await adminTokenHash(engine, config, announce),
    ...(virtual
      ? {
          advanceClock: async (ms: number) => {
            const now = await virtual.advance(ms);
            await matcher?.tickNow(); // deadlines and lapsed offers are due at once on the new time
            await loops?.tickNow(); // and so are Loop runs
            return now;
          },
        }
      : {}),
    ...(config.PARTNER_WEBHOOK_SECRET ? { partnerSecret: config.PARTNER_WEBHOOK_SECRET } : {}),
    startedAtMs: Date.now(),
    metrics,
    audit: (entry) => consoleStore.audit({ atMs: Date.now(), actor: { kind: 'admin_api', id: null, email: null }, ...entry }),
  };
  if (config.SEED_DEMO === '1') await seedDemo(engine, announce);
  sandbox = new Sandbox(engine, clock, media);
  await sandbox.start();
  matcher.start();
  loops.start();
  const app = await buildApp({ engine, services, logger: options.logger ?? false });
  // Without the socket the service still runs; only backups need it stopped (the reason is printed).
  const backups = !(wal instanceof LevelWal) ? undefined : await openBackupDoor({ wal, console: consoleStore }, config.DATA_DIR, engine.shardCount, () => Date.now(), announce).catch((error: unknown) => {
    announce(`errand: no backup socket in ${config.DATA_DIR}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  if (options.logger !== false && options.logger !== undefined) logFailure = (cause) => app.log.error(describeFailure(cause), failureLine(cause));
  let address = '';
  const baseUrl = () => config.PUBLIC_URL?.replace(/\/$/, '') ?? address.replace('[::1]', '127.0.0.1');
  await registerConsole(app, { engine, services, store: consoleStore, secret: consoleSecret(config.DATA_DIR), secureCookies: config.CONSOLE_SECURE_COOKIES === '1', webhooks }, baseUrl);
  address = await app.listen({ port: config.PORT, host: config.HOST });
  let closing: Promise<void> | undefined;
  // After a fail-stop the latch refuses the last meta writes of a close (uptime, webhook cursors):
  // the last minute of uptime goes unrecorded and webhooks resume from the stored cursor.
  const afterFailStop = (closing: Promise<void> | undefined) =>
    closing?.catch((error: unknown) => {
      if (!engine.isFailed()) throw error;
    });
  return {
    app,
    engine,
    services,
    url: address.replace('[::1]', '127.0.0.1'),
    close: () => (closing ??= (async () => {
      await app.close(); // stop accepting; in-flight requests finish
      await assigner?.stop(); // no shard taken while closing
      await backups?.close(); // a backup still streaming is cut short; its client refuses the partial file
      await afterFailStop(uptime.stop());
      screening?.stop();
      workflows?.stop();
      campaigns?.stop();
      matcher?.stop();
      loops?.stop();
      sandbox?.stop();
      await afterFailStop(webhooks?.stop()); // in-flight deliveries stay unfinished: the cursor keeps them for the next start
      await engine.close(); // mailboxes drain, snapshots, log closed
      await consoleStore.close();
      await pool.close();
    })()),
  };
}
