// The Operator app's store as a backup's extra store (backup/take.ts): a backup of a stopped
// directory carries DATA_DIR/operator-app in its `operator_app` section, read as raw LevelDB
// keys at one point in time (the store's own format is its business). Passed in by the
// composition (src/cli/backup.ts), so backup/ knows no store of the doors.
import { Level } from 'level';
import { levelPointInTime } from '../../wal/leveldb-wal.ts';
import type { ExtraStore } from '../backup/take.ts';
import { SIDE_STORES } from '../backup/format.ts';

export const OPERATOR_APP_STORE_IN_BACKUP: ExtraStore = {
  section: 'operator_app',
  dir: SIDE_STORES.operator_app,
  async open(dir) {
    const db = new Level<string, Buffer>(dir, { keyEncoding: 'utf8', valueEncoding: 'buffer' });
    try {
      await db.open();
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
    return { pointInTime: () => levelPointInTime(db), close: () => db.close() };
  },
};
