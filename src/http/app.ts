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
import { asCommandAnswer, DomainError, refusedForLoad, toProblem } from '../errors/problem.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { randomBase62 } from '../runtime/ids.ts';
import { registerDocRoutes } from './doc-routes.ts';
import { writeClientError } from './client-error.ts';
import { bodyIgnored } from './operation-input.ts';
import { answeredAtOwnBarrier, registerOperationRoutes } from './operation-routes.ts';
import { docsUrl, sendProblem, sendTooLarge } from './problem-reply.ts';
import type { MultipartSpec } from '../ops/multipart-spec.ts';
import { parseMultipart } from './multipart.ts';
import { OPERATIONS } from '../ops/registry.ts';
import type { AgentIdentity, Operation } from '../ops/operation.ts';
import { domainErrorOf } from '../errors/framework-errors.ts';
import { decodeBody, parseJsonText } from '../door-input/json-body.ts';
import { AgentLimiter } from './agent-limiter.ts';
import { chargedByGate, createGate } from './gate.ts';
import { createServer } from 'node:http';
import { registerMetricsRoute } from './metrics-route.ts';
import { registerSecurityHeaders, setSecurityHeaders } from './security-headers.ts';
import { labelUnnamedRoutes, registerRequestMetrics } from '../observability/route-operation.ts';
import { loggerOptions, RequestLog } from '../observability/request-log.ts';
import { registerAgentRequestLog } from '../observability/agent-requests.ts';

declare module 'fastify' {
  interface FastifyRequest {
    agent?: AgentIdentity;
    operatorId?: string;
    rawBody?: string;
    /** The body's bytes, unparsed: its route's engine thread parses them (bodyOnThread). */
    bodyBytes?: Buffer;
  }
  interface FastifyContextConfig {
    /** The operation reads no input fields: any body (any type, even malformed) is ignored. */
    ignoresBody?: boolean;
    /** The operation also takes multipart/form-data, mapped onto its input (http/multipart.ts). */
    multipart?: MultipartSpec;
    /** The id that request logs and latency metrics name the route by. */
    operationId?: string;
    /**
     * The body is parsed on the engine thread that decides the request (create_task with engine
     * threads: src/engine-thread/thread-door.ts), not here.
     */
    bodyOnThread?: boolean;
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

/** The same-origin console page a form came from, or undefined (console/plugin.ts, refererPath). */
function consolePageOf(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host && url.pathname.startsWith('/console/') ? url.pathname : undefined;
  } catch {
    return undefined;
  }
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
  /** One request of the agent's budget (docs/api.md: one budget per agent, every keyed route). */
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
    if (req.routeOptions.config.bodyOnThread === true) {
      req.bodyBytes = bytes;
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
  registerOperationRoutes(app, { engine, services, operations, spendBudget, admitAgent });
  return { app, operations, spendAgentBudget: spendBudget };
}
