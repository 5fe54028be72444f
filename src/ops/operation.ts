// An operation is declared once: id (also the MCP tool name), method and path, zod input and
// output, the delegation flag, whether an Idempotency-Key is required, and the handler. REST
// routes, MCP tools and the OpenAPI document are all generated from this table.
import type { z } from 'zod';
import type { MultipartSpec } from './multipart-spec.ts';
import type { DelegationFlag } from '../core/events.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';

type Surface = 'public' | 'discovery' | 'admin' | 'partner' | 'worker';

export interface AgentIdentity {
  readonly agentId: string;
  readonly orgId: string;
}

export interface OpContext {
  readonly engine: Engine;
  readonly services: Services;
  readonly requestId: string;
  /** The calling agent: set for every `public` operation. */
  readonly agent?: AgentIdentity;
  /** The calling Operator: set for every `worker` (Operator app) operation. */
  readonly operatorId?: string;
  /** Idempotency key and fingerprint, for operations that take one. */
  readonly idem?: { key: string; fingerprint: string };
  /** The raw request body, for operations that must check a signature over it. */
  readonly rawBody?: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface Operation<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  Id extends string = string,
> {
  readonly id: Id;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Further paths serving the same operation (e.g. /v1/operators beside /v1/workers). */
  readonly aliases?: readonly string[];
  readonly surface: Surface;
  readonly summary: string;
  readonly description: string;
  /** Path parameters, query and body merged into one object; unknown fields are dropped. */
  readonly input: I;
  /** Schema of `data` in the success response. */
  readonly output: O;
  readonly flag?: DelegationFlag;
  readonly idempotency: 'required' | 'none';
  readonly successStatus?: number;
  /**
   * A status other than successStatus for some results, with the same `{data}` body: a health
   * check reads the status line (GET /v1/status answers 503 once the engine has failed).
   */
  readonly statusFor?: {
    readonly status: number;
    readonly description: string;
    readonly when: (result: z.infer<O>) => boolean;
  };
  readonly readOnly: boolean;
  /** A larger body limit than the service default (proof photos). */
  readonly bodyLimitBytes?: number;
  /**
   * Also takes multipart/form-data (a file upload) under the same body limit: how its parts map
   * onto the input.
   */
  readonly multipart?: MultipartSpec;
  /** Rate-limit this operation per client even though it takes no agent key (guessable inputs). */
  readonly rateLimitedByIp?: boolean;
  /**
   * Present when the operation is one of the MCP tools of docs/mcp.md. destructive: it moves money
   * or ends something for good (approve, reject, cancel); openWorld: it sends a person out into the
   * world (docs/mcp.md, "Annotations").
   */
  readonly tool?: {
    readonly destructive?: boolean;
    readonly idempotent?: boolean;
    readonly openWorld?: boolean;
  };
  handler(ctx: OpContext, input: z.infer<I>): Promise<z.infer<O>>;
  /**
   * A body other than `{data}` for some results (a report rendered as Markdown or HTML): REST
   * sends it as is with its content type. Operations with a tool never use it.
   */
  readonly raw?: (result: z.infer<O>) =>
    | {
        readonly contentType: string;
        readonly body: string | Buffer;
        readonly headers?: Readonly<Record<string, string>>;
      }
    | undefined;
  /**
   * The success body is never `{data}` but always `raw`'s, of this media type (an image): for the
   * OpenAPI document.
   */
  readonly produces?: { readonly contentType: string; readonly description: string };
}

/** Keeps the literal id, so the table's ids are a type (registry.ts `operation`). */
export function defineOp<I extends z.ZodType, O extends z.ZodType, const Id extends string>(
  op: Operation<I, O, Id>,
): Operation<I, O, Id> {
  return op;
}

export function requireAgent(ctx: OpContext): AgentIdentity {
  if (!ctx.agent) throw new Error(`operation needs an authenticated agent`);
  return ctx.agent;
}
