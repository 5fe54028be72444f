// A test-only `errand serve`: the same composition root and start/stop lines, with engine
// settings no operator can set — ERRAND_TEST_SNAPSHOT_EVERY (snapshots often enough to be the
// write a full disk refuses first) and ERRAND_TEST_ACK_BEFORE_WRITE=1 (the negative control:
// answers before the log write) — and one line naming the first write that failed and where.
import { loadConfig } from '../../src/config.ts';
import { startService } from '../../src/service.ts';
import { serveUntilSignal } from '../../src/cli/serve.ts';
import { ackBeforeWrite } from './ack-before-write-wal.ts';

const snapshotEvery = process.env.ERRAND_TEST_SNAPSHOT_EVERY;
const config = loadConfig();
const service = await startService(config, {
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  engine: snapshotEvery ? { snapshotEvery: Number(snapshotEvery) } : {},
  ...(process.env.ERRAND_TEST_ACK_BEFORE_WRITE === '1' ? { unsafeWal: ackBeforeWrite } : {}),
});

const { engine } = service;
/** Which of the engine's writes failed: the log itself, a snapshot, metadata or the archive. */
let where = 'archive';
const tag =
  <A extends unknown[], R>(name: string, write: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await write(...args);
    } catch (error) {
      if (!engine.isFailed()) where = name;
      throw error;
    }
  };
engine.wal.append = tag('log append', engine.wal.append.bind(engine.wal));
engine.wal.writeSnapshot = tag('snapshot', engine.wal.writeSnapshot.bind(engine.wal));
engine.wal.putMeta = tag('meta', engine.wal.putMeta.bind(engine.wal));
const failed = engine.failed.bind(engine);
engine.failed = (error: unknown) => {
  if (!engine.isFailed()) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    console.log(
      `errand-test: first write failure: ${where}: ` +
        `${String((cause as Error)?.message ?? cause).replace(/\s+/g, ' ')}`,
    );
  }
  failed(error);
};

await serveUntilSignal(service, config.DATA_DIR);
