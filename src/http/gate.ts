// The gate in front of fastify: the raw request listener refuses what it can refuse without
// fastify building a request and a reply, running hooks or logging (about 20 µs a refusal here,
// against ~150–250 µs through fastify on this machine, docs/performance.md "Overload"). What it
// refuses, cheapest test first:
// - past REQUESTS_IN_FLIGHT_MAX requests in flight: 503 `unavailable` {reason: overloaded}; the
//   admin API and /metrics are exempt, so the kill switch and the scrape work during an overload;
// - an agent whose budget is spent (its key names a known agent, and its bucket is empty) calling
//   an operation that spends it: 429 `rate_limited`. A key that names no agent passes, to get its
//   401 from the route; the bucket is spent only by requests that pass (the route's hook).
// Both answers are complete problem documents with a request id, Retry-After and the security
// headers; they are counted in /metrics (errand_http_shed_total) instead of logged one by one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OVERLOAD_RETRY_AFTER_SECONDS, problemOf, type ProblemDetail } from '../errors/problem.ts';
import type { ErrorCode } from '../errors/codes.ts';
import type { Engine } from '../runtime/engine.ts';
import { randomBase62 } from '../runtime/ids.ts';
import type { Operation } from '../ops/operation.ts';
import type { AgentLimiter } from './agent-limiter.ts';
import { bearerKeyHash } from './auth.ts';
import { setSecurityHeaders } from './security-headers.ts';

export interface GateOptions {
  engine: Engine;
  limiter: AgentLimiter;
  inFlightMax: number;
  /** RATE_LIMIT_HOLD_MS: the longest a 429 is held (0: sent at once). */
  holdMsMax: number;
  /** Operations whose calls spend an agent's budget: every public one (and /mcp). */
  operations: readonly Operation[];
  shed?: (reason: 'rate_limited' | 'overloaded') => void;
}

function pathPattern(operations: readonly Operation[]): RegExp {
  const paths = operations.filter((op) => op.surface === 'public').flatMap((op) => [op.path, ...(op.aliases ?? [])]);
  const alternatives = [...new Set(['/mcp', ...paths])].map((p) => p.replace(/[.]/g, '\\.').replace(/:[a-z_]+/g, '[^/]+'));
  return new RegExp(`^(?:${alternatives.join('|')})/?$`);
}

function writeProblem(req: IncomingMessage, res: ServerResponse, code: ErrorCode, detail: ProblemDetail, retryAfterSeconds: number, extra: Record<string, string> = {}): void {
  const id = `req_${randomBase62(20)}`;
  const problem = problemOf(code, detail, id, `http://${req.headers.host ?? 'localhost'}/docs`);
  const body = JSON.stringify(problem);
  setSecurityHeaders(res);
  res.writeHead(problem.status, {
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
    'x-request-id': id,
    'retry-after': String(retryAfterSeconds),
    ...extra,
  });
  res.end(body);
}

/** How many connections may have a refusal held at once. */
const HELD_MAX = 20_000;

/**
 * A client that sends again before its Retry-After would make the refusals themselves the load
 * (each costs ~50–100 µs of the main thread, so ~10,000 a second fill it and the agents within
 * their budget wait behind them). So a 429 is sent only when its Retry-After has passed (at most
 * RATE_LIMIT_HOLD_MS, 1 s by default): a client that waits for its answers (any client with a
 * bounded number of requests in flight) then cannot send faster than its refusals come back, and
 * what it would have sent costs the server nothing.
 *
 * One refusal is held per connection: HTTP/1.1 answers in order, so refusals pipelined behind a
 * held one wait for it anyway and are sent at once (they leave together with it). The hold is
 * jittered (50–100 %), so connections refused together do not all come back together, in waves
 * that would stall everyone else. Past HELD_MAX held connections, refusals go out at once.
 */
function holdThenSend(req: IncomingMessage, res: ServerResponse, holdMs: number, send: () => void, held: Set<object>): void {
  const socket = req.socket;
  if (holdMs === 0 || held.has(socket) || held.size >= HELD_MAX) return send();
  held.add(socket);
  const timer = setTimeout(() => {
    held.delete(socket);
    res.off('close', gone);
    send();
  }, holdMs * (0.5 + Math.random() / 2));
  const gone = () => {
    clearTimeout(timer);
    held.delete(socket);
  };
  res.once('close', gone);
}

export function createGate(options: GateOptions): { admit(req: IncomingMessage, res: ServerResponse): boolean; inFlight(): number } {
  const { engine, limiter, inFlightMax } = options;
  const limited = pathPattern(options.operations);
  let inFlight = 0;
  const holding = new Set<object>();
  const release = () => {
    inFlight -= 1;
  };
  return {
    inFlight: () => inFlight,
    admit(req, res) {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      if (path.startsWith('/internal/') || path === '/metrics') return true;
      if (inFlight >= inFlightMax) {
        options.shed?.('overloaded');
        writeProblem(req, res, 'unavailable', { reason: 'overloaded', retry_after_seconds: OVERLOAD_RETRY_AFTER_SECONDS }, OVERLOAD_RETRY_AFTER_SECONDS);
        return false;
      }
      const authorization = req.headers.authorization;
      if (authorization !== undefined && limited.test(path)) {
        const hash = bearerKeyHash(authorization);
        const agentId = hash === undefined ? undefined : engine.agentForKeyHash(hash);
        const retryAfterSeconds = agentId === undefined ? undefined : limiter.exhausted(agentId, Date.now());
        if (retryAfterSeconds !== undefined) {
          options.shed?.('rate_limited');
          const send = () =>
            writeProblem(req, res, 'rate_limited', { retry_after_seconds: retryAfterSeconds }, retryAfterSeconds, {
              'x-ratelimit-limit': String(limiter.perMinute),
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(retryAfterSeconds),
            });
          holdThenSend(req, res, Math.min(retryAfterSeconds * 1_000, options.holdMsMax), send, holding);
          return false;
        }
      }
      inFlight += 1;
      // 'close' follows every response, finished or cut off, so the count cannot leak.
      res.once('close', release);
      return true;
    },
  };
}
