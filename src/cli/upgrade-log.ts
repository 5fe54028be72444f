// `errand upgrade-log --data DIR --partitions N`: a stopped directory's log (one LevelDB, today's
// layout) copied into N partitions, so engine threads can each write their own (docs/threads.md).
import { parseArgs } from 'node:util';
import { upgradeLog } from '../engine-thread/upgrade.ts';
import { dataDirOf, existingDataDir } from './args.ts';

export async function upgradeLogCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { data: { type: 'string', short: 'd' }, partitions: { type: 'string' } },
  });
  const dir = existingDataDir(dataDirOf(values.data));
  const partitions = Number(values.partitions ?? 'NaN');
  const report = await upgradeLog(dir, partitions);
  console.log(
    `errand upgrade-log: ${report.keys} keys of ${dir} copied into ${report.partitions} ` +
      `partitions (${report.keysByPartition.join(', ')}); the log is now DIR/log/p<k>. ` +
      'The old files in DIR stay as they were and are no longer read: remove them once ' +
      '`errand verify` passes on the directory.',
  );
  return 0;
}
