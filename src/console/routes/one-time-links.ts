// One-time links (docs/console.md, "Getting in"): first set-up, invitations and password resets.
// Each is spent atomically: the store's claim lets exactly one request through per token and per
// email (a double click on "Create account" makes one account, one org, one membership), and the
// token is recorded used in the same synced write that creates the account.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mintId } from '../../runtime/ids.ts';
import { operation } from '../../ops/registry.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../passwords.ts';
import { readSetupToken, type SetupClaims } from '../setup-tokens.ts';
import { startSession } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import type { ConsoleUser } from '../../accounts/store.ts';
import { Password } from './auth.ts';
import { home } from './sign-in-rules.ts';

const PASSWORD_RULE = [
  `Choose a password of ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  'and type it twice.',
].join(' ');

export function oneTimeLinkRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, store } = kit.deps;

  const gone = (req: FastifyRequest, reply: FastifyReply) =>
    kit.page(
      req,
      reply,
      'message.eta',
      {
        title: 'This link does not work',
        text: 'It is unknown, expired or already used. Ask for a new one.',
      },
      410,
    );

  /** A link naming an org that is not there (a mistyped `--org`) would make a broken account. */
  const orgMissing = (claims: SetupClaims) =>
    claims.orgId !== null && !engine.stateOf(claims.orgId).orgs.has(claims.orgId);

  const tokenOf = (req: FastifyRequest) =>
    String(
      (req.query as { token?: string }).token ??
        (req.body as { token?: string } | undefined)?.token ??
        '',
    );

  const read = async (req: FastifyRequest, kind: 'account' | 'reset') => {
    const claims = readSetupToken(kit.deps.secret, tokenOf(req), Date.now());
    if (!claims || (claims.kind === 'reset') !== (kind === 'reset')) return undefined;
    if (await store.tokenUsed(claims.id)) return undefined;
    return claims;
  };

  const form = (claims: SetupClaims, token: string) => ({
    token,
    email: claims.email,
    staff: claims.staff,
    role: claims.role,
    orgName: claims.orgName,
    reset: claims.kind === 'reset',
  });

  const noOrg = (req: FastifyRequest, reply: FastifyReply) =>
    kit.page(
      req,
      reply,
      'message.eta',
      {
        title: 'This link names an organisation that does not exist',
        text: 'Ask for a new link with the right org id.',
      },
      410,
    );

  app.get('/setup', async (req, reply) => {
    const claims = await read(req, 'account');
    if (!claims || (await store.userByEmail(claims.email))) return gone(req, reply);
    if (orgMissing(claims)) return noOrg(req, reply);
    return kit.page(req, reply, 'setup.eta', form(claims, tokenOf(req)));
  });

  app.post('/setup', async (req, reply) => {
    const claims = await read(req, 'account');
    if (!claims) return gone(req, reply);
    if (orgMissing(claims)) return noOrg(req, reply);
    const body = req.body as Record<string, string | undefined>;
    const password = Password.safeParse(body.password);
    if (!password.success || body.password !== body.confirm) {
      return kit.page(
        req,
        reply,
        'setup.eta',
        { ...form(claims, tokenOf(req)), error: PASSWORD_RULE },
        400,
      );
    }
    if (!(await store.claim(claims.id, claims.email))) return gone(req, reply);
    let user: ConsoleUser;
    try {
      let orgId = claims.orgId;
      if (!claims.staff && orgId === null) {
        // A new organisation, made through the same operation as the admin API's.
        const made = await kit.run(
          req,
          operation('admin_create_org'),
          { name: claims.orgName ?? claims.email, mode: claims.mode, first_agent: false },
          { action: 'org.create', target: null, orgId: null },
        );
        orgId = made.org_id;
      }
      user = {
        id: mintId('usr'),
        email: claims.email.toLowerCase(),
        kind: claims.staff ? 'staff' : 'member',
        orgId: claims.staff ? null : orgId,
        role: claims.staff ? null : (claims.role ?? 'owner'),
        passwordHash: await hashPassword(password.data),
        createdAtMs: Date.now(),
      };
      await store.createUser(user, claims.id);
    } finally {
      store.release(claims.id, claims.email);
    }
    await startSession(store, reply, user, kit.deps.secureCookies);
    await store.audit({
      atMs: Date.now(),
      orgId: user.orgId,
      actor: { kind: user.kind, id: user.id, email: user.email },
      action: claims.kind === 'invite' ? 'member.joined' : 'account.setup',
      target: user.id,
      ip: req.ip,
      detail: { role: user.role, token_id: claims.id },
    });
    return redirect(reply, home(user));
  });

  app.get('/reset', async (req, reply) => {
    const claims = await read(req, 'reset');
    if (!claims || !(await store.userByEmail(claims.email))) return gone(req, reply);
    return kit.page(req, reply, 'setup.eta', form(claims, tokenOf(req)));
  });

  app.post('/reset', async (req, reply) => {
    const claims = await read(req, 'reset');
    if (!claims) return gone(req, reply);
    const body = req.body as Record<string, string | undefined>;
    const password = Password.safeParse(body.password);
    if (!password.success || body.password !== body.confirm) {
      return kit.page(
        req,
        reply,
        'setup.eta',
        { ...form(claims, tokenOf(req)), error: PASSWORD_RULE },
        400,
      );
    }
    if (!(await store.claim(claims.id, claims.email, 'exists'))) return gone(req, reply);
    let user: ConsoleUser;
    try {
      user = {
        ...(await store.userByEmail(claims.email))!,
        passwordHash: await hashPassword(password.data),
      };
      await store.updateUser(user);
      await store.spendToken(claims.id, Date.now());
      // A reset is for a lost password: whoever held a session with the old one is out.
      await store.endSessionsOf(user.id);
      await store.setFailedSignIns(user.email, undefined);
    } finally {
      store.release(claims.id, claims.email);
    }
    // A reset replaces the password, not the second factor: with two-factor on, sign in again.
    const twoStep = user.totp !== undefined || (user.passkeys?.length ?? 0) > 0;
    if (!twoStep) await startSession(store, reply, user, kit.deps.secureCookies);
    await store.audit({
      atMs: Date.now(),
      orgId: user.orgId,
      actor: { kind: user.kind, id: user.id, email: user.email },
      action: 'password.reset',
      target: user.id,
      ip: req.ip,
      detail: { token_id: claims.id },
    });
    return redirect(reply, twoStep ? '/console/login' : home(user));
  });
}
