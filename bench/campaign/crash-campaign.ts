// The crash campaign: mixed REST load against the real `errand serve`, SIGKILL at a random moment,
// restart on the same data directory (history accumulates, as in service), then the checker:
// acknowledged commands read back, in-doubt ones retried, wallets against the model, the ledger;
// `errand verify` on the stopped directory every few kills and whenever a directory is retired.
import { rmSync } from 'node:fs';
import { tempDir } from '../../test/support/harness.ts';
import { admin } from '../../test/support/http.ts';
import { runVerify, startChild, type ChildService } from '../../test/support/child-service.ts';
import { runLoad, type Round, type World } from './crash-load.ts';
import { checkAcked, checkMoney, newTally, retryInDoubt, type Tally } from './crash-check.ts';
import { setUpWorld, type Cast } from './crash-setup.ts';
import { nodeArgsFor } from '../../test/support/test-bundle.ts';
import { mulberry32 as rng } from '../../test/support/prng.ts';

export interface CampaignOptions extends Cast {
  kills: number;
  seed: number;
  workers: number;
  /** A new data directory after this many kills (start-up replays the whole history). */
  freshEvery: number;
  verifyEvery: number;
  /**
   * The kill lands once the round has acknowledged a random 1 to this many commands: a count, not
   * a time, so a loaded machine kills at the same depth of the load (docs/status.md).
   */
  killAfterAcks: number;
  /** The negative control: a build that answers before it writes. */
  unsafe: boolean;
  log: (line: string) => void;
  /** Asked before each kill: true ends the campaign early, its figures so far still whole. */
  shouldStop?: () => boolean;
}

export interface Figures extends Tally {
  campaign: 'crash';
  build: 'errand serve' | 'unsafe: ack before write';
  kill_points: number;
  sent: number;
  acked: number;
  refused: number;
  verify_runs: number;
  verify_failures: number;
  /**
   * SIGTERM before a directory is retired: it must close cleanly, and a start from its snapshots
   * read everything back.
   */
  graceful_stops: number;
  graceful_failures: number;
  data_dirs: number;
  restart_ms_median: number;
  restart_ms_max: number;
  wall_s: number;
  seed: number;
}

/** Started from its bundle, not through tsx (test/support/test-bundle.ts). */
const UNSAFE_ENTRY = 'bench/campaign/unsafe-serve.ts';
/** Service time each round: an hourly Loop proposes a run every other round. */
const ROUND_ADVANCE_S = 1_800;
/**
 * A directory's first command must still be inside its 24-hour idempotency window when the
 * directory is retired and everything it acknowledged is replayed with its key once more.
 */
const DIRECTORY_SPAN_MAX_S = 20 * 3_600;
/** A round that never reaches its count is killed anyway after this long (the figures show it). */
const PROGRESS_WAIT_MS = 60_000;

async function start(dir: string, o: CampaignOptions): Promise<ChildService> {
  return startChild(dir, {
    env: { ERRAND_CLOCK: 'virtual' },
    readyTimeoutMs: 120_000,
    ...(o.unsafe ? { entry: await nodeArgsFor(UNSAFE_ENTRY) } : {}),
  });
}

/** Load until a random number of acknowledgements, then SIGKILL; returns the round. */
async function loadAndKill(
  child: ChildService,
  world: World,
  o: CampaignOptions,
  rand: () => number,
): Promise<Round> {
  // Time passes each round: the active Loops propose runs for the agents to decide.
  const advanced = await admin(child.url, 'POST', '/internal/v1/clock/advance', {
    seconds: ROUND_ADVANCE_S,
  });
  if (advanced.status !== 200)
    throw new Error(`clock advance: ${advanced.status} ${JSON.stringify(advanced.body)}`);
  const round: Round = {
    url: child.url,
    clockMs: Date.parse(advanced.body.data.now),
    rand,
    sent: [],
    stopped: false,
    acked: 0,
  };
  const killAt = 1 + Math.floor(rand() * o.killAfterAcks);
  const enough = new Promise<void>((resolve) => {
    round.onAck = () => {
      if (round.acked >= killAt) resolve();
    };
    setTimeout(resolve, PROGRESS_WAIT_MS).unref();
  });
  const load = runLoad(world, round, o.workers);
  await enough;
  const exit = await child.stop('SIGKILL');
  round.stopped = true;
  await load;
  if (exit.signal !== 'SIGKILL')
    throw new Error(
      `errand serve ended by itself (${exit.code}) before the kill:\n` +
        `${child.output().slice(-2_000)}`,
    );
  return round;
}

async function verifyStopped(dir: string, figures: Figures, o: CampaignOptions): Promise<void> {
  const checked = await runVerify(dir);
  figures.verify_runs += 1;
  if (checked.code === 0) return;
  figures.verify_failures += 1;
  o.log(`errand verify failed on ${dir}:\n${checked.output.slice(-2_000)}`);
  if (figures.samples.length < 12)
    figures.samples.push(`errand verify: ${checked.output.slice(-300)}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runCrashCampaign(o: CampaignOptions): Promise<Figures> {
  if (o.freshEvery * ROUND_ADVANCE_S > DIRECTORY_SPAN_MAX_S)
    throw new Error(
      `--fresh-every ${o.freshEvery}: at most ${DIRECTORY_SPAN_MAX_S / ROUND_ADVANCE_S} ` +
        `kills per directory keep its history inside the idempotency window`,
    );
  const started = performance.now();
  const rand = rng(o.seed);
  const restarts: number[] = [];
  const figures: Figures = {
    campaign: 'crash',
    build: o.unsafe ? 'unsafe: ack before write' : 'errand serve',
    kill_points: 0,
    sent: 0,
    acked: 0,
    refused: 0,
    ...newTally(),
    verify_runs: 0,
    verify_failures: 0,
    graceful_stops: 0,
    graceful_failures: 0,
    data_dirs: 0,
    restart_ms_median: 0,
    restart_ms_max: 0,
    wall_s: 0,
    seed: o.seed,
  };
  let dir = '';
  let child: ChildService | undefined;
  let world: World | undefined;
  try {
    for (let k = 0; k < o.kills; k++) {
      if (o.shouldStop?.()) {
        if (child) {
          // The directory in use ends as every retired one does: verified once stopped.
          await child.stop('SIGKILL');
          child = undefined;
          await verifyStopped(dir, figures, o);
        }
        break;
      }
      if (!child || !world) {
        dir = tempDir('errand-crash-campaign-');
        figures.data_dirs += 1;
        child = await start(dir, o);
        world = await setUpWorld(child.url, o);
      }
      const round = await loadAndKill(child, world, o, rand);
      figures.kill_points += 1;
      for (const s of round.sent) {
        if (s.outcome !== 'unsent') figures.sent += 1;
        if (s.outcome === 'acked') figures.acked += 1;
        if (s.outcome === 'refused') figures.refused += 1;
      }
      const retire = (k + 1) % o.freshEvery === 0 || k === o.kills - 1;
      if ((k + 1) % o.verifyEvery === 0) await verifyStopped(dir, figures, o);

      child = await start(dir, o);
      restarts.push(child.startupMs);
      const acked = round.sent.filter((s) => s.outcome === 'acked');
      const lostBefore = figures.acked_lost;
      const samplesBefore = figures.samples.length;
      await checkAcked(child.url, acked, figures);
      world.acked.push(...acked);
      await retryInDoubt(
        child.url,
        world,
        round.sent.filter((s) => s.outcome === 'in_doubt'),
        figures,
      );
      await checkMoney(child.url, world, figures);
      if (figures.samples.length > samplesBefore)
        o.log(figures.samples.slice(samplesBefore).join('\n'));
      o.log(
        `kill ${k + 1}/${o.kills}: ${round.sent.length} sent, ${acked.length} acked, ` +
          `${round.sent.filter((s) => s.outcome === 'in_doubt').length} in doubt, ` +
          `${figures.acked_lost - lostBefore} lost; restart ${child.startupMs.toFixed(0)} ms`,
      );

      if ((k + 1) % 25 === 0) {
        const {
          samples: _s,
          by_kind: _b,
          restart_ms_median: _m,
          restart_ms_max: _x,
          wall_s: _w,
          ...soFar
        } = figures;
        o.log(`so far ${JSON.stringify(soFar)}`);
      }
      if (retire) {
        // Before the directory goes: a graceful stop (every shard snapshots), a start from those
        // snapshots, and everything the directory ever acknowledged read back once more.
        const graceful = await child.stop('SIGTERM');
        figures.graceful_stops += 1;
        if (graceful.code !== 0 || !child.output().includes('errand: closed cleanly')) {
          figures.graceful_failures += 1;
          figures.samples.push(
            `SIGTERM ended with ${graceful.code ?? graceful.signal}: ${child.output().slice(-300)}`,
          );
        }
        child = await start(dir, o);
        await checkAcked(child.url, world.acked, figures, true);
        await checkMoney(child.url, world, figures);
        await child.stop('SIGKILL');
        await verifyStopped(dir, figures, o);
        rmSync(dir, { recursive: true, force: true });
        child = undefined;
        world = undefined;
      }
    }
  } finally {
    await child?.stop('SIGKILL');
  }
  figures.restart_ms_median = Math.round(median(restarts));
  figures.restart_ms_max = Math.round(Math.max(0, ...restarts));
  figures.wall_s = Math.round((performance.now() - started) / 1000);
  return figures;
}

function merged(all: Figures[]): Figures {
  const [first, ...rest] = all;
  const out: Figures = structuredClone(first!);
  for (const f of rest) {
    for (const [k, v] of Object.entries(f))
      if (typeof v === 'number' && k !== 'seed')
        (out as unknown as Record<string, number>)[k]! += v;
    for (const [kind, n] of Object.entries(f.by_kind)) {
      const key = kind as keyof Figures['by_kind'];
      out.by_kind[key] ??= { acked: 0, lost: 0, in_doubt: 0 };
      const into = out.by_kind[key];
      into.acked += n.acked;
      into.lost += n.lost;
      into.in_doubt += n.in_doubt;
    }
    out.samples.push(...f.samples);
  }
  out.restart_ms_median = median(all.map((f) => f.restart_ms_median));
  out.restart_ms_max = Math.max(...all.map((f) => f.restart_ms_max));
  out.wall_s = Math.max(...all.map((f) => f.wall_s));
  return out;
}

/**
 * `lanes` campaigns side by side, each with its own service, directory and seed, the kills split
 * between them: restarts are the slow part, and one lane's restart overlaps another's load.
 */
export async function runCrashLanes(o: CampaignOptions, lanes: number): Promise<Figures> {
  const runs = Array.from({ length: lanes }, (_, lane) => {
    const kills = Math.floor(o.kills / lanes) + (lane < o.kills % lanes ? 1 : 0);
    return runCrashCampaign({
      ...o,
      kills,
      seed: o.seed + lane * 7_919,
      log: (line) => o.log(lanes > 1 ? `lane ${lane}: ${line}` : line),
    });
  });
  return merged(await Promise.all(runs));
}
