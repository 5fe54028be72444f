// Proves gold funding keeps the ledger whole (docs/outcomes.md, "Gold tasks"): under random
// sequences of gold task creates (valid and refused, live and test, one slot or several), ordinary
// creates, every
// platform step of their lives (offers, lapses, proofs right and wrong, staff review, settle,
// expiry), quality reviews and restarts, every invariant `errand verify` checks holds (balanced
// entries, wallets reconciled, escrow conserved, live state equal to a replay and to snapshots,
// quality tallies included, gold_funded among them), the gold orgs' wallets hold nothing (a
// cancelled or expired gold task's money went back to the funding account), the funding account
// is down by exactly what gold tasks spent plus what their escrows still hold (funded = that +
// what was returned), no ordinary org's wallet paid for a gold task, and verify's recount of the
// quality tallies from the raw records agrees with apply's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/core/commands.ts';
import { GOLD_AGENT, GOLD_FUNDING_ACCOUNT, GOLD_ORG } from '../../src/core/decide-gold.ts';
import { allBalances, type ShardState } from '../../src/core/state.ts';
import { readTask } from '../../src/runtime/reads.ts';
import { DomainError } from '../../src/errors/problem.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  memoryHome,
  openEngine,
  T0,
  TestClock,
} from '../support/harness.ts';

const OPERATORS = ['op_1', 'op_2'];
const ORG = 'org_a';
const schema = { fields: [{ key: 'open', type: 'boolean' as const, label: 'Open?' }] };
const taskInput = (nowMs: number, reward: string, answer_schema?: typeof schema) => ({
  type: 'field_verification',
  title: 'Check the shop',
  instructions: 'Confirm the shop at 12 Allen Avenue is open.',
  reward_major: reward,
  deadline: new Date(nowMs + 2 * 3_600_000).toISOString(),
  zone_ref: 'ng.lagos.ikeja',
  ...(answer_schema ? { answer_schema } : {}),
});

type Step =
  | { kind: 'gold'; mode: 'live' | 'test'; reward: string; valid: boolean; slots: number }
  | { kind: 'own'; reward: string }
  | { kind: 'step'; pick: number; step: string; operator: string; right: boolean }
  | { kind: 'review'; operator: string; decision: 'reinstate' | 'pause' }
  | { kind: 'restart' }
  /** A task's whole way to a proof in one step, so graded gold answers are common. */
  | { kind: 'life'; pick: number; operator: string; right: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('gold' as const),
    mode: fc.constantFrom('live' as const, 'test' as const),
    reward: fc.constantFrom('1500', '2000.50', '0.01'),
    valid: fc.boolean(),
    // Several slots: every one graded against the known answer (docs/outcomes.md).
    slots: fc.constantFrom(1, 1, 2, 3),
  }),
  fc.record({ kind: fc.constant('own' as const), reward: fc.constantFrom('1500', '900000') }),
  fc.record({
    kind: fc.constant('step' as const),
    pick: fc.nat(),
    step: fc.constantFrom(
      'SCREEN_PASSED',
      'MATCH',
      'OFFER_LAPSED',
      'ACCEPT',
      'START',
      'PROOF',
      'APPROVE',
      'REJECT',
      'SETTLE',
      'EXPIRE',
      'CANCEL',
    ),
    operator: fc.constantFrom(...OPERATORS),
    right: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('review' as const),
    operator: fc.constantFrom(...OPERATORS),
    decision: fc.constantFrom('reinstate' as const, 'pause' as const),
  }),
  fc.constant({ kind: 'restart' as const }),
  fc.record({
    kind: fc.constant('life' as const),
    pick: fc.nat(),
    operator: fc.constantFrom(...OPERATORS),
    right: fc.boolean(),
  }),
);

/**
 * Over all runs: gold answers graded, tallies recounted, gold money returned and gold postings
 * checked by verify, so each was seen.
 */
const seen = { graded: 0, recounted: 0, returned: 0, goldChecked: 0, slotsGraded: 0 };

const modeOf = (orgId: string) => (orgId === GOLD_ORG.test ? 'test' : 'live');

async function quietly(engine: Engine, cmd: Command): Promise<unknown> {
  try {
    return await engine.execute(cmd);
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

async function setup(engine: Engine): Promise<void> {
  for (const mode of ['live', 'test'] as const) {
    const orgId = GOLD_ORG[mode];
    const agentId = GOLD_AGENT[mode];
    await engine.execute({ type: 'CreateOrg', orgId, name: 'gold', mode });
    await engine.execute({ type: 'CreateAgent', orgId, agentId, name: 'gold' });
    const delegation = { can_post_tasks: true };
    await engine.execute({ type: 'SetDelegation', orgId, agentId, delegation });
  }
  await engine.execute({ type: 'CreateOrg', orgId: ORG, name: 'A', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: ORG, agentId: 'agt_a', name: 'a' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: ORG,
    agentId: 'agt_a',
    delegation: { can_post_tasks: true, can_approve_release: true, can_open_disputes: true },
  });
  const amountMinor = 1_000_000n;
  await engine.execute({
    type: 'Deposit',
    orgId: ORG,
    depositId: 'd1',
    amountMinor,
    currency: 'NGN',
  });
  for (const id of OPERATORS)
    await engine.execute({
      type: 'RegisterOperator',
      operator: {
        id,
        firstName: 'A',
        lastName: 'B',
        phone: '+234',
        languages: ['en'],
        lgaCoverage: ['ng.lagos.ikeja'],
        skills: [],
        tier: 'verified',
        zoneRef: 'ng.lagos.ikeja',
        location: { lat: 6.6, lng: 3.35 },
        tokenHash: 't'.repeat(64),
        createdAtMs: 0,
      },
    });
}

function proof(
  base: { orgId: string; taskId: string },
  operatorId: string,
  answers: Record<string, boolean>,
): Command {
  return {
    type: 'SubmitProof',
    ...base,
    operatorId,
    proof: {
      capturedAt: new Date(T0).toISOString(),
      mediaSha256: ['a'.repeat(64)],
      location: { lat: 6.6, lng: 3.35 },
      answers,
    },
  };
}

function balanceOf(engine: Engine, account: string): bigint {
  let sum = 0n;
  for (const state of engine.states().values() as Iterable<ShardState>)
    for (const [key, v] of allBalances(state)) if (key.endsWith(`|${account}`)) sum += v;
  return sum;
}

const RELEASED = new Set(['approved', 'paid', 'resolved_released']);
const REFUNDED = new Set(['cancelled', 'expired', 'resolved_refunded']);

/**
 * Each gold task's (each slot's) part by where it ended: spent (released), refunded, or held in
 * escrow; per lock, the parts still held are what it holds.
 */
async function goldOutcomes(engine: Engine, gold: Map<string, bigint>) {
  const out = { spent: 0n, refunded: 0n, held: 0n };
  const locks = new Map<string, { held: bigint; lock: bigint }>();
  for (const [id, part] of gold) {
    const read = await readTask(engine, id);
    if (!read) throw new Error(`gold task ${id} not found`);
    const lock = locks.get(read.lock.id) ?? { held: 0n, lock: read.lock.heldMinor };
    locks.set(read.lock.id, lock);
    if (RELEASED.has(read.task.state)) out.spent += part;
    else if (REFUNDED.has(read.task.state)) out.refunded += part;
    else {
      lock.held += part;
      out.held += part;
    }
  }
  for (const { held, lock } of locks.values()) expect(held).toBe(lock);
  return out;
}

/** The command of one platform or agent step on task `t`. */
function stepCommand(
  s: Extract<Step, { kind: 'step' }>,
  t: { orgId: string; id: string },
): Command {
  const base = { orgId: t.orgId, taskId: t.id };
  switch (s.step) {
    case 'PROOF':
      return proof(base, s.operator, t.orgId === ORG ? {} : { open: s.right });
    case 'APPROVE':
    case 'REJECT':
      return { type: 'ReviewTask', ...base, decision: s.step === 'APPROVE' ? 'approve' : 'reject' };
    case 'SETTLE':
      return { type: 'SettleTask', ...base };
    case 'EXPIRE':
      return { type: 'ExpireTask', ...base };
    case 'CANCEL': {
      const agentId = t.orgId === ORG ? 'agt_a' : GOLD_AGENT[modeOf(t.orgId)];
      return { type: 'CancelTask', ...base, agentId };
    }
    default:
      return {
        type: 'StepTask',
        ...base,
        step: s.step as 'MATCH',
        ...(s.step === 'MATCH' ? { operatorId: s.operator } : {}),
      };
  }
}

const RUNS = 60;

describe('gold funding in the ledger', () => {
  it('keeps every invariant over random gold and ordinary task lives with restarts', async () => {
    const goldLives = fc.asyncProperty(
      fc.array(step, { minLength: 5, maxLength: 30 }),
      async (steps) => {
        const home = memoryHome();
        const clock = new TestClock(T0);
        const mint = counterMint();
        let engine = await openEngine(home, { clock, mint });
        try {
          await setup(engine);
          const tasks: { orgId: string; id: string }[] = [];
          const gold = new Map<string, bigint>();
          /** Gold slots after the first of their task: graded since `everySlot`. */
          const laterSlots = new Set<string>();
          for (const s of steps) {
            if (s.kind === 'restart') {
              await engine.close();
              engine = await openEngine(home, { clock, mint });
            } else if (s.kind === 'gold') {
              const created = (await quietly(engine, {
                type: 'CreateGoldTask',
                orgId: GOLD_ORG[s.mode],
                agentId: GOLD_AGENT[s.mode],
                input: {
                  ...taskInput(clock.now(), s.reward, schema),
                  ...(s.slots > 1 ? { slots: s.slots } : {}),
                },
                knownAnswer: s.valid ? { open: true } : { open: 'yes' },
              })) as { taskId: string; totalChargedMinor: string } | undefined;
              expect(created !== undefined).toBe(s.valid && s.reward !== '0.01');
              if (created) {
                const ids = engine.findTask(created.taskId)?.slotIds ?? [created.taskId];
                const part = BigInt(created.totalChargedMinor) / BigInt(ids.length);
                for (const id of ids) {
                  if (id !== created.taskId) laterSlots.add(id);
                  gold.set(id, part);
                  tasks.push({ orgId: GOLD_ORG[s.mode], id });
                }
              }
            } else if (s.kind === 'own') {
              const created = (await quietly(engine, {
                type: 'CreateTask',
                orgId: ORG,
                agentId: 'agt_a',
                input: taskInput(clock.now(), s.reward),
              })) as { taskId: string } | undefined;
              if (created) tasks.push({ orgId: ORG, id: created.taskId });
            } else if (s.kind === 'review') {
              await quietly(engine, {
                type: 'ReviewOperatorQuality',
                operatorId: s.operator,
                decision: s.decision,
                outcomes: 0,
              });
            } else if (s.kind === 'life' && tasks.length > 0) {
              const t = tasks[s.pick % tasks.length]!;
              const base = { orgId: t.orgId, taskId: t.id };
              for (const st of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const)
                await quietly(engine, {
                  type: 'StepTask',
                  ...base,
                  step: st,
                  ...(st === 'MATCH' ? { operatorId: s.operator } : {}),
                });
              await quietly(
                engine,
                proof(base, s.operator, t.orgId === ORG ? {} : { open: s.right }),
              );
            } else if (s.kind === 'step' && tasks.length > 0) {
              const t = tasks[s.pick % tasks.length]!;
              const cmd = stepCommand(s, t);
              if (s.step === 'EXPIRE') clock.advance(3 * 3_600_000);
              await quietly(engine, cmd);
            }
          }
          const report = await checkAll(engine);
          expect(failuresOf(report)).toEqual([]);
          const funding = balanceOf(engine, GOLD_FUNDING_ACCOUNT);
          const ends = await goldOutcomes(engine, gold);
          let funded = 0n;
          for (const total of gold.values()) funded += total;
          expect(balanceOf(engine, `wallet:${GOLD_ORG.live}`)).toBe(0n);
          expect(balanceOf(engine, `wallet:${GOLD_ORG.test}`)).toBe(0n);
          expect(-funding).toBe(ends.spent + ends.held);
          expect(funded).toBe(ends.spent + ends.held + ends.refunded);
          if (ends.refunded > 0n) seen.returned += 1;
          seen.goldChecked += report.invariants.find((r) => r.name === 'gold_funded')!.checked;
          for (const state of engine.states().values()) {
            for (const t of state.operatorTally.values()) {
              seen.graded += t.goldRight + t.goldWrong;
              for (const r of t.recent ?? [])
                if (r.kind.startsWith('gold') && laterSlots.has(r.taskId)) seen.slotsGraded++;
            }
          }
          seen.recounted += report.invariants.find((r) => r.name === 'quality_tally')!.checked;
        } finally {
          await engine.close();
        }
      },
    );
    await fc.assert(goldLives, { numRuns: RUNS });
    // The floors are counts over random runs, and a gold refund is not in every batch (one clean
    // clone's 60 runs saw none): a batch that fell short is topped up with up to three more of the
    // same property, every run checked the same way, as test/property/pipeline.property.test.ts
    // does. The floors stay.
    const short = () => Object.values(seen).some((n) => n === 0);
    for (let more = 0; more < 3 && short(); more += 1)
      await fc.assert(goldLives, { numRuns: RUNS });
    expect(seen.graded).toBeGreaterThan(0);
    expect(seen.slotsGraded).toBeGreaterThan(0);
    expect(seen.recounted).toBeGreaterThan(0);
    expect(seen.returned).toBeGreaterThan(0);
    expect(seen.goldChecked).toBeGreaterThan(0);
  });
});
