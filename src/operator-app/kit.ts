// What every Operator app route uses: who is signed in (a server-side session named by a cookie;
// only its SHA-256 is stored), the page renderer (layout, language, CSRF token), and the
// dependencies. Checked on the server for every request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type {} from '@fastify/csrf-protection';
import type {} from '@fastify/view';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { sha256Hex } from '../runtime/api-keys.ts';
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import type { SmsPartner } from '../partners/sms.ts';
import type { AppAccount, OperatorAppStore } from './store.ts';
import { SESSION_TTL_MS, type OtpDesk } from './otp.ts';
import { langOf, translator } from './i18n.ts';

export const SESSION_PATH = '/app';
export const SESSION_COOKIE = 'errand_op';

export interface AppDeps {
  engine: Engine;
  services: Services;
  store: OperatorAppStore;
  otp: OtpDesk;
  sms: SmsPartner;
  secureCookies: boolean;
}

export interface SignedOperator {
  account: AppAccount;
  sessionHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operatorApp?: SignedOperator | null;
  }
}

export class AppKit {
  constructor(readonly deps: AppDeps) {}

  cookieOptions() {
    const secure = this.deps.secureCookies;
    return { path: SESSION_PATH, httpOnly: true, secure, sameSite: 'lax' as const };
  }

  setSession(reply: FastifyReply, secret: string): void {
    const maxAge = SESSION_TTL_MS / 1000;
    reply.setCookie(SESSION_COOKIE, secret, { ...this.cookieOptions(), maxAge });
  }

  async who(req: FastifyRequest): Promise<SignedOperator | undefined> {
    if (req.operatorApp !== undefined) return req.operatorApp ?? undefined;
    req.operatorApp = null;
    const secret = req.cookies[SESSION_COOKIE];
    if (!secret || secret.length > 100) return undefined;
    const sessionHash = sha256Hex(secret);
    const session = await this.deps.store.session(sessionHash);
    if (!session) return undefined;
    if (session.expiresAtMs <= this.deps.services.clock.now()) {
      await this.deps.store.endSession(sessionHash, session.accountId);
      return undefined;
    }
    const account = await this.deps.store.account(session.accountId);
    if (!account) return undefined;
    if (account.frozen) {
      await this.deps.store.endSession(sessionHash, account.id);
      return undefined;
    }
    req.operatorApp = { account: await this.linked(account), sessionHash };
    return req.operatorApp;
  }

  /** An account whose number an Operator was registered with (by staff) becomes that Operator. */
  private async linked(account: AppAccount): Promise<AppAccount> {
    if (account.operatorId) return account;
    const operators = this.deps.engine.stateOf(OPERATORS_ROUTING_KEY).operators;
    const digits = (p: string) => p.replace(/\D/g, '').replace(/^0/, '234');
    const match = [...operators.values()].find(
      (op) => !op.sandbox && digits(op.phone) === digits(account.phone),
    );
    if (!match) return account;
    const updated = { ...account, operatorId: match.id };
    await this.deps.store.updateAccount(updated);
    return updated;
  }

  page(
    req: FastifyRequest,
    reply: FastifyReply,
    name: string,
    data: Record<string, unknown> = {},
    status = 200,
  ) {
    const lang = langOf(req);
    reply.code(status).header('cache-control', 'no-store');
    return reply.view(
      name,
      {
        ...data,
        lang,
        t: translator(lang),
        csrf: reply.generateCsrf(),
        signedIn: !!req.operatorApp,
        path: req.url.split('?')[0],
      },
      { layout: 'layout.eta' },
    );
  }

  message(req: FastifyRequest, reply: FastifyReply, key: string, status: number) {
    return this.page(req, reply, 'message.eta', { key }, status);
  }
}

export function redirect(reply: FastifyReply, to: string): FastifyReply {
  return reply.code(303).header('location', to).send();
}
