// Proves the matcher's index picks what a scan of the whole registry picks: random registrations
// (coverage, skills, language, probation, sandbox), tasks (LGA or State zone, type, language,
// minimum quality, slots, consensus, test mode, gold), offers, lapses, acceptances, typed answers,
// approvals, rejections, runs of outcomes (to the trusted level, or paused by the score), an
// Operator given a second task by hand (as another node's offer would), freezes, quality reviews,
// cancels and restarts drive a real engine and its matcher, and every decision the matcher makes
// equals test/support/matcher-reference.ts's at that moment. The scan counts as engaged whoever
// the state shows holding a task, so an Operator freed while still holding one is a mismatch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Command, OPERATORS_ROUTING_KEY, type OperatorStep } from '../../src/core/commands.ts';
import { isPaused, levelOf, tallyOf } from '../../src/core/quality.ts';
import { GOLD_AGENT, GOLD_ORG } from '../../src/core/decide-gold.ts';
import type { OperatorFields } from '../../src/core/events.ts';
import type { Task } from '../../src/core/state.ts';
import { Matcher } from '../../src/effects/matcher.ts';
import { DomainError } from '../../src/errors/problem.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import { memoryHome, openEngine, TestClock } from '../support/harness.ts';
import { type MatcherMemory, referencePick } from '../support/matcher-reference.ts';

const LGAS = ['ng.lagos.ikeja', 'ng.lagos.surulere', 'ng.fct.abuja-municipal-area-council'];
const TASK_ZONES = [...LGAS, 'ng.lagos'];
const STATES = ['ng.lagos', 'ng.fct'];
// Two live types and a pilot one (an Operator on probation is offered live types only).
const TYPES = ['field_verification', 'storefront_photo', 'phone_call'];
const LEVELS = [undefined, 'standard', 'trusted', 'expert'] as const;
const ORGS = [
  { id: 'org_idx0', mode: 'live' },
  { id: 'org_idx1', mode: 'live' },
  { id: 'org_idx2', mode: 'test' },
] as const;
const schema = { fields: [{ key: 'open', type: 'boolean' as const, label: 'Open?' }] };

const Step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      lgas: fc.subarray([0, 1, 2], { minLength: 1 }),
      state: fc.nat(1),
      skills: fc.subarray([0, 1, 2], { minLength: 1 }),
      yoruba: fc.boolean(),
      probation: fc.boolean(),
      sandbox: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      org: fc.nat(2),
      zone: fc.nat(3),
      type: fc.nat(2),
      yoruba: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      // Mostly no minimum (a newcomer is at no level above standard), often trusted.
      level: fc.constantFrom(0, 0, 0, 0, 0, 1, 2, 2, 2, 3),
      slots: fc.integer({ min: 0, max: 4 }).map((n) => Math.max(1, n - 2)),
      // A consensus task: two must agree, up to three Operators (slots added on disagreement).
      consensus: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gold' as const), zone: fc.nat(3) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pass' as const) }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('step' as const),
      task: fc.nat(20),
      step: fc.constantFrom('lapse', 'accept', 'approve', 'reject', 'cancel'),
      // A typed task's answer (consensus tasks agree or not on it).
      open: fc.boolean(),
    }),
  },
  // A live Operator already holding a task is given another by hand (as an offer from another
  // node of a shared log would be): it is free again only when both have ended.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('second' as const), op: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('freeze' as const),
      op: fc.nat(30),
      on: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      op: fc.nat(30),
      decision: fc.constantFrom('pause' as const, 'reinstate' as const),
    }),
  },
  // An Operator's record in quick succession (tasks offered to it by hand and worked through):
  // enough outcomes to reach the trusted level, or to be paused by the score.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('history' as const),
      op: fc.nat(30),
      outcomes: fc.array(fc.constantFrom('approve', 'approve', 'reject', 'lapse'), {
        minLength: 1,
        maxLength: 6,
      }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
);
type Step = typeof Step extends fc.Arbitrary<infer S> ? S : never;
type StepOf<K> = Extract<Step, { kind: K }>;

function operator(i: number, s: StepOf<'register'>): OperatorFields {
  return {
    id: `opr_idx${i}`,
    firstName: 'Ada',
    lastName: `Index${i}`,
    phone: `+2348${String(i).padStart(9, '0')}`,
    languages: s.yoruba ? ['en', 'yo'] : ['en'],
    lgaCoverage: s.lgas.map((n) => LGAS[n]!),
    skills: s.skills.map((n) => TYPES[n]!),
    tier: s.probation ? 'probation' : 'verified',
    zoneRef: STATES[s.state]!,
    location: { lat: 6.6, lng: 3.35 },
    tokenHash: `idx${i}`,
    createdAtMs: 0,
    ...(s.sandbox ? { sandbox: true } : {}),
  };
}

function setupCommands(): Command[] {
  const out: Command[] = [];
  for (const mode of ['live', 'test'] as const) {
    const orgId = GOLD_ORG[mode];
    const agentId = GOLD_AGENT[mode];
    out.push(
      { type: 'CreateOrg', orgId, name: 'gold', mode },
      { type: 'CreateAgent', orgId, agentId, name: 'gold' },
      { type: 'SetDelegation', orgId, agentId, delegation: { can_post_tasks: true } },
    );
  }
  for (const { id: orgId, mode } of ORGS) {
    const agentId = `agt_${orgId}`;
    const delegation = { can_post_tasks: true, can_approve_release: true };
    out.push(
      { type: 'CreateOrg', orgId, name: orgId, mode },
      { type: 'CreateAgent', orgId, agentId, name: 'index' },
      { type: 'SetDelegation', orgId, agentId, delegation },
      { type: 'Deposit', orgId, depositId: `d_${orgId}`, amountMinor: 10n ** 12n, currency: 'NGN' },
    );
  }
  return out;
}

async function tolerate(p: Promise<unknown>): Promise<boolean> {
  try {
    await p;
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** What the test reaches inside the matcher: its decision and what a decision reads. */
interface MatcherInside {
  pick(task: Task): string | undefined;
  index: { engaged: Map<string, Set<string>>; lastOffer: Map<string, number> };
  sinceGold: Map<string, number>;
  goldEvery: number;
}

/** Counts of what the runs reached, so a generator that explores nothing fails the test. */
const reached = {
  decisions: 0,
  picked: 0,
  none: 0,
  gold: 0,
  sandbox: 0,
  slots: 0,
  trusted: 0,
  paused: 0,
  /** A live Operator held two tasks at once. */
  heldTwo: 0,
  /** Decisions made while some live Operator held two tasks. */
  whileTwo: 0,
  consensus: 0,
};

const ENGAGED = new Set(['matched', 'accepted', 'in_progress']);

/** The Operators the state shows holding a task (offered or working), each with how many. */
function holders(engine: Engine): Map<string, number> {
  const out = new Map<string, number>();
  for (const state of engine.states().values())
    for (const t of state.tasks.values())
      if (t.operatorId && ENGAGED.has(t.state))
        out.set(t.operatorId, (out.get(t.operatorId) ?? 0) + 1);
  return out;
}

function taskInput(clock: TestClock, type: string, zone: string) {
  return {
    type,
    title: 'Check the shop',
    instructions: 'Confirm the shop at 12 Allen Avenue is open; photograph it.',
    reward_major: '1500.00',
    deadline: new Date(clock.now() + 48 * 3_600_000).toISOString(),
    zone_ref: zone,
    proof_requirements: [],
  };
}

describe('the matcher index', () => {
  it('picks the same Operator as a scan of the registry, every decision', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(Step, { minLength: 20, maxLength: 100, size: 'max' }),
        async (steps) => {
          const home = memoryHome();
          const clock = new TestClock();
          let matcher: Matcher | undefined;
          const mismatches: string[] = [];
          let engine: Engine;
          const open = async () => {
            engine = await openEngine(home, {
              clock,
              onCommitted: (shard, seq, record) => {
                for (const e of record.events)
                  if (e.type === 'ConsensusDecided') reached.consensus++;
                matcher?.committed(shard, seq, record);
              },
            });
            matcher = new Matcher(engine, clock, 60_000, 3);
            const inside = matcher as unknown as MatcherInside;
            const indexed = inside.pick.bind(matcher);
            // Every decision of the matcher's own passes, checked against the scan at that moment.
            inside.pick = (task: Task) => {
              const got = indexed(task);
              // Engaged: booked by the matcher (an offer not yet written) or holding a task now.
              const holding = holders(engine);
              const live = engine.stateOf(OPERATORS_ROUTING_KEY).operators;
              if ([...holding].some(([id, n]) => n > 1 && !live.get(id)?.sandbox))
                reached.whileTwo++;
              const memory: MatcherMemory = {
                engaged: { has: (id) => inside.index.engaged.has(id) || holding.has(id) },
                lastOffer: inside.index.lastOffer,
                sinceGold: inside.sinceGold,
                goldEvery: inside.goldEvery,
              };
              const want = referencePick(engine, task, memory);
              reached.decisions++;
              reached[got === undefined ? 'none' : 'picked']++;
              if (task.orgId === GOLD_ORG.live && got !== undefined) reached.gold++;
              if (task.slotGroup !== undefined) reached.slots++;
              if (got !== want) mismatches.push(`${task.id}: index ${got}, scan ${want}`);
              return got;
            };
          };
          await open();
          for (const c of setupCommands()) await engine!.execute(c);
          let registered = 0;
          const ops: OperatorFields[] = [];
          for (const s of steps) {
            const e = engine!;
            if (s.kind === 'register') {
              const op = operator(registered++, s);
              ops.push(op);
              if (op.sandbox) reached.sandbox++;
              await e.execute({ type: 'RegisterOperator', operator: op });
            } else if (s.kind === 'create' || s.kind === 'gold') {
              const consensus = s.kind === 'create' && s.consensus;
              const input = {
                ...taskInput(
                  clock,
                  s.kind === 'gold' ? TYPES[0]! : TYPES[s.type]!,
                  TASK_ZONES[s.zone]!,
                ),
                ...(s.kind === 'create' && s.yoruba ? { language: 'yo' } : {}),
                ...(s.kind === 'create' && LEVELS[s.level] ? { min_quality: LEVELS[s.level] } : {}),
                ...(s.kind === 'create' && s.slots > 1 && !consensus ? { slots: s.slots } : {}),
                ...(s.kind === 'gold' || consensus ? { answer_schema: schema } : {}),
                ...(consensus ? { assurance: { agreement: 2, max_operators: 3 } } : {}),
              };
              const orgId = s.kind === 'gold' ? GOLD_ORG.live : ORGS[s.org]!.id;
              const command: Command =
                s.kind === 'gold'
                  ? {
                      type: 'CreateGoldTask',
                      orgId,
                      agentId: GOLD_AGENT.live,
                      input,
                      knownAnswer: { open: true },
                    }
                  : { type: 'CreateTask', orgId, agentId: `agt_${orgId}`, input };
              await tolerate(e.execute(command));
              const screening = [...e.stateOf(orgId).tasks.values()].filter(
                (t) => t.state === 'screening',
              );
              if (screening.length > 0)
                await e.execute({
                  type: 'ScreenTasks',
                  shard: e.shardFor(orgId).id,
                  taskIds: screening.map((t) => t.id),
                });
            } else if (s.kind === 'pass') {
              clock.advance(1_000);
              await matcher!.tickNow();
            } else if (s.kind === 'step') {
              const active = [...e.states().values()]
                .flatMap((st) => [...st.tasks.values()])
                .filter((t) => ['matched', 'accepted', 'verifying'].includes(t.state))
                .sort((a, b) => (a.id < b.id ? -1 : 1));
              const t = active[s.task % Math.max(1, active.length)];
              if (!t) continue;
              const base = { orgId: t.orgId, taskId: t.id };
              const agentId = `agt_${t.orgId}`;
              const slot = t.slotGroup !== undefined ? { taskId: t.slotGroup, slot: t.id } : {};
              if (s.step === 'lapse')
                await tolerate(e.execute({ type: 'StepTask', ...base, step: 'OFFER_LAPSED' }));
              else if (s.step === 'accept') {
                await tolerate(e.execute({ type: 'StepTask', ...base, step: 'ACCEPT' }));
                await tolerate(e.execute({ type: 'StepTask', ...base, step: 'START' }));
                if (t.answerSchema && t.operatorId) {
                  // A typed question: the answer comes with the proof (consensus reads it).
                  const proof = {
                    capturedAt: new Date(clock.now()).toISOString(),
                    mediaSha256: [],
                    location: { lat: 6.6, lng: 3.35 },
                    answers: { open: s.open },
                  };
                  const operatorId = t.operatorId;
                  await tolerate(e.execute({ type: 'SubmitProof', ...base, operatorId, proof }));
                } else {
                  await tolerate(e.execute({ type: 'StepTask', ...base, step: 'SUBMIT_PROOF' }));
                  await tolerate(e.execute({ type: 'StepTask', ...base, step: 'BEGIN_VERIFY' }));
                }
              } else if (s.step === 'approve')
                await tolerate(e.execute({ type: 'ApproveTask', ...base, agentId, ...slot }));
              else if (s.step === 'reject')
                await tolerate(e.execute({ type: 'RejectTask', ...base, agentId, ...slot }));
              else await tolerate(e.execute({ type: 'CancelTask', ...base, agentId, ...slot }));
            } else if (s.kind === 'second' && registered > 0) {
              const op = ops[s.op % registered]!;
              if (op.sandbox || !holders(e).has(op.id)) continue;
              const orgId = ORGS[0].id;
              const input = taskInput(clock, op.skills[0]!, op.lgaCoverage[0]!);
              const agentId = `agt_${orgId}`;
              const made = e.execute({ type: 'CreateTask', orgId, agentId, input });
              const { taskId } = (await made) as { taskId: string };
              const shard = e.shardFor(orgId).id;
              await e.execute({ type: 'ScreenTasks', shard, taskIds: [taskId] });
              const match = { type: 'StepTask', orgId, taskId, step: 'MATCH', operatorId: op.id };
              if (await tolerate(e.execute(match as Command))) reached.heldTwo++;
            } else if (s.kind === 'freeze' && registered > 0) {
              const operatorId = `opr_idx${s.op % registered}`;
              await tolerate(e.execute({ type: 'SetOperatorFrozen', operatorId, frozen: s.on }));
            } else if (s.kind === 'review' && registered > 0) {
              const operatorId = `opr_idx${s.op % registered}`;
              const { decision } = s;
              await tolerate(
                e.execute({ type: 'ReviewOperatorQuality', operatorId, decision, outcomes: 0 }),
              );
            } else if (s.kind === 'history' && registered > 0) {
              const op = ops[s.op % registered]!;
              const inside = matcher as unknown as MatcherInside;
              if (inside.index.engaged.has(op.id)) continue;
              const orgId = op.sandbox ? ORGS[2].id : ORGS[0].id;
              const agentId = `agt_${orgId}`;
              for (const outcome of s.outcomes) {
                const input = taskInput(clock, op.skills[0]!, op.lgaCoverage[0]!);
                const created = (await e.execute({
                  type: 'CreateTask',
                  orgId,
                  agentId,
                  input,
                })) as {
                  taskId: string;
                };
                const base = { orgId, taskId: created.taskId };
                const shard = e.shardFor(orgId).id;
                await e.execute({ type: 'ScreenTasks', shard, taskIds: [created.taskId] });
                const step = (step: OperatorStep, operatorId?: string) =>
                  tolerate(e.execute({ type: 'StepTask', ...base, step, operatorId }));
                if (!(await step('MATCH', op.id))) break;
                if (outcome === 'lapse') await step('OFFER_LAPSED');
                else {
                  for (const next of ['ACCEPT', 'START', 'SUBMIT_PROOF', 'BEGIN_VERIFY'] as const)
                    await step(next);
                  const type = outcome === 'approve' ? 'ApproveTask' : 'RejectTask';
                  await tolerate(e.execute({ type, ...base, agentId }));
                }
              }
              const tally = tallyOf(e.states().values(), op.id);
              if (levelOf(tally) !== 'standard') reached.trusted++;
              const stored = e.stateOf(OPERATORS_ROUTING_KEY).operators.get(op.id);
              if (stored && isPaused(stored, tally)) reached.paused++;
            } else if (s.kind === 'restart') {
              await e.close();
              matcher = undefined;
              await open();
            }
          }
          await matcher!.tickNow();
          await engine!.close();
          expect(mismatches).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
    // The runs decided often, both ways, for slots, sandbox and gold alike.
    expect(reached.picked).toBeGreaterThan(200);
    expect(reached.none).toBeGreaterThan(200);
    expect(reached.gold).toBeGreaterThan(0);
    expect(reached.slots).toBeGreaterThan(0);
    expect(reached.sandbox).toBeGreaterThan(0);
    // Standings moved: Operators reached the trusted level, and the score paused some.
    expect(reached.trusted).toBeGreaterThan(0);
    expect(reached.paused).toBeGreaterThan(0);
    // Operators held two tasks while the matcher decided, and consensus counted slots.
    expect(reached.heldTwo).toBeGreaterThan(0);
    expect(reached.whileTwo).toBeGreaterThan(0);
    expect(reached.consensus).toBeGreaterThan(0);
  }, 300_000);
});
