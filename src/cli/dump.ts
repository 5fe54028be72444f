// `errand dump --data DIR [--shard N] [--after SEQ] [--limit N]`: prints records as JSON lines
// ({shard, seq, hash, record}), whatever format each payload was written in. Records are binary
// since codec v2; this is how a human reads the log. It reads a scratch copy of DIR
// (wal/scratch-view.ts): DIR is left as it was.
import { parseArgs } from 'node:util';
import { dataDirOf, existingDataDir } from './args.ts';
import { logOfDir } from '../engine-thread/layout.ts';
import { openScratchView } from '../../wal/scratch-view.ts';
import { recordToJson } from '../core/record-codec.ts';
import { damageSentence, refuseDamaged } from '../stores/damage.ts';

export async function dumpCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: 'string', short: 'd' },
      shard: { type: 'string' },
      after: { type: 'string', default: '0' },
      limit: { type: 'string' },
    },
    allowPositionals: false,
  });
  const dir = existingDataDir(dataDirOf(values.data));
  await refuseDamaged('dump', dir);
  const view = await openScratchView(dir, 'dump');
  const wal = logOfDir(view.dir);
  try {
    await wal.open();
    const shards = values.shard === undefined ? wal.shards() : [Number(values.shard)];
    let left = values.limit === undefined ? Infinity : Number(values.limit);
    for (const shard of shards) {
      if (!wal.shards().includes(shard)) continue;
      for await (const entry of wal.read(shard, Number(values.after))) {
        if (left-- <= 0) return 0;
        process.stdout.write(
          `{"shard":${shard},"seq":${entry.seq},"hash":"${entry.hash}","record":` +
            `${recordToJson(entry.payload)}}\n`,
        );
      }
    }
    return 0;
  } catch (error) {
    throw new Error(await damageSentence('dump', dir, 'log', error, view));
  } finally {
    await wal.close().catch(() => {});
    await view.dispose();
  }
}
