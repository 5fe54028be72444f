#!/usr/bin/env -S node --max-semi-space-size=32
// The `errand` command. There is no build step to forget: the TypeScript source is bundled on
// first start after a change and loaded from the bundle (bin/load-source.mjs says why).
import { loadSource } from './load-source.mjs';

await loadSource('src/cli/main.ts');
