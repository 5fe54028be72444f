// The per-agent budget as a token bucket: a burst, then paced by the per-minute refill, with a
// Retry-After that is enough, and a look (exhausted) that never spends.
import { describe, expect, it } from 'vitest';
import { AgentLimiter } from '../../src/http/agent-limiter.ts';

describe('AgentLimiter', () => {
  it('lets a burst through, then paces at the per-minute rate', () => {
    const limiter = new AgentLimiter(60, 5); // one a second, five at once
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(limiter.take('a', t0).ok).toBe(true);
    const refused = limiter.take('a', t0);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', t0 + 999).ok).toBe(false);
    expect(limiter.take('a', t0 + 1_000).ok).toBe(true);
    expect(limiter.take('a', t0 + 1_000).ok).toBe(false);
    // Other agents have their own budget.
    expect(limiter.take('b', t0).ok).toBe(true);
  });

  it(
    'by default the burst is a whole minute, as a fixed window of one minute would allow at ' +
      'first',
    () => {
      const limiter = new AgentLimiter(5, 5);
      for (let i = 0; i < 5; i++) expect(limiter.take('a', 0).ok).toBe(true);
      const refused = limiter.take('a', 0);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.retryAfterSeconds).toBe(12); // one request per 12 s
      expect(limiter.take('a', 12_000).ok).toBe(true);
    },
  );

  it('waiting Retry-After seconds is always enough', () => {
    const limiter = new AgentLimiter(7, 3);
    let now = 0;
    for (let round = 0; round < 50; round++) {
      let taken = limiter.take('a', now);
      while (taken.ok) taken = limiter.take('a', now);
      now += taken.retryAfterSeconds * 1_000;
      expect(limiter.take('a', now).ok).toBe(true);
    }
  });
});
