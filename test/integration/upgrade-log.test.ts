// Proves `errand upgrade-log` (src/engine-thread/upgrade.ts): the golden fixture's log copied into
// two partitions opens on one thread and on engine threads with the balances and states it was
// written with and passes `errand verify`; an upgrade cut off before its layout file leaves the
// old log in charge, and running it again makes whole partitions.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLevel } from '../../wal/guarded-level.ts';
import { readLayout } from '../../src/engine-thread/layout.ts';
import { upgradeLog } from '../../src/engine-thread/upgrade.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { runVerify } from '../support/child-service.ts';
import { observe } from '../support/golden.ts';
import { expected, FIXTURE, onOneThread, onThreads } from '../support/golden-engines.ts';
import { tempDir } from '../support/harness.ts';

function copy(): string {
  const dir = join(tempDir('errand-upgrade-'), 'data');
  cpSync(join(FIXTURE, 'data'), dir, { recursive: true });
  return dir;
}

describe('errand upgrade-log', () => {
  it('copies the golden log into partitions that read and verify as before', async () => {
    const dir = copy();
    const report = await upgradeLog(dir, 2);
    expect(report.keysByPartition.every((n) => n > 0)).toBe(true);
    expect(readLayout(dir)).toMatchObject({ version: 2, partitions: 2 });
    for (const open of [onOneThread, onThreads]) {
      const engine = await open(dir);
      try {
        expect(await observe(engine, expected.ids), open.name).toEqual(expected.observed);
      } finally {
        await engine.close();
      }
    }
    const engine = await onOneThread(dir);
    try {
      const checked = await verifyLog(engine.wal, {
        shardCount: engine.shardCount,
        live: engine.states(),
        checkSnapshots: true,
        archive: engine.archiver.store,
      });
      expect(checked.invariants.filter((r) => r.failures.length > 0)).toEqual([]);
    } finally {
      await engine.close();
    }
    const verify = await runVerify(dir);
    expect(verify.code, verify.output).toBe(0);
  });

  it('a run cut off before the layout file leaves v1 in charge; a rerun completes', async () => {
    const dir = copy();
    // What a run killed mid-copy leaves: a partition with a stray key, and no layout file.
    const stray = openLevel(join(dir, 'log', 'p0'));
    mkdirSync(join(dir, 'log', 'p0'), { recursive: true });
    await stray.open();
    await stray.put('r!00000000!ffffffffffffffff', Buffer.from('half a copy'));
    await stray.close();
    expect(readLayout(dir)?.version).toBe(1);
    let engine = await onOneThread(dir);
    expect(await observe(engine, expected.ids)).toEqual(expected.observed);
    await engine.close();
    await upgradeLog(dir, 2);
    expect(existsSync(join(dir, 'log', 'LAYOUT'))).toBe(true);
    engine = await onOneThread(dir);
    try {
      expect(await observe(engine, expected.ids)).toEqual(expected.observed);
    } finally {
      await engine.close();
    }
  });
});
