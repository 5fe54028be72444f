// The test clock (/internal/v1/clock): read it, and move it forward where the service runs on a
// virtual clock.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { defineOp } from './operation.ts';
import { IsoTime } from './schemas.ts';
import { ADMIN } from './admin-common.ts';

const getClock = defineOp({
  ...ADMIN,
  id: 'admin_get_clock',
  method: 'GET',
  path: '/internal/v1/clock',
  summary: 'The service clock',
  description: 'Virtual with ERRAND_CLOCK=virtual.',
  input: z.object({}),
  output: z.object({ now: IsoTime, virtual: z.boolean() }),
  readOnly: true,
  async handler(ctx) {
    return {
      now: new Date(ctx.services.clock.now()).toISOString(),
      virtual: ctx.services.advanceClock !== undefined,
    };
  },
});

const advanceClock = defineOp({
  ...ADMIN,
  id: 'admin_advance_clock',
  method: 'POST',
  path: '/internal/v1/clock/advance',
  summary: 'Move the test clock forward',
  description: 'Only with ERRAND_CLOCK=virtual; answers feature_disabled otherwise.',
  input: z.object({
    seconds: z
      .number()
      .int()
      .min(0)
      .max(366 * 24 * 3600),
  }),
  output: z.object({ now: IsoTime, virtual: z.boolean() }),
  readOnly: false,
  async handler(ctx, input) {
    if (!ctx.services.advanceClock)
      throw new DomainError('feature_disabled', { feature: 'test_clock' });
    const now = await ctx.services.advanceClock(input.seconds * 1000);
    return { now: new Date(now).toISOString(), virtual: true };
  },
});

export const CLOCK_ADMIN_OPS = [getClock, advanceClock];
