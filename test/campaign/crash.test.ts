// Proves, at 50 SIGKILLs of the real `errand serve` under mixed REST load from many orgs, that no
// acknowledged command is lost (each read back by id with the same result), in-doubt commands
// retried by key take effect once, every wallet matches the answers received and `errand verify`
// holds; and that the same checker reports loss against a build that answers before it writes.
import { describe, expect, it } from 'vitest';
import { runCrashLanes, type CampaignOptions } from '../../bench/campaign/crash-campaign.ts';

const KILLS = 50;
const CONTROL_KILLS = 4;

const options: CampaignOptions = {
  kills: KILLS,
  seed: 20_261_125,
  orgs: 8,
  agentsPerOrg: 2,
  operators: 6,
  workers: 16,
  freshEvery: 25,
  verifyEvery: 10,
  killAfterAcks: 200,
  unsafe: false,
  log: (line) => process.stderr.write(`[crash campaign] ${line}\n`),
};

describe('crash campaign (CI subset)', () => {
  it(
    `loses no acknowledged command and moves money once across ${KILLS} kill points; the ` +
      `answer-before-write build is caught`,
    async () => {
      const { samples, ...main } = await runCrashLanes(options, 2);
      console.log(JSON.stringify(main));
      expect(samples).toEqual([]);
      expect(main.kill_points).toBe(KILLS);
      expect(main.acked_lost).toBe(0);
      expect(main.double_effects).toBe(0);
      expect(main.wallet_mismatches).toBe(0);
      expect(main.ledger_failures).toBe(0);
      expect(main.verify_failures).toBe(0);
      expect(main.graceful_stops).toBeGreaterThan(0);
      expect(main.graceful_failures).toBe(0);
      expect(main.verify_runs).toBeGreaterThanOrEqual(KILLS / options.verifyEvery);
      // The load was the mixed load it claims to be, and kills landed with commands in flight.
      for (const kind of [
        'create_task',
        'cancel_task',
        'deposit',
        'create_workflow',
        'approve_loop_run',
        'worker_accept',
      ] as const) {
        expect(main.by_kind[kind]?.acked ?? 0, kind).toBeGreaterThan(0);
      }
      expect(main.in_doubt_retried).toBeGreaterThan(0);

      const control = await runCrashLanes(
        {
          ...options,
          kills: CONTROL_KILLS,
          freshEvery: CONTROL_KILLS,
          // Killed within the first few answers: the build writes each record after answering.
          killAfterAcks: 8,
          unsafe: true,
          log: (line) => process.stderr.write(`[crash control] ${line}\n`),
        },
        1,
      );
      const { samples: _seen, by_kind: _kinds, ...figures } = control;
      console.log(JSON.stringify({ negative_control: figures }));
      expect(control.kill_points).toBe(CONTROL_KILLS);
      expect(control.acked_lost).toBeGreaterThan(0);
    },
    25 * 60_000,
  );
});
