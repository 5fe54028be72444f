// Payout details (docs/operator-app.md, "Money"): a bank account (NUBAN and bank) or a
// mobile-money wallet, entered once, shown back masked for the Operator to confirm, and fixed
// once confirmed (a change goes through staff). Only the last four digits are ever shown; the
// full number is kept in the app's store for the payout partner alone, and never logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redirect, SESSION_PATH, type AppKit } from '../kit.ts';
import { BANKS, detailsFrom, institutionName, WALLETS } from '../payout-details.ts';

export function payoutRoutes(app: FastifyInstance, kit: AppKit): void {
  const { store, services } = kit.deps;

  async function me(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const id = (await kit.who(req))?.account.operatorId ?? undefined;
    if (!id) void redirect(reply, `${SESSION_PATH}/home`);
    return id;
  }

  const form = (req: FastifyRequest, reply: FastifyReply, data: object, status = 200) =>
    kit.page(req, reply, 'payout.eta', { banks: BANKS, wallets: WALLETS, ...data }, status);

  app.get('/payout', async (req, reply) => {
    const operatorId = await me(req, reply);
    if (!operatorId) return reply;
    const details = await store.payoutDetails(operatorId);
    if (details?.confirmedAtMs != null) {
      const shown = { name: institutionName(details), last4: details.last4 };
      return kit.page(req, reply, 'payout-set.eta', { details: shown });
    }
    return form(req, reply, { values: {} });
  });

  app.post('/payout', async (req, reply) => {
    const operatorId = await me(req, reply);
    if (!operatorId) return reply;
    if ((await store.payoutDetails(operatorId))?.confirmedAtMs != null)
      return kit.message(req, reply, 'payout.locked', 409);
    const body = req.body as Record<string, unknown>;
    const parsed = detailsFrom(body);
    if (!parsed.ok) {
      // The numbers typed are not echoed back: the Operator types them again.
      const values = { kind: body.kind, bank: body.bank, provider: body.provider };
      return form(req, reply, { values, errors: parsed.errors }, 400);
    }
    const now = services.clock.now();
    await store.putPayoutDetails(operatorId, {
      ...parsed.details,
      setAtMs: now,
      confirmedAtMs: null,
    });
    return redirect(reply, `${SESSION_PATH}/payout/confirm`);
  });

  app.get('/payout/confirm', async (req, reply) => {
    const operatorId = await me(req, reply);
    if (!operatorId) return reply;
    const details = await store.payoutDetails(operatorId);
    if (!details || details.confirmedAtMs !== null)
      return redirect(reply, `${SESSION_PATH}/payout`);
    const shown = { kind: details.kind, name: institutionName(details), last4: details.last4 };
    return kit.page(req, reply, 'payout-confirm.eta', { details: shown });
  });

  app.post('/payout/confirm', async (req, reply) => {
    const operatorId = await me(req, reply);
    if (!operatorId) return reply;
    const details = await store.payoutDetails(operatorId);
    if (!details) return redirect(reply, `${SESSION_PATH}/payout`);
    if (details.confirmedAtMs === null) {
      const confirmed = { ...details, confirmedAtMs: services.clock.now() };
      await store.putPayoutDetails(operatorId, confirmed);
    }
    return redirect(reply, `${SESSION_PATH}/money?done=payout.saved`);
  });
}
