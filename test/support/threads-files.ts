// The files the suite runs a second time with two engine threads (docs/threads.md, "The suite in
// both modes"): the `threads` project of vitest.config.ts sets ERRAND_TEST_ENGINE_THREADS=2, so
// every service they start (test/support/http.ts, child-service.ts, dir-engine.ts) serves its
// shards on two engine threads over a partitioned log. The whole suite twice would not fit CI's
// budget; these are every kill and crash test, and the integration files of the command path
// through each door.

/**
 * SIGKILL, crash and fail-stop tests: nothing acknowledged is lost on threads either. Not
 * crash-slots: its eight kills wait for consensus acknowledgements, and with each restart booting
 * the threads it took 390 s on threads (under 30 s on one), past CI's budget (docs/threads.md).
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
  'test/integration/webhooks-cursor.test.ts',
  'test/integration/workflows-http.test.ts',
  'test/integration/campaigns-http.test.ts',
  'test/integration/slots-http.test.ts',
  'test/integration/dry-run-parity.test.ts',
  'test/mcp/tasks.test.ts',
];

export const THREADS_FILES = [...KILLS, ...DOORS];
