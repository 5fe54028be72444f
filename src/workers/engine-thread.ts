// An engine thread's entry (src/engine-thread/thread-engine.ts): opens its partitions and shards,
// says so with their states, then serves the main thread's batches until it is closed. A thread
// prestarted before the service knew its options (src/engine-thread/prestart.ts) has loaded its
// code by the time it gets here and waits for them in one `init` message.
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { adoptSafetyTrie } from '../domain/safety-tags.ts';
import { runDoorJob } from '../engine-thread/thread-door.ts';
import { ThreadEngine, type ThreadOptions } from '../engine-thread/thread-engine.ts';

const port = parentPort;
if (port === null) throw new Error('src/workers/engine-thread.ts runs as a worker thread');
const prestarted = (workerData as { prestarted?: boolean } | null)?.prestarted === true;
const options = prestarted
  ? ((await once(port, 'message')) as [{ init: ThreadOptions }])[0].init
  : (workerData as ThreadOptions);
// The main thread's safety trie, before anything here screens (docs/threads.md).
if (options.safetyTrie !== undefined) adoptSafetyTrie(options.safetyTrie);
// The JetStream log and the NATS client only for a thread that writes there (docs/threads.md).
const jetStreamWal =
  options.jetstream === undefined
    ? undefined
    : (await import('../engine-thread/thread-jetstream.ts')).threadJetStreamWal;
const sharedWal =
  options.jetstreamShared === undefined
    ? undefined
    : (await import('../engine-thread/thread-jetstream.ts')).threadSharedWal;
const engine = new ThreadEngine(port, options, runDoorJob, jetStreamWal, sharedWal);
const opened = await engine.open();
// Its own message, after the replay's evictions still in the outbox, so they arrive first.
engine.flush();
port.postMessage({ opened });
