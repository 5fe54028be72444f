// What an operator needs to read when the engine fail-stops: the storage code (LEVEL_IO_ERROR,
// ENOSPC, ...) and the first cause's message, e.g. LevelDB's "IO error: …/000012.log: No space
// left on device". Messages of storage errors name files, never people; a cause that is a
// domain object is reduced to its name and code.

export interface FailureReport {
  /** The first machine-readable code found down the cause chain, or null. */
  readonly code: string | null;
  /** Name and message of the innermost cause. */
  readonly cause: string;
}

/** Bound on the cause chain walked and on the message kept. */
const CAUSES_MAX = 8;
const MESSAGE_CHARS_MAX = 300;

export function describeFailure(error: unknown): FailureReport {
  let code: string | null = null;
  let current: unknown = error;
  let innermost: unknown = error;
  for (let i = 0; i < CAUSES_MAX && current !== undefined && current !== null; i++) {
    const c = (current as { code?: unknown }).code;
    if (code === null && typeof c === 'string') code = c;
    innermost = current;
    current = (current as { cause?: unknown }).cause;
  }
  return { code, cause: summary(innermost) };
}

function summary(error: unknown): string {
  if (!(error instanceof Error))
    return typeof error === 'string' ? error.slice(0, MESSAGE_CHARS_MAX) : 'unknown cause';
  return `${error.name}: ${error.message}`.slice(0, MESSAGE_CHARS_MAX);
}

/** The one log line: what failed, why, and what happens now. */
export function failureLine(error: unknown): string {
  const { code, cause } = describeFailure(error);
  return (
    `errand: engine failed (${code ?? 'no code'}: ${cause}); writes refused until restart, ` +
    `reads and stored replies still served`
  );
}
