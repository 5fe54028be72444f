// The staff side of the Operator app, at /console/staff/operator-app (docs/operator-app.md,
// "Staff"): the onboarding queue (accounts not yet Operators, their profile and identity checks:
// outcome, partner reference, last digits), freeze and unfreeze of an account's app access, and
// in test mode the newest sign-in codes (masked numbers), and staff's decision on a stopped
// identity check (pass by hand, or refuse with a reason the Operator is told and a note kept in
// the audit log). Staff sign in to the console as usual:
// the console's session cookie (path /console) is checked here; every change is in the audit log.
import type { FastifyInstance, FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import csrf from '@fastify/csrf-protection';
import view from '@fastify/view';
import type { Eta } from 'eta';
import type { ConsoleStore } from '../accounts/store.ts';
import { allowed, signedIn } from '../accounts/session.ts';
import { maskPhone, TestSmsPartner, type SmsPartner } from '../partners/sms.ts';
import { formatTime } from '../views/format.ts';
import { REFUSE_REASONS, type AppAccount, type KycRecord, type OperatorAppStore } from './store.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { makeOperator } from './make-operator.ts';
import { failedChecks, MAX_FAILED_CHECKS } from './routes/onboard.ts';
import { institutionName } from './payout-details.ts';

const STAFF_PATH = '/console/staff/operator-app';
/** The API's strict policy (src/http/security-headers.ts) with the app's stylesheet and forms. */
const STAFF_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; " +
  "base-uri 'none'";

export async function registerStaffPages(
  app: FastifyInstance,
  deps: {
    console: ConsoleStore;
    store: OperatorAppStore;
    sms: SmsPartner;
    eta: Eta;
    root: string;
    engine: Engine;
    services: Services;
  },
  secureCookies: boolean,
): Promise<void> {
  await app.register(
    async (c) => {
      await c.register(cookie);
      await c.register(formbody, { bodyLimit: 4 * 1024 });
      await c.register(csrf, {
        sessionPlugin: '@fastify/cookie',
        cookieKey: '_csrf_opstaff',
        cookieOpts: { path: STAFF_PATH, httpOnly: true, sameSite: 'strict', secure: secureCookies },
      });
      await c.register(view, { engine: { eta: deps.eta }, root: deps.root });
      c.addHook('onRoute', (route) => {
        if (route.method === 'POST') route.preHandler = [c.csrfProtection];
      });
      c.addHook('onRequest', async (req, reply) => {
        const signed = await signedIn(deps.console, req);
        if (!signed) {
          return reply.code(303).header('location', `/console/login?next=${STAFF_PATH}`).send();
        }
        if (!allowed(signed.user, 'staff')) {
          return reply.code(403).type('text/plain').send('This page is for platform staff.');
        }
        (req as { staff?: { id: string; email: string } }).staff = signed.user;
      });

      const page = async (reply: FastifyReply, notice?: string) => {
        const all = await deps.store.accounts(500);
        const payouts = new Map<string, string>();
        for (const a of all) {
          const d = a.operatorId ? await deps.store.payoutDetails(a.operatorId) : undefined;
          const state = d?.confirmedAtMs != null ? 'confirmed' : 'not confirmed';
          if (d) payouts.set(a.id, `${institutionName(d)} …${d.last4} (${state})`);
        }
        const accounts = all.map((a) => ({
          id: a.id,
          last3: maskPhone(a.phone),
          since: formatTime(a.createdAtMs),
          name: a.profile ? `${a.profile.firstName} ${a.profile.lastName.charAt(0)}.` : null,
          lgas: a.profile?.lgaCoverage.join(', ') ?? '',
          operatorId: a.operatorId,
          frozen: a.frozen === true,
          payout: payouts.get(a.id) ?? null,
          checks: (a.kyc ?? []).map((k) => ({ ...k, at: formatTime(k.atMs) })),
          stopped: failedChecks(a) >= MAX_FAILED_CHECKS,
          refused: a.kycRefused
            ? { reason: a.kycRefused.reason, at: formatTime(a.kycRefused.atMs) }
            : null,
        }));
        const codes =
          deps.sms instanceof TestSmsPartner
            ? [...deps.sms.recent].map(([to, v]) => ({ to, code: v.code, at: formatTime(v.atMs) }))
            : null;
        reply.header('cache-control', 'no-store');
        reply.header('content-security-policy', STAFF_CSP);
        return reply.view('staff.eta', {
          queue: accounts.filter((a) => a.operatorId === null),
          operators: accounts.filter((a) => a.operatorId !== null),
          codes,
          notice,
          reasons: REFUSE_REASONS,
          csrf: reply.generateCsrf(),
        });
      };

      c.get('/', async (_req, reply) => page(reply));

      // Staff decide a check the app stopped (three failed): pass by hand, with what they saw.
      c.post('/:id/verify', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const account = await deps.store.account(id);
        if (!stoppedCheck(account)) return reply.code(404).type('text/plain').send('not found');
        const body = req.body as Record<string, string | undefined>;
        const note = String(body.note ?? '')
          .trim()
          .slice(0, 500);
        if (body.confirm !== 'on' || note === '')
          return page(reply, 'Nothing changed: say what you checked and tick the confirmation.');
        const staff = (req as { staff?: { id: string; email: string } }).staff;
        const last = account.kyc!.at(-1)!;
        const record: KycRecord = {
          idType: last.idType,
          last4: last.last4,
          reference: `staff_${staff?.id ?? 'unknown'}`,
          outcome: 'verified',
          atMs: deps.services.clock.now(),
          by: 'staff',
        };
        const checked = { ...account, kyc: [...(account.kyc ?? []), record] };
        await deps.store.updateAccount(checked);
        const request = { requestId: req.id, headers: req.headers };
        const operatorId = await makeOperator(deps, checked, account.profile!, request);
        await deps.store.updateAccount({ ...checked, operatorId });
        await deps.console.audit({
          atMs: Date.now(),
          orgId: null,
          actor: { kind: 'staff', id: staff?.id ?? null, email: staff?.email ?? null },
          action: 'operator_app.kyc_pass',
          target: id,
          ip: req.ip,
          detail: { note, operator_id: operatorId },
        });
        return page(
          reply,
          `Identity passed by hand: Operator ${operatorId} is made, tier verified.`,
        );
      });

      // Or refuse it: the account takes no more checks; the Operator is told the reason in the
      // app (kyc.refused_why.*), the note stays in the audit log (docs/operator-app.md).
      c.post('/:id/refuse', async (req, reply) => {
        const id = (req.params as { id: string }).id;
        const account = await deps.store.account(id);
        if (!account || !stoppedCheck(account)) {
          return reply.code(404).type('text/plain').send('not found');
        }
        const body = req.body as Record<string, string | undefined>;
        const note = String(body.note ?? '')
          .trim()
          .slice(0, 500);
        const reason = REFUSE_REASONS.find((r) => r === body.reason);
        if (body.confirm !== 'on' || note === '' || !reason) {
          return page(
            reply,
            'Nothing changed: pick a reason, say what you checked and tick the box.',
          );
        }
        const staff = (req as { staff?: { id: string; email: string } }).staff;
        const refusal = {
          reason,
          atMs: deps.services.clock.now(),
          staffId: staff?.id ?? 'unknown',
        };
        await deps.store.updateAccount({ ...account, kycRefused: refusal });
        await deps.console.audit({
          atMs: Date.now(),
          orgId: null,
          actor: { kind: 'staff', id: staff?.id ?? null, email: staff?.email ?? null },
          action: 'operator_app.kyc_refuse',
          target: id,
          ip: req.ip,
          detail: { note, reason },
        });
        return page(reply, `Identity refused (${reason}): the app tells the Operator why.`);
      });

      c.post('/:id/:action', async (req, reply) => {
        const { id, action } = req.params as { id: string; action: string };
        const account = await deps.store.account(id);
        if (!account || (action !== 'freeze' && action !== 'unfreeze')) {
          return reply.code(404).type('text/plain').send('not found');
        }
        await deps.store.updateAccount({ ...account, frozen: action === 'freeze' });
        const staff = (req as { staff?: { id: string; email: string } }).staff;
        await deps.console.audit({
          atMs: Date.now(),
          orgId: null,
          actor: { kind: 'staff', id: staff?.id ?? null, email: staff?.email ?? null },
          action: `operator_app.${action}`,
          target: id,
          ip: req.ip,
        });
        const done = action === 'freeze' ? 'Frozen: the app refuses this account.' : 'Unfrozen.';
        return page(reply, done);
      });
    },
    { prefix: STAFF_PATH },
  );
}

/** A check staff may decide: three failed, not an Operator, not refused already. */
function stoppedCheck(account: AppAccount | undefined): account is AppAccount {
  return (
    account?.profile !== undefined &&
    account.operatorId === null &&
    account.kycRefused === undefined &&
    failedChecks(account) >= MAX_FAILED_CHECKS
  );
}
