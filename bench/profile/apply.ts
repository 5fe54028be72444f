// Apply alone, the part of a create that both of a shard's states pay: N create records made by
// decide (64 orgs, keyed, one shard as in the HTTP bench's busiest case), then applied again into a
// fresh seeded state, three rounds, as µs a record. Variants take parts of the same records: the
// task and its lock only, the idempotency record only. For A/B work between two checkouts.
//   node bin/run-ts.mjs bench/profile/apply.ts [--records 100000]
import { parseArgs } from 'node:util';
import { applyRecord } from '../../src/core/apply.ts';
import { applyDecision } from '../../src/core/apply-decision.ts';
import type { Command } from '../../src/core/commands.ts';
import type { DecideContext } from '../../src/core/decide-context.ts';
import { decide } from '../../src/core/decide.ts';
import type { CommandRecord } from '../../src/core/events.ts';
import { emptyShardState, type ShardState } from '../../src/core/state.ts';
import { screenTask } from '../../src/domain/safety-filter.ts';
import { mintId } from '../../src/runtime/ids.ts';
import { screeningOf, withVerdicts } from '../../src/runtime/prepare.ts';
import { benchOrgs, keyedCreate, seedCommands } from '../setup.ts';

const { values } = parseArgs({ options: { records: { type: 'string', default: '100000' } } });
const n = Number(values.records);
const ORGS = 64;

function context(): DecideContext {
  return { atMs: Date.now(), feeBps: 1000n, zoneOverrides: new Map(), mint: mintId };
}

function run(state: ShardState, command: Command): CommandRecord {
  const ctx = context();
  const decision = decide(state, command, ctx);
  if (decision.kind !== 'commit') throw new Error(`${command.type} was not committed`);
  const { record } = applyDecision(state, ctx.atMs, command.type, decision);
  state.evicted.length = 0;
  return record;
}

const orgs = benchOrgs(ORGS);

function seeded(): ShardState {
  const state = emptyShardState();
  for (const org of orgs) for (const command of seedCommands(org)) run(state, command);
  return state;
}

const source = seeded();
const records: CommandRecord[] = [];
for (let i = 0; i < n; i++) {
  const screening = screeningOf(keyedCreate(orgs, i))!;
  records.push(run(source, withVerdicts(screening, screening.texts.map(screenTask))));
}

function time(of: readonly CommandRecord[]): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const state = seeded();
    const started = performance.now();
    for (const record of of) {
      applyRecord(state, record);
      state.evicted.length = 0;
    }
    best = Math.min(best, ((performance.now() - started) * 1000) / of.length);
  }
  return Number(best.toFixed(2));
}

const taskAndLock = records.map((r) => ({
  ...r,
  events: r.events.filter((e) => e.type === 'TaskCreated' || e.type === 'EscrowLocked'),
  idem: undefined,
}));
const idemOnly = records.map((r) => ({ ...r, events: [] }));
console.log(
  JSON.stringify({
    harness: 'apply',
    records: n,
    us_per_record: time(records),
    task_and_lock_us: time(taskAndLock),
    idempotency_us: time(idemOnly),
  }),
);
