// A chain of failed-fsync runs on one data directory. `errand serve` runs under libfiu with the
// sync call's failure point disabled; each run drives REST load and enables the point (EIO)
// mid-load. Checked while failed: nothing sent after the first failure answer is acknowledged,
// /v1/status answers 503, an acknowledged key's retry still gets its stored answer, the cause is
// in errand's log. Then stop and restart with the point disabled (no fault): the open replays and
// checks every record; every command acknowledged so far in the directory is read back; every
// in-doubt one is retried twice by its key. That process carries the next run. At the end of the
// chain the last process stops cleanly and `errand verify` checks the whole directory. (Verify
// runs after a restart, not on the directory as the failure left it: the archive is derived from
// the log and is caught up by the next open, as after a crash.)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import {
  attempt,
  runVerify,
  startChild,
  type ChildService,
} from '../../test/support/child-service.ts';
import { newOrg, type TestOrg } from '../../test/support/http.ts';
import { tempDir } from '../../test/support/harness.ts';
import { nodeArgsFor } from '../../test/support/test-bundle.ts';
import { checkAcked, newTally, retryInDoubt, type Tally } from './fsync-check.ts';
import { acked, requestOf, runLoad, type Sent } from './fsync-load.ts';

const exec = promisify(execFile);

export type SyncCall = 'fdatasync' | 'fsync';

export interface ChainOptions {
  readonly chainId: string;
  readonly call: SyncCall;
  /**
   * The negative control: a service whose write latch swallows write errors (test-only entry); one
   * run per chain.
   */
  readonly control: boolean;
  /** Acknowledgements before the fault is switched on, one figure per run. */
  readonly faultAfterAcks: readonly number[];
  readonly workers: number;
  readonly orgs: number;
  readonly requestsMax: number;
  /**
   * Requests per worker after the fault is on, failure answer or not (fsync fails only at a table
   * flush).
   */
  readonly afterFault: number;
  readonly log: (line: string) => void;
}

export interface RunFigures extends Tally {
  readonly run: string;
  readonly call: SyncCall;
  readonly control: boolean;
  sent: number;
  /**
   * Commands of this run acknowledged (acked_checked counts read-backs of all runs so far in the
   * directory).
   */
  acked: number;
  /** The fault showed: some answer said the write path failed. */
  failure_observed: boolean;
  /** Commands sent after the first failure answer arrived. */
  sent_after_failure: number;
  /** Of those, acknowledged: must be 0. */
  acked_after_failure: number;
  /** Sent before the first failure answer, acknowledged after it (their write completed first). */
  acked_in_flight_at_failure: number;
  status_503: boolean;
  stored_reply_while_failed: boolean;
  cause_logged: boolean;
}

// A start under fiu-run can deadlock inside libfiu's preload (its write wrapper resolving strdup
// through dlsym while another thread holds the loader lock; seen on Node 24, docs/status.md), so
// a start that has not listened in 20 s is killed and made again, up to eight times (one start in
// 7-16 hung there with two busy loops beside it; a start that does not hang takes a few seconds,
// 1-4 s beside the whole test suite). Under the suite's heaviest phase on Node 22 four starts in a
// row hung (2026-11-28), which the earlier 45 s and three retries did not outlast; none of 18
// starts on a quiet host did.
const READY_TIMEOUT_MS = 20_000;
const HUNG_RETRIES = 8;

const fiuName = (call: SyncCall) => `posix/io/sync/${call}`;

async function stop(child: ChildService): Promise<void> {
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 30_000);
  await child.stop('SIGTERM');
  clearTimeout(timer);
}

function answersOf(sent: readonly Sent[]): string {
  const counts = new Map<string, number>();
  for (const s of sent) {
    const key = `${s.kind} ${s.status ?? 'none'}${s.code ? ` ${s.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return JSON.stringify(Object.fromEntries(counts));
}

export async function faultChain(
  o: ChainOptions,
): Promise<{ runs: RunFigures[]; verifyOk: boolean }> {
  const dir = tempDir('errand-fsync-');
  const underFiu = async (control: boolean) =>
    startChild(dir, {
      prefix: ['fiu-run', '-x', '-c', `disable name=${fiuName(o.call)}`],
      ...(control
        ? { entry: await nodeArgsFor('bench/campaign/unsafe-ignore-errors-serve.ts') }
        : {}),
      logLevel: 'error',
      readyTimeoutMs: READY_TIMEOUT_MS,
      hungRetries: HUNG_RETRIES,
    });
  const orgs: TestOrg[] = [];
  const allAcked: Sent[] = [];
  const runs: RunFigures[] = [];
  let child = await underFiu(o.control);
  try {
    for (let k = 0; k < o.orgs; k++) orgs.push(await newOrg(child.url, '1000000000'));
    for (const [i, faultAfterAcks] of o.faultAfterAcks.entries()) {
      const run = `${o.chainId}.${i}`;
      const f: RunFigures = {
        run,
        call: o.call,
        control: o.control,
        ...newTally(),
        sent: 0,
        acked: 0,
        failure_observed: false,
        sent_after_failure: 0,
        acked_after_failure: 0,
        acked_in_flight_at_failure: 0,
        status_503: false,
        stored_reply_while_failed: false,
        cause_logged: false,
      };
      const faulty = child;
      let armed: Promise<unknown> | undefined;
      const load = await runLoad({
        base: faulty.url,
        orgs,
        workers: o.workers,
        runId: run,
        afterFailure: 4,
        afterFault: o.afterFault,
        requestsMax: o.requestsMax,
        onAck: (acks) => {
          if (acks !== faultAfterAcks) return false;
          o.log(`run ${run}: ${acks} acknowledged; ${o.call} now fails with EIO`);
          armed = exec('fiu-ctrl', [
            '-c',
            `enable name=${fiuName(o.call)},failinfo=5`,
            String(faulty.proc.pid),
          ]);
          return true;
        },
      });
      await armed;
      o.log(`run ${run}: answers ${answersOf(load.sent)}`);
      f.sent = load.sent.length;
      f.acked = load.sent.filter(acked).length;
      f.failure_observed = load.failTick !== undefined;
      const failTick = load.failTick ?? Infinity;
      const after = load.sent.filter((s) => s.sentTick > failTick);
      f.sent_after_failure = after.length;
      f.acked_after_failure = after.filter(acked).length;
      f.acked_in_flight_at_failure = load.sent.filter(
        (s) => s.sentTick < failTick && acked(s) && s.answeredTick! > failTick,
      ).length;
      const status = await attempt(`${faulty.url}/v1/status`, {});
      f.status_503 =
        status.kind === 'response' &&
        status.status === 503 &&
        status.body.data.status === 'degraded';
      const first = load.sent.find((s) => s.kind === 'create' && acked(s));
      if (first) {
        const [url, init] = requestOf(faulty.url, first);
        const again = await attempt(url, init);
        f.stored_reply_while_failed =
          again.kind === 'response' &&
          again.status === 201 &&
          again.body.data.taskId === first.resultId;
      }
      f.cause_logged = /engine failed \(LEVEL_IO_ERROR: .*Input\/output error/.test(
        faulty.output(),
      );
      await stop(faulty);
      // The restart is errand itself (the control's unsafe entry only ever runs faulty).
      child = await underFiu(false);
      allAcked.push(...load.sent.filter(acked));
      // Everything acknowledged in this directory so far, not only this run's: each restart reads
      // all of it back.
      const lost = await checkAcked(child.url, allAcked, f);
      for (const s of lost.slice(0, 3))
        o.log(`run ${run}: LOST ${s.kind} ${s.key} (answered ${s.status})`);
      if (lost.length > 0)
        allAcked.splice(0, allAcked.length, ...allAcked.filter((s) => !lost.includes(s)));
      await retryInDoubt(child.url, load.sent, f);
      o.log(
        `run ${run}: sent ${f.sent}, acked ${f.acked}, read back ${f.acked_checked}, lost ` +
          `${f.acked_lost}, in doubt ${f.in_doubt} (${f.in_doubt_landed} landed), sent after ` +
          `failure ${f.sent_after_failure} / acked ${f.acked_after_failure}`,
      );
      runs.push(f);
    }
  } finally {
    await stop(child);
  }
  const verified = await runVerify(dir);
  const verifyOk = verified.code === 0;
  if (!verifyOk) o.log(`chain ${o.chainId}: errand verify failed:\n${verified.output}`);
  if (!verifyOk || runs.some((r) => r.acked_lost > 0))
    o.log(`chain ${o.chainId}: data kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  return { runs, verifyOk };
}
