// Entry of the benches' worker threads: tsx's loader is per thread, so each worker registers it
// before importing its TypeScript module (workerData.module, a file URL).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
