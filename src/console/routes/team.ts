// Members (docs/console.md, "Members"): everyone sees the team; owners invite by one-time link,
// revoke an invitation, change a role, remove a member (their sessions end, so their next request
// is signed out), hand ownership to another member, and make a password-reset link. An org always
// keeps an owner: the last one can be neither demoted nor removed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mintToken, RESET_TOKEN_TTL_MS, SETUP_TOKEN_TTL_MS } from '../setup-tokens.ts';
import { requireRole, type Signed } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import type { ConsoleUser } from '../../accounts/store.ts';

const RoleOf = z.enum(['owner', 'developer', 'viewer']);
const Invite = z.object({ email: z.string().trim().toLowerCase().email().max(320), role: RoleOf });
const UserId = z.string().regex(/^usr_[0-9A-Za-z]{1,60}$/);

export function teamRoutes(app: FastifyInstance, kit: Kit, baseUrl: () => string): void {
  const { engine, store } = kit.deps;

  async function show(
    req: FastifyRequest,
    reply: FastifyReply,
    signed: Signed,
    extra: Record<string, unknown> = {},
    status = 200,
  ) {
    const orgId = signed.homeOrgId!;
    const members = await store.members(orgId);
    const invites = (await store.invites(orgId)).filter((i) => i.expiresAtMs > Date.now());
    return kit.page(
      req,
      reply,
      'members.eta',
      {
        members: members.map((m) => ({
          id: m.id,
          email: m.email,
          role: m.role,
          since: m.createdAtMs,
          me: m.id === signed.user.id,
        })),
        invites,
        ...extra,
      },
      status,
    );
  }

  /** A member of the signed-in owner's org, by the id in the URL; never one of another org. */
  async function memberOf(signed: Signed, raw: unknown): Promise<ConsoleUser | undefined> {
    const id = UserId.safeParse(raw);
    if (!id.success) return undefined;
    const user = await store.user(id.data);
    return user && user.kind === 'member' && user.orgId === signed.homeOrgId ? user : undefined;
  }

  const owners = async (orgId: string) =>
    (await store.members(orgId)).filter((m) => m.role === 'owner').length;

  app.get('/members', async (req, reply) =>
    show(req, reply, requireRole(await kit.who(req), 'viewer')),
  );

  app.post('/members/invite', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const parsed = Invite.safeParse(req.body);
    if (!parsed.success)
      return show(req, reply, signed, { error: 'Give an email address and a role.' }, 400);
    if (await store.userByEmail(parsed.data.email))
      return show(req, reply, signed, { error: 'That email already has an account.' }, 409);
    const org = engine.stateOf(signed.homeOrgId!).orgs.get(signed.homeOrgId!)!;
    const now = Date.now();
    const { token, id } = mintToken(kit.deps.secret, {
      kind: 'invite',
      email: parsed.data.email,
      staff: false,
      role: parsed.data.role,
      orgId: org.id,
      orgName: null,
      mode: org.mode,
      expiresAtMs: now + SETUP_TOKEN_TTL_MS,
    });
    await store.putInvite(org.id, {
      tokenId: id,
      email: parsed.data.email,
      role: parsed.data.role,
      createdAtMs: now,
      expiresAtMs: now + SETUP_TOKEN_TTL_MS,
    });
    await kit.audit(req, {
      action: 'member.invite',
      target: null,
      orgId: org.id,
      detail: { email: parsed.data.email, role: parsed.data.role, token_id: id },
    });
    return show(
      req,
      reply,
      signed,
      { invite: { email: parsed.data.email, link: `${baseUrl()}/console/setup?token=${token}` } },
      201,
    );
  });

  app.post('/members/invites/:tokenId/revoke', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const tokenId = (req.params as { tokenId: string }).tokenId;
    const invite = (await store.invites(signed.homeOrgId!)).find((i) => i.tokenId === tokenId);
    if (!invite) return show(req, reply, signed, { error: 'No such invitation.' }, 404);
    await store.spendToken(tokenId, Date.now(), signed.homeOrgId!);
    await kit.audit(req, {
      action: 'member.invite.revoke',
      target: null,
      orgId: signed.homeOrgId,
      detail: { email: invite.email, token_id: tokenId },
    });
    return redirect(reply, '/console/members?done=invite_revoked');
  });

  app.post('/members/:id/role', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const member = await memberOf(signed, (req.params as { id: string }).id);
    const role = RoleOf.safeParse((req.body as { role?: string }).role);
    if (!member || !role.success)
      return show(req, reply, signed, { error: 'Choose a member and a role.' }, 400);
    if (member.role === 'owner' && role.data !== 'owner' && (await owners(member.orgId!)) <= 1) {
      return show(
        req,
        reply,
        signed,
        { error: 'The org needs an owner: make another member owner first.' },
        409,
      );
    }
    await store.updateUser({ ...member, role: role.data });
    await kit.audit(req, {
      action: 'member.role',
      target: member.id,
      orgId: member.orgId,
      detail: { email: member.email, from: member.role, to: role.data },
    });
    return redirect(reply, '/console/members?done=saved');
  });

  app.post('/members/:id/remove', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const member = await memberOf(signed, (req.params as { id: string }).id);
    if (!member) return show(req, reply, signed, { error: 'No such member.' }, 404);
    if ((req.body as { confirm?: string }).confirm !== 'on')
      return redirect(reply, '/console/members?done=unconfirmed');
    if (member.role === 'owner' && (await owners(member.orgId!)) <= 1) {
      return show(
        req,
        reply,
        signed,
        { error: 'The org needs an owner: make another member owner first.' },
        409,
      );
    }
    await store.removeUser(member);
    await kit.audit(req, {
      action: 'member.remove',
      target: member.id,
      orgId: member.orgId,
      detail: { email: member.email, role: member.role },
    });
    if (member.id === signed.user.id) return redirect(reply, '/console/login');
    return redirect(reply, '/console/members?done=removed');
  });

  app.post('/members/:id/transfer', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const member = await memberOf(signed, (req.params as { id: string }).id);
    if (!member || member.id === signed.user.id)
      return show(req, reply, signed, { error: 'Choose another member.' }, 400);
    if ((req.body as { confirm?: string }).confirm !== 'on')
      return redirect(reply, '/console/members?done=unconfirmed');
    // The new owner first: the org is never without one, even if the second write fails.
    await store.updateUser({ ...member, role: 'owner' });
    await store.updateUser({ ...signed.user, role: 'developer' });
    await kit.audit(req, {
      action: 'member.transfer_ownership',
      target: member.id,
      orgId: member.orgId,
      detail: { to: member.email, from: signed.user.email },
    });
    return redirect(reply, '/console/members?done=transferred');
  });

  app.post('/members/:id/reset', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const member = await memberOf(signed, (req.params as { id: string }).id);
    if (!member) return show(req, reply, signed, { error: 'No such member.' }, 404);
    const { token, id } = mintToken(kit.deps.secret, {
      kind: 'reset',
      email: member.email,
      staff: false,
      role: null,
      orgId: member.orgId,
      orgName: null,
      mode: 'live',
      expiresAtMs: Date.now() + RESET_TOKEN_TTL_MS,
    });
    await kit.audit(req, {
      action: 'member.reset_link',
      target: member.id,
      orgId: member.orgId,
      detail: { email: member.email, token_id: id },
    });
    return show(
      req,
      reply,
      signed,
      { reset: { email: member.email, link: `${baseUrl()}/console/reset?token=${token}` } },
      201,
    );
  });
}
