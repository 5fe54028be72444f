// A model-based suite as one value: how a run starts, its commands, its agreement check and how it
// restarts. The property tests run each suite alone; the property campaign runs them all, with
// failed writes and replays mixed into their command streams.
import fc from 'fast-check';
import type { Engine } from '../../src/runtime/engine.ts';
import type { LogHome } from '../support/harness.ts';

export interface SuiteReal {
  engine: Engine;
  home: LogHome;
}

export interface Suite<M extends object, R extends SuiteReal, S = unknown> {
  name: string;
  /** What a run starts from besides its commands (the wallets' funding, …). */
  start: fc.Arbitrary<S>;
  setup(home: LogHome, start: S): Promise<{ model: M; real: R }>;
  commands: fc.Arbitrary<fc.AsyncCommand<M, R>>[];
  /** The engine agrees with the model and every invariant holds. */
  agrees(m: M, r: R): Promise<void>;
  /** Closes the engine and opens it again on the same log, as a restart does. */
  reopen(r: R): Promise<void>;
  /** After the last command of a run. */
  finish?(m: M, r: R): Promise<void>;
}

export interface SuiteRunOptions<M extends object, R extends SuiteReal> {
  maxCommands: number;
  /** Commands every suite can take beside its own (failed writes, replays). */
  extra?: fc.Arbitrary<fc.AsyncCommand<M, R>>[];
  /** Called with each run's home once the run is over, passed or not (to remove a directory). */
  done?: (home: LogHome) => void;
}

/** One run of a suite: set up, run the commands with their checks, finish, close. */
export function suiteProperty<M extends object, R extends SuiteReal, S>(
  suite: Suite<M, R, S>,
  homeFor: () => LogHome,
  options: SuiteRunOptions<M, R>,
) {
  const commands = fc.commands([...suite.commands, ...(options.extra ?? [])], {
    maxCommands: options.maxCommands,
    size: 'max',
  });
  return fc.asyncProperty(suite.start, commands, async (start, cmds) => {
    const home = homeFor();
    try {
      const { model, real } = await suite.setup(home, start);
      try {
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await suite.finish?.(model, real);
      } finally {
        await real.engine.close();
      }
    } finally {
      options.done?.(home);
    }
  });
}
