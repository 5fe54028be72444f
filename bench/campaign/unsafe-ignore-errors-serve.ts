// `errand serve` whose write latch swallows write errors: after fdatasync fails the log goes on
// acknowledging commands LevelDB refused. The failed-fsync campaign's negative control, so its
// checker is shown to catch lost acknowledgements. Test-only: started by the campaign through
// bin/run-ts.mjs, never reachable from the `errand` command, an env var or a flag.
import { WriteLatch } from '../../wal/index.ts';
import { serveCommand } from '../../src/cli/serve.ts';

class IgnoringLatch extends WriteLatch {
  override async guard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch {
      return undefined as T; // the fault under test: a failed write counts as done
    }
  }
}

process.exitCode = await serveCommand(process.argv.slice(2), {
  unsafeWriteLatch: new IgnoringLatch(),
});
