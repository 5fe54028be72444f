// bench/matcher-quality: what reading Operator quality adds to one match decision
// (docs/outcomes.md).
// 10,000 live Operators cover one zone, a third of them with quality outcomes spread over the
// shards (approvals, rejections, lapses, so some are paused); 1,000 live tasks, some asking a
// minimum level. Times the matcher's own pick (eligibility, suitability, pause, level, score band,
// rotation) per task, p50/p99, beside a baseline measured in the same run on the same data: the
// pick as it was before quality (eligibility, suitability, rotation only). Prints one JSON line.
import { parseArgs } from 'node:util';
import { MemoryWal, MemoryWalStore } from '../wal/index.ts';
import { Engine } from '../src/runtime/engine.ts';
import { Matcher } from '../src/effects/matcher.ts';
import { OPERATORS_ROUTING_KEY } from '../src/core/commands.ts';
import { eligible, suits } from '../src/domain/coverage.ts';
import { emptyTally } from '../src/core/quality.ts';
import type { Task } from '../src/core/state.ts';

const { values } = parseArgs({
  options: {
    operators: { type: 'string', default: '10000' },
    tasks: { type: 'string', default: '1000' },
  },
});
const OPS = Number(values.operators);
const TASKS = Number(values.tasks);
const ZONE = 'ng.lagos.ikeja';

const clock = { now: () => Date.UTC(2026, 0, 1) };
const engine = await Engine.open({
  wal: new MemoryWal(new MemoryWalStore()),
  shardCount: 16,
  snapshotEvery: 1e9,
  clock,
});
for (let i = 0; i < OPS; i++)
  await engine.execute({
    type: 'RegisterOperator',
    operator: {
      id: `op_${i}`,
      firstName: 'A',
      lastName: 'B',
      phone: '+234',
      languages: ['en'],
      lgaCoverage: [ZONE],
      skills: ['field_verification'],
      tier: 'verified',
      zoneRef: 'ng.lagos',
      location: { lat: 6.6, lng: 3.35 },
      tokenHash: 't'.repeat(64),
      createdAtMs: 0,
    },
  });
// Outcomes straight into the shards' tallies, as apply would have folded them.
const states = [...engine.states().values()];
for (let i = 0; i < OPS; i += 3) {
  const t = emptyTally();
  t.approved = i % 7;
  t.rejected = i % 5;
  t.lapses = i % 4;
  states[i % states.length]!.operatorTally.set(`op_${i}`, t);
}
const levels = [undefined, undefined, 'trusted', 'expert'] as const;
const tasks: Task[] = [];
for (let i = 0; i < TASKS; i++)
  tasks.push({
    id: `task_${i}`,
    orgId: 'org_bench',
    type: 'field_verification',
    zoneRef: ZONE,
    language: null,
    declinedOperators: [],
    state: 'live',
    ...(levels[i % 4] ? { minQuality: levels[i % 4] } : {}),
  } as unknown as Task);

const matcher = new Matcher(engine, clock as never, 1e9);
const pick = (matcher as unknown as { pick(t: Task): string | undefined }).pick.bind(matcher);
const lastOffer = new Map<string, number>();
let offers = 0;
/** The pick before quality (src/effects/matcher.ts before issue 36), for the baseline. */
function basePick(task: Task): string | undefined {
  const registry = engine.stateOf(OPERATORS_ROUTING_KEY).operators.values();
  let best: string | undefined;
  let bestAt = Infinity;
  for (const op of eligible(registry, task.zoneRef, task.type)) {
    if (op.sandbox === true || !suits(op, task)) continue;
    if (task.declinedOperators.includes(op.id) || task.unsafeFor?.includes(op.id)) continue;
    const at = lastOffer.get(op.id) ?? 0;
    if (at < bestAt) {
      best = op.id;
      bestAt = at;
    }
  }
  if (best) lastOffer.set(best, ++offers);
  return best;
}

function time(fn: (t: Task) => unknown): { p50_ms: number; p99_ms: number } {
  for (const t of tasks.slice(0, 50)) fn(t); // warm-up (and the quality cache)
  const ms: number[] = [];
  for (const t of tasks) {
    const start = process.hrtime.bigint();
    fn(t);
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(3));
  return { p50_ms: at(0.5), p99_ms: at(0.99) };
}

const baseline = time(basePick);
const withQuality = time(pick);
console.log(JSON.stringify({ operators: OPS, tasks: TASKS, baseline, with_quality: withQuality }));
await engine.close();
process.exit(0);
