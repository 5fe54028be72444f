// Proves durability of multi-worker and consensus tasks under SIGKILL: at random kill points
// during concurrent slot work (matches, answers that decide a consensus and refund its headroom,
// slot releases, cancels of open slots), every acknowledged move and every consensus the service
// showed decided is in the reopened log, and every invariant (the slot groups' money included)
// holds in it.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { logOfDir } from '../../src/engine-thread/layout.ts';
import { decodeRecord } from '../../src/core/record-codec.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { tempDir } from '../support/harness.ts';
import { restartTimeFactor } from '../support/dir-engine.ts';

/** The test's time limit: longer with engine threads (test/support/dir-engine.ts). */
const LIMIT_240_S = 240_000 * restartTimeFactor;

interface Ack {
  kind: string;
  id: string;
  to?: string;
}

function runAndKill(dir: string, afterMs: number): Promise<Ack[]> {
  return new Promise((resolve, reject) => {
    const args = ['bin/run-ts.mjs', 'test/crash/slots-child.ts', dir];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!armed && out.includes('READY\n')) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), afterMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`load exited on its own: ${err}`));
      resolve(
        out
          .split('\n')
          .filter((l) => l.startsWith('ACK '))
          .map((l) => JSON.parse(l.slice(4)) as Ack),
      );
    });
  });
}

const identity = (a: Ack) => (a.kind === 'move' ? `move:${a.id}:${a.to}` : `${a.kind}:${a.id}`);

describe('crash safety of slots and consensus under SIGKILL', () => {
  it(
    'loses no acknowledged slot move or consensus at 8 random kill points',
    async () => {
      const seen = new Set<string>();
      for (let run = 0; run < 8; run++) {
        const dir = tempDir('errand-crash-slots-');
        const acks = await runAndKill(dir, 200 + Math.floor(Math.random() * 600));
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
    },
    LIMIT_240_S,
  );
});
