// The file piscina loads in each screening worker. Workers start without the parent's loader, so
// the TypeScript task module is loaded here, from the start bundle or through tsx
// (bin/load-source.mjs), on the first task. CommonJS on purpose: piscina require()s a worker file
// before it tries import(), and on Node 22 require() of an ES module that awaits at its top level
// once brought a worker down with a V8 fatal error ("IsGraphAsync must be used on an instantiated
// module"); a CommonJS file is required plainly and imports the rest itself.
// The pool's workerData carries the main thread's safety trie, adopted before the first batch.
let task;

module.exports = async function screenEntry(flat) {
  task ??= import('../../bin/load-source.mjs')
    .then((m) => m.loadSource('src/workers/screen.ts'))
    .then((screen) => {
      screen.adoptShared(require('piscina').workerData);
      return screen;
    });
  return (await task).default(flat);
};
