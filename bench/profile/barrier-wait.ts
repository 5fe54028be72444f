// How long a read would wait behind a commit barrier (docs/status.md, issue 12, route (c)) under
// bench/http's load: every 5 ms it notes each shard's last decided seq, then how long until the
// shard's applied (durable) seq reaches it, for one shard and for every shard. One JSON line with
// the percentiles in ms (polled each millisecond, so ±1 ms). No baseline: it measures a wait, not a
// rate. node --max-semi-space-size=32 bin/run-ts.mjs bench/profile/barrier-wait.ts [--seconds 10]
// [--connections 50]
import { parseArgs } from 'node:util';
import { runLoad } from '../http-load.ts';
import { startLoadedService } from './loaded-service.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});

interface Sample {
  at: number;
  /** Per shard: the seq decided when sampled, then the ms until it was applied (-1 until then). */
  want: number[];
  waited: number[];
}

const loaded = await startLoadedService('barrier-wait');
// The decided seq is the shard's own business; this harness reads it to size a barrier that does
// not exist yet.
const shards = loaded.service.engine.shards as unknown as Array<{
  durableSeq: number;
  decidedSeq: number;
}>;
const oneShard: number[] = [];
const allShards: number[] = [];
let open: Sample[] = [];
let sampling = false;
const poll = setInterval(() => {
  const now = performance.now();
  open = open.filter((sample) => {
    shards.forEach((shard, i) => {
      if (sample.waited[i]! < 0 && shard.durableSeq >= sample.want[i]!)
        sample.waited[i] = now - sample.at;
    });
    if (sample.waited.some((w) => w < 0)) return true;
    oneShard.push(...sample.waited);
    allShards.push(Math.max(...sample.waited));
    return false;
  });
}, 1);
const sample = setInterval(() => {
  if (sampling)
    open.push({
      at: performance.now(),
      want: shards.map((s) => s.decidedSeq),
      waited: shards.map(() => -1),
    });
}, 5);
const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
};
try {
  const spec = loaded.spec(Number(values.seconds), Number(values.connections), `w${Date.now()}`);
  const m = await runLoad(spec, () => {
    sampling = true;
  });
  sampling = false;
  console.log(
    JSON.stringify({
      harness: 'barrier-wait',
      connections: spec.connections,
      req_per_s: m.load.req_per_s,
      create_p50_ms: m.load.p50_ms,
      create_p99_ms: m.load.p99_ms,
      samples: allShards.length,
      one_shard_wait_ms: percentiles(oneShard),
      every_shard_wait_ms: percentiles(allShards),
    }),
  );
} finally {
  clearInterval(poll);
  clearInterval(sample);
  await loaded.close();
}
