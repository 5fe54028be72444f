// The file an engine thread starts from (src/engine-thread/threads.ts): CommonJS for the reason
// screen-entry.cjs gives; it loads the TypeScript entry from the start bundle or through tsx.
import('../../bin/load-source.mjs').then((m) => m.loadSource('src/workers/engine-thread.ts'));
