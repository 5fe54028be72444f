// MCP requests at /mcp (http-route.ts loads this module, and with it the MCP SDK, lazily). Both
// protocol eras, one server factory: a 2026-07-28 request carries its revision in `_meta` and is
// answered by the SDK's modern handler (createMcpHandler); a 2025-era request (as the SDK's
// isLegacyRequest tells) by its session's server (an initialize opens one: sessions.ts), or,
// naming none, by a stateless transport; 2025 answers are JSON, as /mcp's always were
// (docs/mcp.md, "Protocol revisions").
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createMcpHandler,
  InMemoryServerEventBus,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type McpHttpHandler,
  type McpRequestContext,
} from '@modelcontextprotocol/server';
import type { Engine } from '../runtime/engine.ts';
import { isOwnAnswer } from '../runtime/answer-queue.ts';
import type { Services } from '../services.ts';
import { invoke } from '../ops/invoke.ts';
import { createdWithNotice, createOnThread, onEngineThread } from '../engine-thread/door-create.ts';
import type { Operation } from '../ops/operation.ts';
import { readResource } from './resources.ts';
import { proofImageLoader } from './proof-images.ts';
import type { ResourceChange } from '../views/resource-changes.ts';
import { createMcpServer, type McpServerOptions } from './server.ts';
import type { RequestScope, ToolRunner } from './tool-call.ts';

export type { RequestScope } from './tool-call.ts';
import { legacySessions } from './session-wiring.ts';
import { McpTasks, watchChanges } from './tasks.ts';

/** Where a resource update names the event behind it (the webhook event's id, type and state). */
export const EVENT_META_KEY = 'errand/event';

/** What the factory needs of the HTTP request it serves, carried through the SDK in authInfo. */
/** Headers the web Request must not be given (the body is handed over already parsed). */
const DROPPED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROPPED.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`${req.protocol}://${req.host}${req.url}`, { method: req.method, headers });
}

export interface McpPost {
  handle(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Ends open `subscriptions/listen` streams and in-flight modern exchanges (service close). */
  close(): Promise<void>;
}

/** A JSON-RPC error answer to one request, before the SDK sees it. */
function rpcError(id: unknown, code: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: id ?? null });
}

/** The /mcp handler of one service: the SDK's handlers, built once, and a fastify adapter. */
export function mcpPostHandler(
  engine: Engine,
  services: Services,
  operations?: readonly Operation[],
): McpPost {
  // The scope is read at each call: a 2025 session's server serves many requests (sessions.ts).
  const runner =
    (scope: RequestScope): ToolRunner =>
    (call) => {
      const { requestId, headers, agent } = scope;
      const runCtx = { engine, services, requestId, headers, agent };
      if (onEngineThread(call.op, engine)) {
        const key = call.idempotencyKey;
        const input = { input: call.args, ...(key !== undefined ? { key } : {}) };
        return createOnThread(runCtx, { call: input }).then(
          (answer) => createdWithNotice(runCtx, answer) as never,
        );
      }
      return invoke(call.op, runCtx, call.args, call.idempotencyKey);
    };
  const images = services.media ? proofImageLoader(services.media) : undefined;
  // Long creates as MCP tasks, for either era (tasks.ts).
  const tasks = services.mcpChanges ? new McpTasks(watchChanges(services.mcpChanges)) : undefined;
  const factory = (
    ctx: Pick<McpRequestContext, 'authInfo'> & { era?: McpRequestContext['era'] },
    subscriptions?: McpServerOptions['subscriptions'],
  ) => {
    const scope = ctx.authInfo?.extra?.scope as RequestScope | undefined;
    // The route authenticates before the SDK sees the request: no scope is a wiring fault.
    if (!scope) throw new Error('MCP request without an authenticated agent');
    return createMcpServer({
      agentId: scope.agent.agentId,
      run: runner(scope),
      barrier: () => engine.barrier(),
      ownAnswer: isOwnAnswer,
      requestId: () => scope.requestId,
      docsUrl: scope.docsUrl,
      subscribe: subscriptions !== undefined || (ctx.era === 'modern' && !!services.mcpChanges),
      ...(subscriptions ? { subscriptions } : {}),
      ...(tasks ? { tasks } : {}),
      ...(images ? { proofImages: images } : {}),
      ...(operations ? { operations } : {}),
      ...(services.metrics ? { observe: services.metrics.mcpToolCall.bind(services.metrics) } : {}),
      onToolResult: (tool, code) => scope.toolResult(tool, code),
    });
  };
  const bus = new InMemoryServerEventBus();
  const modern: McpHttpHandler = createMcpHandler(factory, { legacy: 'reject', bus });
  // Committed, durable moves of a task, workflow, campaign or Loop reach the streams that asked
  // for its URI (the SDK's listen router filters by URI; who may ask is checked below).
  const metaOf = ({ event }: ResourceChange) => ({
    [EVENT_META_KEY]: {
      id: event.id,
      type: event.type,
      state: event.state,
      created_at: event.createdAt,
    },
  });
  const unlisten = services.mcpChanges?.listen(
    (change) =>
      bus.publish({ kind: 'resource_updated', uri: change.uri, params: { _meta: metaOf(change) } }),
    () => bus.listenerCount > 0,
  );
  const sessions = legacySessions(
    factory,
    runner,
    metaOf,
    services,
    () => engine.barrier(),
    () => engine.shards.map((shard) => shard.durableSeq),
  );
  /** A 2025-era request: a fresh server and a stateless transport (neither can be reused). */
  const legacy = async (
    request: Request,
    authInfo: AuthInfo,
    parsedBody: unknown,
    onEnd: (fn: () => void) => void,
  ): Promise<Response> => {
    const server = factory({ authInfo });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    // A client gone mid-request ends it: a tasks/result waiting for a task to settle stops.
    onEnd(() => {
      void transport.close();
      void server.close();
    });
    try {
      return await transport.handleRequest(request, { authInfo, parsedBody });
    } finally {
      void transport.close();
      void server.close();
    }
  };
  /**
   * A `subscriptions/listen` may name only resources the agent can read: another org's task is
   * refused as unknown (its existence is never told), before any stream opens.
   */
  const refusedListen = async (
    scope: RequestScope,
    body: unknown,
  ): Promise<Response | undefined> => {
    const message = body as {
      id?: unknown;
      method?: unknown;
      params?: { notifications?: { resourceSubscriptions?: unknown } };
    };
    if (message?.method !== 'subscriptions/listen') return undefined;
    const uris = message.params?.notifications?.resourceSubscriptions;
    if (!Array.isArray(uris)) return undefined;
    const run = runner(scope);
    for (const uri of uris) {
      try {
        await readResource(run, String(uri));
      } catch {
        return rpcError(message.id, -32602, `Resource not found: ${String(uri)}`);
      }
    }
    return undefined;
  };
  return {
    async handle(req, reply) {
      const agent = req.agent!;
      const scope: RequestScope = {
        agent,
        requestId: req.id,
        headers: req.headers,
        docsUrl: `${req.protocol}://${req.host}/docs`,
        // The request log names the tool and the problem's code (the HTTP status is 200).
        toolResult: (tool, code) => {
          req.mcpTool = tool;
          if (code) req.problemCode = code;
        },
      };
      const authInfo: AuthInfo = {
        token: '',
        clientId: agent.agentId,
        scopes: [],
        extra: { scope },
      };
      const request = webRequest(req);
      const onEnd = (fn: () => void) => void reply.raw.once('close', fn);
      const response =
        (await sessions.handle(request, authInfo, req.body, onEnd)) ??
        ((await isLegacyRequest(request, req.body))
          ? await legacy(request, authInfo, req.body, onEnd)
          : ((await refusedListen(scope, req.body)) ??
            (await modern.fetch(request, { authInfo, parsedBody: req.body }))));
      return reply.send(response);
    },
    async close() {
      unlisten?.();
      await sessions.closeAll();
      await modern.close();
    },
  };
}
