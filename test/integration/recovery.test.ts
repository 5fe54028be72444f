// Proves recovery on a real LevelDB directory: a torn tail is cut and reported, a damaged or
// missing record in the middle stops the engine from starting and `errand verify` names it,
// snapshots shorten replay without changing the state, and verify passes a healthy directory.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LevelWal } from '../../wal/index.ts';
import { WalCorruptionError } from '../../wal/wal.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { createInput } from '../../bench/setup.ts';
import { tempDir, TestClock } from '../support/harness.ts';

async function populate(dir: string, creates: number, snapshotEvery = 0): Promise<Engine> {
  const clock = new TestClock();
  const engine = await Engine.open({ wal: new LevelWal(dir), shardCount: 2, clock, snapshotEvery });
  await engine.execute({ type: 'CreateOrg', orgId: 'org_r', name: 'r', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: 'org_r', agentId: 'agt_r', name: 'r' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: 'org_r',
    agentId: 'agt_r',
    delegation: { can_post_tasks: true },
  });
  await engine.execute({
    type: 'Deposit',
    orgId: 'org_r',
    depositId: 'd1',
    amountMinor: 100_000_000n,
    currency: 'NGN',
  });
  for (let i = 0; i < creates; i++) {
    await engine.execute({
      type: 'CreateTask',
      orgId: 'org_r',
      agentId: 'agt_r',
      input: createInput(i, clock.now()),
    });
  }
  return engine;
}

function errand(...args: string[]) {
  return spawnSync(process.execPath, ['bin/errand.mjs', ...args], { encoding: 'utf8' });
}

describe('recovery from a real data directory', () => {
  it(
    'says plainly that a data directory is in ' + 'use, instead of LevelDB\'s "failed to open"',
    async () => {
      const dir = tempDir();
      const engine = await populate(dir, 1);
      const held = errand('verify', '--data', dir);
      await engine.close();
      expect(held.status).toBe(1);
      expect(held.stderr).toContain(
        'errand verify: the data directory is in use by another process',
      );
      expect(errand('verify', '--data', dir).status).toBe(0);
    },
  );

  it('cuts a torn tail, says so, and carries on from the last good record', async () => {
    const dir = tempDir();
    const engine = await populate(dir, 5);
    const shard = engine.shardFor('org_r').id;
    const head = engine.wal.head(shard).seq;
    await engine.close();
    await LevelWal.damage(dir, shard, head, 'truncate');
    const reopened = await Engine.open({ wal: new LevelWal(dir) });
    expect(reopened.report.recovery.tornTails).toEqual([
      expect.objectContaining({ shard, seq: head }),
    ]);
    expect(reopened.wal.head(shard).seq).toBe(head - 1);
    expect(reopened.stateOf('org_r').tasks.size).toBe(4);
    await reopened.execute({
      type: 'CreateTask',
      orgId: 'org_r',
      agentId: 'agt_r',
      input: createInput(9, Date.now()),
    });
    await reopened.close();
    expect(errand('verify', '--data', dir).status).toBe(0);
  });

  for (const mode of ['flip', 'delete'] as const) {
    it(
      `refuses to start when a record after the last snapshot is damaged (${mode}) and verify ` +
        `names it`,
      async () => {
        const dir = tempDir();
        const engine = await populate(dir, 6);
        const shard = engine.shardFor('org_r').id;
        await engine.close(); // a snapshot at the head
        const again = await Engine.open({ wal: new LevelWal(dir) });
        const snapped = again.wal.head(shard).seq;
        for (let i = 0; i < 5; i++)
          await again.execute({
            type: 'CreateTask',
            orgId: 'org_r',
            agentId: 'agt_r',
            input: createInput(10 + i, Date.now()),
          });
        await again.archiver.store.close();
        await again.wal.close(); // as a crash would leave it: no snapshot of the new records
        const damaged = snapped + 3;
        await LevelWal.damage(dir, shard, damaged, mode);
        await expect(Engine.open({ wal: new LevelWal(dir) })).rejects.toBeInstanceOf(
          WalCorruptionError,
        );
        await expect(Engine.open({ wal: new LevelWal(dir) })).rejects.toThrow(
          new RegExp(`shard ${shard} record ${damaged}`),
        );
        const verify = errand('verify', '--data', dir);
        expect(verify.status).toBe(1);
        expect(verify.stdout).toMatch(
          new RegExp(`wal_intact\\s+FAIL.*shard ${shard} record ${damaged}`),
        );
      },
    );

    it(
      `starts from the snapshot when a record before it is damaged (${mode}); verify names the ` +
        `record`,
      async () => {
        const dir = tempDir();
        const engine = await populate(dir, 6);
        const shard = engine.shardFor('org_r').id;
        await engine.close();
        await LevelWal.damage(dir, shard, 3, mode);
        // Start-up checks what was written since the snapshot, not the whole history (issue 12).
        const reopened = await Engine.open({ wal: new LevelWal(dir) });
        expect(reopened.stateOf('org_r').tasks.size).toBe(6);
        await reopened.close();
        const verify = errand('verify', '--data', dir);
        expect(verify.status).toBe(1);
        expect(verify.stdout).toMatch(new RegExp(`wal_intact\\s+FAIL.*shard ${shard} record 3`));
      },
    );
  }

  it('recovers from snapshots plus the tail to the same state as a full replay', async () => {
    const dir = tempDir();
    const engine = await populate(dir, 30, 7);
    const before = [...engine.states()].map(([id, s]) => [
      id,
      Buffer.from(encodeState(s)).toString('base64'),
    ]);
    await engine.close();
    const reopened = await Engine.open({ wal: new LevelWal(dir) });
    expect(reopened.report.snapshotsUsed).toBeGreaterThan(0);
    // Only what follows each snapshot is checked and replayed at start.
    expect(reopened.report.replayedRecords).toBe(reopened.report.recovery.records);
    expect(reopened.report.replayedRecords).toBeLessThan(
      reopened.wal.shards().reduce((n, s) => n + reopened.wal.head(s).seq, 0),
    );
    expect(
      [...reopened.states()].map(([id, s]) => [id, Buffer.from(encodeState(s)).toString('base64')]),
    ).toEqual(before);
    await reopened.close();
  });

  it('errand verify reports every invariant by name on a healthy directory', async () => {
    const dir = tempDir();
    await (await populate(dir, 10, 4)).close();
    const verify = errand('verify', '--data', dir);
    expect(verify.status).toBe(0);
    for (const name of [
      'ledger_balances',
      'wallet_reconciles',
      'escrow_matches_state',
      'task_escrow_agree',
      'transitions_valid',
      'replay_identical',
      'wal_intact',
    ]) {
      expect(verify.stdout).toMatch(new RegExp(`${name}\\s+ok`));
    }
    expect(verify.stdout).toContain('all invariants hold');
    const replay = errand('replay', '--data', dir);
    expect(replay.status).toBe(0);
    expect(replay.stdout).toMatch(/records\/s/);
  });
});
