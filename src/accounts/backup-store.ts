// The console store as a backup's extra store (backup/take.ts): a backup of a stopped directory
// carries DATA_DIR/console in its `console` section. Named here and passed in by the composition
// (src/cli/backup.ts), so backup/ knows no store of the doors.
import type { ExtraStore } from '../backup/take.ts';
import { ConsoleStore } from './store.ts';

export const CONSOLE_STORE_IN_BACKUP: ExtraStore = {
  section: 'console',
  dir: 'console',
  async open(dir) {
    const store = new ConsoleStore(dir);
    try {
      await store.open();
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
    return store;
  },
};
