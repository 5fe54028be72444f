// hash(wallet) → shard. FNV-1a: cheap, stable across processes and versions, well spread.
export function shardOf(routingKey: string, shardCount: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < routingKey.length; i++) {
    h ^= routingKey.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % shardCount;
}
