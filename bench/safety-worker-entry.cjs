// The file piscina loads for bench/safety.ts: the timing loop of bench/safety-worker.ts runs on a
// piscina worker thread, where the service screens (src/runtime/screener.ts). CommonJS for the
// reason src/workers/screen-entry.cjs gives. The loop comes bundled as the service's workers load
// their code (test/support/test-bundle.ts; the bundle's path in workerData), or through tsx when
// the bench is asked to (`--tsx`).
const { pathToFileURL } = require('node:url');
const { workerData } = require('piscina');
let task;

module.exports = async function safetyTimingEntry(message) {
  task ??=
    workerData?.bundle !== undefined
      ? import(pathToFileURL(workerData.bundle).href)
      : import('tsx/esm/api').then(({ tsImport }) => tsImport('./safety-worker.ts', __filename));
  return (await task).default(message);
};
