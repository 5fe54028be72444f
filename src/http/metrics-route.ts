// GET /metrics: the Prometheus text format, behind the admin token (the same Bearer check as
// /internal/v1). One port and one secret: a scraper sends `Authorization: Bearer <ADMIN_TOKEN>`
// (Prometheus: `authorization: {credentials_file: ...}`), and nothing about the service's load
// or size is readable by whoever can reach the port. Not rate limited, like the admin surface.
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../observability/metrics.ts';
import type { Services } from '../services.ts';
import { authenticateAdmin } from '../auth/bearer.ts';

const METRICS_OPERATION = 'get_metrics';

export function registerMetricsRoute(
  app: FastifyInstance,
  services: Services,
  metrics: Metrics,
): void {
  app.get('/metrics', {
    config: { rateLimit: false, ignoresBody: true, operationId: METRICS_OPERATION },
    onRequest: async (req) => authenticateAdmin(services.adminTokenHash, req.headers.authorization),
    handler: async (_req, reply) => {
      const { contentType, body } = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  });
}
