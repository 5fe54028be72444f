// What the safety lexicon's trie costs a start (docs/threads.md, "The safety trie once per
// process"): the CPU of building it (its module's load and first screen, the lexicons loaded
// before), then the wall time of a screening worker's start to its first verdict and of an
// engine thread's start to its `opened`, each in a process that has screened once already (as
// a service's main thread has). `node bin/run-ts.mjs bench/profile/safety-trie-start.ts
// [--own]`; one JSON line. Run it a few times: one start is one sample. Since the trie is built
// at the first document, a thread given none (`--own`) pays for it at its first screen, after
// its `opened`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 100) / 10;
};

// The trie's inputs first, so the figure is the trie's own.
await import('../../src/domain/safety-lexicon.ts');
await import('../../src/domain/safety-lexicon-policy.ts');
await import('../../src/domain/safety-normalise.ts');
const cpu = process.cpuUsage();
const tags = await import('../../src/domain/safety-tags.ts');
const { parseDoc } = await import('../../src/domain/safety-normalise.ts');
tags.tagDocument(parseDoc('fetch the parcel from ikeja'));
const trieCpuMs = cpuMs(cpu);

const { PooledScreener } = await import('../../src/runtime/screener.ts');
const text = { type: 'errand', title: 'Buy bread', instructions: 'Two loaves from the shop.' };
let t0 = performance.now();
const screener = new PooledScreener();
await screener.screen([text]);
const screenWorkerMs = Math.round(performance.now() - t0);
await screener.close();

const { ENGINE_THREAD_ENTRY } = await import('../../src/engine-thread/prestart.ts');
const dir = mkdtempSync(join(tmpdir(), 'errand-trie-'));
const options = {
  partitions: [[0, join(dir, 'p0')]],
  partitionCount: 1,
  shardCount: 1,
  lanes: 1,
  snapshotEvery: 10_000,
  mailboxDepthMax: 1_000,
  feeBps: '1000',
  // As EngineThreads gives it (src/engine-thread/threads.ts); `--own`: the thread builds its own.
  ...(process.argv.includes('--own') ? {} : { safetyTrie: tags.sharedSafetyTrie() }),
};
t0 = performance.now();
const worker = new Worker(ENGINE_THREAD_ENTRY, { workerData: options });
await new Promise<void>((resolve, reject) => {
  worker.on('error', reject);
  worker.on('message', (m: unknown) => {
    if (!Array.isArray(m)) resolve();
  });
});
const engineThreadMs = Math.round(performance.now() - t0);
await worker.terminate();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ trieCpuMs, screenWorkerMs, engineThreadMs }));
