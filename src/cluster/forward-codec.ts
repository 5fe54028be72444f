// Commands and answers as they travel between nodes (command forwarding on a shared log). JSON,
// because both ends are this same program and a human can read a captured message; bigints
// (amounts) are tagged so they come back as bigints, not numbers that lose digits.
import type { Command } from '../core/commands.ts';
import { DomainError, type ProblemDetail } from '../errors/problem.ts';
import type { ErrorCode } from '../errors/codes.ts';

/** What the owner answers: the result and the shard seq it is committed at, or the DomainError. */
export type ForwardReply =
  | { readonly ok: true; readonly result: unknown; readonly seq: number }
  | {
      readonly ok: false;
      readonly error: { readonly code: ErrorCode; readonly detail?: ProblemDetail };
    };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const BIGINT_TAG = '$bigint';

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = (value as Record<string, unknown>)[BIGINT_TAG];
    if (typeof tagged === 'string' && Object.keys(value).length === 1) return BigInt(tagged);
  }
  return value;
}

export function encodeForward(value: Command | ForwardReply): Uint8Array {
  return encoder.encode(JSON.stringify(value, replacer));
}

export function decodeCommand(bytes: Uint8Array): Command {
  return JSON.parse(decoder.decode(bytes), reviver) as Command;
}

export function decodeReply(bytes: Uint8Array): ForwardReply {
  return JSON.parse(decoder.decode(bytes), reviver) as ForwardReply;
}

/**
 * A refusal as the owner sends it: a DomainError keeps its code and detail, anything else is
 * internal.
 */
export function replyForError(error: unknown): ForwardReply {
  const domain = error instanceof DomainError ? error : new DomainError('internal');
  return {
    ok: false,
    error:
      domain.detail === undefined
        ? { code: domain.code }
        : { code: domain.code, detail: domain.detail },
  };
}

/** Rebuilt on the caller, so HTTP and MCP map it exactly as a local refusal. */
export function errorOfReply(error: { code: ErrorCode; detail?: ProblemDetail }): DomainError {
  return new DomainError(error.code, error.detail);
}
