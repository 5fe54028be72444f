// SEED_DEMO=1 is the README's first minute: a funded test-mode org whose key is printed once.
// A later start on the same directory makes no second org and prints no key, but says where the
// org is and how to get a key again, since the one printed may be long lost.
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import { call, startTestService } from '../support/http.ts';

describe('SEED_DEMO=1', () => {
  it(
    'seeds a funded test org once, and says so ' + 'at a later start without a second org or key',
    async () => {
      const dir = tempDir('errand-seed-demo-');
      const first = await startTestService({ SEED_DEMO: '1' }, dir);
      const line = first.announced.find((l) => l.includes('demo API key (shown once)'));
      const [, orgId, key] =
        /demo org (org_\S+) .*\(shown once\): (errand_test_\S+)/.exec(line ?? '') ?? [];
      expect(orgId && key, first.announced.join('\n')).toBeTruthy();
      await first.close();

      const again = await startTestService({ SEED_DEMO: '1' }, dir);
      try {
        expect(again.announced.some((l) => l.includes('errand_test_'))).toBe(false);
        expect(again.announced).toContainEqual(
          expect.stringContaining(`demo org ${orgId} was set up in this data directory before`),
        );
        const wallet = await call(again.url, 'GET', '/v1/wallet', { key });
        expect(wallet.body.data).toMatchObject({ balance_minor: '10000000', currency: 'NGN' });
      } finally {
        await again.close();
      }
    },
  );
});
