// The baselines of the HTTP benches: what fastify alone does with a create's request, and that
// plus one durable write of a create-sized record to the lower layer (LevelDB in bench/http,
// JetStream in bench/cluster): the least any durable create can cost at the same load.
import Fastify from 'fastify';

/** A create's WAL record as bench/engine measures it (record_bytes ≈ 1.4 KB). */
export const FLOOR_RECORD_BYTES = 1_400;

export interface BareApp {
  url: string;
  close(): Promise<void>;
}

/**
 * One POST /v1/tasks route: fastify's JSON body parser and a 201 with a small JSON body, nothing
 * else. With `persist`, the answer waits for it (the floor).
 */
export async function startBare(persist?: (n: number) => Promise<unknown>): Promise<BareApp> {
  const app = Fastify({ logger: false });
  let n = 0;
  app.post('/v1/tasks', async (req, reply) => {
    // Fastify's own work only (routing, its JSON body parser, the reply): validating the body is
    // errand's work, so the baseline does not do it.
    if (typeof req.body !== 'object' || req.body === null)
      return reply.code(400).send({ error: 'validation_failed' });
    n += 1;
    if (persist) await persist(n);
    reply.code(201);
    return {
      data: {
        taskId: `task_${n}`,
        escrowLockId: `esc_${n}`,
        state: 'screening',
        totalChargedMinor: '165000',
      },
    };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
