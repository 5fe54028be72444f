// The files the suite runs a second time in single-thread mode (docs/threads.md, "The suite in
// both modes"): the main run leaves the services at their default (engine threads on: one per
// core but the main thread's), and the `single` project of vitest.config.ts runs these again with
// ERRAND_TEST_ENGINE_THREADS=0, so every service they start (test/support/http.ts,
// child-service.ts, dir-engine.ts) serves its shards on the main thread over today's log. The
// whole suite twice would not fit CI's budget; these are every kill and crash test, and the
// integration files of the command path through each door.

/**
 * SIGKILL, crash and fail-stop tests: nothing acknowledged is lost in either mode. Not
 * crash-slots, which the main run already runs on threads; on one thread it checks the same
 * path as crash.
 */
const KILLS = [
  'test/campaign/backup.test.ts',
  'test/integration/crash.test.ts',
  'test/integration/http-crash.test.ts',
  'test/integration/campaigns-crash.test.ts',
  'test/integration/fail-stop-http.test.ts',
  'test/integration/recovery.test.ts',
];

/**
 * The command path through each door: REST, MCP, the money path, matching, webhooks, workflows,
 * campaigns, slots. Trimmed on 2026-11-29 to keep CI within 25 minutes (docs/threads.md, "The
 * suite in both modes"); the rest of the integration files passed on threads when run alone.
 */
const DOORS = [
  'test/integration/lifecycle.test.ts',
  'test/integration/http-tasks.test.ts',
  'test/integration/http-money-path.test.ts',
  'test/integration/matching.test.ts',
  'test/integration/read-barrier.test.ts',
  'test/integration/answer-truth.test.ts',
  'test/integration/webhooks.test.ts',
  'test/integration/webhook-endpoints.test.ts',
  'test/integration/webhooks-cursor.test.ts',
  'test/integration/workflows-http.test.ts',
  'test/integration/campaigns-http.test.ts',
  'test/integration/slots-http.test.ts',
  'test/integration/dry-run-parity.test.ts',
  'test/mcp/tasks.test.ts',
];

export const SINGLE_FILES = [...KILLS, ...DOORS];
