// Proves MemoryWal, the stand-in engine tests use, keeps the same Wal contract as LevelWal.

import { MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import { walContract } from './wal.contract.ts';

walContract('MemoryWal', async () => {
  const store = new MemoryWalStore();
  return {
    open: (options) => new MemoryWal(store, options),
    damage: (shard, seq, mode) => store.damage(shard, seq, mode),
    damageSnapshot: (shard) => store.damageSnapshot(shard),
    dispose: async () => undefined,
  };
});
