// What crosses to an engine thread for a create's door work and what comes back
// (docs/threads.md, "The door's work on the thread"), apart from the code that does it
// (thread-door.ts): the engine and the hand-off name these types without importing operations.
import type { Command } from '../core/commands.ts';
import type { QualityLevel } from '../core/quality-types.ts';
import type { CreateTaskResult } from '../core/views.ts';

export interface DoorJob {
  readonly op: 'create_task';
  /** The authenticated agent (ops/operation.ts `AgentIdentity`, spelled out: no import of ops). */
  readonly agent: { readonly agentId: string; readonly orgId: string };
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

/** Runs a door job against its shard: thread-door.ts `runDoorJob`, given to the thread's engine. */
export type DoorRunner = (
  job: DoorJob,
  submit: (command: Command) => Promise<unknown>,
) => Promise<DoorAnswer>;
