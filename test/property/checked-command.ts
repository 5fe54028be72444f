// One shape for the model-based tests' commands: act, count the step, then check that the engine
// still agrees with the model (every invariant included) before the next command runs.
import type fc from 'fast-check';

export function checkedCommands<M extends object, R>(agrees: (m: M, r: R) => Promise<void>, count: (what: string) => void) {
  return (name: string, act: (m: M, r: R) => Promise<void>): fc.AsyncCommand<M, R> => ({
    check: () => true,
    run: async (m, r) => {
      await act(m, r);
      count('steps');
      await agrees(m, r);
    },
    toString: () => name,
  });
}
