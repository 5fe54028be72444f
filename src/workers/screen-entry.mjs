// The file piscina loads in each screening worker. Workers start without the parent's loader, so
// this loads the TypeScript task module itself, from the start bundle or through tsx
// (bin/load-source.mjs), as verify-proof-entry.mjs does.
import { loadSource } from '../../bin/load-source.mjs';

const task = await loadSource('src/workers/screen.ts');
export default task.default;
