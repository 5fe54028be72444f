// Loses deliveries on purpose: pulls, one message at a time, from every consumer of a stream, so
// each message it takes is, to the consumer's reader, one the consumer sent that never arrived
// (as core NATS drops what is in flight across a client's reconnect; without acks the consumer
// counts it delivered and goes on). For the tests of readers that must notice such a loss.
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';

export interface Thief {
  /** Messages taken so far. */
  readonly stolen: number;
  /**
   * Resolves once a message was taken (or after `timeoutMs`): hold a reader there, its pull ended,
   * so the thief's pull is served.
   */
  firstTaken(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startThief(urls: readonly string[], stream: string): Promise<Thief> {
  const nc = await connect({ servers: [...urls] });
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  let stolen = 0;
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const names: string[] = [];
      for await (const c of jsm.consumers.list(stream)) names.push(c.name);
      if (names.length === 0) await new Promise((r) => setTimeout(r, 20));
      await Promise.all(
        names
          .map(async (name) => {
            const messages = await (await js.consumers.get(stream, name)).fetch({
              max_messages: 1,
              expires: 1_000,
            });
            for await (const _ of messages) stolen += 1;
          })
          .map((p) => p.catch(() => undefined)),
      );
    }
  })();
  return {
    get stolen() {
      return stolen;
    },
    async firstTaken(timeoutMs = 15_000) {
      const until = performance.now() + timeoutMs;
      while (stolen === 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
    async stop() {
      stopped = true;
      await running.catch(() => undefined);
      await nc.close();
    },
  };
}
