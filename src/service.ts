// The composition root: config → WAL → engine → effects → HTTP. `errand serve` and the
// integration tests both start the service through here, so they run the same wiring. Beside it
// in src/server/: the log the config asks for (log-setup.ts), the shard taking of a shared log
// (shard-taking.ts), the backup door (backup-door.ts) and the doors (doors.ts).
import { AgentRequestLog } from './observability/agent-requests.ts';
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { LevelWal, type WriteLatch, type Wal } from '../wal/index.ts';
import type { Config } from './config.ts';
import { Engine, type EngineOptions } from './runtime/engine.ts';
import { VirtualClock, systemClock, type Clock } from './runtime/clock.ts';
import { EffectRunner } from './effects/runner.ts';
import { ScreeningPump } from './effects/screening.ts';
import { WorkflowStarter } from './effects/workflow-starter.ts';
import { CampaignStarter } from './effects/campaign-starter.ts';
import { Matcher } from './effects/matcher.ts';
import { SupplyFigures } from './effects/supply.ts';
import { MediaStore } from './runtime/media-store.ts';
import { ProofCheckRunner } from './effects/proof-checks.ts';
import { Sandbox } from './effects/sandbox.ts';
import { LoopScheduler } from './effects/loop-scheduler.ts';
import { PayoutDirectory, SimulatedPayoutPartner } from './partners/payout.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { ResourceChanges } from './mcp/changes.ts';
import { ProofCheckPool } from './proof-checks/index.ts';
import { PooledScreener } from './runtime/screener.ts';
import { join } from 'node:path';
import { adminTokenHash, seedDemo } from './first-start.ts';
import { buildDoors } from './server/doors.ts';
import type { Services } from './services.ts';
import { UptimeLog } from './effects/uptime.ts';
import { SigningKeys } from './runtime/signing-keys.ts';
import { walFromConfig } from './wal-from-config.ts';
import { SharedJetStreamWal } from '../wal/jetstream-shared-wal.ts';
import { SharedNode } from './cluster/shared-node.ts';
import type { ShardAssigner } from './cluster/shard-assigner.ts';
import { openServiceBackups } from './server/backup-door.ts';
import { localLog, sharedOnThreads } from './server/log-setup.ts';
import { shardAssigner } from './server/shard-taking.ts';
import { archiveDir } from './archive/default-store.ts';
import { LevelArchiveStore } from './archive/level-store.ts';
import { describeFailure, failureLine } from './runtime/failure-report.ts';
import { ConsoleStore } from './accounts/store.ts';
import { registerOAuthRoutes } from './oauth/routes.ts';
import { OAuthServer } from './oauth/server.ts';
import { consoleSecret } from './console/setup-tokens.ts';
import type { OperatorAppStore } from './operator-app/store.ts';
import { Metrics } from './observability/metrics.ts';
import { registerScrapeGauges } from './observability/scrape-gauges.ts';

const KEYS_REFRESH_MS = 5_000;

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
  /** Test-only engine settings (the snapshot interval); never set by `errand serve`. */
  engine?: Pick<EngineOptions, 'snapshotEvery'>;
  /**
   * Test-only fault: wraps the log, as the durability checks' negative controls do with one that
   * answers before it writes (test/support/ack-before-write-wal.ts). Only those controls set it
   * (bench/campaign/unsafe-serve.ts, test/support/serve-test-engine.ts), and a multi-node test
   * that holds one shard's appends (test/integration/nodes-forwarded-answer.test.ts); no env var
   * or flag of `errand serve` reaches it.
   */
  unsafeWal?: <W extends Wal>(wal: W) => W;
  /**
   * Test-only fault: the log's write latch (wal/write-latch.ts). Only the failed-fsync campaign's
   * negative control (bench/campaign/unsafe-ignore-errors-serve.ts) sets it, with one that
   * swallows write errors; no env var or flag reaches it.
   */
  unsafeWriteLatch?: WriteLatch;
}

export async function startService(
  given: Config,
  options: StartOptions = {},
): Promise<RunningService> {
  // The unsafe seams wrap the single-thread log and latch, which engine threads do not use: a
  // start given one serves on the main thread, as every one of them did before threads were the
  // default (docs/threads.md, "The default").
  const seam = options.unsafeWal !== undefined || options.unsafeWriteLatch !== undefined;
  const config: Config =
    seam && given.ENGINE_THREADS > 0
      ? { ...given, ENGINE_THREADS: 0, ENGINE_THREADS_WHY: 'a test seam: single-thread only' }
      : given;
  const announce = options.announce ?? ((line: string) => console.log(line));
  mkdirSync(config.DATA_DIR, { recursive: true });
  const virtual = config.ERRAND_CLOCK === 'virtual' ? new VirtualClock() : undefined;
  const clock: Clock = virtual ?? systemClock;
  // The after-commit effects, once built (the list is in startOpened).
  let effects: EffectRunner | undefined;
  const media = new MediaStore(join(config.DATA_DIR, 'media'));
  // One verification thread: one core for checking photos, one left for the event loop.
  const pool = new ProofCheckPool({ maxThreads: 1 });
  // The safety filter on a thread of its own, so creates spend the main thread's time on the rest.
  const screener = new PooledScreener();
  // The request log once it exists (a JSON line with code and cause); stderr before that.
  let logFailure = (cause: unknown) => console.error(failureLine(cause));
  // First, so the log's batches are counted from the first write (replay writes none).
  const metrics = new Metrics();
  const walOptions = {
    lanes: config.ERRAND_WAL_LANES,
    onBatch: metrics.walBatch,
    ...(options.unsafeWriteLatch ? { latch: options.unsafeWriteLatch } : {}),
  };
  // A LevelDB log in partitions, or on engine threads (docs/threads.md); else as before.
  const local = localLog(config, walOptions, options.engine?.snapshotEvery);
  // WAL=jetstream-shared on engine threads: the shard leases lent to them, a slot per shard.
  const shared = sharedOnThreads(config, walOptions.onBatch, options.engine?.snapshotEvery);
  const made = local?.wal ?? walFromConfig(config, walOptions, shared?.shares);
  const wal = options.unsafeWal?.(made) ?? made;
  // Opened first: its LevelDB lock on DATA_DIR makes a second start on a directory in use fail
  // before it takes any shard of a shared log (docs/scale.md).
  const consoleStore = new ConsoleStore(join(config.DATA_DIR, 'console'), wal.latch);
  let opened: Engine | undefined;
  // WAL=jetstream-shared: this node owns the shards it takes and forwards the rest to their owners.
  const ownership =
    wal instanceof SharedJetStreamWal
      ? new SharedNode(wal, {
          prefix: config.NATS_PREFIX,
          ...(shared === undefined ? {} : { threads: shared }),
        })
      : undefined;
  let app: FastifyInstance | undefined;
  let assigner: ShardAssigner | undefined;
  let backups: Awaited<ReturnType<typeof openServiceBackups>> | undefined;
  let keysRefresh: NodeJS.Timeout | undefined;
  /** The Operator app's store, once registered: the backup door reads it. */
  let appStore: OperatorAppStore | undefined;
  let closing: Promise<void> | undefined;
  // After a fail-stop the latch refuses the last meta writes of a close (uptime, webhook cursors):
  // the last minute of uptime goes unrecorded and webhooks resume from the stored cursor.
  const afterFailStop = (step: Promise<void>) =>
    step.catch((error: unknown) => {
      if (!opened?.isFailed()) throw error;
    });
  // One close for a running service and for a start that failed half-way: whatever was started is
  // stopped, and the log's close hands back every shard lease, so the process can exit.
  const close = () =>
    (closing ??= (async () => {
      await app?.close(); // stop accepting; in-flight requests finish
      await assigner?.stop(); // no shard taken while closing
      // A backup still streaming is cut short; its client refuses the partial file.
      await backups?.close();
      if (keysRefresh !== undefined) clearInterval(keysRefresh);
      // In list order: the webhooks last, whose deliveries in flight stay unfinished (the cursor
      // keeps them for the next start).
      await effects?.close(afterFailStop);
      await opened?.close(); // mailboxes drain, snapshots, log closed
      // A log whose engine never opened (start-up refused it) is closed here, releasing its locks.
      if (opened === undefined) await wal.close().catch(() => undefined);
      await consoleStore.close();
      await pool.close();
      await screener.close();
    })());
  try {
    await consoleStore.open();
    return await startOpened();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }

  async function startOpened(): Promise<RunningService> {
    const engine = await Engine.open({
      wal,
      ...(ownership === undefined ? {} : { ownership }),
      // The archive stays on this machine's disk whichever log is chosen (docs/scale.md).
      ...(local?.threads ? { threads: local.threads } : {}),
      ...(shared === undefined ? {} : { threads: shared.threads }),
      ...(wal instanceof LevelWal
        ? {}
        : local && config.WAL === 'leveldb'
          ? { archive: new LevelArchiveStore(archiveDir(config.DATA_DIR), wal.latch) }
          : {
              archive: new LevelArchiveStore(archiveDir(config.DATA_DIR), wal.latch),
              archiveApart: true,
            }),
      clock,
      feeBps: config.FEE_BPS,
      shardCount: config.ERRAND_SHARDS,
      mailboxDepthMax: config.MAILBOX_DEPTH_MAX,
      screener,
      ...options.engine,
      onFailed: (cause) => logFailure(cause),
      onCommitted: (shard, seq, record) => effects?.committed(shard, seq, record),
    });
    opened = engine;
    for (const r of engine.report.replayedWhole) {
      const why =
        `this node's archive held it to seq ${r.archivedTo}, ` +
        `the log's snapshot is at ${r.snapshotAt}`;
      announce(
        `errand: shard ${r.shard} replayed from its first record: ${why} ` +
          '(docs/scale.md, "Settled history on a shared log")',
      );
    }
    // Shards are taken before the start-up scans below, so they see which shards this node owns.
    assigner =
      ownership === undefined
        ? undefined
        : shardAssigner(ownership, engine.shardCount, config, announce, () => effects);
    await assigner?.start();
    // Built once this node's shards are taken: the matcher and the Loop scheduler take up the
    // owned shards' state as they are made.
    const matcher = new Matcher(engine, clock);
    const supply = new SupplyFigures(engine);
    const loops = new LoopScheduler(engine, clock);
    const uptime = new UptimeLog(engine.wal);
    const mcpChanges = new ResourceChanges(engine);
    const webhooks = new WebhookDispatcher(engine, {
      scheduleMs: config.WEBHOOK_RETRY_SCHEDULE_MS,
      onAttempt: (a) => {
        metrics.webhookAttempt(a.outcome);
        const { orgId: _org, endpointId, body, event, ...entry } = a;
        consoleStore
          .logDelivery(endpointId, entry, { json: JSON.stringify(event), body })
          .catch(() => {});
      },
    });
    // The effects, in the order a committed record reaches them (src/effects/runner.ts); they
    // start, take shards and close in the same order. Adding one: a file in src/effects/ that
    // implements Effect, and its entry here (docs/design.md, "Effects").
    effects = new EffectRunner(
      [
        uptime,
        // The matcher is one for all shards (the Operators' shard owner's): it hears every record.
        matcher,
        // The fill quote's figures (src/effects/supply.ts), from every shard.
        supply,
        // MCP subscribers on this node hear of every shard's records, owned here or not.
        mcpChanges,
        // On a shared log (several nodes) only a shard's owner acts on its records from here on;
        // a node on a log of its own owns every shard, so nothing is skipped there.
        new ScreeningPump(engine),
        new WorkflowStarter(engine),
        new CampaignStarter(engine),
        new ProofCheckRunner(engine, media, pool),
        new Sandbox(
          engine,
          clock,
          media,
          250,
          config.SANDBOX_DISAGREEMENT_PERCENT,
          config.SANDBOX_GOLD_WRONG_PERCENT,
        ),
        loops,
        webhooks,
      ],
      (shard) => engine.owns(shard),
    );
    ownership?.wal.addShardLostListener((shard) => effects?.shardLeft(shard));
    registerScrapeGauges(metrics.registry, { engine, webhooks });
    // Before any effect starts: what they write is stamped with the clock the log left.
    if (virtual)
      await virtual.attach(
        engine.wal,
        Math.max(0, ...[...engine.states().values()].map((s) => s.lastAtMs)),
      );
    await effects.start();
    const signingKeys = await SigningKeys.open(engine.wal);
    // Several nodes: a rotation on another node is taken up here within a few seconds.
    keysRefresh =
      ownership === undefined
        ? undefined
        : setInterval(() => void signingKeys.refresh().catch(() => {}), KEYS_REFRESH_MS);
    keysRefresh?.unref();
    const oauth = new OAuthServer({
      store: consoleStore,
      issuer: () => baseUrl(),
      allowLocalClients: config.OAUTH_ALLOW_LOCAL_CLIENTS === '1',
    });
    const services: Services = {
      oauth,
      uptime,
      signingKeys,
      media,
      payoutPartner: new SimulatedPayoutPartner(),
      payoutDirectory: new PayoutDirectory(),
      config,
      clock,
      adminTokenHash: await adminTokenHash(engine, config, announce),
      ...(virtual
        ? {
            advanceClock: async (ms: number) => {
              const now = await virtual.advance(ms);
              // Deadlines and lapsed offers are due at once on the new time, and so are Loop runs.
              await matcher.tickNow();
              await loops.tickNow();
              return now;
            },
          }
        : {}),
      ...(config.PARTNER_WEBHOOK_SECRET ? { partnerSecret: config.PARTNER_WEBHOOK_SECRET } : {}),
      startedAtMs: Date.now(),
      metrics,
      mcpChanges,
      requestLog: new AgentRequestLog(),
      supply,
      audit: (entry) =>
        consoleStore.audit({
          atMs: Date.now(),
          actor: { kind: 'admin_api', id: null, email: null },
          ...entry,
        }),
    };
    if (config.SEED_DEMO === '1') await seedDemo(engine, announce);
    let address = '';
    const baseUrl = () =>
      config.PUBLIC_URL?.replace(/\/$/, '') ?? address.replace('[::1]', '127.0.0.1');
    const secureCookies = config.CONSOLE_SECURE_COOKIES === '1';
    const doors = await buildDoors({
      engine,
      services,
      logger: options.logger ?? false,
      console: {
        store: consoleStore,
        secret: consoleSecret(config.DATA_DIR),
        secureCookies,
        ...(webhooks ? { webhooks } : {}),
      },
      operatorApp: { dataDir: config.DATA_DIR, latch: wal.latch, env: process.env, secureCookies },
      baseUrl,
    });
    const built = doors.app;
    appStore = doors.operatorAppStore;
    await registerOAuthRoutes(built, oauth);
    app = built;
    backups = await openServiceBackups(
      wal,
      local?.threads,
      {
        console: consoleStore,
        operatorApp: () => appStore,
        orgExists: (id) => engine.stateOf(id).orgs.has(id),
      },
      config.DATA_DIR,
      engine.shardCount,
      announce,
    );
    if (options.logger !== false && options.logger !== undefined)
      logFailure = (cause) => built.log.error(describeFailure(cause), failureLine(cause));
    address = await built.listen({ port: config.PORT, host: config.HOST });
    return { app: built, engine, services, url: address.replace('[::1]', '127.0.0.1'), close };
  }
}
