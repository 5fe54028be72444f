// The file piscina loads in each worker thread. Workers start without the parent's tsx loader
// (module.register hooks are per thread on Node 20), so register tsx here, then load the
// TypeScript task module: no build step, under vitest and under bin/run-ts.mjs alike.
import { register } from 'tsx/esm/api';

register();
const task = await import('./verify-proof.ts');
export default task.default;
