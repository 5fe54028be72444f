// The durable create over HTTP for A/B work and profiles: bench/http's load (its load generator,
// its body, 64 orgs) against the real service for --seconds after 3 s of warm-up, and one JSON line
// with the main thread's µs a create. It has no baseline of its own: run it alternately in two
// checkouts (git worktree) and compare the pairs, since this machine drifts by tens of % within
// minutes. --cpu-prof FILE writes a CPU profile of the measured part (inspector, 250 µs sampling);
// for line numbers, bundle this file with esbuild first (docs/performance.md says how). node
// --max-semi-space-size=32 bin/run-ts.mjs bench/profile/http-create.ts [--seconds 10]
// [--connections 50]
import { parseArgs } from 'node:util';
import { runLoad } from '../http-load.ts';
import { cpuProfile } from './cpu-profile.ts';
import { startLoadedService } from './loaded-service.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'string' },
  },
});
const loaded = await startLoadedService('http-create');
try {
  const profile = await cpuProfile(values['cpu-prof'], 250);
  const spec = loaded.spec(Number(values.seconds), Number(values.connections), `p${Date.now()}`);
  const m = await runLoad(spec, () => void profile.start());
  await profile.stop();
  console.log(
    JSON.stringify({
      harness: 'http-create',
      connections: spec.connections,
      seconds: spec.duration,
      req_per_s: m.load.req_per_s,
      p99_ms: m.load.p99_ms,
      main_thread_us_per_create: Math.round((m.serverElu * 1e6) / m.load.req_per_s),
      server_cpu_pct: m.serverCpuPct,
    }),
  );
} finally {
  await loaded.close();
}
