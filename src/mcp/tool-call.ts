// One tool call and how it is carried out, apart from the server so the resources (which read
// through the same runner) and the server need not import each other.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AgentIdentity, Operation } from '../ops/operation.ts';

/** Who a /mcp request acts as and where its answer goes (http-handler.ts, session-wiring.ts). */
export interface RequestScope {
  readonly agent: AgentIdentity;
  readonly requestId: string;
  readonly headers: FastifyRequest['headers'];
  readonly docsUrl: string;
  /** Tells the request the tool it ran and the problem's code, for the console's request log. */
  readonly toolResult: (tool: string, code: string | undefined) => void;
}

export interface ToolCall<O extends z.ZodType = z.ZodType> {
  op: Operation<z.ZodType, O>;
  args: Record<string, unknown>;
  idempotencyKey?: string;
}

/** How a tool call is carried out: in-process (HTTP /mcp) or as a REST call (stdio proxy). */
export type ToolRunner = <O extends z.ZodType>(call: ToolCall<O>) => Promise<z.output<O>>;
