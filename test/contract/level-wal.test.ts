// Proves LevelWal (real LevelDB in a fresh temp dir per case) keeps the whole Wal contract.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LevelWal } from '../../wal/index.ts';
import { walContract } from './wal.contract.ts';

walContract('LevelWal', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'errand-wal-'));
  return {
    open: (options) => new LevelWal(dir, options),
    damage: (shard, seq, mode) => LevelWal.damage(dir, shard, seq, mode),
    damageSnapshot: (shard) => LevelWal.damageSnapshot(dir, shard),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});
