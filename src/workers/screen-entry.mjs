// The file piscina loads in each screening worker: registers tsx (module hooks are per thread on
// Node 20), then loads the TypeScript task module, as verify-proof-entry.mjs does.
import { register } from 'tsx/esm/api';

register();
const task = await import('./screen.ts');
export default task.default;
