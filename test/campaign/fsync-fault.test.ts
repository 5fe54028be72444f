// Proves on a small scale what bench/campaign/fsync-fault.ts proves at full size: with fdatasync
// failing (EIO, libfiu) under REST load, the real `errand serve` fail-stops — nothing sent after
// the first failure answer is acknowledged, /v1/status answers 503, the cause is in its log, an
// acknowledged key's retry still gets its answer — and a restart without the fault replays clean
// (`errand verify`), with every acknowledged command read back and every in-doubt one giving one
// effect when retried, and no command answered writes_stopped is there. The negative control (a
// service whose write latch swallows the error) must show lost commands, or the checker would be
// blind.
import { describe, expect, it } from 'vitest';
import { ensureFiu, runFsyncCampaign } from '../../bench/campaign/fsync-campaign.ts';

const RUNS = 3;

describe('failed fsync campaign (CI subset)', () => {
  it(`${RUNS} fdatasync fault runs lose nothing acknowledged; the control that ignores write ` +
    `errors loses some`, async () => {
    const missing = ensureFiu();
    if (missing) {
      console.warn(`fsync-fault campaign skipped: ${missing}`);
      return;
    }
    const figures = await runFsyncCampaign({
      fdatasyncRuns: RUNS,
      fsyncRuns: 0,
      controlRuns: 1,
      seed: 14,
      log: () => undefined,
    });
    console.error(`fsync-fault CI subset: ${JSON.stringify(figures)}`);
    expect(figures.fdatasync_runs).toBe(RUNS);
    expect(figures.failures_observed).toBe(RUNS);
    expect(figures.acked).toBeGreaterThan(0);
    expect(figures.acked_lost).toBe(0);
    expect(figures.sent_after_failure).toBeGreaterThan(0);
    expect(figures.acked_after_failure).toBe(0);
    expect(figures.status_503_runs).toBe(RUNS);
    expect(figures.stored_reply_runs).toBe(RUNS);
    expect(figures.cause_logged_runs).toBe(RUNS);
    expect(figures.verify_ok_dirs).toBe(figures.verified_dirs);
    expect(figures.in_doubt).toBeGreaterThan(0);
    expect(figures.in_doubt_not_one_effect).toBe(0);
    // No command answered 503 writes_stopped ("nothing was applied") exists after the restart.
    expect(figures.stopped_applied).toBe(0);
    expect(figures.control.acked_lost).toBeGreaterThan(0);
  }, 900_000);
});
