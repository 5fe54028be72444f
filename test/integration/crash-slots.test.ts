// Proves durability of multi-worker and consensus tasks under SIGKILL: at random kill points
// during concurrent slot work (matches, answers that decide a consensus and refund its headroom,
// slot releases, cancels of open slots), every acknowledged move and every consensus the service
// showed decided is in the reopened log, and every invariant (the slot groups' money included)
// holds in it.
import { describe, expect, it } from 'vitest';
import { logOfDir } from '../../src/engine-thread/layout.ts';
import { decodeRecord } from '../../src/core/record-codec.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { tempDir } from '../support/harness.ts';
import { restartTimeFactor } from '../support/dir-engine.ts';

/** The test's time limit: longer with engine threads (test/support/dir-engine.ts). */
const LIMIT_600_S = 600_000 * restartTimeFactor;
import { randomCount, runAndKillOnAck, type KillPoint } from '../support/kill-on-ack.ts';
import { nodeArgsFor } from '../support/test-bundle.ts';

interface Ack {
  kind: string;
  id: string;
  to?: string;
}

const identity = (a: Ack) => (a.kind === 'move' ? `move:${a.id}:${a.to}` : `${a.kind}:${a.id}`);

/**
 * Where run `run` is killed, counted in acknowledgements (not wall time, which on a loaded machine
 * ended runs before any consensus): the first run within 200 acks of its first consensus, the
 * second within 200 of its first approved slot, the rest anywhere in the first 2,000 acks.
 */
function killPoint(run: number): KillPoint<Ack> {
  const count = randomCount(1, 200);
  if (run === 0) return { count, from: (a) => a.kind === 'consensus' };
  if (run === 1) return { count, from: (a) => a.kind === 'move' && a.to === 'approved' };
  return { count: randomCount(1, 2_000) };
}
/** Started from its bundle, not through tsx (test/support/test-bundle.ts). */
const CHILD = 'test/crash/slots-child.ts';

describe('crash safety of slots and consensus under SIGKILL', () => {
  it(
    'loses no acknowledged slot move or consensus at 8 random kill points',
    async () => {
      const seen = new Set<string>();
      for (let run = 0; run < 8; run++) {
        const dir = tempDir('errand-crash-slots-');
        const acks = await runAndKillOnAck([...(await nodeArgsFor(CHILD)), dir], killPoint(run));
        for (const a of acks) seen.add(a.kind === 'move' ? `move:${a.to}` : a.kind);
        const wal = logOfDir(dir);
        await wal.open();
        const present = new Set<string>();
        for (const shard of wal.shards())
          for await (const entry of wal.read(shard, 0))
            for (const e of decodeRecord(entry.payload).events) {
              if (e.type === 'TaskCreated') present.add(`create:${e.task.id}`);
              if (e.type === 'TaskMoved') present.add(`move:${e.taskId}:${e.to}`);
              if (e.type === 'ConsensusDecided') present.add(`consensus:${e.taskId}`);
            }
        const report = await verifyLog(wal, { shardCount: 8, checkSnapshots: true });
        await wal.close();
        expect(report.invariants.flatMap((r) => r.failures)).toEqual([]);
        expect(report.ok).toBe(true);
        expect(acks.filter((a) => !present.has(identity(a))).map(identity)).toEqual([]);
      }
      // The kills landed mid-consensus and mid-release: both were acknowledged in some run.
      expect([...seen]).toEqual(expect.arrayContaining(['consensus', 'move:approved']));
      // 8 starts, kills and verifies: minutes on a loaded machine.
    },
    LIMIT_600_S,
  );
});
