// `errand mcp --stdio`: the same tools over stdio for local agents. Each tool call is made as
// the REST operation it maps to, against a running service (ERRAND_URL, default
// http://127.0.0.1:8080) with the agent's key (ERRAND_API_KEY) — so governance, idempotency and
// errors are the service's own, byte for byte.
import type { Server } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { ERROR_CODES, type ErrorCode } from '../errors/codes.ts';
import type { Operation } from '../ops/operation.ts';
import { createMcpServer } from './server.ts';
import type { ToolCall } from './tool-call.ts';
import { UpstreamRelay } from './stdio-relay.ts';
import { McpTasks } from './tasks.ts';

interface Remote {
  base: string;
  key: string;
}

async function rest(
  remote: Remote,
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${remote.key}` };
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(remote.base + path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = (await res.json().catch(() => undefined)) as
    | { data?: unknown; code?: string; detail?: Record<string, unknown>; request_id?: string }
    | undefined;
  if (res.ok) return parsed?.data;
  const code = parsed?.code && parsed.code in ERROR_CODES ? (parsed.code as ErrorCode) : 'internal';
  // Keep the service's request id (it is in the service's logs), not one made up here.
  const requestId = parsed?.request_id ?? res.headers.get('x-request-id') ?? undefined;
  throw Object.assign(new DomainError(code, parsed?.detail), requestId ? { requestId } : {});
}

/**
 * The REST request an operation maps to: path parameters from the arguments, the rest as query or
 * body.
 */
function restCall(
  op: Operation,
  args: Record<string, unknown>,
): { path: string; body?: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...args };
  const path = op.path.replace(/:([a-z_]+)/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (op.method === 'GET' || op.method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(rest)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
    return { path: query ? `${path}?${query}` : path };
  }
  return { path, body: rest };
}

export async function runStdio(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const key = env.ERRAND_API_KEY;
  if (!key) throw new Error('ERRAND_API_KEY is required for `errand mcp --stdio`');
  const remote: Remote = {
    base: (env.ERRAND_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
    key,
  };
  const me = (await rest(remote, 'GET', '/v1/me')) as { agent_id: string };
  let seq = 0;
  let current: Server | undefined;
  const relay = new UpstreamRelay(
    remote.base,
    key,
    (update) => void current?.sendResourceUpdated(update).catch(() => {}),
  );
  // Long creates as MCP tasks: their waits listen to the service through the relay too.
  const tasks = new McpTasks((uri, onChange) => relay.watch(uri, onChange));
  // The SDK's stdio entry picks the era from the client's opening (a 2026-07-28 probe or a 2025
  // initialize) and pins one server from this factory for the connection; the SDK serves a
  // 2026-07-28 `subscriptions/listen` itself, so the URIs it names are read off the way in.
  const transport = new StdioServerTransport();
  const listens = new Map<string | number, string[]>();
  const started = transport.start.bind(transport);
  transport.start = async () => {
    const deliver = transport.onmessage;
    // A listen is acknowledged only once its upstream listens are open: nothing is missed
    // between the client's ack and the first update.
    transport.onmessage = (message) => {
      const opening = noteListen(message, listens, relay);
      if (opening) void opening.then(() => deliver?.(message));
      else deliver?.(message);
    };
    await started();
  };
  serveStdio(
    () =>
      (current = createMcpServer({
        agentId: me.agent_id,
        requestId: () => `stdio_${++seq}`,
        docsUrl: `${remote.base}/docs`,
        subscribe: true,
        subscriptions: relay,
        tasks,
        run: <O extends z.ZodType>(call: ToolCall<O>) => {
          const { path, body } = restCall(call.op, call.args);
          // REST's `data` is the JSON of the operation's output (docs/api.md); not re-parsed,
          // so the proxy answers exactly what REST sent.
          const data = rest(remote, call.op.method, path, body, call.idempotencyKey);
          return data as Promise<z.output<O>>;
        },
      })),
    { transport },
  );
}

/**
 * A `subscriptions/listen` opens upstream listens for its URIs (the promise of their opening);
 * its cancellation closes them.
 */
function noteListen(
  message: unknown,
  listens: Map<string | number, string[]>,
  relay: UpstreamRelay,
): Promise<unknown> | undefined {
  const m = message as {
    id?: string | number;
    method?: string;
    params?: {
      notifications?: { resourceSubscriptions?: unknown };
      requestId?: string | number;
    };
  };
  if (m.method === 'subscriptions/listen' && m.id !== undefined) {
    const uris = m.params?.notifications?.resourceSubscriptions;
    if (!Array.isArray(uris)) return undefined;
    listens.set(m.id, uris.map(String));
    return Promise.all(uris.map((uri) => relay.add(String(uri))));
  }
  const requestId = m.params?.requestId;
  if (m.method === 'notifications/cancelled' && requestId !== undefined) {
    const uris = listens.get(requestId);
    listens.delete(requestId);
    for (const uri of uris ?? []) void relay.remove(uri);
  }
  return undefined;
}
