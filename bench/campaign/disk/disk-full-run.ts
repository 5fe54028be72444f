// The disk-full campaign: errand on a small tmpfs that fills under REST load. Writes start failing
// and errand fail-stops (no acknowledgement after its first failed write; status no longer
// operational); the file system is then grown, errand stopped (SIGTERM or SIGKILL) and started
// again, and every acknowledged command is read back, every in-doubt one retried to one effect,
// and `errand verify` run. Sizes and snapshot intervals vary, so the first write refused is
// sometimes the log append, sometimes a memtable flush, a snapshot or an archive write.
import { join } from 'node:path';
import { READY_MS } from './mounts.ts';
import {
  attempt,
  runVerify,
  startChild,
  type ChildService,
} from '../../../test/support/child-service.ts';
import { taskBody } from '../../../test/support/http.ts';
import { mountTmpfs, type Tmpfs } from './mounts.ts';
import { answeredStopped, driveLoad, makeOrgs, newLedger, requestFor } from './rest-load.ts';
import { mulberry32 as seeded } from '../../../test/support/prng.ts';
import { nodeArgsFor } from '../../../test/support/test-bundle.ts';
import { expectedWallets, lostOf, moneyProblems, settleInDoubt } from './read-back.ts';

const ENTRY = 'test/support/serve-test-engine.ts';
const FAILURE = /errand-test: first write failure: ([^:]+): (.*)/;
const GROWN_KB = 64 * 1024;

export interface DiskFullShape {
  sizeKb: number;
  /** The archive database on a file system of its own this small, so its writes fail first. */
  archiveKb?: number;
  /** Unset: the service's own interval (so rarely reached here). */
  snapshotEvery?: number;
  stopWith: 'SIGTERM' | 'SIGKILL';
}

/** The shapes runs cycle through: below, around and above LevelDB's 4 MB write buffer. */
export const SHAPES: readonly DiskFullShape[] = [
  { sizeKb: 3072, stopWith: 'SIGKILL' },
  { sizeKb: 6144, stopWith: 'SIGTERM' },
  { sizeKb: 4096, snapshotEvery: 40, stopWith: 'SIGKILL' },
  { sizeKb: 16_384, archiveKb: 640, stopWith: 'SIGTERM' },
  { sizeKb: 2560, stopWith: 'SIGTERM' },
  { sizeKb: 5120, stopWith: 'SIGKILL' },
  { sizeKb: 3584, snapshotEvery: 100, stopWith: 'SIGTERM' },
  { sizeKb: 16_384, archiveKb: 1024, snapshotEvery: 300, stopWith: 'SIGKILL' },
];

export interface DiskFullRun {
  shape: DiskFullShape;
  acked: number;
  inDoubt: number;
  lost: string[];
  /** Where the first refused write was, as the server named it ("log append: IO error: …"). */
  firstFailure: string;
  /** 2xx answers to writes sent after the first 5xx (fail-stop means none). */
  ackedAfterFailure: number;
  statusAfterFailure: string;
  problems: string[];
  verifyOk: boolean;
  /** Milliseconds per phase, for the progress line. */
  phases: Record<string, number>;
}

async function statusOf(url: string): Promise<string> {
  const outcome = await attempt(`${url}/v1/status`, {});
  if (outcome.kind === 'transport') return `unreachable (${outcome.error})`;
  return `${outcome.status} ${outcome.body?.data?.status ?? outcome.body?.code ?? ''}`.trim();
}

/** One run: fill, fail-stop, grow, restart, check. `control` answers before writing. */
export async function runDiskFull(
  shape: DiskFullShape,
  options: { seed: number; control?: boolean; workers?: number; fillTimeoutMs?: number },
): Promise<DiskFullRun> {
  const random = seeded(options.seed);
  const env = {
    ...(shape.snapshotEvery ? { ERRAND_TEST_SNAPSHOT_EVERY: String(shape.snapshotEvery) } : {}),
    ...(options.control ? { ERRAND_TEST_ACK_BEFORE_WRITE: '1' } : {}),
  };
  let fs: Tmpfs | undefined;
  let archiveFs: Tmpfs | undefined;
  let child: ChildService | undefined;
  try {
    fs = mountTmpfs(shape.sizeKb);
    const dataDir = join(fs.dir, 'data');
    if (shape.archiveKb) archiveFs = mountTmpfs(shape.archiveKb, join(dataDir, 'archive'));
    child = await startChild(dataDir, {
      entry: await nodeArgsFor(ENTRY),
      env,
      readyTimeoutMs: READY_MS,
    });
    const orgs = await makeOrgs(child.url, 4);
    const phases: Record<string, number> = {};
    let mark = performance.now();
    const phase = (name: string) => {
      phases[name] = Math.round(performance.now() - mark);
      mark = performance.now();
    };
    const ledger = newLedger();
    let full!: () => void;
    const stop = new Promise<void>((resolve) => (full = resolve));
    const timeout = setTimeout(full, options.fillTimeoutMs ?? 900_000);
    const server = child;
    void server.exited.then(() => full());
    await driveLoad(
      {
        url: child.url,
        orgs,
        tag: `full${options.seed}`,
        workers: options.workers ?? 16,
        stop,
        random,
        instructionsChars: 3000,
      },
      ledger,
    );
    clearTimeout(timeout);
    full();
    phase('fill');
    if (ledger.serverErrors === 0 && server.proc.exitCode === null)
      throw new Error(
        `disk of ${shape.sizeKb} KB did not fill in time: ${ledger.acked.length} acked`,
      );

    // Fail-stop: with space back, the same process still acknowledges nothing.
    const statusAfterFailure = await statusOf(child.url);
    fs.resize(GROWN_KB);
    archiveFs?.resize(GROWN_KB);
    let ackedAfterFailure = 0;
    for (let i = 0; i < 8; i++) {
      const probe = {
        kind: 'create' as const,
        org: i % orgs.length,
        id: `probe-${options.seed}-${i}`,
        body: taskBody({ title: `probe ${i}` }),
      };
      const outcome = await attempt(...requestFor(child.url, orgs, probe));
      if (outcome.kind === 'response' && outcome.status < 300) {
        ackedAfterFailure += 1;
        ledger.acked.push({ ...probe, answer: outcome.body.data });
      } else if (outcome.kind === 'transport') ledger.inDoubt.push(probe);
      else if (outcome.status >= 500)
        ledger.inDoubt.push(answeredStopped(probe, outcome.status, outcome.body));
    }
    const firstFailure =
      FAILURE.exec(child.output())?.slice(1).join(': ') ?? 'not named (the process ended first?)';
    await child.stop(shape.stopWith);
    phase('probe+stop');
    child = await startChild(dataDir, {
      entry: await nodeArgsFor(ENTRY),
      env: shape.snapshotEvery ? { ERRAND_TEST_SNAPSHOT_EVERY: String(shape.snapshotEvery) } : {},
      readyTimeoutMs: READY_MS,
    });
    phase('restart');

    const lost = await lostOf(child.url, orgs, ledger.acked);
    const problems = await settleInDoubt(child.url, orgs, ledger.inDoubt);
    if (lost.length === 0)
      problems.push(
        ...(await moneyProblems(
          child.url,
          orgs,
          expectedWallets(orgs.length, [...ledger.acked, ...ledger.inDoubt]),
        )),
      );
    problems.push(...ledger.refused);
    phase('check');
    await child.stop('SIGTERM');
    child = undefined;
    const verified = await runVerify(dataDir);
    phase('verify');
    if (verified.code !== 0) problems.push(`errand verify: ${verified.output.slice(-800)}`);
    return {
      shape,
      acked: ledger.acked.length,
      inDoubt: ledger.inDoubt.length,
      lost,
      firstFailure,
      ackedAfterFailure,
      statusAfterFailure,
      problems,
      verifyOk: verified.code === 0,
      phases,
    };
  } finally {
    if (child) await child.stop('SIGKILL');
    archiveFs?.unmount();
    fs?.unmount();
  }
}
