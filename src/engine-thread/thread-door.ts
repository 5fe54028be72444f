// The door's work for a create, done on the engine thread that decides it (docs/threads.md,
// "The door's work on the thread"): the body's bytes parsed and checked, the Idempotency-Key
// checked, the input merged and validated, the fingerprint, the safety verdict, then the shard's
// decide; the answer goes back as the JSON text of `{"data": …}`, ready to write. Each step is
// the function the main thread runs in single-thread mode (json-body.ts, operation-input.ts,
// invoke.ts, fingerprint.ts, prepare.ts), in the same order, so every refusal is the same.
import type { Command } from '../core/commands.ts';
import type { CreateTaskResult } from '../core/views.ts';
import { screenTask } from '../domain/safety-filter.ts';
import { decodeBody, parseJsonText } from '../door-input/json-body.ts';
import { mergeInput, requiredKeyOf } from '../door-input/operation-input.ts';
import { createTaskCommand, type CreateTaskCommand } from '../ops/create-task-command.ts';
import { validateWith } from '../ops/invoke.ts';
import { CreateTaskBody } from '../ops/schemas.ts';
import { fingerprint } from '../runtime/fingerprint.ts';
import { screeningOf, withVerdicts } from '../runtime/prepare.ts';
import type { DoorAnswer, DoorJob } from './door-types.ts';

/** A create handed to its shard's thread whole (protocol.ts, `door`). */
/** The command a job carries, parsed and checked; throws the refusal the main thread would. */
function doorCommand(job: DoorJob): CreateTaskCommand {
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
