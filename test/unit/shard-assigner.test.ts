// NODE_SHARDS parsing: the list a node on a shared log takes first, and the takes themselves,
// including shards going home by handover (src/cluster/shard-assigner.ts).
import { describe, expect, it } from 'vitest';
import { parseShardList, ShardAssigner } from '../../src/cluster/shard-assigner.ts';
import { LeaseHeldError } from '../../wal/index.ts';
import type { SharedNode } from '../../src/cluster/shared-node.ts';
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
    expect(loadConfig({ WAL: 'jetstream-shared', NODE_SHARDS: '0-7' }).WAL).toBe(
      'jetstream-shared',
    );
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
      setHandoverPolicy: () => undefined,
      takenFrom: () => 'never held before',
    } as unknown as SharedNode;
    const taken: number[] = [];
    const assigner = new ShardAssigner(node, {
      nodeId: 'n',
      shardCount: 3,
      preferred: [0, 1, 2],
      leaseTtlMs: 60_000,
      onTaken: (shard) => void taken.push(shard),
    });
    const starting = assigner.start();
    await new Promise((r) => setTimeout(r, 10));
    expect(taken.sort()).toEqual([1, 2]);
    release();
    await starting;
    expect(taken.sort()).toEqual([0, 1, 2]);
    await assigner.stop();
  });

  it('asks for a preferred shard held elsewhere; gives what it does not prefer', async () => {
    const owned = new Set<number>();
    let heldElsewhere = new Set([1]);
    let policy!: (shard: number, asker: string) => boolean;
    const asks: number[] = [];
    const node = {
      ownedShards: () => [...owned],
      takeStep: () => undefined,
      acquire: async (shard: number) => {
        const until = Date.now() + 60_000;
        if (heldElsewhere.has(shard)) throw new LeaseHeldError('node-b', until, `shard ${shard}`);
        owned.add(shard);
        return { seq: 0, hash: '' };
      },
      requestHandover: async (shard: number) => {
        asks.push(shard);
        heldElsewhere = new Set();
        return true;
      },
      setHandoverPolicy: (grant: (shard: number, asker: string) => boolean) => (policy = grant),
      takenFrom: () => 'never held before',
    } as unknown as SharedNode;
    const taken: string[] = [];
    const assigner = new ShardAssigner(node, {
      nodeId: 'node-a',
      shardCount: 4,
      preferred: [0, 1],
      leaseTtlMs: 60_000,
      onTaken: (shard, _ms, from) => void taken.push(`${shard}: ${from}`),
    });
    await assigner.start();
    expect(asks).toEqual([1]);
    const handed = "1: handed over by node-b at this node's request";
    expect(taken.sort()).toEqual(['0: never held before', handed]);
    // As an owner: a shard it prefers stays, another goes to whoever asks.
    expect(policy(0, 'node-b')).toBe(false);
    expect(policy(3, 'node-b')).toBe(true);
    await assigner.stop();
  });
});
