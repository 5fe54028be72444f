// The door's work for a create, done on the engine thread that decides it (docs/threads.md,
// "The door's work on the thread"): the body's bytes parsed and checked, the Idempotency-Key
// checked, the input merged and validated, the fingerprint, the safety verdict, then the shard's
// decide; the answer goes back as the JSON text of `{"data": …}`, ready to write. Each step is
// the function the main thread runs in single-thread mode (json-body.ts, operation-input.ts,
// invoke.ts, fingerprint.ts, prepare.ts), in the same order, so every refusal is the same.
import type { Command } from '../core/commands.ts';
import type { QualityLevel } from '../core/quality-types.ts';
import type { CreateTaskResult } from '../core/views.ts';
import { screenTask } from '../domain/safety-filter.ts';
import { decodeBody, parseJsonText } from '../http/json-body.ts';
import { mergeInput, requiredKeyOf } from '../http/operation-input.ts';
import { createTaskCommand, type CreateTaskCommand } from '../ops/create-task-command.ts';
import { validateWith } from '../ops/invoke.ts';
import type { AgentIdentity } from '../ops/operation.ts';
import { CreateTaskBody } from '../ops/schemas.ts';
import { fingerprint } from '../runtime/fingerprint.ts';
import { screeningOf, withVerdicts } from '../runtime/prepare.ts';

/** A create handed to its shard's thread whole (protocol.ts, `door`). */
export interface DoorJob {
  readonly op: 'create_task';
  readonly agent: AgentIdentity;
  /** REST: the request as received, parsed and checked here. */
  readonly http?: {
    /** The body's bytes, when JSON (absent: no body, an empty one, or another media type). */
    readonly body?: Uint8Array;
    /** What another content-type parser made of the body (fastify's text/plain: a string). */
    readonly parsed?: unknown;
    readonly query: Record<string, unknown>;
    /** The Idempotency-Key header as received: checked after the body, as the route does. */
    readonly keyHeader: unknown;
  };
  /** MCP (ops/invoke.ts): the merged arguments, and the key the door already checked. */
  readonly call?: { readonly input: Record<string, unknown>; readonly key?: string };
}

/** What the thread answers a create with. */
export interface DoorAnswer {
  readonly created: CreateTaskResult;
  /** `{"data": created}` as JSON text, when the main thread has nothing to add (REST only). */
  readonly body?: string;
  /** The task asks for a quality level: the main thread adds supply's notice (tasks.ts). */
  readonly quality?: {
    readonly zone_ref: string;
    readonly type: string;
    readonly min_quality: QualityLevel;
  };
}

/** The command a job carries, parsed and checked; throws the refusal the main thread would. */
export function doorCommand(job: DoorJob): CreateTaskCommand {
  let raw: Record<string, unknown>;
  let key: string | undefined;
  if (job.http) {
    const { body, query, keyHeader } = job.http;
    // The content-type parser's step (http/app.ts), then the route handler's (operation-routes).
    const parsed =
      body === undefined
        ? job.http.parsed
        : parseJsonText(decodeBody(Buffer.from(body.buffer, body.byteOffset, body.byteLength)));
    key = requiredKeyOf(keyHeader);
    raw = mergeInput(true, parsed, query, {});
  } else {
    raw = job.call?.input ?? {};
    key = job.call?.key;
  }
  const input = validateWith(CreateTaskBody, raw);
  const idem = key === undefined ? undefined : { key, fingerprint: fingerprint(job.op, input) };
  return createTaskCommand(job.agent, input, idem);
}

/**
 * Runs the job against its shard (`submit`): the verdict is computed here, on this thread, as the
 * main thread's screener would (prepare.ts), and the command goes to the shard with it.
 */
export function runDoorJob(
  job: DoorJob,
  submit: (command: Command) => Promise<unknown>,
): Promise<DoorAnswer> {
  let command: CreateTaskCommand;
  try {
    command = doorCommand(job);
  } catch (error) {
    return Promise.reject(error);
  }
  const screening = screeningOf(command)!;
  const screened = withVerdicts(screening, screening.texts.map(screenTask));
  return submit(screened).then((value) => {
    const created = value as CreateTaskResult;
    const { min_quality, zone_ref, type } = command.input;
    if (min_quality) return { created, quality: { zone_ref, type, min_quality } };
    return job.http ? { created, body: JSON.stringify({ data: created }) } : { created };
  });
}
