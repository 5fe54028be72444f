import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: most of the slow ones wait on fsync, restarts and NATS elections, not
    // the CPU, so a 2-core machine runs the suite in ~10.5 min instead of ~18 (vitest's default
    // there is one at a time: cores - 1).
    maxWorkers: 2,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
