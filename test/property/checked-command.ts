// One shape for the model-based tests' commands: act, count the step, then check that the engine
// still agrees with the model (every invariant included) before the next command runs.
import type fc from 'fast-check';
import { DomainError } from '../../src/errors/problem.ts';

export function checkedCommands<M extends object, R>(
  agrees: (m: M, r: R) => Promise<void>,
  count: (what: string) => void,
) {
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

/** A command's answer, or the code of the domain error it was refused with. */
export async function outcome(
  run: () => Promise<unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, code: error.code };
    throw error;
  }
}
