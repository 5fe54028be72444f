// NODE_SHARDS parsing: the list a node on a shared log takes first, and the takes themselves
// (src/runtime/shard-assigner.ts).
import { describe, expect, it } from 'vitest';
import { parseShardList, ShardAssigner } from '../../src/runtime/shard-assigner.ts';
import type { SharedNode } from '../../src/runtime/shared-node.ts';
import { loadConfig } from '../../src/config.ts';

describe('parseShardList', () => {
  it('is every shard when unset', () => {
    expect(parseShardList(undefined, 4)).toEqual([0, 1, 2, 3]);
  });
  it('reads lists and ranges, sorted, without repeats', () => {
    expect(parseShardList('5, 0-2,1', 8)).toEqual([0, 1, 2, 5]);
  });
  it('refuses shards past the count and backward ranges', () => {
    expect(() => parseShardList('0-4', 4)).toThrow(/within 0-3/);
    expect(() => parseShardList('3-1', 4)).toThrow(/NODE_SHARDS/);
  });
  it('is refused by the config when not a list', () => {
    expect(() => loadConfig({ NODE_SHARDS: 'a-b' })).toThrow();
    expect(loadConfig({ WAL: 'jetstream-shared', NODE_SHARDS: '0-7' }).WAL).toBe('jetstream-shared');
  });
});

describe('ShardAssigner', () => {
  it('takes each shard on its own: a take that hangs holds up no other shard', async () => {
    const owned = new Set<number>();
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const node = {
      ownedShards: () => [...owned],
      takeStep: (shard: number) => (shard === 0 ? 'fencing its stream' : undefined),
      acquire: async (shard: number) => {
        if (shard === 0) await hung;
        owned.add(shard);
        return { seq: 0, hash: '' };
      },
    } as unknown as SharedNode;
    const taken: number[] = [];
    const assigner = new ShardAssigner(node, { shardCount: 3, preferred: [0, 1, 2], leaseTtlMs: 60_000, onTaken: (shard) => void taken.push(shard) });
    const starting = assigner.start();
    await new Promise((r) => setTimeout(r, 10));
    expect(taken.sort()).toEqual([1, 2]);
    release();
    await starting;
    expect(taken.sort()).toEqual([0, 1, 2]);
    await assigner.stop();
  });
});
