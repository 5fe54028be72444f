// The file piscina loads in each worker thread. Workers start without the parent's loader, so
// this loads the TypeScript task module itself, from the start bundle or through tsx
// (bin/load-source.mjs): no build step, under vitest and under bin/errand.mjs alike.
import { loadSource } from '../../bin/load-source.mjs';

const task = await loadSource('src/workers/verify-proof.ts');
export default task.default;
