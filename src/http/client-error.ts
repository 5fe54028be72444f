// Errors Node reports before fastify has a request (malformed request line, oversized headers,
// a request that timed out) still leave as problem+json, written to the socket directly.
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { DomainError, toProblem } from '../errors/problem.ts';
import { randomBase62 } from '../runtime/ids.ts';
import { SECURITY_HEADER_LINES } from './security-headers.ts';

/**
 * Errors before fastify has a request (a malformed request line, headers over Node's limit, a
 * request that timed out) are written to the socket directly; they still leave as problem+json.
 */
export function writeClientError(
  error: Error,
  socket: Duplex,
  publicUrl: string | undefined,
): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const id = `req_${randomBase62(20)}`;
  const timedOut = code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const overflow = code === 'HPE_HEADER_OVERFLOW';
  const known = timedOut
    ? new DomainError('request_timeout')
    : new DomainError('validation_failed', {
        reason: overflow ? 'headers_too_large' : 'malformed_http',
        errors: [
          {
            path: overflow ? 'headers' : '',
            message: overflow ? 'request headers are too large' : 'malformed HTTP request',
          },
        ],
      });
  // No request to take a host from: the configured public URL, else the address it came in on.
  const local = socket as Socket;
  const host = local.localFamily === 'IPv6' ? `[${local.localAddress}]` : local.localAddress;
  const base =
    publicUrl?.replace(/\/$/, '') ?? `http://${host ?? '127.0.0.1'}:${local.localPort ?? 80}`;
  const body = JSON.stringify(toProblem(known, id, `${base}/docs`));
  const statusLine = timedOut ? '408 Request Timeout' : '400 Bad Request';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusLine}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\n` +
        `${SECURITY_HEADER_LINES}Connection: close\r\n\r\n${body}`,
    );
  }
  // end, not destroy: a destroy with the client's bytes unread resets the connection and the
  // client may never read the answer.
  socket.end();
  setTimeout(() => socket.destroy(), 1_000).unref();
}
