// Durable creates through the engine for A/B work and profiles: bench/engine's load by default
// (1,000 orgs, 1,000 in flight, keyed creates, the screening worker) after 5,000 creates of
// warm-up, and one JSON line with the main thread's µs a create. No baseline of its own: run it
// alternately in two checkouts and compare the pairs. --cpu-prof FILE writes a CPU profile of the
// measured part. --concurrency 50 --orgs 64 is bench/http's load without HTTP: what the engine
// costs a create there. node --max-semi-space-size=32 bin/run-ts.mjs bench/profile/engine-create.ts
// [--creates 60000 --concurrency 1000 --orgs 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LevelWal } from '../../wal/index.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { PooledScreener } from '../../src/runtime/screener.ts';
import { drive, keyedCreate, seedOrgs } from '../setup.ts';
import { cpuProfile } from './cpu-profile.ts';

const { values } = parseArgs({
  options: {
    creates: { type: 'string', default: '60000' },
    concurrency: { type: 'string', default: '1000' },
    orgs: { type: 'string', default: '1000' },
    'cpu-prof': { type: 'string' },
  },
});
const creates = Number(values.creates);
const concurrency = Number(values.concurrency);
const dir = mkdtempSync(join(tmpdir(), 'errand-engine-create-'));
const wal = new LevelWal(dir);
const screener = new PooledScreener();
const engine = await Engine.open({ wal, shardCount: 16, screener });
try {
  const orgs = await seedOrgs(engine, Number(values.orgs));
  const job = (i: number) => engine.execute(keyedCreate(orgs, i));
  await drive(5000, concurrency, (i) => job(i + 10_000_000));
  const profile = await cpuProfile(values['cpu-prof'], 200);
  await profile.start();
  const elu = performance.eventLoopUtilization();
  const seconds = await drive(creates, concurrency, job);
  const busy = performance.eventLoopUtilization(elu);
  await profile.stop();
  console.log(
    JSON.stringify({
      harness: 'engine-create',
      creates,
      concurrency,
      orgs: Number(values.orgs),
      creates_per_s: Math.round(creates / seconds),
      main_thread_us_per_create: Math.round((busy.active * 1000) / creates),
      elu: Number(busy.utilization.toFixed(2)),
    }),
  );
} finally {
  await engine.close();
  await screener.close();
  rmSync(dir, { recursive: true, force: true });
}
