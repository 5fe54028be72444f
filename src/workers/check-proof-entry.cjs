// The file piscina loads in each proof-verification worker: CommonJS for the reason
// screen-entry.cjs gives. It loads the TypeScript task module on the first task, from the start
// bundle or through tsx (bin/load-source.mjs): no build step, under vitest and bin/errand.mjs
// alike.
let task;

module.exports = async function checkProofEntry(input) {
  task ??= import('../../bin/load-source.mjs').then((m) =>
    m.loadSource('src/workers/check-proof.ts'),
  );
  return (await task).default(input);
};
