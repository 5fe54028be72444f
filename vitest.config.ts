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
 * Files that need a module registry of their own: they reset it (a fresh copy of the filter, as a
 * new thread or process loads it) or give this thread its safety trie before anything loads one.
 * Every other file shares its fork's modules with the files run before it (`isolate: false`).
 */
const FRESH_MODULES = [
  'test/unit/safety-trie-shared.test.ts',
  'test/unit/safety-trie-cache.test.ts',
  'test/integration/safety-trie-engine-thread.test.ts',
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
          exclude: [...CLUSTER_TESTS, ...FRESH_MODULES, 'test/unit/*.test.ts'],
          // Two files at a time: most of the slow ones wait on fsync, restarts and NATS elections,
          // not the CPU, so a 2-core machine runs the suite in ~11 min instead of ~18 (vitest's
          // default there is one at a time: cores - 1).
          maxWorkers: 2,
          // A fork's modules are loaded once, not once a file: each file imported the service's
          // whole source again (~1–2 s of CPU, ~400 s of the suite's 25 min). Each file closes
          // what it starts; none mocks a module or changes process.env (docs/status.md).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Unit files share their forks' modules: each would otherwise build the safety trie and
          // load the lexicons again (about a second each, ~100 files). None mocks a module or
          // changes a global; those that need a registry of their own run in `fresh`.
          name: 'unit',
          include: ['test/unit/*.test.ts'],
          exclude: FRESH_MODULES,
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
          name: 'fresh',
          include: FRESH_MODULES,
          maxWorkers: 2,
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
