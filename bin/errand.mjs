#!/usr/bin/env -S node --max-semi-space-size=32
// The `errand` command. TypeScript runs through tsx's loader, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
