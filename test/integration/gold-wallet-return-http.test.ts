// Proves staff can return what an older log left in a gold wallet (docs/outcomes.md, "Older
// logs"): over the admin API, a gold wallet holding a refund recorded before gold refunds went
// back to funding is listed, returned to `clearing:gold_funding` in one recorded posting (the
// ledger balanced, the wallet and the funding account at zero), a second return writes nothing,
// a bad mode is refused naming it, no token is refused, and after a restart the state is the
// same and `errand verify` holds (gold_funded counts the return).
import { afterEach, describe, expect, it } from 'vitest';
import { runVerify } from '../support/child-service.ts';
import { admin, startTestService, type TestService } from '../support/http.ts';
import { legacyGoldWallet } from '../support/legacy-gold.ts';

let svc: TestService | undefined;
afterEach(async () => {
  await svc?.close();
  svc = undefined;
});

interface Wallet {
  mode: string;
  org_id: string;
  balances: { currency: string; amount_minor: string }[];
  funding: { currency: string; amount_minor: string }[];
}

const liveOf = async (s: TestService): Promise<Wallet> =>
  (await admin(s.url, 'GET', '/internal/v1/gold-wallets')).body.data.find(
    (w: Wallet) => w.mode === 'live',
  );

describe('returning a gold wallet to gold funding', () => {
  it('moves what an older log left there back, once, recorded and balanced', async () => {
    const { dir, heldMinor } = await legacyGoldWallet();
    const held = heldMinor.toString();
    svc = await startTestService({}, dir);
    const before = await liveOf(svc);
    expect(before).toEqual({
      mode: 'live',
      org_id: 'org_platform_gold',
      balances: [{ currency: 'NGN', amount_minor: held }],
      funding: [{ currency: 'NGN', amount_minor: `-${held}` }],
    });

    const returned = await admin(svc.url, 'POST', '/internal/v1/gold-wallets/live/return', {});
    expect(returned.status).toBe(200);
    expect(returned.body.data).toEqual({
      mode: 'live',
      org_id: 'org_platform_gold',
      balances: [],
      funding: [],
      returned: [{ currency: 'NGN', amount_minor: held }],
    });
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);

    // Nothing left: a second return writes nothing and says so.
    const again = await admin(svc.url, 'POST', '/internal/v1/gold-wallets/live/return', {});
    expect(again.body.data.returned).toEqual([]);
    // The test mode's gold org was never made: nothing to return there either.
    const test = await admin(svc.url, 'POST', '/internal/v1/gold-wallets/test/return', {});
    expect(test.status).toBe(200);
    expect(test.body.data.returned).toEqual([]);

    const bad = await admin(svc.url, 'POST', '/internal/v1/gold-wallets/demo/return', {});
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('mode');
    const anonymous = await fetch(`${svc.url}/internal/v1/gold-wallets/live/return`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);

    // The return is a record: a restart replays it, and errand verify holds.
    await svc.close();
    svc = await startTestService({}, dir);
    expect((await liveOf(svc)).balances).toEqual([]);
    await svc.close();
    svc = undefined;
    const verify = await runVerify(dir);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toMatch(/gold_funded\s+ok\s+[1-9]/);
  }, 60_000);
});
