// The gate in front of fastify: the raw request listener refuses what it can refuse without
// fastify building a request and a reply, running hooks or logging (about 20 µs a refusal here,
// against ~150–250 µs through fastify on this machine, docs/performance.md "Overload"). What it
// refuses, cheapest test first:
// - past REQUESTS_IN_FLIGHT_MAX requests in flight: 503 `unavailable` {reason: overloaded}; the
//   admin API and /metrics are exempt, so the kill switch and the scrape work during an overload;
// - an agent whose budget is spent (its key names a known agent, and its bucket is empty) calling
//   an operation that spends it: 429 `rate_limited`. A key that names no agent passes, to get its
//   401 from the route. The gate spends the budget of each request it passes for a known agent
//   (the route's hook then only reads what is left); the hook charges every other request.
// Both answers are complete problem documents with a request id, Retry-After and the security
// headers; they are counted in /metrics (errand_http_shed_total) instead of logged one by one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OVERLOAD_RETRY_AFTER_SECONDS, problemOf, type ProblemDetail } from '../errors/problem.ts';
import type { ErrorCode } from '../errors/codes.ts';
import type { Engine } from '../runtime/engine.ts';
import { randomBase62 } from '../runtime/ids.ts';
import type { Operation } from '../ops/operation.ts';
import type { AgentLimiter } from './agent-limiter.ts';
import { bearerKeyHash } from '../auth/bearer.ts';
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
  const paths = operations
    .filter((op) => op.surface === 'public')
    .flatMap((op) => [op.path, ...(op.aliases ?? [])]);
  const alternatives = [...new Set(['/mcp', ...paths])].map((p) =>
    p.replace(/[.]/g, '\\.').replace(/:[a-z_]+/g, '[^/]+'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})/?$`);
}

function writeProblem(
  req: IncomingMessage,
  res: ServerResponse,
  code: ErrorCode,
  detail: ProblemDetail,
  retryAfterSeconds: number,
  extra: Record<string, string> = {},
): void {
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
/** Requests parked behind a held refusal on one connection; past it they are judged at once. */
const PARKED_MAX = 64;

interface Held {
  readonly parked: Array<() => void>;
}

/**
 * A client that sends again before its Retry-After would make the refusals themselves the load
 * (each costs ~50–100 µs of the main thread, so ~10,000 a second fill it and the agents within
 * their budget wait behind them). So a 429 is sent only when its Retry-After has passed (at most
 * RATE_LIMIT_HOLD_MS, 1 s by default, jittered 50–100 % so connections refused together do not
 * come back together): a client that waits for its answers cannot send faster than its refusals
 * come back, and what it would have sent costs the server nothing.
 *
 * A connection with a held refusal is served one request at a time: requests pipelined behind
 * the held one are parked unjudged, and the next is judged only when the held one is sent (it
 * may then pass, if the budget has refilled, or be held in its turn). HTTP/1.1 answers in order,
 * so they could not be answered sooner anyway; judging them at once instead would send them all
 * together with the held one, and a pipelining client would answer each such wave with a wave of
 * new requests (64 deep: ~3 ms of parsing and refusing in one go, the spikes the agents within
 * their budget then wait behind). Parking is bounded (PARKED_MAX per connection): past it a
 * request is judged at once, and its refusal, written at once, is outgoing data that makes Node
 * stop reading the connection (its own guard against pipelining floods).
 */
class Holds {
  private readonly byConnection = new Map<object, Held>();

  /** Whether `next` was parked behind a held refusal of this connection (it will run later). */
  park(connection: object, next: () => void): boolean {
    const held = this.byConnection.get(connection);
    if (held === undefined || held.parked.length >= PARKED_MAX) return false;
    held.parked.push(next);
    return true;
  }

  hold(req: IncomingMessage, res: ServerResponse, holdMs: number, send: () => void): void {
    const connection = req.socket;
    if (holdMs === 0 || this.byConnection.has(connection) || this.byConnection.size >= HELD_MAX) {
      send();
      return;
    }
    const held: Held = { parked: [] };
    this.byConnection.set(connection, held);
    const timer = setTimeout(
      () => {
        res.off('close', gone);
        send();
        this.release(connection, held);
      },
      holdMs * (0.5 + Math.random() / 2),
    );
    const gone = () => {
      clearTimeout(timer);
      // The connection is gone: nobody waits for its parked requests, and none was judged, so
      // dropping them unrun acknowledges nothing and moves nothing.
      if (this.byConnection.get(connection) === held) this.byConnection.delete(connection);
    };
    res.once('close', gone);
  }

  /** Judges parked requests in order until one is held again (which takes over the rest). */
  private release(connection: object, held: Held): void {
    if (this.byConnection.get(connection) === held) this.byConnection.delete(connection);
    for (let i = 0; i < held.parked.length; i += 1) {
      held.parked[i]!();
      const next = this.byConnection.get(connection);
      if (next !== undefined) {
        next.parked.push(...held.parked.slice(i + 1));
        return;
      }
    }
  }
}

/**
 * Requests whose agent's budget the gate has already spent, with what was left (read by the route's
 * hook).
 */
export const chargedByGate = new WeakMap<IncomingMessage, { agentId: string; remaining: number }>();

export function createGate(options: GateOptions): {
  admit(req: IncomingMessage, res: ServerResponse, pass: () => void): void;
  inFlight(): number;
} {
  const { engine, limiter, inFlightMax } = options;
  const limited = pathPattern(options.operations);
  let inFlight = 0;
  const holds = new Holds();
  const release = () => {
    inFlight -= 1;
  };
  const judge = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    pass: () => void,
  ): void => {
    if (inFlight >= inFlightMax) {
      options.shed?.('overloaded');
      writeProblem(
        req,
        res,
        'unavailable',
        { reason: 'overloaded', retry_after_seconds: OVERLOAD_RETRY_AFTER_SECONDS },
        OVERLOAD_RETRY_AFTER_SECONDS,
      );
      return;
    }
    const authorization = req.headers.authorization;
    if (authorization !== undefined && limited.test(path)) {
      const hash = bearerKeyHash(authorization);
      const agentId = hash === undefined ? undefined : engine.indexes.agentForKeyHash(hash);
      const taken = agentId === undefined ? undefined : limiter.take(agentId, Date.now());
      // Spent here, not only looked at: a connection's parked requests are judged in one go,
      // before fastify's hooks of the first one have run, so a look would pass them all.
      if (taken?.ok) chargedByGate.set(req, { agentId: agentId!, remaining: taken.remaining });
      else if (taken !== undefined) {
        const { retryAfterSeconds } = taken;
        options.shed?.('rate_limited');
        const send = () =>
          writeProblem(
            req,
            res,
            'rate_limited',
            { retry_after_seconds: retryAfterSeconds },
            retryAfterSeconds,
            {
              'x-ratelimit-limit': String(limiter.perMinute),
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(retryAfterSeconds),
            },
          );
        holds.hold(req, res, Math.min(retryAfterSeconds * 1_000, options.holdMsMax), send);
        return;
      }
    }
    inFlight += 1;
    // 'close' follows every response, finished or cut off, so the count cannot leak.
    res.once('close', release);
    pass();
  };
  return {
    inFlight: () => inFlight,
    admit(req, res, pass) {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      if (path.startsWith('/internal/') || path === '/metrics') return pass();
      if (holds.park(req.socket, () => judge(req, res, path, pass))) return;
      judge(req, res, path, pass);
    },
  };
}
