// Minimal flag parsing through node:util, shared by every subcommand.
import { parseArgs } from 'node:util';

export function dataDirFrom(argv: string[]): string {
  const { values } = parseArgs({
    args: argv,
    options: { data: { type: 'string', short: 'd' } },
    allowPositionals: false,
  });
  return values.data ?? process.env.DATA_DIR ?? './data';
}
