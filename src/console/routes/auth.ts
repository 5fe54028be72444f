// Signing in and out, re-authentication before key ceremonies, password change (set-up,
// invitation and reset links: one-time-links.ts). Five wrong passwords lock the account for 15
// minutes, on top of
// the per-address rate limit on the form.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DUMMY_HASH,
  hashPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  verifyPassword,
} from '../passwords.ts';
import { DEFAULT_TIME_ZONE, validTimeZone } from '../../views/format.ts';
import { cookieOptions, SESSION_COOKIE, startSession } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import type { ConsoleUser } from '../../accounts/store.ts';
import { home, LOCKOUT_AFTER, LOCKOUT_MS } from './sign-in-rules.ts';
import { startSecondStep } from './two-factor.ts';

const SIGN_IN_LIMIT = { max: 20, timeWindow: 60_000, allowList: () => false };

export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** Only same-site paths under /console: never an open redirect. */
const safeNext = (next: unknown) =>
  typeof next === 'string' && /^\/console(\/[\w\-/?=&.%]*)?$/.test(next) ? next : '/console';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

function accountData(user: ConsoleUser, error?: string) {
  return {
    zones: TIME_ZONES,
    timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
    ...(error ? { error } : {}),
  };
}

export function authRoutes(app: FastifyInstance, kit: Kit): void {
  const { store } = kit.deps;

  app.get('/', async (req, reply) => {
    const signed = await kit.who(req);
    return redirect(reply, signed ? home(signed.user) : '/console/login');
  });

  app.get('/login', async (req, reply) =>
    kit.page(req, reply, 'login.eta', { next: safeNext((req.query as { next?: string }).next) }),
  );

  app.post('/login', { config: { rateLimit: SIGN_IN_LIMIT } }, async (req, reply) => {
    const body = req.body as Record<string, string | undefined>;
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 320);
    const password = String(body.password ?? '').slice(0, PASSWORD_MAX);
    const next = safeNext(body.next);
    const failed = await store.failedSignIns(email);
    if (failed && failed.lockedUntilMs > Date.now()) {
      return kit.page(
        req,
        reply,
        'login.eta',
        { next, error: 'Too many failed sign-ins: this account is locked for 15 minutes.' },
        429,
      );
    }
    const user = await store.userByEmail(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      const count = (failed?.count ?? 0) + 1;
      await store.setFailedSignIns(email, {
        count,
        lockedUntilMs: count >= LOCKOUT_AFTER ? Date.now() + LOCKOUT_MS : 0,
      });
      if (user)
        await kit.audit(req, { action: 'sign_in.failed', target: user.id, orgId: user.orgId });
      return kit.page(req, reply, 'login.eta', { next, error: 'Email or password is wrong.' }, 401);
    }
    // With two-factor on, the password opens only the second step (routes/two-factor.ts).
    if (user.totp || user.passkeys?.length) return startSecondStep(kit, reply, user, next);
    await store.setFailedSignIns(email, undefined);
    await startSession(store, reply, user, kit.deps.secureCookies);
    req.signed = undefined;
    await store.audit({
      atMs: Date.now(),
      orgId: user.orgId,
      actor: { kind: user.kind, id: user.id, email: user.email },
      action: 'sign_in',
      target: user.id,
      ip: req.ip,
    });
    return redirect(reply, next === '/console' ? home(user) : next);
  });

  app.post('/logout', async (req, reply) => {
    const signed = await kit.who(req);
    if (signed) {
      await store.endSession(signed.sessionHash, signed.user.id);
      await kit.audit(req, {
        action: 'sign_out',
        target: signed.user.id,
        orgId: signed.homeOrgId,
      });
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions(kit.deps.secureCookies));
    return redirect(reply, '/console/login');
  });

  app.get('/reauth', async (req, reply) => {
    if (!(await kit.who(req))) return redirect(reply, '/console/login');
    return kit.page(req, reply, 'reauth.eta', {
      next: safeNext((req.query as { next?: string }).next),
    });
  });

  app.post('/reauth', { config: { rateLimit: SIGN_IN_LIMIT } }, async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return redirect(reply, '/console/login');
    const body = req.body as Record<string, string | undefined>;
    const next = safeNext(body.next);
    if (
      !(await verifyPassword(
        String(body.password ?? '').slice(0, PASSWORD_MAX),
        signed.user.passwordHash,
      ))
    ) {
      return kit.page(req, reply, 'reauth.eta', { next, error: 'That password is wrong.' }, 401);
    }
    await store.putSession(signed.sessionHash, { ...signed.session, reauthAtMs: Date.now() });
    return redirect(reply, next);
  });

  app.get('/account', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return redirect(reply, '/console/login');
    return kit.page(req, reply, 'account.eta', accountData(signed.user));
  });

  app.post('/account/timezone', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return redirect(reply, '/console/login');
    const tz = (req.body as { time_zone?: string }).time_zone;
    if (!validTimeZone(tz))
      return kit.page(
        req,
        reply,
        'account.eta',
        accountData(signed.user, 'Choose a time zone from the list.'),
        400,
      );
    await store.updateUser({ ...signed.user, timeZone: tz });
    return redirect(reply, '/console/account?done=saved');
  });

  app.post('/account/password', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return redirect(reply, '/console/login');
    const body = req.body as Record<string, string | undefined>;
    if (
      !(await verifyPassword(
        String(body.current ?? '').slice(0, PASSWORD_MAX),
        signed.user.passwordHash,
      ))
    ) {
      return kit.page(
        req,
        reply,
        'account.eta',
        accountData(signed.user, 'The current password is wrong.'),
        401,
      );
    }
    const password = Password.safeParse(body.password);
    if (!password.success || body.password !== body.confirm) {
      return kit.page(
        req,
        reply,
        'account.eta',
        accountData(
          signed.user,
          `Choose a password of ${PASSWORD_MIN} to ${PASSWORD_MAX} characters and type it twice.`,
        ),
        400,
      );
    }
    await store.updateUser({ ...signed.user, passwordHash: await hashPassword(password.data) });
    // Every session ends, this one included; a fresh one keeps the person signed in here.
    await store.endSessionsOf(signed.user.id);
    await startSession(store, reply, signed.user, kit.deps.secureCookies);
    await kit.audit(req, {
      action: 'password.change',
      target: signed.user.id,
      orgId: signed.homeOrgId,
    });
    return redirect(reply, '/console/account?done=password');
  });
}
