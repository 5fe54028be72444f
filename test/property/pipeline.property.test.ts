// Proves that the pipelined shards (many commands in flight, one synced batch for many) answer,
// build state and write the log exactly as a one-at-a-time reference does with the same commands
// in the same order; that every invariant holds after each wave and after replay; and that a
// failed write answers nothing decided after it and leaves a log that replays to a prefix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import type { Command, CreateTaskInput, OperatorStep } from '../../src/core/commands.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import { MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import type { BatchFn } from '../../wal/base-wal.ts';
import { checkAll, failuresOf, openEngine, T0, TestClock } from '../support/harness.ts';

const ORGS = ['org_a', 'org_b', 'org_c', 'org_d', 'org_e', 'org_f'];
const STEPS: OperatorStep[] = [
  'SCREEN_PASSED',
  'MATCH',
  'ACCEPT',
  'START',
  'SUBMIT_PROOF',
  'BEGIN_VERIFY',
  'OFFER_LAPSED',
];

/**
 * A command chosen before its wave: task ids are picked when it is submitted, from those minted so
 * far.
 */
type Pick =
  | { kind: 'deposit'; org: number; id: number; amount: bigint }
  | {
      kind: 'create';
      org: number;
      reward: string;
      key: number | null;
      blocked: boolean;
      title: number;
    }
  | {
      kind: 'move';
      org: number;
      task: number;
      move:
        | 'CancelTask'
        | 'ApproveTask'
        | 'RejectTask'
        | 'SettleTask'
        | 'ExpireTask'
        | 'ResolveDispute';
    }
  | { kind: 'step'; org: number; task: number; step: OperatorStep }
  | { kind: 'tick'; ms: number };

const pick: fc.Arbitrary<Pick> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      org: fc.nat(ORGS.length - 1),
      id: fc.nat(5),
      amount: fc.constantFrom(200_000n, 1_000_000n),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      org: fc.nat(ORGS.length - 1),
      reward: fc.constantFrom('1500.00', '2500.50', '9000.00'),
      key: fc.option(fc.nat(3)),
      blocked: fc.boolean(),
      title: fc.nat(2),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      org: fc.nat(ORGS.length - 1),
      task: fc.nat(40),
      move: fc.constantFrom(
        'CancelTask',
        'ApproveTask',
        'RejectTask',
        'SettleTask',
        'ExpireTask',
        'ResolveDispute',
      ),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('step' as const),
      org: fc.nat(ORGS.length - 1),
      task: fc.nat(40),
      step: fc.constantFrom(...STEPS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      ms: fc.constantFrom(60_000, 3 * 3_600_000),
    }),
  },
);

interface Side {
  engine: Engine;
  store: MemoryWalStore;
  clock: TestClock;
  tasks: Map<string, string[]>;
}

/**
 * Ids are minted in decide order; recording task ids as they are minted lets a wave pick them
 * synchronously.
 */
async function side(batchFn?: BatchFn): Promise<Side> {
  const clock = new TestClock();
  const store = new MemoryWalStore();
  const tasks = new Map<string, string[]>(ORGS.map((o) => [o, []]));
  let n = 0;
  let lastOrg = '';
  const mint = (prefix: string) => {
    const id = `${prefix}_${(++n).toString().padStart(6, '0')}`;
    if (prefix === 'task') tasks.get(lastOrg)?.push(id);
    return id;
  };
  const engine = await openEngine(
    { kind: 'memory', wal: () => new MemoryWal(store, batchFn ? { batchFn } : {}) },
    { clock, mint, snapshotEvery: 7 },
  );
  for (const org of ORGS) {
    await engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
    await engine.execute({ type: 'CreateAgent', orgId: org, agentId: `agt_${org}`, name: 'a' });
    await engine.execute({
      type: 'SetDelegation',
      orgId: org,
      agentId: `agt_${org}`,
      delegation: { can_post_tasks: true, can_approve_release: true, can_open_disputes: true },
    });
    await engine.execute({
      type: 'Deposit',
      orgId: org,
      depositId: 'seed',
      amountMinor: 500_000n,
      currency: 'NGN',
    });
  }
  const side: Side = { engine, store, clock, tasks };
  (side as { setOrg?: (o: string) => void }).setOrg = (o) => (lastOrg = o);
  return side;
}

function toCommand(s: Side, p: Exclude<Pick, { kind: 'tick' }>): Command | undefined {
  const org = ORGS[p.org]!;
  const agentId = `agt_${org}`;
  (s as { setOrg?: (o: string) => void }).setOrg?.(org);
  if (p.kind === 'deposit')
    return {
      type: 'Deposit',
      orgId: org,
      depositId: `d${p.id}`,
      amountMinor: p.amount,
      currency: 'NGN',
    };
  if (p.kind === 'create') {
    const input: CreateTaskInput = {
      type: 'field_verification',
      title: `Check ${p.title}`,
      instructions: p.blocked
        ? 'Please solve the captcha on this site for me'
        : 'Confirm the shop at 12 Allen Avenue is open.',
      reward_major: p.reward,
      deadline: new Date(T0 + 2 * 3_600_000).toISOString(),
      zone_ref: 'ng.lagos.ikeja',
    };
    const idem =
      p.key === null
        ? undefined
        : { key: `k${p.key}`, fingerprint: fingerprint('create_task', input) };
    return { type: 'CreateTask', orgId: org, agentId, input, ...(idem ? { idem } : {}) };
  }
  // Now and then another org's task: it must be indistinguishable from none.
  const ids = s.tasks.get(p.task >= 36 ? ORGS[(p.org + 1) % ORGS.length]! : org)!;
  if (ids.length === 0) return undefined;
  const taskId = ids[p.task % ids.length]!;
  if (p.kind === 'step')
    return {
      type: 'StepTask',
      orgId: org,
      taskId,
      step: p.step,
      ...(p.step === 'MATCH' ? { operatorId: 'op_1' } : {}),
    };
  if (p.move === 'ResolveDispute')
    return {
      type: 'ResolveDispute',
      orgId: org,
      taskId,
      favour: p.task % 2 ? 'agent' : 'operator',
    };
  if (p.move === 'SettleTask' || p.move === 'ExpireTask')
    return { type: p.move, orgId: org, taskId };
  return { type: p.move, orgId: org, agentId, taskId };
}

/** What the runs exercised, so a generator that drifts into only-errors is noticed. */
const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

const settle = (p: Promise<unknown>) =>
  p.then(
    (value) => {
      count('ok');
      return { ok: true, value };
    },
    (e: unknown) => {
      const code = e instanceof DomainError ? e.code : String(e);
      count(code);
      return { ok: false, code };
    },
  );

/**
 * Submits a wave: pipelined all at once, or the reference one at a time. Answers carry their shard.
 */
async function runWave(
  s: Side,
  wave: Pick[],
  pipelined: boolean,
): Promise<Array<{ shard: number; ok: boolean; value?: unknown; code?: string }>> {
  const out: Array<Promise<{ shard: number; ok: boolean; value?: unknown; code?: string }>> = [];
  for (const p of wave) {
    if (p.kind === 'tick') {
      s.clock.advance(p.ms);
      continue;
    }
    const cmd = toCommand(s, p);
    if (!cmd) continue;
    const shard = s.engine.shardFor((cmd as { orgId: string }).orgId).id;
    const answer = settle(s.engine.execute(cmd)).then((r) => ({ shard, ...r }));
    out.push(answer);
    if (!pipelined) await answer;
  }
  return Promise.all(out);
}

function logOf(store: MemoryWalStore): string[] {
  return [...store.records.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([shard, frames]) =>
      [...frames.keys()]
        .sort((a, b) => a - b)
        .map((seq) => `${shard}:${seq}:${frames.get(seq)!.toString('hex')}`),
    );
}

const states = (e: Engine) =>
  [...e.states().values()].map((st) => Buffer.from(encodeState(st)).toString('base64'));

/** Same answers, state and log as the reference; every invariant after each wave and replay. */
const agreesWithReference = fc.asyncProperty(
  fc.array(fc.array(pick, { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 6 }),
  async (waves) => {
    const piped = await side();
    const serial = await side();
    for (const wave of waves) {
      const [a, b] = [await runWave(piped, wave, true), await runWave(serial, wave, false)];
      expect(a).toEqual(b);
      expect(failuresOf(await checkAll(piped.engine))).toEqual([]);
    }
    expect(states(piped.engine)).toEqual(states(serial.engine));
    await piped.engine.close();
    await serial.engine.close();
    expect(logOf(piped.store)).toEqual(logOf(serial.store));
    const reopened = await openEngine({
      kind: 'memory',
      wal: () => new MemoryWal(piped.store),
    });
    expect(states(reopened)).toEqual(states(serial.engine));
    expect(failuresOf(await checkAll(reopened))).toEqual([]);
    await reopened.close();
  },
);

/** A failed write answers nothing decided after it; the log replays to the reference's prefix. */
const failedWriteStops = fc.asyncProperty(
  fc.array(pick, { minLength: 5, maxLength: 60 }),
  fc.integer({ min: 1, max: 3 }),
  async (wave, failAt) => {
    let batches = 0;
    let armed = false;
    const failing: BatchFn = async (write) => {
      if (armed && ++batches === failAt) throw new Error('disk on fire');
      await write();
    };
    const piped = await side(failing);
    const serial = await side();
    armed = true;
    const a = await runWave(piped, wave, true);
    const b = await runWave(serial, wave, false);
    // Per shard: once a write failed (an answer the reference gives as a commit comes back
    // `outcome_unknown`), no later write of the shard is acknowledged; every other answer
    // is the reference's, `outcome_unknown` (in doubt) or `unavailable` (decided after the
    // failure, refused unapplied). (A command that needs settled history from the archive
    // is decided when the archive answers, so refusals may come after later commands.)
    for (const shard of new Set(a.map((r) => r.shard))) {
      const mine = a.filter((r) => r.shard === shard);
      const ref = b.filter((r) => r.shard === shard);
      const wrote = (i: number) =>
        ref[i]!.ok &&
        (ref[i]!.value as { taskId?: string; credited?: boolean } | undefined) !== undefined;
      const first = mine.findIndex((r, i) => wrote(i) && !r.ok && r.code === 'outcome_unknown');
      mine.forEach((r, i) => {
        const internal = !r.ok && (r.code === 'outcome_unknown' || r.code === 'unavailable');
        if (first !== -1 && i > first && wrote(i))
          expect(internal, JSON.stringify({ i, mine, ref })).toBe(true);
        else if (!internal) expect(r, JSON.stringify({ i, mine, ref })).toEqual(ref[i]);
      });
    }
    expect(piped.engine.isFailed()).toBe(a.some((r) => !r.ok && r.code === 'outcome_unknown'));
    if (piped.engine.isFailed()) count('failed_runs');
    await piped.engine.close();
    const reopened = await openEngine({
      kind: 'memory',
      wal: () => new MemoryWal(piped.store),
    });
    expect(failuresOf(await checkAll(reopened))).toEqual([]);
    const log = logOf(piped.store);
    const reference = logOf(serial.store);
    // Per shard, what reached the log is a prefix of what the reference wrote.
    for (const line of log) expect(reference).toContain(line);
    await reopened.close();
    await serial.engine.close();
  },
);

const RUNS = 60;

/**
 * The coverage floors are counts over random runs, and some outcomes are rare (a `not_found`
 * needs a move aimed at another org's task, a few dozen per 120 runs): a run that fell short is
 * topped up with up to three more rounds of the same property, every sequence checked the same
 * way, rather than failing (as test/property/engine.property.test.ts does). The floors stay.
 */
async function topUp<T extends unknown[]>(
  property: fc.IAsyncPropertyWithHooks<T>,
  floors: Record<string, number>,
) {
  const short = () => Object.entries(floors).some(([what, n]) => (seen.get(what) ?? 0) <= n);
  for (let more = 0; more < 3 && short(); more++) {
    count('top_ups');
    await fc.assert(property, { numRuns: RUNS });
  }
  for (const [what, n] of Object.entries(floors))
    expect(seen.get(what) ?? 0, what).toBeGreaterThan(n);
}

describe('pipelined shards against a one-at-a-time reference', () => {
  it('same answers, state and log; every invariant after each wave and after replay', async () => {
    await fc.assert(agreesWithReference, { numRuns: RUNS });
  });

  it('a failed write answers nothing decided after it; the log replays to a prefix of the ' +
    'reference', async () => {
    await fc.assert(failedWriteStops, { numRuns: RUNS });
    // The runs must have reached past a failure with answers on both sides of it.
    await topUp(failedWriteStops, { failed_runs: 15, outcome_unknown: 50 });
  }, 300_000);

  it('exercised successes and every kind of refusal', async () => {
    await topUp(agreesWithReference, {
      ok: 5,
      invalid_state: 5,
      not_found: 5,
      insufficient_escrow_balance: 5,
      safety_filter_blocked: 5,
    });
  }, 300_000);
});
