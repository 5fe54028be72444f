// The MCP server: tools/list and tools/call over the operation table through the same invoke()
// pipeline as REST. A factory returning a fresh server per request (HTTP) or for the life of a
// stdio connection; the SDK's serving entries pick the protocol era (2026-07-28 or 2025) per
// request or connection, and the same server serves both (docs/mcp.md, "Protocol revisions").
import {
  ProtocolError,
  ResourceNotFoundError,
  Server,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/server';
import { asCommandAnswer, toProblem } from '../errors/problem.ts';
import { DomainError } from '../errors/problem.ts';
import type { Operation } from '../ops/operation.ts';
import { checkIdempotencyKey, validateInput } from '../ops/invoke.ts';
import { complete, promptMessages, PROMPTS } from './prompts.ts';
import { PROOF_IMAGES_PER_CALL, type ProofImageLoader } from './proof-images.ts';
import { FIXED_RESOURCES, readResource, RESOURCE_TEMPLATES, UnknownResource } from './resources.ts';
import type { ToolRunner } from './tool-call.ts';
import { isLongTool, isModern, type McpTasks, serveTasks, TASKS_EXTENSION } from './tasks.ts';
import {
  argumentNames,
  derivedKey,
  keyRequired,
  takesKey,
  toolDescriptor,
  toolOperations,
} from './tools.ts';

export interface McpServerOptions {
  agentId: string;
  run: ToolRunner;
  /** The commit barrier (Engine.barrier): a tool's answer is held until it resolves. */
  barrier?: () => Promise<void> | undefined;
  /**
   * Whether a tool's result is its command's own answer (isOwnAnswer), already given at its own
   * record's barrier: it is not held again (docs/design.md, "Commit barrier").
   */
  ownAnswer?: (data: unknown) => boolean;
  requestId: () => string;
  docsUrl: string;
  operations?: readonly Operation[];
  /**
   * Resource subscriptions can be served: a 2026-07-28 request over HTTP, whose
   * `subscriptions/listen` stream is fed by committed records (changes.ts), a 2025 HTTP session
   * (sessions.ts) or stdio (the relay); not stateless 2025 HTTP (no stream to push on).
   */
  subscribe?: boolean;
  /**
   * 2025 `resources/subscribe` and `resources/unsubscribe`, for a server that can push on its
   * connection (stdio, a 2025 HTTP session): `add` resolves false when the URI may not be
   * subscribed to.
   */
  subscriptions?: { add(uri: string): Promise<boolean>; remove(uri: string): Promise<void> };
  /**
   * Long creates become MCP tasks (2025-11-25's tasks utility, 2026-07-28's tasks extension:
   * tasks.ts); without it `params.task` is ignored and the call answered as a plain one.
   */
  tasks?: McpTasks;
  /** Loads a proof photo for the agent to see (in-process only: the stdio proxy has no media). */
  proofImages?: ProofImageLoader;
  /**
   * Told of each tool call's latency: the tool ('unknown' for a name that is none) and how it
   * ended.
   */
  observe?: (
    tool: string,
    outcome: 'ok' | 'client_error' | 'server_error',
    seconds: number,
  ) => void;
  /** Told of each tool call's tool and, when it failed, the problem's code (the request log). */
  onToolResult?: (tool: string, code: string | undefined) => void;
}

/** The label of a call to a tool that does not exist: never the client's string (unbounded). */
const UNKNOWN_TOOL = 'unknown';

const SERVER_INFO = { name: 'errand', version: '1.0.0' };

const INSTRUCTIONS =
  'errand lets you hire KYC-verified human Operators in Nigeria for real-world tasks and pay ' +
  'only for verified outcomes. ' +
  'Start with list_zones and estimate_task; create_task locks reward + fee in escrow ' +
  'atomically; get_task shows state and escrow; ' +
  'approve_task releases, reject_task disputes, cancel_task refunds before acceptance. ' +
  'Money is in minor units as digit strings. Errors come back as isError with a problem document ' +
  '{code, status, title, detail, request_id}; branch on code. Arguments a tool does not list ' +
  'are refused (validation_failed).';

/**
 * Titles that name REST's header: over MCP the key is the `idempotency_key` argument. The code,
 * status and everything else stay the registry's (src/errors/codes.ts).
 */
const MCP_TITLES: Partial<Record<string, string>> = {
  idempotency_key_missing: 'The idempotency_key argument is required',
};

function problemResult(error: unknown, requestId: string, docsUrl: string): CallToolResult {
  // A proxied call (stdio) carries the request id the service answered with.
  const upstream = (error as { requestId?: unknown } | null)?.requestId;
  const problem = toProblem(error, typeof upstream === 'string' ? upstream : requestId, docsUrl);
  problem.title = MCP_TITLES[problem.code] ?? problem.title;
  return {
    isError: true,
    content: [{ type: 'text', text: JSON.stringify(problem) }],
    _meta: { problem },
  };
}

/**
 * Arguments the tool does not name are refused, with the schema's own errors beside them (a
 * caller who sent `task_id` for `id` reads both). REST ignores unknown fields, as the contract
 * says (docs/mcp.md, "Unknown arguments").
 */
function refuseUnknown(
  op: Operation,
  names: ReadonlySet<string>,
  args: Record<string, unknown>,
): void {
  const unknown = Object.keys(args).filter((name) => !names.has(name));
  if (unknown.length === 0) return;
  const { idempotency_key: _key, ...fields } = args;
  let errors: Array<{ path: string; message: string }> = [];
  try {
    validateInput(op, fields);
  } catch (error) {
    if (error instanceof DomainError)
      errors = (error.detail?.errors as typeof errors | undefined) ?? [];
  }
  for (const name of unknown) errors.push({ path: name, message: 'unknown argument' });
  throw new DomainError('validation_failed', { errors });
}

/**
 * A resource that cannot be read: not ours, or not the caller's (not_found, existence never told)
 * is the protocol's resource-not-found; any other refusal carries its problem document.
 */
function resourceError(error: unknown, uri: string, options: McpServerOptions): Error {
  if (error instanceof UnknownResource) return new ResourceNotFoundError(uri);
  if (
    error instanceof DomainError &&
    (error.code === 'not_found' || error.code === 'validation_failed')
  ) {
    return new ResourceNotFoundError(uri);
  }
  const problem = toProblem(error, options.requestId(), options.docsUrl);
  return new ProtocolError(-32603, problem.title, { problem });
}

export function createMcpServer(options: McpServerOptions): Server {
  const tools = toolOperations(options.operations);
  const names = new Map(tools.map((op) => [op.id, argumentNames(op)]));
  const descriptors = new Map<string, Tool>(tools.map((op) => [op.id, toolDescriptor(op)]));
  const capabilities = {
    tools: {},
    resources: { subscribe: options.subscribe === true },
    prompts: {},
    completions: {},
    // 2025-11-25's tasks utility and 2026-07-28's tasks extension (tasks.ts).
    ...(options.tasks
      ? { tasks: { requests: { tools: { call: {} } } }, extensions: { [TASKS_EXTENSION]: {} } }
      : {}),
  };
  const server = new Server(SERVER_INFO, { capabilities, instructions: INSTRUCTIONS });
  server.setRequestHandler('resources/list', async () => ({ resources: [...FIXED_RESOURCES] }));
  server.setRequestHandler('resources/templates/list', async () => ({
    resourceTemplates: [...RESOURCE_TEMPLATES],
  }));
  server.setRequestHandler('prompts/list', async () => ({ prompts: [...PROMPTS] }));
  server.setRequestHandler('prompts/get', async (request) => {
    const result = promptMessages(request.params.name, request.params.arguments ?? {});
    if (!result) throw new ProtocolError(-32602, `Unknown prompt: ${request.params.name}`);
    return result;
  });
  // Prompt arguments and the template variables complete alike, by name: zone_ref, type, product.
  server.setRequestHandler('completion/complete', async (request) =>
    complete(request.params.argument.name, request.params.argument.value),
  );
  const subs = options.subscriptions;
  if (subs) {
    server.setRequestHandler('resources/subscribe', async (request) => {
      if (!(await subs.add(request.params.uri)))
        throw new ResourceNotFoundError(request.params.uri);
      return {};
    });
    server.setRequestHandler('resources/unsubscribe', async (request) => {
      await subs.remove(request.params.uri);
      return {};
    });
  }
  server.setRequestHandler('resources/read', async (request) => {
    try {
      const content = await readResource(options.run, request.params.uri, options.proofImages);
      // What was read may hold records not yet durable: it goes once they are.
      await options.barrier?.();
      return { contents: [content] };
    } catch (error) {
      throw resourceError(error, request.params.uri, options);
    }
  });
  // 2025-11-25 says per tool which may be a task; 2026-07-28 leaves it to the server.
  const listed = [...descriptors.values()].map((tool) =>
    options.tasks && isLongTool(tool.name)
      ? { ...tool, execution: { taskSupport: 'optional' as const } }
      : tool,
  );
  const plain = [...descriptors.values()];
  server.setRequestHandler('tools/list', async (_request, ctx) => ({
    tools: isModern(ctx.mcpReq.envelope) ? plain : listed,
  }));
  const asTask = options.tasks
    ? serveTasks(server, options.tasks, options.agentId, options.run)
    : undefined;
  // `params.task` (a task-augmented call) makes an MCP task of a long-running create when the
  // server serves tasks; otherwise, as a server without the tasks capability must, the call is
  // answered as a plain one.
  server.setRequestHandler('tools/call', async (request, ctx): Promise<CallToolResult> => {
    const startedMs = performance.now();
    const op = tools.find((t) => t.id === request.params.name);
    const called = await callTool(op, request.params);
    let result = called.result;
    // Whatever the tool answered was computed from state that may hold records not yet durable,
    // unless it is its command's own answer. A tool that may write never says "nothing was
    // applied" for records it was computed from that are dropped: its outcome is unknown.
    const own = op !== undefined && !op.readOnly && options.ownAnswer?.(called.data) === true;
    const held = own ? undefined : options.barrier?.();
    const refusal = (error: unknown): unknown =>
      op !== undefined && !op.readOnly ? asCommandAnswer(error) : error;
    if (held)
      result = await held.then(
        () => result,
        (error: unknown) => problemResult(refusal(error), options.requestId(), options.docsUrl),
      );
    const failed = result._meta?.problem as { code?: string } | undefined;
    options.onToolResult?.(op?.id ?? UNKNOWN_TOOL, failed?.code);
    if (options.observe) {
      const status = (result._meta?.problem as { status?: number } | undefined)?.status ?? 500;
      const outcome = !result.isError ? 'ok' : status >= 500 ? 'server_error' : 'client_error';
      options.observe(op?.id ?? UNKNOWN_TOOL, outcome, (performance.now() - startedMs) / 1000);
    }
    const answer = server.projectCallToolResult(
      result,
      op ? descriptors.get(op.id)?.outputSchema : undefined,
    );
    const task = asTask?.(op, request.params, called.data, answer, ctx.mcpReq.envelope);
    return (task ?? answer) as CallToolResult;
  });

  async function callTool(
    op: Operation | undefined,
    params: { name: string; arguments?: Record<string, unknown> },
  ): Promise<{ result: CallToolResult; data?: unknown }> {
    const requestId = options.requestId();
    if (!op) {
      const missing = new DomainError('not_found', { resource: 'tool', name: params.name });
      return { result: problemResult(missing, requestId, options.docsUrl) };
    }
    try {
      refuseUnknown(op, names.get(op.id)!, params.arguments ?? {});
      const { idempotency_key: given, ...args } = (params.arguments ?? {}) as Record<
        string,
        unknown
      >;
      let idempotencyKey: string | undefined;
      if (takesKey(op)) {
        if (given !== undefined) idempotencyKey = checkIdempotencyKey(given, 'idempotency_key');
        else if (keyRequired(op)) throw new DomainError('idempotency_key_missing');
        else idempotencyKey = derivedKey(options.agentId, op, args);
      }
      const data = await options.run({
        op,
        args,
        ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
      });
      const structured = { data };
      const text = { type: 'text' as const, text: JSON.stringify(structured) };
      const content = [text, ...(await proofImages(op, data))];
      return { result: { content, structuredContent: structured }, data };
    } catch (error) {
      return { result: problemResult(error, requestId, options.docsUrl) };
    }
  }
  /** get_proof's photos as image content, for a multimodal agent to look at before approving. */
  async function proofImages(
    op: Operation,
    data: unknown,
  ): Promise<Array<{ type: 'image'; data: string; mimeType: string }>> {
    if (op.id !== 'get_proof' || !options.proofImages) return [];
    const hashes =
      (data as { evidence?: { media_sha256?: string[] } }).evidence?.media_sha256 ?? [];
    const shown = hashes.slice(0, PROOF_IMAGES_PER_CALL);
    const images = await Promise.all(
      shown.map((sha) => options.proofImages!(sha).catch(() => undefined)),
    );
    return images.flatMap((image) => (image ? [{ type: 'image' as const, ...image }] : []));
  }
  return server;
}
