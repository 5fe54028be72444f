// MCP requests at /mcp (http-route.ts loads this module, and with it the MCP SDK, lazily). Both
// protocol eras, one server factory: a 2026-07-28 request carries its revision in `_meta` and is
// answered by the SDK's modern handler (createMcpHandler); a 2025-era request (initialize, then
// claim-less calls, as the SDK's isLegacyRequest tells) by a stateless transport answering in
// JSON, as /mcp always has (docs/mcp.md, "Protocol revisions").
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type McpHttpHandler,
  type McpRequestContext,
} from '@modelcontextprotocol/server';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { invoke } from '../ops/invoke.ts';
import type { AgentIdentity, Operation } from '../ops/operation.ts';
import { createMcpServer } from './server.ts';

/** What the factory needs of the HTTP request it serves, carried through the SDK in authInfo. */
interface RequestScope {
  readonly agent: AgentIdentity;
  readonly requestId: string;
  readonly headers: FastifyRequest['headers'];
  readonly docsUrl: string;
}

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

export type McpPost = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The /mcp handler of one service: the SDK's handler, built once, and a fastify adapter. */
export function mcpPostHandler(engine: Engine, services: Services, operations?: readonly Operation[]): McpPost {
  const factory = (ctx: Pick<McpRequestContext, 'authInfo'>) => {
      const scope = ctx.authInfo?.extra?.scope as RequestScope | undefined;
      // The route authenticates before the SDK sees the request: no scope is a wiring fault.
      if (!scope) throw new Error('MCP request without an authenticated agent');
      const runCtx = { engine, services, requestId: scope.requestId, headers: scope.headers, agent: scope.agent };
      return createMcpServer({
        agentId: scope.agent.agentId,
        run: (call) => invoke(call.op, runCtx, call.args, call.idempotencyKey),
        barrier: () => engine.barrier(),
        requestId: () => scope.requestId,
        docsUrl: scope.docsUrl,
        ...(operations ? { operations } : {}),
        ...(services.metrics ? { observe: services.metrics.mcpToolCall.bind(services.metrics) } : {}),
      });
  };
  const modern: McpHttpHandler = createMcpHandler(factory, { legacy: 'reject' });
  /** A 2025-era request: a fresh server and a stateless transport (neither can be reused). */
  const legacy = async (request: Request, authInfo: AuthInfo, parsedBody: unknown): Promise<Response> => {
    const server = factory({ authInfo });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { authInfo, parsedBody });
    } finally {
      void transport.close();
      void server.close();
    }
  };
  return async (req, reply) => {
    const agent = req.agent!;
    const scope: RequestScope = { agent, requestId: req.id, headers: req.headers, docsUrl: `${req.protocol}://${req.host}/docs` };
    const authInfo: AuthInfo = { token: '', clientId: agent.agentId, scopes: [], extra: { scope } };
    const request = webRequest(req);
    const response = (await isLegacyRequest(request, req.body))
      ? await legacy(request, authInfo, req.body)
      : await modern.fetch(request, { authInfo, parsedBody: req.body });
    return reply.send(response);
  };
}
