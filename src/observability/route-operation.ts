// Which operation a request was: the id both doors share (`create_task`), never the URL, which
// holds ids. Request logs and latency metrics name requests by it, so its values are a closed
// set: the operation table's ids, the document routes' (as the OpenAPI document names them),
// `mcp`, `get_metrics`, `console` for every console page, and `unknown` where no route matched.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

const UNKNOWN_OPERATION = 'unknown';
/** The console's pages and forms share one label: their URLs are not in the operation table. */
const CONSOLE_OPERATION = 'console';

export function operationOf(req: FastifyRequest): string {
  if (req.is404) return UNKNOWN_OPERATION;
  return req.routeOptions.config.operationId ?? UNKNOWN_OPERATION;
}

/**
 * Labels routes that carry no operation id: the console's (by prefix); the rest stay unknown. An
 * onRoute hook, so it must be added before the routes it should see.
 */
export function labelUnnamedRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    const config = route.config as { operationId?: string };
    if (
      config.operationId === undefined &&
      (route.url === '/console' || route.url.startsWith('/console/'))
    )
      config.operationId = CONSOLE_OPERATION;
  });
}

/** Every answered request's latency, by operation and status (nothing is added without metrics). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics | undefined): void {
  if (!metrics) return;
  app.addHook('onResponse', (req, reply, done) => {
    metrics.httpRequest(operationOf(req), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
