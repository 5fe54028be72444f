// `errand <command>`: the maintainer's entry point.
import { dumpCommand } from './dump.ts';
import { replayCommand } from './replay.ts';
import { verifyCommand } from './verify.ts';
import { serveCommand } from './serve.ts';
import { mcpCommand } from './mcp.ts';
import { rebuildCommand } from './rebuild.ts';
import { backupCommand } from './backup.ts';
import { restoreCommand } from './restore.ts';
import { consoleUserCommand } from './console-user.ts';

const USAGE = `usage: errand <command> [--data DIR]

  serve     run the service on DATA_DIR (default ./data)
  verify    replay a data directory in this process and check every invariant by name
  replay    rebuild every shard from its first record and report throughput
  rebuild   drop the archive of settled history and rebuild it from the log
  dump      print records as JSON lines (--shard N, --after SEQ, --limit N)
  backup    --out FILE: a consistent copy of DATA_DIR, also while \`errand serve\` runs on it
  restore   --in FILE --data EMPTY_DIR: check a backup whole, then write it into an empty directory
  console-user  a one-time console set-up link: --email E (--org-name N | --org ID | --staff)
  mcp       --stdio: the MCP tools over stdio (ERRAND_API_KEY, ERRAND_URL)`;

const commands: Record<string, (argv: string[]) => Promise<number>> = {
  serve: serveCommand,
  verify: verifyCommand,
  replay: replayCommand,
  rebuild: rebuildCommand,
  dump: dumpCommand,
  backup: backupCommand,
  restore: restoreCommand,
  mcp: mcpCommand,
  'console-user': consoleUserCommand,
};

const [name, ...argv] = process.argv.slice(2);
const run = name ? commands[name] : undefined;
if (!run) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    process.exitCode = await run(argv);
  } catch (error) {
    console.error(`errand ${name}: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.ERRAND_DEBUG_STACK) console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  }
}
