// The file piscina loads for bench/safety-embed/cost.ts (as bench/safety-worker-entry.cjs does for
// bench/safety.ts): CommonJS, the TypeScript module loaded through tsx.
let task;

module.exports = async function safetyEmbedCostEntry(message) {
  task ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('./cost-worker.ts', __filename));
  return (await task).default(message);
};
