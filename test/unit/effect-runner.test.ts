// Proves the effect runner (src/effects/runner.ts) keeps the list's order for every step, tells
// `owned` effects only of the shards this node owns while `every` effects hear all, and lets the
// service forgive a close that a fail-stop refused without skipping the effects after it.
import { describe, expect, it } from 'vitest';
import type { CommandRecord } from '../../src/core/events.ts';
import type { Effect, Hears } from '../../src/effects/effect.ts';
import { EffectRunner } from '../../src/effects/runner.ts';

const RECORD: CommandRecord = { v: 1, atMs: 0, command: 'Test', events: [] };

function recorder(log: string[], name: string, hears?: Hears): Effect {
  return {
    ...(hears ? { hears } : {}),
    start: () => void log.push(`${name}.start`),
    committed: (shard, seq) => void log.push(`${name}.committed ${shard}:${seq}`),
    shardTaken: async (shard) => void log.push(`${name}.taken ${shard}`),
    shardLeft: (shard) => void log.push(`${name}.left ${shard}`),
    close: () => void log.push(`${name}.close`),
  };
}

describe('EffectRunner', () => {
  it('fans a record out in list order, to owned effects only for owned shards', () => {
    const log: string[] = [];
    const runner = new EffectRunner(
      [recorder(log, 'a', 'every'), recorder(log, 'b', 'owned'), recorder(log, 'c')],
      (shard) => shard === 0,
    );
    runner.committed(0, 7, RECORD);
    runner.committed(1, 3, RECORD);
    expect(log).toEqual([
      'a.committed 0:7',
      'b.committed 0:7',
      'c.committed 0:7',
      // Shard 1 is another node's: only the effect that hears every shard is told.
      'a.committed 1:3',
    ]);
  });

  it('starts, takes and leaves shards, and closes in list order', async () => {
    const log: string[] = [];
    const runner = new EffectRunner([recorder(log, 'a'), {}, recorder(log, 'b')], () => true);
    await runner.start();
    await runner.shardTaken(2);
    runner.shardLeft(2);
    await runner.close();
    expect(log).toEqual([
      'a.start',
      'b.start',
      'a.taken 2',
      'b.taken 2',
      'a.left 2',
      'b.left 2',
      'a.close',
      'b.close',
    ]);
  });

  it('a close the step forgives goes on to the next; an unforgiven one stops there', async () => {
    const log: string[] = [];
    const failing: Effect = {
      close: async () => {
        throw new Error('refused after a fail-stop');
      },
    };
    const list = [failing, recorder(log, 'b')];
    await new EffectRunner(list, () => true).close((c) => c.catch(() => {}));
    expect(log).toEqual(['b.close']);
    await expect(new EffectRunner(list, () => true).close()).rejects.toThrow('fail-stop');
    expect(log).toEqual(['b.close']);
  });
});
