// The file each replay thread starts from (src/replay-threads/pool.ts): CommonJS for the reason
// screen-entry.cjs gives. It loads the TypeScript module from the start bundle or through tsx
// (bin/load-source.mjs) and serves the main thread's messages; they wait in the port meanwhile.
const { parentPort } = require('node:worker_threads');

import('../../bin/load-source.mjs')
  .then((m) => m.loadSource('src/workers/replay-shard.ts'))
  .then((m) => m.default(parentPort));
