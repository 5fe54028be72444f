// MCP over Streamable HTTP at /mcp, stateless: a fresh server and transport per request (a
// stateless transport cannot be reused), the same bearer key and rate limit as REST, and tool
// calls run in-process through invoke().
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { invoke } from '../ops/invoke.ts';
import type { Operation } from '../ops/operation.ts';
import { authenticateAgentFresh } from '../http/auth.ts';
import { createMcpServer } from './server.ts';

/** Spends one request of the authenticated agent's budget, or throws `rate_limited`. */
export type SpendBudget = (req: FastifyRequest, reply: FastifyReply) => void;

export function registerMcpRoute(app: FastifyInstance, engine: Engine, services: Services, operations?: readonly Operation[], spendBudget?: SpendBudget): void {
  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: '/mcp',
    config: { operationId: 'mcp' },
    onRequest: async (req, reply) => {
      req.agent = await authenticateAgentFresh(engine, req.headers.authorization);
      spendBudget?.(req, reply);
    },
    handler: async (req, reply) => {
      if (req.method !== 'POST') {
        // Stateless server: no server-initiated stream (GET) and no session to end (DELETE).
        return reply.code(405).header('allow', 'POST').send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: POST JSON-RPC messages to /mcp' }, id: null });
      }
      const agent = req.agent!;
      const ctx = { engine, services, requestId: req.id, headers: req.headers, agent };
      const server = createMcpServer({
        agentId: agent.agentId,
        run: (call) => invoke(call.op, ctx, call.args, call.idempotencyKey),
        requestId: () => req.id,
        docsUrl: `${req.protocol}://${req.host}/docs`,
        ...(operations ? { operations } : {}),
        ...(services.metrics ? { observe: services.metrics.mcpToolCall.bind(services.metrics) } : {}),
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      // Headers set through `reply` are lost once the reply is hijacked: put them on the raw response.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(req.raw, reply.raw, req.body);
      } catch (error) {
        req.log.error({ err: error }, 'mcp request failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      }
    },
  });
}
