// The property campaign: the model-based suites of test/property, run round after round (a round
// is one suite, many runs, one seed derived from the campaign's seed) with failed writes and
// replays mixed into their command streams, until the step count is reached. Every step is
// followed by the suite's agreement check, which replays the whole log and checks every invariant.
// One round in `levelEvery` runs on LevelDB, the rest on the in-memory log (same codec and group
// commit, no disk). The negative control swaps the fault steps for a write the disk drops while
// reporting it done: the checks must catch that.
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { engineSuite } from '../../test/property/engine-suite.ts';
import {
  faultSteps,
  faultyHome,
  lostWriteStep,
  type FaultyHome,
} from '../../test/property/fault-steps.ts';
import { loopSuite } from '../../test/property/loop-suite.ts';
import { surfaceSuite } from '../../test/property/surface-suite.ts';
import { suiteProperty, type Suite, type SuiteReal } from '../../test/property/suite.ts';
import { workflowSuite } from '../../test/property/workflow-suite.ts';

export interface PropertyCampaignOptions {
  /** Run rounds until at least this many steps ran. */
  steps: number;
  seed: number;
  /** Commands per run at most. */
  maxCommands?: number;
  runsPerRound?: number;
  /** One round in this many on LevelDB; 0: none. */
  levelEvery?: number;
  control?: boolean;
  onRound?: (figures: PropertyFigures) => void;
}

export interface PropertyFigures {
  /** Every step run; each is followed by a full replay of the log and every invariant. */
  steps: number;
  /** Steps that were a suite's command (not a restart or a fault). */
  commands: number;
  failed_writes: number;
  /** Every reopen from the log: restart steps and the restart after each failed write. */
  replays: number;
  /** Negative control only: writes the disk dropped while reporting them done. */
  lost_writes: number;
  runs: number;
  level_runs: number;
  rounds: number;
}

export interface PropertyFailure {
  suite: string;
  log: 'memory' | 'level';
  round: number;
  seed: number;
  path: string | undefined;
  /** fast-check's report: the shrunk counterexample and the error it raised. */
  report: string;
}

export const SUITES = [engineSuite, workflowSuite, loopSuite, surfaceSuite] as const;

/**
 * Each round's seed, from the campaign's: a failure names its round's seed and path to replay it.
 */
export function roundSeed(seed: number, round: number): number {
  return (seed ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0;
}

export async function runPropertyCampaign(
  options: PropertyCampaignOptions,
): Promise<{ figures: PropertyFigures; failure?: PropertyFailure }> {
  const figures: PropertyFigures = {
    steps: 0,
    commands: 0,
    failed_writes: 0,
    replays: 0,
    lost_writes: 0,
    runs: 0,
    level_runs: 0,
    rounds: 0,
  };
  const levelEvery = options.levelEvery ?? 10;
  for (let round = 0; figures.steps < options.steps; round++) {
    const suite = SUITES[round % SUITES.length]!;
    const log = levelEvery > 0 && round % levelEvery === levelEvery - 1 ? 'level' : 'memory';
    const seed = roundSeed(options.seed, round);
    const failure = await runRound(
      suite as Suite<object, SuiteReal, unknown>,
      log,
      seed,
      figures,
      options,
    );
    figures.rounds += 1;
    if (failure) return { figures, failure: { suite: suite.name, log, round, seed, ...failure } };
    options.onRound?.(figures);
  }
  return { figures };
}

async function runRound<M extends object, R extends SuiteReal>(
  suite: Suite<M, R, unknown>,
  log: 'memory' | 'level',
  seed: number,
  figures: PropertyFigures,
  options: PropertyCampaignOptions,
): Promise<{ path: string | undefined; report: string } | undefined> {
  const tally = (what: 'failed_write' | 'replay' | 'lost_write') => {
    figures[`${what}s`] += 1;
  };
  const counting: Suite<M, R, unknown> = {
    ...suite,
    commands: suite.commands.map(countedAs(figures, 'suite')),
  };
  const extra = (options.control ? [lostWriteStep(suite, tally)] : faultSteps(suite, tally)).map(
    countedAs(figures, 'fault'),
  );
  const property = suiteProperty(counting, () => faultyHome(log), {
    maxCommands: options.maxCommands ?? 60,
    extra,
    done: (home) => {
      figures.runs += 1;
      if (log === 'level') figures.level_runs += 1;
      const dir = (home as FaultyHome).dir;
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  });
  const result = await fc.check(property, { numRuns: options.runsPerRound ?? 10, seed });
  if (!result.failed) return undefined;
  const error =
    result.errorInstance instanceof Error
      ? result.errorInstance.message
      : String(result.errorInstance);
  return {
    path: result.counterexamplePath ?? undefined,
    report: `${fc.defaultReportMessage(result) ?? 'failed'}\n${error}`,
  };
}

/** Counts a step once it ran; a suite's restart is a replay, any other of its steps a command. */
function countedAs<M extends object, R>(figures: PropertyFigures, source: 'suite' | 'fault') {
  return (arb: fc.Arbitrary<fc.AsyncCommand<M, R>>) =>
    arb.map(
      (c): fc.AsyncCommand<M, R> => ({
        check: (m) => c.check(m),
        run: async (m, r) => {
          await c.run(m, r);
          figures.steps += 1;
          if (source === 'fault') return;
          if (c.toString().startsWith('restart')) figures.replays += 1;
          else figures.commands += 1;
        },
        toString: () => c.toString(),
      }),
    );
}
