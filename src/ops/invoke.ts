// The one pipeline behind both doors: validate the merged input with the operation's schema,
// attach the idempotency key and its fingerprint, run the handler. REST and MCP differ only in
// where the input and the key come from and how the result or problem is written back.
import { DomainError } from '../errors/problem.ts';
import { fingerprint } from '../runtime/fingerprint.ts';
import { notingRefusals } from '../runtime/safety-strikes.ts';
import type { z } from 'zod';
import type { Operation, OpContext } from './operation.ts';

const IDEMPOTENCY_KEY_SHAPE = /^[\x20-\x7E]{1,255}$/;

export function validateInput<I extends z.ZodType>(
  op: Operation<I, z.ZodType>,
  raw: Record<string, unknown>,
): z.infer<I> {
  return validateWith(op.input, raw);
}

/** An input against a schema, refused as `validation_failed` (also on an engine thread). */
export function validateWith<I extends z.ZodType>(
  schema: I,
  raw: Record<string, unknown>,
): z.infer<I> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new DomainError('validation_failed', {
    errors: parsed.error.issues.map((i) => ({
      path: i.path.join('.'),
      message: missing(raw, i) ? 'required' : i.message,
    })),
  });
}

/**
 * A field left out, which zod words as a type error ("expected string, received undefined"):
 * said plainly, since a caller who sent `task_id` for `id` should read that `id` is required.
 */
function missing(
  raw: Record<string, unknown>,
  issue: { code: string; path: readonly PropertyKey[] },
): boolean {
  if (issue.code !== 'invalid_type' || issue.path.length === 0) return false;
  let at: unknown = raw;
  for (const key of issue.path) {
    if (at === null || typeof at !== 'object') return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at === undefined;
}

export function checkIdempotencyKey(key: unknown, path: string): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(key)) {
    throw new DomainError('validation_failed', {
      errors: [{ path, message: '1 to 255 printable ASCII characters' }],
    });
  }
  return key;
}

export async function invoke<I extends z.ZodType, O extends z.ZodType>(
  op: Operation<I, O>,
  ctx: Omit<OpContext, 'idem'>,
  raw: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<z.infer<O>> {
  const input = validateInput(op, raw);
  const idem =
    idempotencyKey === undefined
      ? undefined
      : { key: idempotencyKey, fingerprint: fingerprint(op.id, input) };
  const opCtx = idem ? { ...ctx, idem } : ctx;
  const run = () => op.handler(opCtx, input);
  if (op.method !== 'GET') return notingRefusals(op.id, ctx.agent?.orgId, ctx.engine, run);
  // What was made through another node a moment ago may not be here yet: not found is looked
  // for once more after catching up (a no-op on a log of this node's own).
  return ctx.engine.readCaughtUp(run, isNotFound);
}

const isNotFound = (error: unknown) => error instanceof DomainError && error.code === 'not_found';
