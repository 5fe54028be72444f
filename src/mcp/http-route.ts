// MCP over Streamable HTTP at /mcp: a fresh server per request, or a 2025 session's
// (http-handler.ts, sessions.ts), the same bearer key and rate limit as REST, and tool calls run
// in-process through invoke(). The MCP SDK takes ~0.5 s to load, so it is loaded once the
// service listens (or by the first /mcp request, whichever comes first), not before it starts.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import type { Operation } from '../ops/operation.ts';
import { mcpAgent } from './oauth-bearer.ts';

/** Spends one request of the authenticated agent's budget, or throws `rate_limited`. */
export type SpendBudget = (req: FastifyRequest, reply: FastifyReply) => void;

let handlerModule: Promise<typeof import('./http-handler.ts')> | undefined;
const loadHandler = () => (handlerModule ??= import('./http-handler.ts'));
let originModule: Promise<typeof import('./origin.ts')> | undefined;
const loadOrigin = () => (originModule ??= import('./origin.ts'));
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function registerMcpRoute(
  app: FastifyInstance,
  engine: Engine,
  services: Services,
  operations?: readonly Operation[],
  spendBudget?: SpendBudget,
): void {
  let policy: import('./origin.ts').OriginPolicy | undefined;
  let post: import('./http-handler.ts').McpPost | undefined;
  // A client holding a session's stream (undici) may open a connection it never sends on; Node 20's
  // closeIdleConnections leaves such a connection open, and the close would wait for the client
  // to drop it (a minute and more). One that has read nothing carries no request: it goes.
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the server stops: open subscription streams would otherwise hold it open.
  app.addHook('preClose', async () => {
    await post?.close();
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  });
  app.addHook('onListen', (done) => {
    setImmediate(() => void loadHandler());
    done();
  });
  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: '/mcp',
    config: { operationId: 'mcp', waitsOwnBarrier: true },
    onRequest: async (req, reply) => {
      const origin = await loadOrigin();
      policy ??= origin.originPolicy(services.config);
      const refused = origin.refusal(policy, header(req.headers.host), header(req.headers.origin));
      if (refused !== undefined) {
        return reply
          .code(403)
          .send({ jsonrpc: '2.0', error: { code: -32000, message: refused }, id: null });
      }
      req.agent = await mcpAgent(engine, services, req, reply);
      spendBudget?.(req, reply);
    },
    handler: async (req, reply) => {
      if (req.method !== 'POST' && req.headers['mcp-session-id'] === undefined) {
        // GET (a session's stream) and DELETE (its end) name a 2025 session (sessions.ts).
        return reply
          .code(405)
          .header('allow', 'POST')
          .send({
            jsonrpc: '2.0',
            error: { code: -32000, message: 'Method not allowed: POST JSON-RPC messages to /mcp' },
            id: null,
          });
      }
      post ??= (await loadHandler()).mcpPostHandler(engine, services, operations);
      return post.handle(req, reply);
    },
  });
}
