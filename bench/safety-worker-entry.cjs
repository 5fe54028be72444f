// The file piscina loads for bench/safety.ts: the timing loop of bench/safety-worker.ts runs on a
// piscina worker thread, where the service screens (src/runtime/screener.ts). CommonJS for the
// reason src/workers/screen-entry.cjs gives; the TypeScript module is loaded through tsx.
let task;

module.exports = async function safetyTimingEntry(message) {
  task ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('./safety-worker.ts', __filename));
  return (await task).default(message);
};
