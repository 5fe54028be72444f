// An engine thread's entry (src/engine-thread/thread-engine.ts): opens its partitions and shards,
// says so with their states, then serves the main thread's batches until it is closed.
import { parentPort, workerData } from 'node:worker_threads';
import { ThreadEngine, type ThreadOptions } from '../engine-thread/thread-engine.ts';

const port = parentPort;
if (port === null) throw new Error('src/workers/engine-thread.ts runs as a worker thread');
const engine = new ThreadEngine(port, workerData as ThreadOptions);
const opened = await engine.open();
// Its own message, after the replay's evictions still in the outbox, so they arrive first.
engine.flush();
port.postMessage({ opened });
