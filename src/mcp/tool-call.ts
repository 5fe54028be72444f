// One tool call and how it is carried out, apart from the server so the resources (which read
// through the same runner) and the server need not import each other.
import type { z } from 'zod';
import type { Operation } from '../ops/operation.ts';

export interface ToolCall<O extends z.ZodType = z.ZodType> {
  op: Operation<z.ZodType, O>;
  args: Record<string, unknown>;
  idempotencyKey?: string;
}

/** How a tool call is carried out: in-process (HTTP /mcp) or as a REST call (stdio proxy). */
export type ToolRunner = <O extends z.ZodType>(call: ToolCall<O>) => Promise<z.output<O>>;
