// The failed-fsync campaign: many fault runs (fsync-run.ts) and their negative control, summed
// into one set of figures. Shared by the maintainer's script (fsync-fault.ts) and the CI subset
// (test/campaign/fsync-fault.test.ts), which differ only in counts.
import { execFileSync } from 'node:child_process';
import { faultChain, type RunFigures, type SyncCall } from './fsync-run.ts';

export interface CampaignOptions {
  /** Fault runs with fdatasync failing (what LevelDB's synced log writes call). */
  readonly fdatasyncRuns: number;
  /** Fault runs with fsync failing (LevelDB's table and directory syncs). */
  readonly fsyncRuns: number;
  /** Negative-control runs: a service whose write latch swallows errors, fdatasync failing. */
  readonly controlRuns: number;
  readonly seed: number;
  readonly log: (line: string) => void;
}

type Sums = Omit<
  RunFigures,
  | 'run'
  | 'call'
  | 'control'
  | 'failure_observed'
  | 'status_503'
  | 'stored_reply_while_failed'
  | 'cause_logged'
> & {
  runs: number;
  failures_observed: number;
  status_503_runs: number;
  stored_reply_runs: number;
  cause_logged_runs: number;
  /**
   * Data directories (chains of runs) checked by `errand verify` at the end, and how many passed.
   */
  verified_dirs: number;
  verify_ok_dirs: number;
};

export interface CampaignFigures extends Sums {
  readonly campaign: 'fsync-fault';
  fdatasync_runs: number;
  fsync_runs: number;
  control: Sums;
  wall_s: number;
}

/**
 * fiu-run and fiu-ctrl (Debian fiu-utils), installed when missing and we are root; else why not.
 */
export function ensureFiu(): string | undefined {
  const has = () => {
    try {
      execFileSync('sh', ['-c', 'command -v fiu-run && command -v fiu-ctrl'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return undefined;
  if (process.getuid?.() !== 0)
    return 'fiu-utils is not installed and this is not root (apt-get install -y fiu-utils)';
  execFileSync('apt-get', ['install', '-y', 'fiu-utils'], { stdio: 'ignore' });
  return has() ? undefined : 'apt-get install -y fiu-utils did not provide fiu-run and fiu-ctrl';
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

const emptySums = (): Sums => ({
  runs: 0,
  sent: 0,
  acked: 0,
  acked_checked: 0,
  acked_lost: 0,
  in_doubt: 0,
  in_doubt_landed: 0,
  in_doubt_not_one_effect: 0,
  stopped_checked: 0,
  stopped_applied: 0,
  sent_after_failure: 0,
  acked_after_failure: 0,
  acked_in_flight_at_failure: 0,
  failures_observed: 0,
  status_503_runs: 0,
  stored_reply_runs: 0,
  cause_logged_runs: 0,
  verified_dirs: 0,
  verify_ok_dirs: 0,
});

function add(sums: Sums, r: RunFigures): void {
  sums.runs += 1;
  for (const k of [
    'sent',
    'acked',
    'acked_checked',
    'acked_lost',
    'in_doubt',
    'in_doubt_landed',
    'in_doubt_not_one_effect',
    'stopped_checked',
    'stopped_applied',
    'sent_after_failure',
    'acked_after_failure',
    'acked_in_flight_at_failure',
  ] as const)
    sums[k] += r[k];
  sums.failures_observed += Number(r.failure_observed);
  sums.status_503_runs += Number(r.status_503);
  sums.stored_reply_runs += Number(r.stored_reply_while_failed);
  sums.cause_logged_runs += Number(r.cause_logged);
}

/** Runs per data directory: each restart reads back everything the directory ever acknowledged. */
const CHAIN_RUNS_MAX = 5;

function chains(runs: number): number[] {
  const out: number[] = [];
  for (let left = runs; left > 0; left -= CHAIN_RUNS_MAX) out.push(Math.min(CHAIN_RUNS_MAX, left));
  return out;
}

export async function runFsyncCampaign(o: CampaignOptions): Promise<CampaignFigures> {
  const started = performance.now();
  const rand = rng(o.seed);
  const figures: CampaignFigures = {
    campaign: 'fsync-fault',
    fdatasync_runs: 0,
    fsync_runs: 0,
    ...emptySums(),
    control: emptySums(),
    wall_s: 0,
  };
  const plan: Array<{ call: SyncCall; control: boolean; runs: number }> = [
    ...chains(o.fdatasyncRuns).map((runs) => ({
      call: 'fdatasync' as const,
      control: false,
      runs,
    })),
    ...chains(o.fsyncRuns).map((runs) => ({ call: 'fsync' as const, control: false, runs })),
    ...Array.from({ length: o.controlRuns }, () => ({
      call: 'fdatasync' as const,
      control: true,
      runs: 1,
    })),
  ];
  for (const [i, p] of plan.entries()) {
    const { runs, verifyOk } = await faultChain({
      chainId: `${o.seed.toString(36)}-${i}`,
      call: p.call,
      control: p.control,
      faultAfterAcks: Array.from({ length: p.runs }, () => 30 + Math.floor(rand() * 300)),
      workers: 16,
      orgs: 4,
      requestsMax: p.call === 'fsync' ? 40_000 : 10_000,
      // fsync fails only once LevelDB first flushes a table: the load must run on until that comes.
      afterFault: p.call === 'fsync' ? 40_000 : 40,
      log: o.log,
    });
    const sums = p.control ? figures.control : figures;
    for (const r of runs) {
      add(sums, r);
      if (!p.control) figures[p.call === 'fsync' ? 'fsync_runs' : 'fdatasync_runs'] += 1;
    }
    sums.verified_dirs += 1;
    sums.verify_ok_dirs += Number(verifyOk);
  }
  figures.wall_s = Math.round((performance.now() - started) / 100) / 10;
  return figures;
}
