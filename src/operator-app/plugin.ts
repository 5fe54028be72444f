// The Operator app under /app: a phone web app for the people who do the work
// (docs/operator-app.md). Same stack as the console (docs/console.md): server-rendered Eta pages,
// escaped by default, no inline script, no build step, CSRF tokens on every form, a strict CSP,
// server-side sessions. Its own encapsulated fastify context, store and cookies (path /app).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import csrf from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import view from '@fastify/view';
import { Eta } from 'eta';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import type { WriteLatch } from '../../wal/write-latch.ts';
import { smsPartnerFrom } from '../partners/sms.ts';
import { kycPartnerFrom } from '../partners/kyc.ts';
import { OperatorAppStore } from './store.ts';
import { OtpDesk } from './otp.ts';
import { AppKit, SESSION_PATH } from './kit.ts';
import { translator } from './i18n.ts';
import { authRoutes } from './routes/auth.ts';
import { onboardRoutes } from './routes/onboard.ts';
import { workRoutes } from './routes/work.ts';
import { proofRoutes } from './routes/proof.ts';
import { safetyRoutes } from './routes/safety.ts';
import { moneyRoutes } from './routes/money.ts';
import { appealRoutes } from './routes/appeal.ts';
import { payoutRoutes } from './routes/payout.ts';
import { registerStaffPages } from './staff.ts';
import type { ConsoleStore } from '../accounts/store.ts';
import { DomainError } from '../errors/problem.ts';
import { domainErrorOf } from '../errors/framework-errors.ts';

const VIEWS = fileURLToPath(new URL('../operator-app/views', import.meta.url));
const asset = (name: string) =>
  readFileSync(new URL(`../operator-app/assets/${name}`, import.meta.url));
const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'app.css': { type: 'text/css; charset=utf-8', body: asset('app.css') },
  'icon.svg': { type: 'image/svg+xml', body: asset('icon.svg') },
  // PNG renderings of icon.svg (sharp, at 192 and 512 px): Android before Chrome 92 or so, and
  // many home-screen launchers, take no SVG icon (docs/operator-app.md).
  'icon-192.png': { type: 'image/png', body: asset('icon-192.png') },
  'icon-512.png': { type: 'image/png', body: asset('icon-512.png') },
  'kyc.js': { type: 'text/javascript; charset=utf-8', body: asset('kyc.js') },
  'locate.js': { type: 'text/javascript; charset=utf-8', body: asset('locate.js') },
  'outbox.js': { type: 'text/javascript; charset=utf-8', body: asset('outbox.js') },
  'register.js': { type: 'text/javascript; charset=utf-8', body: asset('register.js') },
};

const SW = asset('sw.js');
const MANIFEST = JSON.stringify({
  name: 'errand for Operators',
  short_name: 'errand',
  start_url: '/app/',
  scope: '/app/',
  display: 'standalone',
  background_color: '#fafaf7',
  theme_color: '#0b5d3b',
  icons: [
    { src: '/app/assets/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/app/assets/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/app/assets/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
});

export interface OperatorAppOptions {
  engine: Engine;
  services: Services;
  dataDir: string;
  latch?: WriteLatch;
  /** SMS_PROVIDER, KYC_PROVIDER and their settings (src/partners/). */
  env: Record<string, string | undefined>;
  secureCookies: boolean;
  /** The console's store: staff pages check its sessions and write its audit log. */
  console?: ConsoleStore;
}

/** Registers the app; answers its store (the backup door reads it). */
export async function registerOperatorApp(
  app: FastifyInstance,
  o: OperatorAppOptions,
): Promise<OperatorAppStore> {
  const store = new OperatorAppStore(join(o.dataDir, 'operator-app'), o.latch);
  await store.open();
  // The settlement run pays to the details Operators confirmed here (docs/operator-app.md).
  o.services.payoutDirectory?.attach(store);
  app.addHook('onClose', async () => store.close());
  const sms = smsPartnerFrom(o.env, (fields, line) => app.log.info(fields, line));
  const kyc = kycPartnerFrom(o.env);
  // The SMS is in English: the language is not known before the first sign-in.
  const smsBody = (code: string) => translator('en')('sms.body', { code });
  const otp = new OtpDesk(store, sms, o.services.clock, smsBody);
  const { engine, services, secureCookies } = o;
  const kit = new AppKit({ engine, services, store, otp, sms, secureCookies });

  const eta = new Eta({ views: VIEWS, autoEscape: true, cache: true, functionHeader: '' });
  if (o.console) {
    const staffDeps = { console: o.console, store, sms, eta, root: VIEWS, engine, services };
    await registerStaffPages(app, staffDeps, secureCookies);
  }
  await app.register(
    async (c) => {
      await c.register(cookie);
      await c.register(formbody, { bodyLimit: 16 * 1024 });
      await c.register(csrf, {
        sessionPlugin: '@fastify/cookie',
        cookieKey: '_csrf_app',
        cookieOpts: {
          path: SESSION_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookies,
        },
      });
      await c.register(helmet, {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            manifestSrc: ["'self'"],
            workerSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'none'"],
          },
        },
        referrerPolicy: { policy: 'same-origin' },
      });
      await c.register(view, { engine: { eta }, root: VIEWS });

      c.addHook('onRoute', (route) => {
        if (route.method === 'POST') {
          route.preHandler = [c.csrfProtection, ...[route.preHandler ?? []].flat()];
        }
      });

      c.get('/assets/:name', async (req, reply) => {
        const found = ASSETS[(req.params as { name: string }).name];
        if (!found) return reply.code(404).type('text/plain').send('not found');
        reply.header('cache-control', 'public, max-age=86400');
        return reply.type(found.type).send(found.body);
      });

      c.setErrorHandler(async (error: FastifyError, req, reply) => {
        if (error.code?.startsWith('FST_CSRF')) {
          return kit.message(req, reply, 'error.expired_form', 403);
        }
        if (error.statusCode === 429) return kit.message(req, reply, 'error.too_many', 429);
        const known = domainErrorOf(error);
        if (known instanceof DomainError && known.code === 'not_found') {
          return kit.message(req, reply, 'error.not_found', 404);
        }
        // A step the task's state no longer allows (taken, lapsed, withdrawn): said plainly.
        if (known instanceof DomainError && known.code !== 'internal') {
          return kit.message(req, reply, 'work.cannot', 409);
        }
        req.log.error({ err: error }, 'operator app error');
        return kit.message(req, reply, 'error.generic', 500);
      });
      c.setNotFoundHandler((req, reply) => kit.message(req, reply, 'error.not_found', 404));

      authRoutes(c, kit);
      onboardRoutes(c, kit, kyc);
      workRoutes(c, kit);
      proofRoutes(c, kit);
      safetyRoutes(c, kit);
      moneyRoutes(c, kit);
      appealRoutes(c, kit);
      payoutRoutes(c, kit);

      // The service worker sits at /app/ so its scope is the whole app (assets/sw.js).
      c.get('/sw.js', async (_req, reply) =>
        reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SW),
      );
      c.get('/manifest.webmanifest', async (_req, reply) =>
        reply
          .header('cache-control', 'public, max-age=86400')
          .type('application/manifest+json')
          .send(MANIFEST),
      );
      c.get('/offline', async (req, reply) => kit.page(req, reply, 'offline.eta'));
    },
    { prefix: SESSION_PATH },
  );
  return store;
}
