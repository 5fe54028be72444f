// Staff's return of the gold wallets' balances to the gold-funding account (docs/outcomes.md,
// "Older logs"): records written before gold refunds went back to funding refunded into the gold
// org's wallet, and that money stays there until staff move it. One read of what each gold
// wallet holds, and one change (a recorded `reversal` posting, audited) that moves it all back.
import { z } from 'zod';
import { GOLD_FUNDING_ACCOUNT, GOLD_ORG } from '../core/decide-gold.ts';
import type { Engine } from '../runtime/engine.ts';
import { ADMIN } from './admin-common.ts';
import { defineOp } from './operation.ts';

const Mode = z.enum(['live', 'test']);
const Held = z.object({ currency: z.string(), amount_minor: z.string() });
const GoldWallet = z.object({
  mode: Mode,
  org_id: z.string(),
  /** Positive balances only: an empty wallet lists none. */
  balances: z.array(Held),
  /** The funding account, per currency: minus what gold still has out (it runs negative). */
  funding: z.array(Held),
});

/** `account`'s balances on the gold org's shard, per currency (those that are not zero). */
function balancesOf(engine: Engine, orgId: string, account: string, positive: boolean) {
  const out: z.infer<typeof Held>[] = [];
  for (const [key, value] of engine.stateOf(orgId).balances) {
    const bar = key.indexOf('|');
    if (key.slice(bar + 1) !== account || value === 0n || (positive && value < 0n)) continue;
    out.push({ currency: key.slice(0, bar), amount_minor: value.toString() });
  }
  return out;
}

function walletOf(engine: Engine, mode: 'live' | 'test'): z.infer<typeof GoldWallet> {
  const orgId = GOLD_ORG[mode];
  return {
    mode,
    org_id: orgId,
    balances: balancesOf(engine, orgId, `wallet:${orgId}`, true),
    funding: balancesOf(engine, orgId, GOLD_FUNDING_ACCOUNT, false),
  };
}

const listGoldWalletsOp = defineOp({
  ...ADMIN,
  id: 'admin_list_gold_wallets',
  method: 'GET',
  path: '/internal/v1/gold-wallets',
  summary: "What the gold orgs' wallets hold (money older records left there)",
  description:
    'Per mode, the gold wallet balances and the gold-funding account beside them. Today every ' +
    "gold refund goes back to funding in its own record; a balance here is an older log's.",
  input: z.object({}),
  output: z.array(GoldWallet),
  readOnly: true,
  async handler(ctx) {
    return (['live', 'test'] as const).map((mode) => walletOf(ctx.engine, mode));
  },
});

const returnGoldWalletOp = defineOp({
  ...ADMIN,
  id: 'admin_return_gold_wallet',
  method: 'POST',
  path: '/internal/v1/gold-wallets/:mode/return',
  summary: "Move a gold wallet's balance back to the gold-funding account",
  description:
    'One recorded reversal posting per currency (the ledger stays balanced); an empty wallet ' +
    'writes nothing and answers returned: []. Audited.',
  input: z.object({ mode: Mode }),
  output: GoldWallet.extend({ returned: z.array(Held) }),
  readOnly: false,
  async handler(ctx, input) {
    const orgId = GOLD_ORG[input.mode];
    // No gold org yet (no gold task ever made in this mode): nothing to return.
    const done = ctx.engine.stateOf(orgId).orgs.has(orgId)
      ? await ctx.engine.execute({ type: 'ReturnGoldWallet', orgId })
      : { returned: [] };
    const returned = done.returned.map((r) => ({
      currency: r.currency,
      amount_minor: r.amountMinor,
    }));
    return { ...walletOf(ctx.engine, input.mode), returned };
  },
});

export const GOLD_WALLET_OPS = [listGoldWalletsOp, returnGoldWalletOp];
