// Sign-up and sign-in by phone (docs/operator-app.md, "Sign-in"): the number, then the code sent
// by SMS; the first right code makes the account. The number waiting for its code rides in its
// own short-lived cookie. Every form is checked here, with the reason in the Operator's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_TTL_MS, normalizePhone } from '../otp.ts';
import { LANG_COOKIE, LANGUAGES } from '../i18n.ts';
import { redirect, SESSION_COOKIE, SESSION_PATH, type AppKit } from '../kit.ts';

const PENDING_COOKIE = 'errand_op_phone';
/** Per address, on top of the per-phone limits in otp.ts. */
const SEND_LIMIT = { max: 10, timeWindow: 60_000, allowList: () => false };
const VERIFY_LIMIT = { max: 20, timeWindow: 60_000, allowList: () => false };

export function authRoutes(app: FastifyInstance, kit: AppKit): void {
  const { store, otp } = kit.deps;

  const pendingPhone = (req: FastifyRequest) =>
    normalizePhone(String(req.cookies[PENDING_COOKIE] ?? ''));

  async function sendCode(req: FastifyRequest, reply: FastifyReply, phone: string, view: string) {
    let result: Awaited<ReturnType<typeof otp.send>>;
    try {
      result = await otp.send(phone);
    } catch (error) {
      req.log.warn({ err: error }, 'SMS send failed');
      const data = { error: 'start.send_failed', last: phone.slice(-3) };
      return kit.page(req, reply, view, data, 502);
    }
    if (!result.ok) {
      const error = result.reason === 'too_soon' ? 'start.too_soon' : 'start.too_many';
      return kit.page(req, reply, view, { error, last: phone.slice(-3) }, 429);
    }
    reply.setCookie(PENDING_COOKIE, phone, { ...kit.cookieOptions(), maxAge: CODE_TTL_MS / 1000 });
    return redirect(reply, `${SESSION_PATH}/verify`);
  }

  app.get('/', async (req, reply) => {
    const signed = await kit.who(req);
    return redirect(reply, signed ? `${SESSION_PATH}/home` : `${SESSION_PATH}/start`);
  });

  app.get('/start', async (req, reply) => {
    if (await kit.who(req)) return redirect(reply, `${SESSION_PATH}/home`);
    return kit.page(req, reply, 'start.eta', { phone: '' });
  });

  app.post('/start', { config: { rateLimit: SEND_LIMIT } }, async (req, reply) => {
    const raw = String((req.body as Record<string, unknown>).phone ?? '').slice(0, 40);
    const phone = normalizePhone(raw);
    if (!phone) {
      return kit.page(req, reply, 'start.eta', { phone: raw, error: 'start.bad_phone' }, 400);
    }
    return sendCode(req, reply, phone, 'start.eta');
  });

  app.get('/verify', async (req, reply) => {
    const phone = pendingPhone(req);
    if (!phone) return redirect(reply, `${SESSION_PATH}/start`);
    return kit.page(req, reply, 'verify.eta', { last: phone.slice(-3) });
  });

  app.post('/resend', { config: { rateLimit: SEND_LIMIT } }, async (req, reply) => {
    const phone = pendingPhone(req);
    if (!phone) return redirect(reply, `${SESSION_PATH}/start`);
    return sendCode(req, reply, phone, 'verify.eta');
  });

  app.post('/verify', { config: { rateLimit: VERIFY_LIMIT } }, async (req, reply) => {
    const phone = pendingPhone(req);
    if (!phone) return redirect(reply, `${SESSION_PATH}/start`);
    const code = String((req.body as Record<string, unknown>).code ?? '').replace(/\s/g, '');
    const last = phone.slice(-3);
    if (!/^\d{6}$/.test(code)) {
      return kit.page(req, reply, 'verify.eta', { last, error: 'verify.bad_code' }, 400);
    }
    const result = await otp.verify(phone, code);
    if (!result.ok) {
      const status = result.reason === 'wrong' ? 401 : result.reason === 'locked' ? 429 : 410;
      return kit.page(req, reply, 'verify.eta', { last, error: `verify.${result.reason}` }, status);
    }
    if (result.account.frozen) {
      return kit.page(req, reply, 'verify.eta', { last, error: 'verify.frozen' }, 403);
    }
    req.log.info({ account: result.account.id, created: result.created }, 'operator app sign-in');
    kit.setSession(reply, result.sessionSecret);
    reply.clearCookie(PENDING_COOKIE, kit.cookieOptions());
    return redirect(reply, `${SESSION_PATH}/home`);
  });

  app.get('/home', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return redirect(reply, `${SESSION_PATH}/start`);
    return kit.page(req, reply, 'home.eta', {
      last: signed.account.phone.slice(-3),
      operator: signed.account.operatorId !== null,
      verified: signed.account.kyc?.some((k) => k.outcome === 'verified') ?? false,
      profile: signed.account.profile !== undefined,
    });
  });

  app.post('/logout', async (req, reply) => {
    const signed = await kit.who(req);
    if (signed) await store.endSession(signed.sessionHash, signed.account.id);
    reply.clearCookie(SESSION_COOKIE, kit.cookieOptions());
    return redirect(reply, `${SESSION_PATH}/start`);
  });

  // A preference, not a change of anything the service keeps: a plain link sets it.
  app.get('/lang/:lang', async (req, reply) => {
    const lang = (req.params as { lang: string }).lang;
    if ((LANGUAGES as readonly string[]).includes(lang)) {
      reply.setCookie(LANG_COOKIE, lang, { ...kit.cookieOptions(), maxAge: 365 * 86_400 });
    }
    const back = String((req.query as { back?: string }).back ?? '');
    return redirect(reply, /^\/app\/[a-z]*$/.test(back) ? back : `${SESSION_PATH}/`);
  });
}
