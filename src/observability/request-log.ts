// One structured line per answered request, written where Fastify writes its own (its log
// controller). Fastify's own pair ("incoming request" / "request completed") logs the raw URL,
// query string included, and a console set-up link carries its one-time token there. Here the
// arrival line is at debug and holds the method and path only (it shows a request that never got
// its answer); the completion line, at info, holds what an operator reads.
//
// A completion line holds: reqId (pino's binding, the X-Request-Id the client saw), method, path
// (without the query string), route (the pattern), operation (the operation id both doors share),
// statusCode, responseTimeMs, and who called: agentId and orgId, or operatorId. Never a header, a
// query string or a body, so never a key, token, password, secret or an Operator's details. The
// redact list below is the second line of defence, for whatever a future log call passes.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { operationOf } from './route-operation.ts';

const PATH_LOGGED_MAX = 200;

/** Paths pino replaces with "[redacted]" in any log object, whoever logs it. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'req.headers["x-partner-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'password',
  '*.password',
  'token',
  '*.token',
  'setupToken',
  '*.setupToken',
  'api_key',
  '*.api_key',
  'apiKey',
  '*.apiKey',
  'operator_token',
  '*.operator_token',
  'secret',
  '*.secret',
  'phone',
  '*.phone',
  'last_name',
  '*.last_name',
  'location',
  '*.location',
  'body',
  '*.body',
  'rawBody',
  '*.rawBody',
  'query',
  '*.query',
];

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return path.length > PATH_LOGGED_MAX ? `${path.slice(0, PATH_LOGGED_MAX)}…` : path;
}

/**
 * pino options for the service: the caller's (level, stream) plus redaction and safe serializers.
 */
export function loggerOptions(base: Record<string, unknown>): Record<string, unknown> {
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Whoever logs a request object gets its method and path: no headers, no query string.
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: pathOf(req.url ?? ''),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** Fastify's log controller with its per-request pair replaced by the lines described above. */
export class RequestLog extends LogController {
  override incomingRequest(req: FastifyRequest): void {
    req.log.debug({ req }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const line = {
      method: req.method,
      path: pathOf(req.url),
      route: req.routeOptions.url ?? null,
      operation: operationOf(req),
      statusCode: status,
      responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
      agentId: req.agent?.agentId,
      orgId: req.agent?.orgId,
      operatorId: req.operatorId,
      // The response stream failed (the client went away mid-answer): its name only.
      ...(error ? { streamError: error.name } : {}),
    };
    if (status >= 500 || error) req.log.error(line, 'request completed');
    else req.log.info(line, 'request completed');
  }
}
