// The Operator app's store as a backup's extra store (backup/take.ts): a backup of a stopped
// directory carries DATA_DIR/operator-app in its `operator_app` section, read at one point in time
// as the running service's backup door reads it. Passed in by the composition (src/cli/backup.ts),
// so backup/ knows no store of the doors.
import type { ExtraStore } from '../backup/take.ts';
import { SIDE_STORES } from '../backup/format.ts';
import { OperatorAppStore } from './store.ts';

export const OPERATOR_APP_STORE_IN_BACKUP: ExtraStore = {
  section: 'operator_app',
  dir: SIDE_STORES.operator_app,
  async open(dir) {
    const store = new OperatorAppStore(dir);
    try {
      await store.open();
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
    return store;
  },
};
