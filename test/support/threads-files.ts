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

/** Services started and driven through REST, MCP, the console and the Operator app. */
const DOORS = [
  'test/integration/lifecycle.test.ts',
  'test/integration/http-tasks.test.ts',
  'test/integration/http-money-path.test.ts',
  'test/integration/http-admin-money.test.ts',
  'test/integration/settlement.test.ts',
  'test/integration/matching.test.ts',
  'test/integration/read-barrier.test.ts',
  'test/integration/answer-truth.test.ts',
  'test/integration/archive.test.ts',
  'test/integration/webhooks.test.ts',
  'test/integration/webhooks-cursor.test.ts',
  'test/integration/workflows-http.test.ts',
  'test/integration/loop-workflows.test.ts',
  'test/integration/campaigns-http.test.ts',
  'test/integration/slots-http.test.ts',
  'test/integration/gold-refund-http.test.ts',
  'test/integration/dry-run-parity.test.ts',
  'test/integration/typed-answers.test.ts',
  'test/integration/sandbox.test.ts',
  'test/integration/overload.test.ts',
  'test/integration/metrics.test.ts',
  'test/integration/status-uptime.test.ts',
  'test/integration/seed-demo.test.ts',
  'test/integration/operator-app-payouts.test.ts',
  'test/integration/operator-app-backup.test.ts',
  'test/integration/backup.test.ts',
  'test/integration/cli-data-dir.test.ts',
  'test/mcp/tasks.test.ts',
];

export const THREADS_FILES = [...KILLS, ...DOORS];
