// The fastify app: REST routes generated from the operation table. Every route runs the same
// pipeline — authenticate, rate limit, validate, idempotency, governance (in the engine) — and
// every error leaves as problem+json through toProblem.
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { z } from 'zod';
import { asCommandAnswer, DomainError, refusedForLoad, toProblem } from '../errors/problem.ts';
import type { Engine } from '../runtime/engine.ts';
import { isOwnAnswer } from '../runtime/answer-queue.ts';
import type { Services } from '../services.ts';
import { randomBase62 } from '../runtime/ids.ts';
import { checkIdempotencyKey, invoke } from '../ops/invoke.ts';
import { registerDocRoutes } from './doc-routes.ts';
import type { MultipartSpec } from '../ops/multipart-spec.ts';
import { parseMultipart } from './multipart.ts';
import { OPERATIONS } from '../ops/registry.ts';
import type { AgentIdentity, Operation, OpContext } from '../ops/operation.ts';
import { domainErrorOf } from '../errors/framework-errors.ts';
import { decodeBody, parseJsonText } from './json-body.ts';
import { drainOverLimitBody } from './over-limit.ts';
import { AgentLimiter } from './agent-limiter.ts';
import { chargedByGate, createGate } from './gate.ts';
import { createServer } from 'node:http';
import {
  authenticateAdmin,
  authenticateAgentFresh,
  authenticateOperatorFresh,
} from '../auth/bearer.ts';
import { registerMetricsRoute } from './metrics-route.ts';
import {
  registerSecurityHeaders,
  SECURITY_HEADER_LINES,
  setSecurityHeaders,
} from './security-headers.ts';
import { labelUnnamedRoutes, registerRequestMetrics } from '../observability/route-operation.ts';
import { loggerOptions, RequestLog } from '../observability/request-log.ts';
import { registerAgentRequestLog } from '../observability/agent-requests.ts';

declare module 'fastify' {
  interface FastifyRequest {
    agent?: AgentIdentity;
    operatorId?: string;
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /** The operation reads no input fields, so any body (of any type, even malformed) is ignored. */
    ignoresBody?: boolean;
    /** The operation also takes multipart/form-data, mapped onto its input so (src/http/multipart.ts). */
    multipart?: MultipartSpec;
    /** The id request logs and latency metrics name the route by (the operation table's, or a document's). */
    operationId?: string;
  }
}

export interface AppOptions {
  engine: Engine;
  services: Services;
  /** pino options (level, stream); false for silence. Redaction and safe serializers are added. */
  logger?: false | Record<string, unknown>;
  /** Extra operations (later issues add theirs to the table; tests may add probes). */
  operations?: readonly Operation[];
}

/** Admin-API changes people answer for: they join the console's audit log (actor: the admin API). */
const AUDITED_ADMIN_OPS = new Map<string, string>([
  ['admin_create_org', 'org.create'],
  ['admin_create_agent', 'agent.create'],
  ['admin_rotate_key', 'key.rotate'],
  ['admin_revoke_key', 'key.revoke'],
  ['admin_add_key', 'key.create'],
  ['admin_roll_key', 'key.roll'],
  ['admin_revoke_one_key', 'key.revoke'],
  ['admin_set_delegation', 'governance.delegation'],
  ['admin_set_spend_policy', 'governance.caps'],
  ['admin_freeze_agent', 'governance.kill_switch.on'],
  ['admin_unfreeze_agent', 'governance.kill_switch.off'],
  ['admin_set_org_flags', 'org.flag'],
  ['admin_set_zone', 'zone.set'],
  ['admin_decide_hold', 'safety.hold'],
  ['admin_freeze_org', 'governance.org_freeze.on'],
  ['admin_unfreeze_org', 'governance.org_freeze.off'],
]);

async function auditAdmin(
  services: Services,
  engine: Engine,
  opId: string,
  input: Record<string, unknown>,
  data: unknown,
  ip: string,
): Promise<void> {
  const out = (data ?? {}) as Record<string, unknown>;
  const agentId = (
    typeof input.id === 'string' ? input.id : typeof out.agent_id === 'string' ? out.agent_id : null
  ) as string | null;
  const orgId = (
    typeof input.org_id === 'string'
      ? input.org_id
      : typeof out.org_id === 'string'
        ? out.org_id
        : agentId
          ? (engine.indexes.orgOfAgent(agentId) ?? null)
          : null
  ) as string | null;
  // A hold's decision is named in its action (safety.hold.release / safety.hold.refuse).
  const hold = opId === 'admin_decide_hold';
  const action = hold ? `safety.hold.${String(input.decision)}` : AUDITED_ADMIN_OPS.get(opId)!;
  const zone = typeof input.zone_ref === 'string' ? input.zone_ref : null;
  const named = zone ?? (typeof input.task_id === 'string' ? input.task_id : null);
  const target = agentId ?? named;
  await services.audit?.({ orgId, action, target, ip });
}

/** Requests whose answer is their command's own, given at its own record's barrier (onSend). */
const answeredAtOwnBarrier = new WeakSet<object>();

/** The same-origin console page a form was sent from, or undefined (src/console/plugin.ts, refererPath). */
function consolePageOf(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host && url.pathname.startsWith('/console/') ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

function docsUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}/docs`;
}

function sendProblem(reply: FastifyReply, error: unknown, req: FastifyRequest): FastifyReply {
  const problem = toProblem(domainErrorOf(error), req.id, docsUrl(req));
  req.problemCode = problem.code;
  if (problem.code === 'unauthorized') reply.header('www-authenticate', 'Bearer');
  // A refusal for load (429, 503 shard_busy/overloaded/shutting_down) says when to come back.
  const retryAfter = problem.detail?.retry_after_seconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

/** Over-limit bodies are answered once the rest is drained (see over-limit.ts), with the limit stated. */
async function sendTooLarge(
  reply: FastifyReply,
  req: FastifyRequest,
  drainBytesMax: number,
): Promise<FastifyReply> {
  await drainOverLimitBody(req, reply, drainBytesMax);
  return sendProblem(
    reply,
    new DomainError('payload_too_large', { limit_bytes: req.routeOptions.bodyLimit }),
    req,
  );
}

/** No operation reads this body: an unknown route (it answers not_found) or one without input fields. */
function bodyIgnored(req: FastifyRequest): boolean {
  return req.is404 || req.routeOptions.config.ignoresBody === true;
}

function hasFields(schema: z.ZodType): boolean {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return !shape || Object.keys(shape).length > 0;
}

/** Path parameters win over query and body: the URL names the resource. */
function inputOf(op: Operation, req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (
    body !== undefined &&
    body !== null &&
    (typeof body !== 'object' || Array.isArray(body)) &&
    hasFields(op.input)
  ) {
    throw new DomainError('validation_failed', {
      errors: [{ path: '', message: 'body must be a JSON object' }],
    });
  }
  const bodyFields =
    hasFields(op.input) && body && typeof body === 'object'
      ? (body as Record<string, unknown>)
      : {};
  return {
    ...(req.query as Record<string, unknown>),
    ...bodyFields,
    ...(req.params as Record<string, unknown>),
  };
}

/** The header is checked before the body, so a client missing it learns that first. */
function idempotencyKeyOf(op: Operation, req: FastifyRequest): string | undefined {
  if (op.idempotency !== 'required') return undefined;
  const key = req.headers['idempotency-key'];
  if (key === undefined) throw new DomainError('idempotency_key_missing');
  return checkIdempotencyKey(key, 'Idempotency-Key');
}

/**
 * Errors before fastify has a request (a malformed request line, headers over Node's limit, a
 * request that timed out) are written to the socket directly; they still leave as problem+json.
 */
function writeClientError(
  error: Error,
  socket: import('node:stream').Duplex,
  publicUrl: string | undefined,
): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const id = `req_${randomBase62(20)}`;
  const timedOut = code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const overflow = code === 'HPE_HEADER_OVERFLOW';
  const known = timedOut
    ? new DomainError('request_timeout')
    : new DomainError('validation_failed', {
        reason: overflow ? 'headers_too_large' : 'malformed_http',
        errors: [
          {
            path: overflow ? 'headers' : '',
            message: overflow ? 'request headers are too large' : 'malformed HTTP request',
          },
        ],
      });
  // No request to take a host from: the configured public URL, else the address it came in on.
  const local = socket as import('node:net').Socket;
  const host = local.localFamily === 'IPv6' ? `[${local.localAddress}]` : local.localAddress;
  const base =
    publicUrl?.replace(/\/$/, '') ?? `http://${host ?? '127.0.0.1'}:${local.localPort ?? 80}`;
  const body = JSON.stringify(toProblem(known, id, `${base}/docs`));
  const statusLine = timedOut ? '408 Request Timeout' : '400 Bad Request';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusLine}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\n${SECURITY_HEADER_LINES}Connection: close\r\n\r\n${body}`,
    );
  }
  // end, not destroy: a destroy with the client's bytes unread resets the connection and the
  // client may never read the answer.
  socket.end();
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** The REST door on its fastify app, and what the composition needs to mount other doors on it. */
export interface HttpDoor {
  readonly app: FastifyInstance;
  /** The operation table the routes were made from (with any extra operations of the options). */
  readonly operations: readonly Operation[];
  /** Spends one request of the agent's budget (the same per-agent budget as REST), or throws. */
  spendAgentBudget(reply: FastifyReply, agentId: string): void;
}

export async function buildApp(options: AppOptions): Promise<HttpDoor> {
  const { engine, services } = options;
  const operations = [...OPERATIONS, ...(options.operations ?? [])];
  const limiter = new AgentLimiter(
    services.config.RATE_LIMIT_PER_MINUTE,
    services.config.RATE_LIMIT_BURST ?? services.config.RATE_LIMIT_PER_MINUTE,
  );
  const gate = createGate({
    engine,
    limiter,
    inFlightMax: services.config.REQUESTS_IN_FLIGHT_MAX,
    holdMsMax: services.config.RATE_LIMIT_HOLD_MS,
    operations,
    ...(services.metrics ? { shed: (reason) => services.metrics!.shed(reason) } : {}),
  });
  /** One request of the agent's budget (interface.md, Limits: one budget per agent across every keyed route). */
  const spendBudget = (reply: FastifyReply, key: string): void => {
    const charged = chargedByGate.get(reply.request.raw);
    const taken =
      charged?.agentId === key
        ? ({ ok: true, remaining: charged.remaining } as const)
        : limiter.take(key, Date.now());
    reply.header('x-ratelimit-limit', limiter.perMinute);
    if (!taken.ok) {
      reply.header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', taken.retryAfterSeconds);
      throw new DomainError('rate_limited', { retry_after_seconds: taken.retryAfterSeconds });
    }
    reply.header('x-ratelimit-remaining', taken.remaining);
  };
  const admitAgent = (req: FastifyRequest, reply: FastifyReply, identity: AgentIdentity): void => {
    req.agent = identity;
    spendBudget(reply, identity.agentId);
  };
  const logRequests = options.logger !== undefined && options.logger !== false;
  const app = Fastify({
    logger: logRequests ? loggerOptions(options.logger as Record<string, unknown>) : false,
    // One line per request (request-log.ts) instead of Fastify's two, which log the raw URL.
    logController: logRequests
      ? new RequestLog()
      : new LogController({ disableRequestLogging: true }),
    bodyLimit: services.config.BODY_LIMIT_BYTES,
    genReqId: () => `req_${randomBase62(20)}`,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
    // While closing, requests are refused by our own onRequest hook: problem+json with a request
    // id (Fastify's built-in 503 body is neither).
    return503OnClosing: false,
    // Router errors (a bad URL, an over-long path parameter) skip the hooks and the error
    // handler; without this they would leave as Fastify's own JSON, not problem+json, and
    // without the security headers.
    frameworkErrors: (error, req, reply) => {
      setSecurityHeaders(reply.raw);
      reply.header('x-request-id', req.id);
      return sendProblem(reply, error, req);
    },
    clientErrorHandler: (error, socket) =>
      writeClientError(error, socket, services.config.PUBLIC_URL),
    // The gate (gate.ts) sees every request before fastify does. Fastify applies requestTimeout,
    // keepAliveTimeout and the `http` options only to a server it makes, so they are set here.
    // Slow clients: Node cuts a request whose headers or body trickle in past these bounds
    // (checked every second; its default, 30 s, would let a slow client overstay by that much)
    // and reports it to clientErrorHandler, which answers 408. Fastify's default never cuts.
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: Math.min(
            services.config.HEADERS_TIMEOUT_MS,
            services.config.REQUEST_TIMEOUT_MS,
          ),
          connectionsCheckingInterval: Math.min(1_000, services.config.HEADERS_TIMEOUT_MS),
        },
        (req, res) => {
          gate.admit(req, res, () => handler(req, res));
        },
      );
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = services.config.REQUEST_TIMEOUT_MS;
      return server;
    },
  });

  registerSecurityHeaders(app);
  labelUnnamedRoutes(app);
  registerRequestMetrics(app, services.metrics);
  registerAgentRequestLog(app, services.requestLog);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0 || bodyIgnored(req)) {
      req.rawBody = bytes.toString('utf8');
      return done(null, undefined);
    }
    try {
      req.rawBody = decodeBody(bytes);
      done(null, parseJsonText(req.rawBody));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // A file upload: only where the route says how its parts map onto the input; refused elsewhere
  // exactly as any other non-JSON body. Read whole under the route's body limit first.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    if (bodyIgnored(req)) return done(null, undefined);
    const spec = req.routeOptions.config.multipart;
    if (!spec)
      return done(
        new DomainError('validation_failed', {
          errors: [{ path: '', message: 'Content-Type must be application/json' }],
        }),
        undefined,
      );
    parseMultipart(body as Buffer, req.headers['content-type'] ?? '', spec).then(
      (input) => done(null, input),
      (error: Error) => done(error, undefined),
    );
  });

  // Any other media type: ignored where the operation reads no body, refused elsewhere.
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, _body, done) => {
    if (bodyIgnored(req)) return done(null, undefined);
    done(
      new DomainError('validation_failed', {
        errors: [{ path: '', message: 'Content-Type must be application/json' }],
      }),
      undefined,
    );
  });

  // Graceful close: server.close() waits for every open connection, and a keep-alive socket whose
  // request was in flight would otherwise sit idle for the whole keepAliveTimeout (72 s) before
  // the process could exit. So once closing, every response asks the client to close its
  // connection, and a request that still arrives on one is refused with 503 `unavailable`.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Callback hooks, not async ones: they run on every request, and a promise each is time.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done(closing ? refusedForLoad('shutting_down') : undefined);
  });

  // The commit barrier (docs/design.md): every response was computed from state that may hold
  // records not yet durable, so it is held until they are; a record that never will be turns the
  // answer into a 503. A refusal for load (429, 503) was computed from nothing in the state and
  // goes at once. `closing` is read as the answer goes: a close may begin while it waits, and a
  // keep-alive socket left open then would hold the close for its whole timeout.
  const send = (
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ): void => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  };
  // An operation's answer that is its command's own (isOwnAnswer) already waited for its own
  // record, and for nothing decided after it: it goes at once, so a later batch that fails cannot
  // turn an applied command into a refusal. Any other answer of a request that may write says
  // "outcome unknown" when what it was computed from is dropped, never "nothing was applied".
  app.addHook('onSend', (req, reply, payload, done) => {
    // /mcp waits for its own barriers inside the MCP server (a tool call's own record, or the
    // shards a read was computed from), so its answers are not held here again.
    const selfHeld = (req.routeOptions.config as { waitsOwnBarrier?: boolean }).waitsOwnBarrier;
    const own =
      reply.statusCode === 503 ||
      reply.statusCode === 429 ||
      selfHeld === true ||
      answeredAtOwnBarrier.has(req.raw);
    const held = own ? undefined : engine.barrier();
    if (held === undefined) return send(reply, payload, done);
    held.then(
      () => send(reply, payload, done),
      (error: unknown) => {
        const reads = req.method === 'GET' || req.method === 'HEAD';
        const problem = toProblem(reads ? error : asCommandAnswer(error), req.id, docsUrl(req));
        // A console form goes back to its page with the code, as the console's own refusals do.
        const form = req.method === 'POST' && req.url.startsWith('/console/');
        const back = form ? consolePageOf(req.headers.referer, req.headers.host) : undefined;
        if (back !== undefined) {
          reply.code(303).header('location', `${back}?error=${problem.code}`).type('text/plain');
          return send(reply, '', done);
        }
        reply.code(problem.status).type('application/problem+json');
        send(reply, JSON.stringify(problem), done);
      },
    );
  });

  // The per-agent budget is ours (agent-limiter.ts, spent in each route's onRequest after
  // authentication, refused early by the gate). @fastify/rate-limit stays for the console's
  // sign-in forms only, which name it in their route config.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new DomainError('rate_limited', {
        retry_after_seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)),
      }),
  });

  app.setErrorHandler((error, req, reply) => {
    const known = domainErrorOf(error);
    if (known.code === 'internal') req.log.error({ err: error }, 'internal error');
    if (known.code === 'payload_too_large')
      return sendTooLarge(reply, req, services.config.DRAIN_LIMIT_BYTES);
    return sendProblem(reply, known, req);
  });
  app.setNotFoundHandler((req, reply) =>
    sendProblem(reply, new DomainError('not_found', { resource: 'route' }), req),
  );

  registerDocRoutes(app, operations, services);
  if (services.metrics) registerMetricsRoute(app, services, services.metrics);
  for (const op of operations)
    for (const url of [op.path, ...(op.aliases ?? [])]) {
      app.route({
        method: op.method,
        url,
        ...(op.bodyLimitBytes ? { bodyLimit: op.bodyLimitBytes } : {}),
        config: {
          ignoresBody: !hasFields(op.input),
          operationId: op.id,
          ...(op.multipart ? { multipart: op.multipart } : {}),
        },
        onRequest: (req, reply, done) => {
          // A callback hook too: most requests authenticate synchronously.
          let waits: Promise<void> | undefined;
          try {
            if (op.surface === 'public') {
              // No named closure here: tsx keeps function names, and naming one costs a defineProperty a request.
              // The gate already found this request's agent by its key (same turn: nothing changed since).
              const charged = chargedByGate.get(req.raw);
              const orgId =
                charged === undefined ? undefined : engine.indexes.orgOfAgent(charged.agentId);
              if (charged !== undefined && orgId !== undefined)
                admitAgent(req, reply, { agentId: charged.agentId, orgId });
              else
                waits = authenticateAgentFresh(engine, req.headers.authorization).then((identity) =>
                  admitAgent(req, reply, identity),
                );
            } else if (op.rateLimitedByIp) spendBudget(reply, `ip:${req.ip}`);
            if (op.surface === 'admin')
              authenticateAdmin(services.adminTokenHash, req.headers.authorization);
            else if (op.surface === 'worker') {
              waits = authenticateOperatorFresh(engine, req.headers.authorization).then((id) => {
                req.operatorId = id;
              });
            }
          } catch (error) {
            return done(error as Error);
          }
          if (waits) waits.then(() => done(), done);
          else done();
        },
        handler: async (req, reply) => {
          const key = idempotencyKeyOf(op, req);
          const ctx: Omit<OpContext, 'idem'> = {
            engine,
            services,
            requestId: req.id,
            headers: req.headers,
            ...(req.agent ? { agent: req.agent } : {}),
            ...(req.operatorId ? { operatorId: req.operatorId } : {}),
            ...(req.rawBody !== undefined ? { rawBody: req.rawBody } : {}),
          };
          const input = inputOf(op, req);
          const data = await invoke(op, ctx, input, key);
          if (!op.readOnly && isOwnAnswer(data)) answeredAtOwnBarrier.add(req.raw);
          if (AUDITED_ADMIN_OPS.has(op.id))
            await auditAdmin(services, engine, op.id, input, data, req.ip);
          reply.code(op.statusFor?.when(data) ? op.statusFor.status : (op.successStatus ?? 200));
          const raw = op.raw?.(data);
          if (raw) {
            if (raw.headers) reply.headers(raw.headers);
            return reply.type(raw.contentType).send(raw.body);
          }
          return { data };
        },
      });
    }
  return { app, operations, spendAgentBudget: spendBudget };
}
