// Proves bench/threads/ring.ts, on which docs/threads.md's ring figures rest, delivers every
// message once and in order across wrap-arounds, alone and to an engine thread and back (the
// thread woken through Atomics.waitAsync and by a message).
import { describe, expect, it } from 'vitest';
import { nextMessage, startWorker } from '../../bench/threads/common.ts';
import { command } from '../../bench/threads/handoff-thread.ts';
import { Ring } from '../../bench/threads/ring.ts';

describe('the bench ring', () => {
  it('hands over messages of every size in order through many wrap-arounds', async () => {
    const writer = Ring.create(512);
    const reader = new Ring(writer.shared);
    const sent: string[] = [];
    const got: string[] = [];
    for (let round = 0; round < 200; round += 1) {
      for (let i = 0; i < 3; i += 1) {
        const text = `${round}:${i}:${'é'.repeat((round * 7 + i * 13) % 40)}`;
        writer.write(text);
        sent.push(text);
      }
      writer.publish();
      await reader.read((text) => got.push(text));
    }
    expect(got).toEqual(sent);
  });

  it('refuses a message it has no room for instead of overwriting unread ones', () => {
    const writer = Ring.create(64);
    writer.write('x'.repeat(40));
    expect(() => writer.write('y'.repeat(40))).toThrow('ring full');
    // Filling it to the last byte would bring the tail round to the unread head: full too.
    const exact = Ring.create(64);
    exact.write('a'.repeat(28));
    expect(() => exact.write('b'.repeat(28))).toThrow('ring full');
  });

  for (const mode of ['ring', 'ring-message'] as const) {
    it(`carries commands to an engine thread and answers back (${mode})`, async () => {
      const toThread = Ring.create(4096);
      const toMain = Ring.create(4096);
      const worker = startWorker(
        new URL('../../bench/threads/handoff-thread.ts', import.meta.url),
        {
          role: 'handoff-thread',
          mode,
          workUs: 0,
          withRecord: false,
          toThread: toThread.shared,
          toMain: toMain.shared,
        },
      );
      try {
        await nextMessage(worker, (m) => m.type === 'ready');
        const wakes: (() => void)[] = [];
        worker.on('message', () => wakes.shift()?.());
        const woken =
          mode === 'ring-message'
            ? () => new Promise<void>((resolve) => wakes.push(resolve))
            : undefined;
        const answered: number[] = [];
        for (let id = 1; id <= 400; id += 4) {
          for (let k = id; k < id + 4; k += 1) toThread.write(JSON.stringify(command(k)));
          toThread.publish(mode === 'ring-message' ? () => worker.postMessage(0) : undefined);
          while (answered.length < id + 3) {
            await toMain.read((text) => answered.push(JSON.parse(text).id), woken);
          }
        }
        expect(answered).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
      } finally {
        await worker.terminate();
      }
    });
  }
});
