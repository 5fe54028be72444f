// `errand <command>`: the maintainer's entry point.
const USAGE = `usage: errand <command> [--data DIR]

  serve     run the service on DATA_DIR (default ./data)
  verify    replay a data directory in this process and check every invariant by name
  replay    rebuild every shard from its first record and report throughput
  rebuild   drop the archive of settled history and rebuild it from the log (WAL=jetstream*:
            a stopped node's archive, from the log on the cluster)
            verify, replay, rebuild: --threads N spreads the shards over N threads (default:
            the core count for a log of 50,000 records or more; 0 or 1: one thread)
  dump      print records as JSON lines (--shard N, --after SEQ, --limit N)
  backup    --out FILE: a consistent copy of DATA_DIR, also while \`errand serve\` runs on it
  restore   --in FILE --data EMPTY_DIR: check a backup whole, then write it into an empty directory
            (WAL=jetstream*, no --data: into an empty log under NATS_PREFIX on the cluster)
  copy-log  --to DIR: a log on JetStream (WAL=jetstream*, NATS_URLS, NATS_PREFIX) copied into a
            new data directory the commands above read; verify with WAL set checks it in place
  upgrade-log  --partitions N: a stopped directory's log copied into N partitions (engine
            threads, docs/threads.md); the old layout stays in charge until the copy is whole
  console-user  a one-time console set-up link: --email E (--org-name N | --org ID | --staff)
  mcp       --stdio: the MCP tools over stdio (ERRAND_API_KEY, ERRAND_URL)`;

// Each command is loaded only when run: `errand serve` need not load the MCP SDK, nor `errand
// verify` fastify.
const commands: Record<string, () => Promise<(argv: string[]) => Promise<number>>> = {
  serve: async () => (await import('./serve.ts')).serveCommand,
  verify: async () => (await import('./verify.ts')).verifyCommand,
  replay: async () => (await import('./replay.ts')).replayCommand,
  rebuild: async () => (await import('./rebuild.ts')).rebuildCommand,
  dump: async () => (await import('./dump.ts')).dumpCommand,
  backup: async () => (await import('./backup.ts')).backupCommand,
  restore: async () => (await import('./restore.ts')).restoreCommand,
  'copy-log': async () => (await import('./copy-log.ts')).copyLogCommand,
  mcp: async () => (await import('./mcp.ts')).mcpCommand,
  'console-user': async () => (await import('./console-user.ts')).consoleUserCommand,
  'upgrade-log': async () => (await import('./upgrade-log.ts')).upgradeLogCommand,
};

/**
 * What a maintainer can act on: LevelDB says only "Database failed to open" when another process
 * holds the directory or a file is damaged, and Node's errno codes name a path but not what to do.
 */
async function explain(error: unknown, command: string): Promise<string> {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause?.code === 'LEVEL_LOCKED') {
    return (
      'the data directory is in use by another process (a running `errand serve`?): stop it ' +
      'first, or work on a copy (`errand backup --out FILE`, then `errand restore`)'
    );
  }
  const { pathProblem, causeChain, damageSentence } = await import('../stores/damage.ts');
  const path = pathProblem(error);
  if (path !== undefined) return path;
  if (command === 'serve' && /Database failed to open|Corruption|LEVEL_/i.test(causeChain(error))) {
    const { dataDirOf } = await import('./args.ts');
    return await damageSentence('serve', dataDirOf(undefined), 'log', error);
  }
  return error instanceof Error ? error.message : String(error);
}

const [name, ...argv] = process.argv.slice(2);
const load = name ? commands[name] : undefined;
if (!load) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    // The engine threads load their code while this thread loads the doors' (docs/threads.md).
    if (name === 'serve')
      await import('../engine-thread/prestart.ts').then((p) => p.prestartEngineThreads());
    process.exitCode = await (await load())(argv);
  } catch (error) {
    console.error(`errand ${name}: ${await explain(error, name ?? '')}`);
    if (process.env.ERRAND_DEBUG_STACK) console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  }
}
