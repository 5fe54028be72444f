// bench/matcher: the time of one match decision (which Operator gets the offer of a new live task)
// with 10,000 Operators over one zone set (the five Lagos launch LGAs, each Operator covering one
// to three) and 1,000 new tasks spread over them, each decision booking its Operator so the next
// one sees fewer free. The matcher's own decision (src/effects/matcher.ts: the free Operators of
// the task's zone from its index, in the order it prefers them — higher score band, least
// recently offered — then suitability, quality and the task's own filters, src/effects/
// matcher-index.ts) on a real engine's committed state,
// beside the best the lower layer can do in the same run: a bare indexed pick (a Map from zone to
// a free-list of Operator ids, no engine, no skill or suitability checks). Both sides run their
// 1,000 decisions untimed first (JIT), then timed one by one. The offer's write (StepTask MATCH)
// is not in either: it is the engine's create-path cost, measured by bench/engine. Then the
// offers are written, and the gold counter's start-up read of the whole log is timed. One line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { OperatorFields } from '../src/core/events.ts';
import type { Task } from '../src/core/state.ts';
import { LAUNCH_ZONES } from '../src/domain/zones.ts';
import { systemClock } from '../src/runtime/clock.ts';
import { Engine } from '../src/runtime/engine.ts';
import { Matcher } from '../src/effects/matcher.ts';
import { countGoldFromLog } from '../src/effects/matcher-gold.ts';
import { SupplyFigures } from '../src/effects/supply.ts';
import { LevelWal } from '../wal/index.ts';
import { createInput, drive, seedOrgs } from './setup.ts';

const { values } = parseArgs({
  options: {
    operators: { type: 'string', default: '10000' },
    tasks: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '36' },
  },
});
const operatorCount = Number(values.operators);
const taskCount = Number(values.tasks);
const ZONE_SET = [...LAUNCH_ZONES].filter((z) => z.startsWith('ng.lagos.'));

/** mulberry32: the same Operators and tasks every run of a seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(Number(values.seed));

function operator(i: number): OperatorFields {
  const covered = new Set<string>();
  const n = 1 + Math.floor(random() * 3);
  while (covered.size < n) covered.add(ZONE_SET[Math.floor(random() * ZONE_SET.length)]!);
  return {
    id: `opr_bench${i}`,
    firstName: 'Bench',
    lastName: `Operator${i}`,
    phone: `+2348${String(i).padStart(9, '0')}`,
    languages: ['en'],
    lgaCoverage: [...covered],
    skills: ['field_verification'],
    tier: 'verified',
    zoneRef: 'ng.lagos',
    location: { lat: 6.6, lng: 3.35 },
    tokenHash: `bench${i}`,
    createdAtMs: Date.now(),
  };
}

/** What the bench reaches inside the matcher: its decision, and the booking an offer makes. */
interface MatcherInside {
  pick(task: Task): string | undefined;
  book(operatorId: string, task: Task): void;
  index: { resetBookings(): void };
}

function quantiles(ns: bigint[]): { p50: number; p99: number } {
  const sorted = [...ns].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const at = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: Number((at(0.5) / 1000).toFixed(3)), p99: Number((at(0.99) / 1000).toFixed(3)) };
}

const dir = mkdtempSync(join(tmpdir(), 'errand-bench-matcher-'));
const setupStarted = performance.now();
const engine = await Engine.open({ wal: new LevelWal(dir), shardCount: 16 });
const ops = Array.from({ length: operatorCount }, (_, i) => operator(i));
await drive(operatorCount, 256, (i) =>
  engine.execute({ type: 'RegisterOperator', operator: ops[i]! }),
);
const orgs = await seedOrgs(engine, 10);
const taskIds: Array<{ orgId: string; taskId: string }> = [];
await drive(taskCount, 64, async (i) => {
  const orgId = orgs[i % orgs.length]!;
  const zone = ZONE_SET[Math.floor(random() * ZONE_SET.length)]!;
  const view = (await engine.execute({
    type: 'CreateTask',
    orgId,
    agentId: `agt_${orgId}`,
    input: { ...createInput(i, Date.now()), zone_ref: zone },
  })) as { taskId: string };
  taskIds[i] = { orgId, taskId: view.taskId };
});
// The screening pump's step, by hand: every task passes and goes live.
const byShard = new Map<number, string[]>();
for (const { orgId, taskId } of taskIds) {
  const shard = engine.shardFor(orgId).id;
  byShard.set(shard, [...(byShard.get(shard) ?? []), taskId]);
}
for (const [shard, ids] of byShard)
  await engine.execute({ type: 'ScreenTasks', shard, taskIds: ids });
const tasks = taskIds.map(({ orgId, taskId }) => engine.stateOf(orgId).tasks.get(taskId)!);
if (tasks.some((t) => t.state !== 'live')) throw new Error('bench tasks did not all go live');
const setupSeconds = (performance.now() - setupStarted) / 1000;
// What the fill quote's projection costs a start on this log (src/effects/supply.ts): the state
// scan and the read of each shard's log tail (at most 5,000 records a shard).
const rebuildStarted = performance.now();
const supplyRecords = await new SupplyFigures(engine).rebuild();
const supplyRebuildMs = performance.now() - rebuildStarted;

// The matcher, built on the engine as the service builds it, never started: no writes, no timer.
const inside = new Matcher(engine, systemClock) as unknown as MatcherInside;
const offered: Array<{ task: Task; operatorId: string }> = [];
/** The booking an offer makes (engaged, offered: the index re-places the Operator), timed too. */
const bookNs: bigint[] = [];
function matcherRun(timed: bigint[] | undefined): number {
  inside.index.resetBookings();
  offered.length = 0;
  let matched = 0;
  for (const task of tasks) {
    const started = process.hrtime.bigint();
    const operatorId = inside.pick(task);
    const took = process.hrtime.bigint() - started;
    timed?.push(took);
    if (!operatorId) continue;
    matched++;
    offered.push({ task, operatorId });
    const booking = process.hrtime.bigint();
    inside.book(operatorId, task); // what offer() books before it writes the MATCH
    if (timed) bookNs.push(process.hrtime.bigint() - booking);
  }
  return matched;
}

// The baseline: zone → free-list, built once from the same Operators (not timed).
const freeLists = new Map<string, string[]>();
for (const op of ops)
  for (const zone of op.lgaCoverage) freeLists.set(zone, [...(freeLists.get(zone) ?? []), op.id]);
function baselineRun(timed: bigint[] | undefined): number {
  const engaged = new Set<string>();
  const next = new Map<string, number>();
  let matched = 0;
  for (const task of tasks) {
    const started = process.hrtime.bigint();
    const list = freeLists.get(task.zoneRef) ?? [];
    let i = next.get(task.zoneRef) ?? 0;
    while (i < list.length && engaged.has(list[i]!)) i++;
    const operatorId = list[i];
    next.set(task.zoneRef, i + 1);
    if (operatorId) engaged.add(operatorId);
    const took = process.hrtime.bigint() - started;
    timed?.push(took);
    if (operatorId) matched++;
  }
  return matched;
}

matcherRun(undefined);
baselineRun(undefined);
const matcherNs: bigint[] = [];
const baselineNs: bigint[] = [];
const matcherMatched = matcherRun(matcherNs);
const baselineMatched = baselineRun(baselineNs);
// What a start costs the gold counter (src/effects/matcher-gold.ts): the offers written as
// records, then every shard's log read back for them.
await drive(offered.length, 64, async (i) => {
  const { task, operatorId } = offered[i]!;
  await engine.execute({
    type: 'StepTask',
    orgId: task.orgId,
    taskId: task.id,
    step: 'MATCH',
    operatorId,
  });
});
const goldStarted = performance.now();
const goldCount = await countGoldFromLog(engine.wal, 10);
const goldCountMs = performance.now() - goldStarted;
await engine.close();
rmSync(dir, { recursive: true, force: true });

const matcher = quantiles(matcherNs);
const baseline = quantiles(baselineNs);
console.log(
  JSON.stringify({
    bench: 'matcher',
    node_flags: process.execArgv.join(' '),
    operators: operatorCount,
    tasks: taskCount,
    zones: ZONE_SET.length,
    matcher_decision_us: matcher,
    baseline_decision_us: baseline,
    matcher_book_us: quantiles(bookNs),
    ratio_p50: Number((matcher.p50 / baseline.p50).toFixed(1)),
    ratio_p99: Number((matcher.p99 / baseline.p99).toFixed(1)),
    matched: { matcher: matcherMatched, baseline: baselineMatched },
    setup_s: Number(setupSeconds.toFixed(1)),
    supply_rebuild_ms: Math.round(supplyRebuildMs),
    supply_rebuild_records: supplyRecords,
    gold_count_ms: Math.round(goldCountMs),
    gold_count_records: goldCount.records,
    gold_count_decoded: goldCount.decoded,
  }),
);
