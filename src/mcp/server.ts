// The MCP server: tools/list and tools/call over the operation table through the same invoke()
// pipeline as REST. A factory returning a fresh server per connection (stateless HTTP) or for
// the life of a stdio session.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { toProblem } from '../errors/problem.ts';
import { DomainError } from '../errors/problem.ts';
import type { Operation } from '../ops/operation.ts';
import { checkIdempotencyKey } from '../ops/invoke.ts';
import { derivedKey, keyRequired, takesKey, toolDescriptor, toolOperations } from './tools.ts';

export interface ToolCall {
  op: Operation;
  args: Record<string, unknown>;
  idempotencyKey?: string;
}

/** How a tool call is carried out: in-process (HTTP /mcp) or as a REST call (stdio proxy). */
export type ToolRunner = (call: ToolCall) => Promise<unknown>;

export interface McpServerOptions {
  agentId: string;
  run: ToolRunner;
  /** The commit barrier (Engine.barrier): a tool's answer is held until it resolves. */
  barrier?: () => Promise<void> | undefined;
  requestId: () => string;
  docsUrl: string;
  operations?: readonly Operation[];
  /** Told of each tool call's latency: the tool ('unknown' for a name that is none) and how it ended. */
  observe?: (tool: string, outcome: 'ok' | 'client_error' | 'server_error', seconds: number) => void;
  /** Told of each tool call's tool and, when it failed, the problem's code (the request log). */
  onToolResult?: (tool: string, code: string | undefined) => void;
}

/** The label of a call to a tool that does not exist: never the client's string (unbounded). */
const UNKNOWN_TOOL = 'unknown';

export const SERVER_INFO = { name: 'errand', version: '1.0.0' };

const INSTRUCTIONS =
  'errand lets you hire KYC-verified human Operators in Nigeria for real-world tasks and pay only for verified outcomes. ' +
  'Start with list_zones and estimate_task; create_task locks reward + fee in escrow atomically; get_task shows state and escrow; ' +
  'approve_task releases, reject_task disputes, cancel_task refunds before acceptance. Amounts are minor-unit digit strings.';

function problemResult(error: unknown, requestId: string, docsUrl: string): CallToolResult {
  // A proxied call (stdio) carries the request id the service answered with.
  const upstream = (error as { requestId?: unknown } | null)?.requestId;
  const problem = toProblem(error, typeof upstream === 'string' ? upstream : requestId, docsUrl);
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(problem) }], _meta: { problem } };
}

export function createMcpServer(options: McpServerOptions): Server {
  const tools = toolOperations(options.operations);
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map(toolDescriptor) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const startedMs = performance.now();
    const op = tools.find((t) => t.id === request.params.name);
    let result = await callTool(op, request.params);
    // Whatever the tool answered was computed from state that may hold records not yet durable.
    const held = options.barrier?.();
    if (held) result = await held.then(() => result, (error: unknown) => problemResult(error, options.requestId(), options.docsUrl));
    options.onToolResult?.(op?.id ?? UNKNOWN_TOOL, (result._meta?.problem as { code?: string } | undefined)?.code);
    if (options.observe) {
      const status = (result._meta?.problem as { status?: number } | undefined)?.status ?? 500;
      const outcome = !result.isError ? 'ok' : status >= 500 ? 'server_error' : 'client_error';
      options.observe(op?.id ?? UNKNOWN_TOOL, outcome, (performance.now() - startedMs) / 1000);
    }
    return result;
  });

  async function callTool(op: Operation | undefined, params: { name: string; arguments?: Record<string, unknown> }): Promise<CallToolResult> {
    const requestId = options.requestId();
    if (!op) return problemResult(new DomainError('not_found', { resource: 'tool', name: params.name }), requestId, options.docsUrl);
    try {
      const { idempotency_key: given, ...args } = (params.arguments ?? {}) as Record<string, unknown>;
      let idempotencyKey: string | undefined;
      if (takesKey(op)) {
        if (given !== undefined) idempotencyKey = checkIdempotencyKey(given, 'idempotency_key');
        else if (keyRequired(op)) throw new DomainError('idempotency_key_missing');
        else idempotencyKey = derivedKey(options.agentId, op, args);
      }
      const data = await options.run({ op, args, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) });
      const structured = { data };
      return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
    } catch (error) {
      return problemResult(error, requestId, options.docsUrl);
    }
  }
  return server;
}
