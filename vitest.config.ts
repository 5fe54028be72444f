import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/support/slow-first-sequencer.ts';
import { SINGLE_FILES } from './test/support/single-files.ts';

/**
 * Tests on a real NATS cluster (several nats-servers and errand nodes, leases with TTLs of a
 * second or two) run alone, after the rest: beside a CPU-heavy file their elections and takeovers
 * can outlast what the tests wait for.
 */
const CLUSTER_TESTS = [
  'test/integration/jetstream-*.test.ts',
  'test/integration/nodes-*.test.ts',
  'test/integration/engine-shared.test.ts',
  'test/contract/jetstream-wal.test.ts',
];

/**
 * The unit files that reset the module registry (a fresh copy of the filter, as a new thread or
 * process loads it): they keep forks of their own.
 */
const MODULE_RESETTING_UNITS = [
  'test/unit/safety-trie-shared.test.ts',
  'test/unit/safety-trie-cache.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './test/support/summary-reporter.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'main',
          include: ['test/**/*.test.ts'],
          exclude: [...CLUSTER_TESTS, 'test/unit/!(safety-trie-shared|safety-trie-cache).test.ts'],
          // Two files at a time: most of the slow ones wait on fsync, restarts and NATS elections,
          // not the CPU, so a 2-core machine runs the suite in ~11 min instead of ~18 (vitest's
          // default there is one at a time: cores - 1).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Unit files share their forks' modules: each would otherwise build the safety trie and
          // load the lexicons again (about a second each, ~100 files). None mocks a module or
          // changes a global; the one that resets modules stays in `main`.
          name: 'unit',
          include: ['test/unit/*.test.ts'],
          exclude: MODULE_RESETTING_UNITS,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The main run's services are on engine threads, their default; the kill tests and the
          // doors' files again in single-thread mode (test/support/single-files.ts), beside the
          // main run, in the same two workers.
          name: 'single',
          include: SINGLE_FILES,
          maxWorkers: 2,
          env: { ERRAND_TEST_ENGINE_THREADS: '0' },
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: CLUSTER_TESTS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
