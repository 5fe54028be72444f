// Passkeys (docs/console.md, "Two-factor sign-in"): WebAuthn credentials through
// @simplewebauthn/server, a second factor where the browser has them. The browser side is
// @simplewebauthn/browser and assets/passkeys.js (no inline script); these routes answer its JSON
// calls. A challenge lives in memory for five minutes, keyed by the session (adding a passkey)
// or the half-done sign-in (using one), and is spent by its first answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { z } from 'zod';
import type { Kit } from '../kit.ts';
import type { ConsoleUser, Passkey } from '../../accounts/store.ts';
import { failSecondStep, finishSignIn, halfSignIn } from './two-factor.ts';

const CHALLENGE_MS = 5 * 60_000;
const MAX_PASSKEYS = 10;
const Label = z.string().trim().min(1).max(60);

/** Where the browser says it is: the RP id is the host name (WebAuthn takes no IP address). */
function party(req: FastifyRequest): { origin: string; rpID: string } {
  const origin = `${req.protocol}://${req.headers.host ?? ''}`;
  return { origin, rpID: new URL(origin).hostname };
}

export function passkeyRoutes(app: FastifyInstance, kit: Kit): void {
  const { store } = kit.deps;
  const challenges = new Map<string, { challenge: string; expiresAtMs: number }>();

  const keep = (key: string, challenge: string) => {
    for (const [k, v] of challenges) if (v.expiresAtMs <= Date.now()) challenges.delete(k);
    challenges.set(key, { challenge, expiresAtMs: Date.now() + CHALLENGE_MS });
  };
  const spend = (key: string) => {
    const c = challenges.get(key);
    challenges.delete(key);
    return c && c.expiresAtMs > Date.now() ? c.challenge : undefined;
  };
  const refuse = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error });
  const credential = (p: Passkey) => ({
    id: p.id,
    publicKey: Buffer.from(p.publicKey, 'base64url'),
    counter: p.counter,
    ...(p.transports ? { transports: p.transports } : {}),
  });

  app.post('/account/passkeys/options', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return refuse(reply, 401, 'Sign in first.');
    const user = signed.user;
    if ((user.passkeys?.length ?? 0) >= MAX_PASSKEYS)
      return refuse(reply, 409, 'Ten passkeys at most.');
    const options = await generateRegistrationOptions({
      rpName: 'errand console',
      rpID: party(req).rpID,
      userName: user.email,
      attestationType: 'none',
      excludeCredentials: (user.passkeys ?? []).map((p) => ({ id: p.id })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    keep(`reg:${signed.sessionHash}`, options.challenge);
    return reply.header('cache-control', 'no-store').send(options);
  });

  app.post('/account/passkeys', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return refuse(reply, 401, 'Sign in first.');
    const body = (req.body ?? {}) as { response?: unknown; label?: unknown };
    const label = Label.safeParse(body.label ?? 'Passkey');
    const challenge = spend(`reg:${signed.sessionHash}`);
    if (!challenge || !label.success || typeof body.response !== 'object') {
      return refuse(reply, 400, 'Start again: the request was incomplete or too old.');
    }
    const { origin, rpID } = party(req);
    const verified = await verifyRegistrationResponse({
      // Untrusted JSON: the library checks every field of it it reads.
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verified?.verified) return refuse(reply, 400, 'The passkey could not be verified.');
    const c = verified.registrationInfo.credential;
    const passkey: Passkey = {
      id: c.id,
      publicKey: Buffer.from(c.publicKey).toString('base64url'),
      counter: c.counter,
      ...(c.transports ? { transports: [...c.transports] } : {}),
      label: label.data,
      createdAtMs: Date.now(),
    };
    await store.updateUser({
      ...signed.user,
      passkeys: [...(signed.user.passkeys ?? []), passkey],
    });
    await kit.audit(req, {
      action: 'two_factor.passkey_add',
      target: signed.user.id,
      orgId: signed.homeOrgId,
      detail: { label: label.data },
    });
    return reply.code(201).send({ ok: true });
  });

  app.post('/account/passkeys/:id/remove', async (req, reply) => {
    const signed = await kit.who(req);
    if (!signed) return reply.code(303).header('location', '/console/login').send();
    const id = (req.params as { id: string }).id;
    const left = (signed.user.passkeys ?? []).filter((p) => p.id !== id);
    const { passkeys: _, ...rest } = signed.user;
    await store.updateUser(left.length ? { ...rest, passkeys: left } : rest);
    await kit.audit(req, {
      action: 'two_factor.passkey_remove',
      target: signed.user.id,
      orgId: signed.homeOrgId,
    });
    return reply.code(303).header('location', '/console/account/2fa?done=saved').send();
  });

  app.post('/login/2fa/passkey/options', async (req, reply) => {
    const half = await halfSignIn(kit, req);
    if (!half?.user.passkeys?.length) return refuse(reply, 401, 'Sign in again.');
    const options = await generateAuthenticationOptions({
      rpID: party(req).rpID,
      allowCredentials: half.user.passkeys.map((p) => ({ id: p.id })),
      userVerification: 'preferred',
    });
    keep(`auth:${half.hash}`, options.challenge);
    return reply.header('cache-control', 'no-store').send(options);
  });

  app.post('/login/2fa/passkey', async (req, reply) => {
    const half = await halfSignIn(kit, req);
    if (!half) return refuse(reply, 401, 'Sign in again.');
    const response = (req.body as { response?: { id?: unknown } } | undefined)?.response;
    const challenge = spend(`auth:${half.hash}`);
    const passkey = half.user.passkeys?.find((p) => p.id === response?.id);
    if (!challenge || !passkey) {
      await failSecondStep(kit, req, half);
      return refuse(reply, 400, 'That passkey is not registered for this account.');
    }
    const { origin, rpID } = party(req);
    const verified = await verifyAuthenticationResponse({
      // Untrusted JSON: the library checks every field of it it reads.
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: credential(passkey),
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verified?.verified) {
      await failSecondStep(kit, req, half);
      return refuse(reply, 400, 'The passkey could not be verified.');
    }
    // The signature counter moves on, so a cloned authenticator shows itself.
    const newCounter = verified.authenticationInfo.newCounter;
    const updated: ConsoleUser = {
      ...half.user,
      passkeys: half.user.passkeys!.map((p) =>
        p.id === passkey.id ? { ...p, counter: newCounter } : p,
      ),
    };
    const next = await finishSignIn(kit, req, reply, half, updated, 'passkey');
    return reply.header('cache-control', 'no-store').send({ next });
  });
}
