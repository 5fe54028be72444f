// The wallet: balance, the ledger entries that moved it (paged, from the log), escrow locked per
// day over 30 days as a server-rendered SVG bar chart, and how to fund it.
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../../core/state.ts';
import { operation } from '../../ops/registry.ts';
import { formatMinor } from '../../views/format.ts';
import { spendPerDay, walletEntries } from '../../projections/wallet-ledger.ts';
import { requireRole } from '../../accounts/session.ts';
import type { Kit } from '../kit.ts';

const PAGE_SIZE = 25;
const CHART_DAYS = 30;

/**
 * Bars as rectangles with integer coordinates, and the axes' labels: the y axis at 0, half and
 * the largest day (money formatted from bigint: no floats reach the amounts shown, only the
 * drawing), the x axis at the first, middle and last day.
 */
function chart(days: Array<{ day: string; minor: bigint }>) {
  const max = days.reduce((m, d) => (d.minor > m ? d.minor : m), 0n);
  const height = 120;
  const left = 90;
  const bars = days.map((d, i) => {
    const h = max === 0n ? 0 : Number((d.minor * BigInt(height)) / max);
    return {
      x: left + i * 17 + 2,
      y: 10 + height - h,
      w: 13,
      h,
      day: d.day,
      amount: formatMinor(d.minor),
    };
  });
  const yTicks = [0n, max / 2n, max].map((v, i) => ({
    y: 10 + height - (i * height) / 2,
    label: formatMinor(v),
  }));
  const xTicks = [0, Math.floor(days.length / 2), days.length - 1]
    .filter((i) => days[i])
    .map((i) => ({ x: bars[i]!.x + 6, label: days[i]!.day.slice(5) }));
  return { bars, yTicks, xTicks, left, bottom: 10 + height };
}

export function walletRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services } = kit.deps;
  app.get('/wallet', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const orgId = signed.user.orgId!;
    const state = engine.stateOf(orgId);
    const org = state.orgs.get(orgId)!;
    const before = (req.query as { before?: string }).before;
    const page = await walletEntries(engine, orgId, {
      limit: PAGE_SIZE,
      ...(before && /^\d{1,15}$/.test(before) ? { beforeSeq: Number(before) } : {}),
    });
    const days = await spendPerDay(engine, orgId, services.clock.now(), CHART_DAYS);
    const funding = await operation('fund_wallet').handler(
      { engine, services, requestId: req.id, headers: req.headers },
      {},
    );
    return kit.page(req, reply, 'wallet.eta', {
      balance: formatMinor(balanceOf(state, org.currency, `wallet:${orgId}`)),
      currency: org.currency,
      entries: page.entries.map((e) => ({
        ...e,
        amount: e.deltaMinor === 0n ? '' : formatMinor(e.deltaMinor),
        escrow: e.escrowDeltaMinor === 0n ? '' : formatMinor(e.escrowDeltaMinor),
      })),
      held: formatMinor(
        [...state.locks.values()]
          .filter((l) => l.orgId === orgId)
          .reduce((sum, l) => sum + l.heldMinor, 0n),
      ),
      next: page.next,
      chart: chart(days),
      chartTotal: formatMinor(days.reduce((s, d) => s + d.minor, 0n)),
      funding,
    });
  });
}
