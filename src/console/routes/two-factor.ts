// Two-factor sign-in (docs/console.md, "Two-factor sign-in"): enrolment of an authenticator app
// on the account page (QR code, then a code to confirm, then ten recovery codes shown once), the
// second step of signing in (a TOTP code or a recovery code), and turning it off (members only:
// platform staff must keep it, and staff pages send a member of staff without it here first).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../../runtime/api-keys.ts';
import { PASSWORD_MAX, verifyPassword } from '../passwords.ts';
import {
  cookieOptions,
  recentlyAuthenticated,
  startSession,
  type Signed,
} from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import type { ConsoleUser, PendingSignIn } from '../../accounts/store.ts';
import {
  enrolment,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryHash,
  sealSecret,
  totpStep,
} from '../two-factor.ts';
import { home, LOCKOUT_AFTER, LOCKOUT_MS } from './sign-in-rules.ts';

const PENDING_COOKIE = 'errand_console_2fa';
const PENDING_MS = 5 * 60_000;
const PENDING_TRIES = 5;
const LIMIT = { max: 20, timeWindow: 60_000, allowList: () => false };

/** After the password: a short-lived cookie names the half-done sign-in (only its hash is kept). */
export async function startSecondStep(
  kit: Kit,
  reply: FastifyReply,
  user: ConsoleUser,
  next: string,
): Promise<FastifyReply> {
  const secret = randomBytes(32).toString('base64url');
  await kit.deps.store.setPendingSignIn(sha256Hex(secret), {
    userId: user.id,
    next,
    expiresAtMs: Date.now() + PENDING_MS,
    attempts: 0,
  });
  reply.setCookie(PENDING_COOKIE, secret, {
    ...cookieOptions(kit.deps.secureCookies),
    maxAge: PENDING_MS / 1000,
  });
  return redirect(reply, '/console/login/2fa');
}

export interface HalfSignIn {
  hash: string;
  p: PendingSignIn;
  user: ConsoleUser;
}

/** The sign-in waiting for its second step, named by the cookie; undefined when none is live. */
export async function halfSignIn(kit: Kit, req: FastifyRequest): Promise<HalfSignIn | undefined> {
  const raw = req.cookies[PENDING_COOKIE];
  if (!raw || raw.length > 100) return undefined;
  const hash = sha256Hex(raw);
  const p = await kit.deps.store.pendingSignIn(hash);
  if (!p || p.expiresAtMs <= Date.now() || p.attempts >= PENDING_TRIES) return undefined;
  const user = await kit.deps.store.user(p.userId);
  return user ? { hash, p, user } : undefined;
}

/** A wrong second factor: counts toward this sign-in's tries and the account's lockout. */
export async function failSecondStep(
  kit: Kit,
  req: FastifyRequest,
  half: HalfSignIn,
): Promise<void> {
  const { store } = kit.deps;
  const { hash, p, user } = half;
  await store.setPendingSignIn(hash, { ...p, attempts: p.attempts + 1 });
  const failed = await store.failedSignIns(user.email);
  const count = (failed?.count ?? 0) + 1;
  const lockedUntilMs = count >= LOCKOUT_AFTER ? Date.now() + LOCKOUT_MS : 0;
  await store.setFailedSignIns(user.email, { count, lockedUntilMs });
  await store.audit({
    atMs: Date.now(),
    orgId: user.orgId,
    actor: { kind: user.kind, id: user.id, email: user.email },
    action: 'sign_in.second_factor_failed',
    target: user.id,
    ip: req.ip,
  });
}

/** The second factor given: the account as updated (a code spent), a session, the audit line. */
export async function finishSignIn(
  kit: Kit,
  req: FastifyRequest,
  reply: FastifyReply,
  half: HalfSignIn,
  updated: ConsoleUser,
  factor: 'totp' | 'recovery_code' | 'passkey',
): Promise<string> {
  const { store } = kit.deps;
  await store.updateUser(updated);
  await store.setPendingSignIn(half.hash, undefined);
  await store.setFailedSignIns(updated.email, undefined);
  reply.clearCookie(PENDING_COOKIE, cookieOptions(kit.deps.secureCookies));
  await startSession(store, reply, updated, kit.deps.secureCookies);
  await store.audit({
    atMs: Date.now(),
    orgId: updated.orgId,
    actor: { kind: updated.kind, id: updated.id, email: updated.email },
    action: 'sign_in',
    target: updated.id,
    ip: req.ip,
    detail: { second_factor: factor },
  });
  return half.p.next === '/console' ? home(updated) : half.p.next;
}

export function twoFactorRoutes(app: FastifyInstance, kit: Kit): void {
  const { store, secret } = kit.deps;

  const choices = (user: ConsoleUser) => ({
    totp: user.totp !== undefined,
    passkeys: (user.passkeys?.length ?? 0) > 0,
    passkeyScripts: true,
  });

  app.get('/login/2fa', async (req, reply) => {
    const half = await halfSignIn(kit, req);
    if (!half) return redirect(reply, '/console/login');
    return kit.page(req, reply, 'login-2fa.eta', choices(half.user));
  });

  app.post('/login/2fa', { config: { rateLimit: LIMIT } }, async (req, reply) => {
    const half = await halfSignIn(kit, req);
    if (!half) return redirect(reply, '/console/login');
    const { user } = half;
    const code = String((req.body as { code?: string }).code ?? '').slice(0, 40);
    const step = user.totp
      ? await totpStep(openSecret(secret, user.totp.sealed), code, user.totp.lastStep)
      : undefined;
    const recovery = recoveryHash(code);
    const usedRecovery = step === undefined && (user.recoveryHashes ?? []).includes(recovery);
    if (step === undefined && !usedRecovery) {
      await failSecondStep(kit, req, half);
      const error = 'That code is wrong or already used.';
      return kit.page(req, reply, 'login-2fa.eta', { ...choices(user), error }, 401);
    }
    // A code is spent: the TOTP step cannot be replayed, a recovery code is gone.
    const updated: ConsoleUser = usedRecovery
      ? { ...user, recoveryHashes: user.recoveryHashes!.filter((h) => h !== recovery) }
      : { ...user, totp: { ...user.totp!, lastStep: step! } };
    const next = await finishSignIn(
      kit,
      req,
      reply,
      half,
      updated,
      usedRecovery ? 'recovery_code' : 'totp',
    );
    return redirect(reply, next);
  });

  const signedOrLogin = async (req: FastifyRequest, reply: FastifyReply) => {
    const signed = await kit.who(req);
    if (!signed) redirect(reply, '/console/login');
    return signed;
  };

  const status = (signed: Signed) => ({
    enabled: signed.user.totp !== undefined,
    recoveryLeft: signed.user.recoveryHashes?.length ?? 0,
    staff: signed.user.kind === 'staff',
    passkeys: (signed.user.passkeys ?? []).map((p) => ({
      id: p.id,
      label: p.label,
      since: p.createdAtMs,
    })),
    passkeyScripts: true,
  });

  app.get('/account/2fa', async (req, reply) => {
    const signed = await signedOrLogin(req, reply);
    if (!signed) return reply;
    return kit.page(req, reply, 'account-2fa.eta', status(signed));
  });

  app.post('/account/2fa/start', async (req, reply) => {
    const signed = await signedOrLogin(req, reply);
    if (!signed) return reply;
    if (!recentlyAuthenticated(signed))
      return redirect(reply, '/console/reauth?next=/console/account/2fa');
    const totp = newTotpSecret();
    await store.updateUser({ ...signed.user, totpPending: sealSecret(secret, totp) });
    const { svg } = await enrolment(signed.user.email, totp);
    return kit.page(req, reply, 'account-2fa.eta', {
      ...status(signed),
      enrol: { svg, secret: totp },
    });
  });

  app.post('/account/2fa/confirm', async (req, reply) => {
    const signed = await signedOrLogin(req, reply);
    if (!signed) return reply;
    const user = signed.user;
    if (!user.totpPending) return redirect(reply, '/console/account/2fa');
    const totp = openSecret(secret, user.totpPending);
    const step = await totpStep(totp, String((req.body as { code?: string }).code ?? ''), 0);
    if (step === undefined) {
      const { svg } = await enrolment(user.email, totp);
      return kit.page(
        req,
        reply,
        'account-2fa.eta',
        {
          ...status(signed),
          enrol: { svg, secret: totp },
          error: 'That code is wrong: try the next one.',
        },
        400,
      );
    }
    const { codes, hashes } = newRecoveryCodes();
    const { totpPending: _, ...rest } = user;
    await store.updateUser({
      ...rest,
      totp: { sealed: user.totpPending, lastStep: step, enabledAtMs: Date.now() },
      recoveryHashes: hashes,
    });
    await kit.audit(req, { action: 'two_factor.enable', target: user.id, orgId: user.orgId });
    return kit.page(
      req,
      reply,
      'account-2fa.eta',
      { ...status(signed), enabled: true, recoveryLeft: codes.length, codes },
      201,
    );
  });

  app.post('/account/2fa/recovery', async (req, reply) => {
    const signed = await signedOrLogin(req, reply);
    if (!signed) return reply;
    if (!signed.user.totp) return redirect(reply, '/console/account/2fa');
    if (!recentlyAuthenticated(signed))
      return redirect(reply, '/console/reauth?next=/console/account/2fa');
    const { codes, hashes } = newRecoveryCodes();
    await store.updateUser({ ...signed.user, recoveryHashes: hashes });
    await kit.audit(req, {
      action: 'two_factor.recovery_codes',
      target: signed.user.id,
      orgId: signed.homeOrgId,
    });
    return kit.page(
      req,
      reply,
      'account-2fa.eta',
      { ...status(signed), recoveryLeft: codes.length, codes },
      201,
    );
  });

  app.post('/account/2fa/disable', async (req, reply) => {
    const signed = await signedOrLogin(req, reply);
    if (!signed) return reply;
    if (signed.user.kind === 'staff') {
      return kit.page(
        req,
        reply,
        'account-2fa.eta',
        { ...status(signed), error: 'Platform staff must keep two-factor sign-in.' },
        403,
      );
    }
    const password = String((req.body as { password?: string }).password ?? '').slice(
      0,
      PASSWORD_MAX,
    );
    if (!(await verifyPassword(password, signed.user.passwordHash))) {
      return kit.page(
        req,
        reply,
        'account-2fa.eta',
        { ...status(signed), error: 'That password is wrong.' },
        401,
      );
    }
    const { totp: _t, recoveryHashes: _r, totpPending: _p, ...rest } = signed.user;
    await store.updateUser(rest);
    await kit.audit(req, {
      action: 'two_factor.disable',
      target: signed.user.id,
      orgId: signed.homeOrgId,
    });
    return redirect(reply, '/console/account/2fa?done=saved');
  });
}
