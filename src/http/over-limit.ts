// A 413 the client can actually read. Fastify answers an over-limit body at once and closes the
// connection while the client is still sending; closing a socket with unread bytes in its
// receive buffer makes the kernel send a reset, and a client still writing (curl after its
// `100 Continue`) sees EPIPE and never reads the answer. So the rest of the body is read and
// thrown away first, up to a byte and a time bound, and only then is the 413 sent: the
// connection is then clean (and stays usable for keep-alive clients). Past either bound the 413
// is sent at once and the connection closed, as before.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a client may take to finish sending a body that will be discarded. */
const DRAIN_MS_MAX = 10_000;

/** Resolves once the body is read to its end (true) or a bound is passed (false). */
export function drainOverLimitBody(
  req: FastifyRequest,
  reply: FastifyReply,
  drainBytesMax: number,
): Promise<boolean> {
  const raw = req.raw;
  if (raw.complete) return Promise.resolve(true);
  if (raw.destroyed || drainBytesMax === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    let drainedBytes = 0;
    const settle = (complete: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      // A fully read request leaves a clean connection: keep it for the next request.
      if (complete) reply.removeHeader('connection');
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      drainedBytes += chunk.length;
      if (drainedBytes > drainBytesMax) settle(false);
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(false);
    const timer = setTimeout(() => settle(false), DRAIN_MS_MAX);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.resume();
  });
}
