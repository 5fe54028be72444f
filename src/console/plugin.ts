// The console under /console: server-rendered pages (Eta, escaped by default) with htmx for
// partial updates, no inline script and no build step. Its own encapsulated fastify context
// carries form parsing, cookies, CSRF tokens, security headers and HTML error pages, so the
// JSON API beside it is untouched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import csrf from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import view from '@fastify/view';
import { Eta } from 'eta';
import { DomainError } from '../errors/problem.ts';
import { ERROR_CODES } from '../errors/codes.ts';
import { domainErrorOf } from '../errors/framework-errors.ts';
import { Kit, type ConsoleDeps } from './kit.ts';
import { ConsoleDenied, NeedsTwoFactor } from '../accounts/session.ts';
import { authRoutes } from './routes/auth.ts';
import { oneTimeLinkRoutes } from './routes/one-time-links.ts';
import { teamRoutes } from './routes/team.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { gettingStartedRoutes } from './routes/getting-started.ts';
import { requestLogRoutes } from './routes/requests.ts';
import { exportRoutes } from './routes/exports.ts';
import { bulkReviewRoutes } from './routes/bulk-review.ts';
import { agentRoutes } from './routes/agents.ts';
import { taskRoutes } from './routes/tasks.ts';
import { walletRoutes } from './routes/wallet.ts';
import { testLiveRoutes } from './routes/test-live.ts';
import { orgRoutes } from './routes/org.ts';
import { staffRoutes } from './routes/staff.ts';
import { staffSafetyRoutes } from './routes/staff-safety.ts';
import { staffAppealRoutes } from './routes/staff-appeals.ts';
import { staffQualityRoutes } from './routes/staff-quality.ts';
import { staffOperatorRoutes } from './routes/staff-operators.ts';
import { integrationRoutes } from './routes/integrations.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { oauthConsentRoutes } from './routes/oauth-consent.ts';
import { formatMinor, formatTime } from '../views/format.ts';

const require = createRequire(import.meta.url);
// From src/, not './': the start bundle (bin/load-source.mjs) sits in another folder of src/.
const VIEWS = fileURLToPath(new URL('../console/views', import.meta.url));
const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'htmx.min.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(require.resolve('htmx.org/dist/htmx.min.js')),
  },
  'passkeys.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('../console/assets/passkeys.js', import.meta.url)),
  },
  'webauthn.min.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(
      join(dirname(require.resolve('@simplewebauthn/browser')), '../dist/bundle/index.umd.min.js'),
    ),
  },
  'console.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(new URL('../console/assets/console.css', import.meta.url)),
  },
};

export async function registerConsole(
  app: FastifyInstance,
  deps: ConsoleDeps,
  baseUrl: () => string,
): Promise<void> {
  await app.register(
    async (c) => {
      await c.register(cookie);
      await c.register(formbody, { bodyLimit: 64 * 1024 });
      await c.register(csrf, {
        sessionPlugin: '@fastify/cookie',
        cookieOpts: {
          path: '/console',
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.secureCookies,
        },
      });
      await c.register(helmet, {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'none'"],
          },
        },
        referrerPolicy: { policy: 'same-origin' },
      });
      const eta = new Eta({ views: VIEWS, autoEscape: true, cache: true, functionHeader: '' });
      await c.register(view, {
        engine: { eta },
        root: VIEWS,
        defaultContext: { formatTime, money: formatMinor },
      });

      // Every state-changing request carries the form's token (or htmx's header).
      c.addHook('onRoute', (route) => {
        if (route.method === 'POST')
          route.preHandler = [c.csrfProtection, ...[route.preHandler ?? []].flat()];
      });

      const kit = new Kit(deps);
      c.get('/assets/:name', async (req, reply) => {
        const asset = ASSETS[(req.params as { name: string }).name];
        if (!asset) return reply.code(404).type('text/plain').send('not found');
        return reply
          .header('cache-control', 'public, max-age=3600')
          .type(asset.type)
          .send(asset.body);
      });

      c.setErrorHandler(async (error: FastifyError, req, reply) => {
        if (error instanceof NeedsTwoFactor)
          return reply.code(303).header('location', '/console/account/2fa').send();
        if (error instanceof ConsoleDenied) {
          if (error.status === 401)
            return reply
              .code(303)
              .header(
                'location',
                `/console/login?next=${encodeURIComponent(req.url.split('?')[0]!)}`,
              )
              .send();
          return kit.page(
            req,
            reply,
            'message.eta',
            { title: 'Not allowed', text: error.reason },
            403,
          );
        }
        if (error.code?.startsWith('FST_CSRF'))
          return kit.page(
            req,
            reply,
            'message.eta',
            { title: 'This form has expired', text: 'Go back, reload the page and try again.' },
            403,
          );
        if (error.statusCode === 429)
          return kit.page(
            req,
            reply,
            'message.eta',
            { title: 'Too many attempts', text: 'Wait a minute and try again.' },
            429,
          );
        const known = domainErrorOf(error);
        if (known.code === 'internal') req.log.error({ err: error }, 'console error');
        // A refused change goes back to the page it came from, with the reason (by code, never text
        // from the URL).
        const back =
          req.method === 'POST' ? refererPath(req.headers.referer, req.headers.host) : undefined;
        if (known instanceof DomainError && known.code !== 'internal' && back) {
          return reply
            .code(303)
            .header('location', `${back.split('?')[0]}?error=${known.code}`)
            .send();
        }
        const status = ERROR_CODES[known.code].status;
        return kit.page(
          req,
          reply,
          'message.eta',
          { title: ERROR_CODES[known.code].title, text: '' },
          status,
        );
      });
      c.setNotFoundHandler((req, reply) =>
        kit.page(req, reply, 'message.eta', { title: 'Page not found', text: '' }, 404),
      );

      authRoutes(c, kit);
      oneTimeLinkRoutes(c, kit);
      twoFactorRoutes(c, kit);
      passkeyRoutes(c, kit);
      gettingStartedRoutes(c, kit);
      requestLogRoutes(c, kit);
      exportRoutes(c, kit);
      bulkReviewRoutes(c, kit);
      teamRoutes(c, kit, baseUrl);
      orgRoutes(c, kit, baseUrl);
      testLiveRoutes(c, kit);
      agentRoutes(c, kit);
      taskRoutes(c, kit);
      walletRoutes(c, kit);
      staffRoutes(c, kit);
      staffSafetyRoutes(c, kit);
      staffAppealRoutes(c, kit);
      staffOperatorRoutes(c, kit);
      staffQualityRoutes(c, kit);
      integrationRoutes(c, kit);
      campaignRoutes(c, kit);
      oauthConsentRoutes(c, kit);
    },
    { prefix: '/console' },
  );
}

/** The path of a same-origin console page, or undefined. */
function refererPath(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host && url.pathname.startsWith('/console/') ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}
