// Who is asking: the session cookie names a server-side session (only its SHA-256 is stored), the
// session names a person, and each route names the least role it needs. Checked on the server for
// every request; the pages hide what a role cannot do, but hiding is not the check.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { sha256Hex } from '../runtime/api-keys.ts';
import type { ConsoleStore, ConsoleUser, Role, Session } from './store.ts';

export const SESSION_COOKIE = 'errand_console';
const SESSION_TTL_MS = 12 * 3_600_000;
/** A key is shown or rolled only within this long of entering the password. */
const REAUTH_WINDOW_MS = 5 * 60_000;

/** What a route needs: a member of at least this role, or platform staff. */
export type Need = Role | 'staff';
const RANK: Record<Role, number> = { viewer: 0, developer: 1, owner: 2 };

export class ConsoleDenied extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface Signed {
  /** The member, with `orgId` the org this session looks at (their own, or its test twin). */
  user: ConsoleUser;
  session: Session;
  sessionHash: string;
  /** The member's own org: the team (members, invitations, ownership) belongs to it. */
  homeOrgId: string | null;
  /** The other org of a test/live pair, when the member's org has one. */
  twinOrgId?: string;
}

export const cookieOptions = (secure: boolean) => ({
  path: '/console',
  httpOnly: true,
  secure,
  sameSite: 'strict' as const,
});

export async function startSession(
  store: ConsoleStore,
  reply: FastifyReply,
  user: ConsoleUser,
  secure: boolean,
): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const now = Date.now();
  await store.putSession(sha256Hex(secret), {
    userId: user.id,
    createdAtMs: now,
    reauthAtMs: now,
    expiresAtMs: now + SESSION_TTL_MS,
  });
  reply.setCookie(SESSION_COOKIE, secret, {
    ...cookieOptions(secure),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function signedIn(
  store: ConsoleStore,
  req: FastifyRequest,
): Promise<Signed | undefined> {
  const secret = req.cookies[SESSION_COOKIE];
  if (!secret || secret.length > 100) return undefined;
  const sessionHash = sha256Hex(secret);
  const session = await store.session(sessionHash);
  if (!session) return undefined;
  if (session.expiresAtMs <= Date.now()) {
    await store.endSession(sessionHash, session.userId);
    return undefined;
  }
  const user = await store.user(session.userId);
  if (!user) return undefined;
  const homeOrgId = user.orgId;
  const twinOrgId = homeOrgId ? await store.twin(homeOrgId) : undefined;
  const looking =
    session.activeOrgId !== undefined && session.activeOrgId === twinOrgId ? twinOrgId : homeOrgId;
  return {
    user: { ...user, orgId: looking },
    session,
    sessionHash,
    homeOrgId,
    ...(twinOrgId ? { twinOrgId } : {}),
  };
}

export function allowed(user: ConsoleUser, need: Need): boolean {
  if (need === 'staff') return user.kind === 'staff';
  return user.kind === 'member' && user.role !== null && RANK[user.role] >= RANK[need];
}

/**
 * Staff pages need two-factor sign-in turned on first (the error handler sends them to set it up).
 */
export class NeedsTwoFactor extends ConsoleDenied {
  constructor() {
    super(403, 'Platform staff must turn on two-factor sign-in first.');
  }
}

export function requireRole(signed: Signed | undefined, need: Need): Signed {
  if (!signed) throw new ConsoleDenied(401, 'Sign in to continue.');
  if (!allowed(signed.user, need))
    throw new ConsoleDenied(
      403,
      need === 'staff' ? 'This page is for platform staff.' : `This needs the ${need} role.`,
    );
  if (need === 'staff' && !signed.user.totp) throw new NeedsTwoFactor();
  return signed;
}

export function recentlyAuthenticated(signed: Signed): boolean {
  return Date.now() - signed.session.reauthAtMs < REAUTH_WINDOW_MS;
}
