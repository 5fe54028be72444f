// Which shards this node takes on a shared log (src/cluster/shard-assigner.ts), with one line of
// output per take, hand-over and slow step: which node owns which shard is in the nodes' output
// (and in /metrics, errand_shard_owned; docs/scale.md).
import type { Config } from '../config.ts';
import type { EffectRunner } from '../effects/runner.ts';
import { ShardAssigner, parseShardList } from '../cluster/shard-assigner.ts';
import type { SharedNode } from '../cluster/shared-node.ts';

/** The assigner of a node on WAL=jetstream-shared; `effects` are there once the first takes are. */
export function shardAssigner(
  ownership: SharedNode,
  shardCount: number,
  config: Config,
  announce: (line: string) => void,
  effects: () => EffectRunner | undefined,
): ShardAssigner {
  return new ShardAssigner(ownership, {
    nodeId: ownership.wal.options.nodeId,
    shardCount,
    preferred: parseShardList(config.NODE_SHARDS, shardCount),
    leaseTtlMs: config.WAL_LEASE_TTL_MS,
    // The effects start after the first takes; a shard taken later (a dead node's) is
    // taken up by each effect (`shardTaken`).
    // One line per take, at start too.
    onTaken: async (shard, tookMs, from) => {
      announce(`errand: took shard ${shard} (${from}) in ${(tookMs / 1000).toFixed(1)} s`);
      await effects()?.shardTaken(shard);
    },
    onHandedOver: (shard, asker, tookMs) => {
      const took = (tookMs / 1000).toFixed(1);
      announce(
        `errand: handed shard ${shard} to ${asker} at its request (NODE_SHARDS) ` + `in ${took} s`,
      );
      effects()?.shardLeft(shard);
    },
    onSlow: (shard, elapsedMs, step) =>
      announce(`errand: taking shard ${shard}: ${step}, ${(elapsedMs / 1000).toFixed(0)} s so far`),
    onError: (shard, error) => {
      const why = error instanceof Error ? error.message : String(error);
      announce(`errand: ${why.startsWith(`shard ${shard}: `) ? why : `shard ${shard}: ${why}`}`);
    },
  });
}
