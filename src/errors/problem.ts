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
  const problem: Problem = {
    type: `${docsUrl}/errors/${known.code}`,
    title: known.message,
    status: known.status,
    code: known.code,
    request_id: requestId,
  };
  if (known.detail && Object.keys(known.detail).length > 0) problem.detail = known.detail;
  return problem;
}
