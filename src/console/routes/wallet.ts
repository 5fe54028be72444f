// The wallet: balance, the ledger entries that moved it (paged, from the log), escrow locked per
// day over 30 days as a server-rendered SVG bar chart, and how to fund it.
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../../core/state.ts';
import { operation } from '../../ops/registry.ts';
import { formatMinor } from '../format.ts';
import { spendPerDay, walletEntries } from '../ledger-view.ts';
import { requireRole } from '../session.ts';
import type { Kit } from '../kit.ts';

const PAGE_SIZE = 25;
const CHART_DAYS = 30;

/** Bars as rectangles with integer coordinates: no floats reach the money shown, only the drawing. */
function chart(days: Array<{ day: string; minor: bigint }>) {
  const max = days.reduce((m, d) => (d.minor > m ? d.minor : m), 0n);
  const height = 120;
  return days.map((d, i) => {
    const h = max === 0n ? 0 : Number((d.minor * BigInt(height)) / max);
    return { x: i * 20 + 2, y: height - h, w: 16, h, day: d.day, amount: formatMinor(d.minor) };
  });
}

export function walletRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services } = kit.deps;
  app.get('/wallet', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const orgId = signed.user.orgId!;
    const state = engine.stateOf(orgId);
    const org = state.orgs.get(orgId)!;
    const before = (req.query as { before?: string }).before;
    const page = await walletEntries(engine, orgId, { limit: PAGE_SIZE, ...(before && /^\d{1,15}$/.test(before) ? { beforeSeq: Number(before) } : {}) });
    const days = await spendPerDay(engine, orgId, services.clock.now(), CHART_DAYS);
    const funding = (await operation('fund_wallet').handler({ engine, services, requestId: req.id, headers: req.headers }, {})) as { options: Array<{ rail: string; label: string }>; min_topup_usd_minor: number };
    return kit.page(req, reply, 'wallet.eta', {
      balance: formatMinor(balanceOf(state, org.currency, `wallet:${orgId}`)),
      currency: org.currency,
      entries: page.entries.map((e) => ({ ...e, amount: e.deltaMinor === 0n ? '' : formatMinor(e.deltaMinor), escrow: e.escrowDeltaMinor === 0n ? '' : formatMinor(e.escrowDeltaMinor) })),
      held: formatMinor([...state.locks.values()].filter((l) => l.orgId === orgId).reduce((sum, l) => sum + l.heldMinor, 0n)),
      next: page.next,
      bars: chart(days),
      chartTotal: formatMinor(days.reduce((s, d) => s + d.minor, 0n)),
      funding,
    });
  });
}
