// One MCP request at /mcp (http-route.ts loads this module, and with it the MCP SDK, lazily).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { invoke } from '../ops/invoke.ts';
import type { Operation } from '../ops/operation.ts';
import { createMcpServer } from './server.ts';

/** Answers one JSON-RPC POST with a fresh server and transport (a stateless transport is not reused). */
export async function handleMcpPost(req: FastifyRequest, reply: FastifyReply, engine: Engine, services: Services, operations?: readonly Operation[]): Promise<void> {
  const agent = req.agent!;
  const ctx = { engine, services, requestId: req.id, headers: req.headers, agent };
  const server = createMcpServer({
    agentId: agent.agentId,
    run: (call) => invoke(call.op, ctx, call.args, call.idempotencyKey),
    barrier: () => engine.barrier(),
    requestId: () => req.id,
    docsUrl: `${req.protocol}://${req.host}/docs`,
    ...(operations ? { operations } : {}),
    ...(services.metrics ? { observe: services.metrics.mcpToolCall.bind(services.metrics) } : {}),
    // The console's request log names the tool and the problem's code (the HTTP status is 200).
    onToolResult: (tool, code) => {
      req.mcpTool = tool;
      if (code) req.problemCode = code;
    },
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
}
