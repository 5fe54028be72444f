// Domain code fails with a DomainError carrying a stable code; only the edges turn it into
// problem+json or an MCP tool error, through toProblem, so they never disagree.
import { ERROR_CODES, type ErrorCode } from './codes.ts';

export type ProblemDetail = Record<string, unknown>;

export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: ProblemDetail,
  ) {
    super(ERROR_CODES[code].title);
    this.name = 'DomainError';
    this.status = ERROR_CODES[code].status;
  }
}

/**
 * Seconds a client is asked to wait after a refusal for load (mailbox full, too many requests in
 * flight, shutting down).
 */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/**
 * A 503 for load, not for a fault: nothing was applied and the same request may succeed shortly,
 * so the answer says when (`detail.retry_after_seconds`, and the Retry-After header over HTTP).
 * A stopped log (`writes_stopped`) is not one of these: it lasts until a restart.
 */
export function refusedForLoad(reason: 'shard_busy' | 'overloaded' | 'shutting_down'): DomainError {
  return new DomainError('unavailable', {
    reason,
    retry_after_seconds: OVERLOAD_RETRY_AFTER_SECONDS,
  });
}

/** The log stopped taking writes (fail-stop): refused until a restart. */
export function writesStopped(): DomainError {
  return new DomainError('unavailable', { reason: 'writes_stopped' });
}

/**
 * A command whose record was on its way to disk when a write failed, or an answer computed from
 * such records: it may or may not have been applied (never "nothing was applied"); the caller
 * retries with the same Idempotency-Key once the service has restarted (docs/reliability.md).
 */
export function outcomeUnknown(): DomainError {
  return new DomainError('outcome_unknown');
}

/**
 * What an answer to a command becomes when the records it was computed from will never be durable
 * (a write failed, or on a shared log the shard stopped being this node's with records in flight):
 * a refusal saying "nothing was applied" would be a lie if the command's own record was among those
 * written, or if the command was applied elsewhere (a forwarded one), so such an answer says its
 * outcome is unknown (docs/scale.md, "Answers that tell the truth").
 */
export function asCommandAnswer(error: unknown): unknown {
  const reason =
    error instanceof DomainError && error.code === 'unavailable' && error.detail?.reason;
  return reason === 'writes_stopped' || reason === 'shard_moving' ? outcomeUnknown() : error;
}

/** The shard is changing hands, or this node does not own it: retry shortly (through any node). */
export function shardMoving(): DomainError {
  return new DomainError('unavailable', { reason: 'shard_moving', retry_after_seconds: 1 });
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail?: ProblemDetail;
  request_id: string;
}

/** Any thrown value → a problem document. Unknown errors become `internal` and leak nothing. */
export function toProblem(error: unknown, requestId: string, docsUrl = '/docs'): Problem {
  const known = error instanceof DomainError ? error : new DomainError('internal');
  return problemOf(known.code, known.detail, requestId, docsUrl);
}

/**
 * The problem document of `code`, without an Error (whose stack trace costs ~5 µs) where nothing is
 * thrown.
 */
export function problemOf(
  code: ErrorCode,
  detail: ProblemDetail | undefined,
  requestId: string,
  docsUrl = '/docs',
): Problem {
  const problem: Problem = {
    type: `${docsUrl}/errors/${code}`,
    title: ERROR_CODES[code].title,
    status: ERROR_CODES[code].status,
    code,
    request_id: requestId,
  };
  if (detail && Object.keys(detail).length > 0) problem.detail = detail;
  return problem;
}
