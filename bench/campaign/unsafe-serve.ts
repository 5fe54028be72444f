// `errand serve` with the answer-before-write fault: the crash campaign's negative control, so the
// campaign's checker is shown to catch lost acknowledgements. Test-only: started by the campaign
// through bin/run-ts.mjs, never reachable from the `errand` command, an env var or a flag.
import { serveCommand } from '../../src/cli/serve.ts';
import { ackBeforeWrite } from '../../test/support/ack-before-write-wal.ts';

process.exitCode = await serveCommand(process.argv.slice(2), { unsafeWal: ackBeforeWrite });
