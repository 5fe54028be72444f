// Proves that `errand verify|replay|rebuild --threads N` fail the way one thread does and never
// hang: a torn tail and a damaged record are reported by verify with the same output on 1 and 2
// threads; a record whose bytes are whole but do not decode fails replay with a sentence naming
// the shard (exit 1) in both modes, and fails verify with the same sentence in both; a thread that
// exits or throws fails the run with a message naming it, and the other threads are stopped.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelWal } from '../../wal/index.ts';
import { levelFrameSource } from '../../src/replay-threads/frames.ts';
import { replayOnThreads } from '../../src/replay-threads/run.ts';
import { ROOT } from '../support/child-service.ts';
import { tempDir } from '../support/harness.ts';

const GOLDEN = new URL('../fixtures/golden-v2/data', import.meta.url).pathname;
const FIXTURES = new URL('../fixtures/replay-threads/', import.meta.url).pathname;

function copy(): string {
  const dir = join(tempDir('errand-replay-threads-cli-'), 'data');
  cpSync(GOLDEN, dir, { recursive: true });
  return dir;
}

/** The real command; a run still going after 120 s is killed and fails the test. */
function errand(...args: string[]) {
  const ran = spawnSync(process.execPath, ['bin/errand.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(ran.signal, 'the command ended on its own').toBeNull();
  return ran;
}

/** verify's output with its timing taken out (the only line that names seconds and threads). */
const report = (stdout: string) =>
  stdout.replace(/, [\d.]+ s( on \d+ threads)?$/m, ', T s').replace(/\d+ ms/g, 'T ms');

/** stderr without the progress bar's lines (how often it is drawn is timing). */
const sentences = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('replaying'))
    .join('\n');

/** Each shard's head and newest snapshot position, to choose where to damage. */
async function shape(dir: string) {
  const wal = new LevelWal(dir);
  await wal.open();
  const out = [];
  for (const shard of wal.shards())
    out.push({ shard, head: wal.head(shard).seq, snap: (await wal.readSnapshot(shard))?.pos.seq });
  await wal.close();
  return out;
}

describe('verify on threads reports damage as one thread does', () => {
  it('a torn tail: the same report on 1 and 2 threads', async () => {
    const dir = copy();
    const [first] = await shape(dir);
    await LevelWal.damage(dir, first!.shard, first!.head, 'truncate');
    const one = errand('verify', '--data', dir, '--threads', '1');
    const two = errand('verify', '--data', dir, '--threads', '2');
    expect(one.stdout).toContain('torn tail');
    expect(report(two.stdout)).toBe(report(one.stdout));
    expect(two.status).toBe(one.status);
  }, 240_000);

  it('a damaged record with records after it: the same refusal on 1 and 2 threads', async () => {
    const dir = copy();
    const at = (await shape(dir)).find((s) => s.snap !== undefined && s.head - s.snap >= 2);
    await LevelWal.damage(dir, at!.shard, at!.snap! + 1, 'flip');
    const one = errand('verify', '--data', dir, '--threads', '1');
    const two = errand('verify', '--data', dir, '--threads', '2');
    expect(one.status).toBe(1);
    expect(one.stdout).toMatch(/wal_intact\s+FAIL/);
    expect(report(two.stdout)).toBe(report(one.stdout));
    expect(two.status).toBe(1);
  }, 240_000);
});

describe('a record that does not decode', () => {
  it('fails replay and verify on 1 and 2 threads with the same sentence', async () => {
    const dir = copy();
    const [first] = await shape(dir);
    const wal = new LevelWal(dir);
    await wal.open();
    // A whole frame (crc and chain hold) around bytes the record codec refuses.
    await wal.append(first!.shard, new Uint8Array([0x02, 0xff, 0xff, 0xff]));
    await wal.close();
    const one = errand('replay', '--data', dir, '--threads', '1');
    const two = errand('replay', '--data', dir, '--threads', '2');
    expect(one.status).toBe(1);
    expect(two.status).toBe(1);
    expect(one.stderr).toContain('errand replay: the write-ahead log');
    expect(two.stderr).toMatch(
      new RegExp(`replay thread \\d failed on shard ${first!.shard}: record`),
    );
    // verify's snapshot check replays the tail again and fails there, as one thread does.
    const verifyOne = errand('verify', '--data', dir, '--threads', '1');
    const verifyTwo = errand('verify', '--data', dir, '--threads', '2');
    expect(verifyOne.stderr).toContain('errand verify: the write-ahead log');
    expect(sentences(verifyTwo.stderr)).toBe(sentences(verifyOne.stderr));
    expect(report(verifyTwo.stdout)).toBe(report(verifyOne.stdout));
    expect([verifyOne.status, verifyTwo.status]).toEqual([1, 1]);
  }, 240_000);
});

describe('a replay thread that fails', () => {
  it.each([
    ['exits', 'dies.cjs', /replay thread \d exited early \(code 3\)/],
    ['throws', 'throws.cjs', /replay thread \d failed: no fold for shard \d+/],
  ])(
    '%s: the run fails with a message naming it, and ends',
    async (_, entry, message) => {
      const wal = new LevelWal(copy());
      await wal.open();
      try {
        const run = replayOnThreads(wal, levelFrameSource(wal), {
          threads: 2,
          entry: join(FIXTURES, entry),
        });
        await expect(run).rejects.toThrow(message);
      } finally {
        await wal.close();
      }
    },
    60_000,
  );
});
