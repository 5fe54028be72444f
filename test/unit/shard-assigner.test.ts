// NODE_SHARDS parsing: the list a node on a shared log takes first (src/runtime/shard-assigner.ts).
import { describe, expect, it } from 'vitest';
import { parseShardList } from '../../src/runtime/shard-assigner.ts';
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
