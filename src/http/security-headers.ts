// Security headers on every response: API answers, problem documents, 404s, the discovery
// documents, /mcp and /metrics. Nothing this app serves outside /console needs a script, a style,
// a frame or a referrer, so the policy is the strictest: `default-src 'none'; frame-ancestors
// 'none'` (the error pages and HTML reports are plain markup and render under it), DENY framing,
// no referrer, nosniff, HSTS.
//
// The values are helmet's (the library @fastify/helmet wraps), computed once: @fastify/helmet
// builds helmet's middleware again on every request (~4 µs a response on this machine, against
// ~0.3 µs to set a fixed list), and these headers never vary. They are set on the raw response,
// as helmet does, so the console's own @fastify/helmet (an encapsulated plugin whose hooks run
// after these) replaces every one of them with its own policy on console pages.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const API_POLICY: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

/** The headers helmet's middleware sets for API_POLICY, captured once on a response never sent. */
function captureHeaders(): ReadonlyArray<readonly [string, string]> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(API_POLICY)(res.req, res, () => {});
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)] as const);
}

const SECURITY_HEADERS = captureHeaders();

/** As raw header lines, for the one answer written straight to the socket (a malformed request). */
export const SECURITY_HEADER_LINES = SECURITY_HEADERS.map(
  ([name, value]) => `${name}: ${value}\r\n`,
).join('');

export function setSecurityHeaders(raw: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
}

/**
 * Registered first, so even a request refused by a later onRequest hook (closing, auth) carries
 * them; router errors skip hooks and call setSecurityHeaders themselves (app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });
}
