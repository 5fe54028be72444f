// The backup door of a running service (src/backup/socket.ts): what it reads the log from, and
// its opening, which never stops a start (docs/threads.md, "Backups of a partitioned log").
import { LevelWal, type Wal } from '../../wal/index.ts';
import type { PointInTime } from '../../wal/leveldb-wal.ts';
import { PartitionedWal } from '../../wal/partitioned-wal.ts';
import { mergedPointInTime } from '../backup/merged-view.ts';
import { openBackupDoor, type BackupDoor, type BackupSources } from '../backup/socket.ts';
import { threadedPointInTime } from '../engine-thread/remote-view.ts';
import type { EngineThreads } from '../engine-thread/threads.ts';

/**
 * The log at one point in time for the backup door: today's LevelDB's snapshot, or one per
 * partition merged in key order, taken by the engine threads when they hold the partitions
 * (docs/threads.md, "Backups of a partitioned log"). None for the JetStream logs.
 */
function backupView(
  wal: Wal,
  threads: EngineThreads | undefined,
): (() => PointInTime | Promise<PointInTime>) | undefined {
  if (wal instanceof LevelWal) return () => wal.pointInTime();
  if (threads?.options.layout) return () => threadedPointInTime(threads);
  if (!(wal instanceof PartitionedWal)) return undefined;
  const parts = [...wal.partitions().values()];
  if (!parts.every((p) => p instanceof LevelWal)) return undefined;
  return () => mergedPointInTime(parts.map((p) => (p as LevelWal).pointInTime()));
}

/**
 * Opens the backup door of this service's log. Without the socket the service still runs; only
 * backups need it stopped (the reason is printed).
 */
export async function openServiceBackups(
  wal: Wal,
  threads: EngineThreads | undefined,
  sources: Omit<BackupSources, 'log'>,
  dataDir: string,
  shardCount: number,
  announce: (line: string) => void,
): Promise<BackupDoor | undefined> {
  const log = backupView(wal, threads);
  if (!log) return undefined;
  return openBackupDoor({ log, ...sources }, dataDir, shardCount, () => Date.now(), announce).catch(
    (error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      announce(`errand: no backup socket in ${dataDir}: ${why}`);
      return undefined;
    },
  );
}
