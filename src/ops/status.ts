// System status: GET /v1/status (no key). GET /v1/campaigns (list_campaigns) lives in campaigns.ts.
import { z } from 'zod';
import { defineOp } from './operation.ts';
import { listCampaigns } from './campaigns.ts';
import { IsoTime } from './schemas.ts';

const Day = z.object({
  date: z.string(),
  up_seconds: z.number().nullable(),
  uptime_pct: z.number().nullable(),
});

const getStatus = defineOp({
  id: 'get_status',
  method: 'GET',
  path: '/v1/status',
  surface: 'discovery',
  summary: 'System status with 90 days of daily uptime',
  description:
    'operational (200) while the engine accepts writes; degraded, answered with 503 and the ' +
    'same body, after a write failure (fail-stop: writes refused until restart; reads and ' +
    'stored idempotent replies still served). Days before the service first ran have null ' +
    'figures.',
  input: z.object({}),
  output: z.object({
    status: z.enum(['operational', 'degraded']),
    checked_at: IsoTime,
    started_at: IsoTime,
    uptime_90d_pct: z.number().nullable(),
    components: z.object({
      engine: z.enum(['ok', 'failed']),
      write_ahead_log: z.enum(['ok', 'failed']),
    }),
    days: z.array(Day),
  }),
  statusFor: {
    status: 503,
    description: 'Degraded: a write failed and writes are refused until restart (same body)',
    when: (result) => result.status === 'degraded',
  },
  idempotency: 'none',
  readOnly: true,
  async handler(ctx) {
    const days = ctx.services.uptime?.history() ?? [];
    const known = days.filter((d) => d.uptime_pct !== null);
    const failed = ctx.engine.isFailed();
    return {
      status: failed ? ('degraded' as const) : ('operational' as const),
      checked_at: new Date().toISOString(),
      started_at: new Date(ctx.services.startedAtMs).toISOString(),
      uptime_90d_pct:
        known.length === 0
          ? null
          : Math.round((known.reduce((s, d) => s + d.uptime_pct!, 0) / known.length) * 100) / 100,
      components: {
        engine: failed ? ('failed' as const) : ('ok' as const),
        write_ahead_log: failed ? ('failed' as const) : ('ok' as const),
      },
      days,
    };
  },
});

export const STATUS_OPS = [getStatus, listCampaigns];
