// `node --import ./test/conformance/node20.mjs …/conformance/dist/index.js`: on Node 20, before
// the suite loads, registers the hook that gives it fs.globSync (node20-hooks.mjs).
import { register } from 'node:module';

if (!('globSync' in (await import('node:fs')))) register('./node20-hooks.mjs', import.meta.url);
