// Proves, over random runs of campaign creations (one Operator a row, `slots: 2`, or consensus
// `2 of 3` with typed answers that agree or not), background batches, pauses, resumes, cancels,
// task approvals and cancels, completions and restarts from the log: money reconciles (every
// invariant holds, campaign_funded included, and the wallet equals the deposit less what was
// released and what is still held) and no row ever yields two tasks. Finished campaigns leave
// memory once their last task did: they are counted from the archive, and a move on one is refused
// as before it left.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { readCampaign } from '../../src/runtime/reads.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  memoryHome,
  openEngine,
  T0,
  TestClock,
} from '../support/harness.ts';
import { campaignBody } from '../support/campaigns.ts';

const orgId = 'org_p';
const agentId = 'agt_p';
const DEPOSIT = 50_000_000n;

type Action =
  | { kind: 'create'; rows: number; operators?: 'slots' | 'consensus' }
  | { kind: 'start'; c: number; max: number }
  | { kind: 'pause' | 'resume' | 'cancel' | 'finish'; c: number }
  | { kind: 'approve' | 'pay' | 'cancelTask'; c: number; row: number }
  | { kind: 'restart' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record(
      {
        kind: fc.constant('create' as const),
        rows: fc.integer({ min: 1, max: 4 }),
        operators: fc.constantFrom('slots' as const, 'consensus' as const),
      },
      { requiredKeys: ['kind', 'rows'] },
    ),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      c: fc.nat(2),
      max: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('pause' as const, 'resume' as const, 'cancel' as const),
      c: fc.nat(2),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('finish' as const), c: fc.nat(2) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom('approve' as const, 'pay' as const, 'cancelTask' as const),
      c: fc.nat(2),
      row: fc.nat(3),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

async function tolerate(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
  }
}

async function setup(engine: Engine) {
  await engine.execute({
    type: 'RegisterOrg',
    orgId,
    name: 'P',
    mode: 'live',
    agentId,
    agentName: 'a',
    keyHash: 'h'.repeat(64),
  });
  await engine.execute({
    type: 'SetDelegation',
    orgId,
    agentId,
    delegation: { can_post_tasks: true, can_approve_release: true },
  });
  await engine.execute({ type: 'SetOrgFlags', orgId, flags: { 'flags.campaigns.engine': true } });
  await engine.execute({
    type: 'Deposit',
    orgId,
    depositId: 'd',
    amountMinor: DEPOSIT,
    currency: 'NGN',
  });
}

async function run(engine: Engine, a: Action, ids: string[], seq: number): Promise<void> {
  const id = 'c' in a ? ids[a.c % Math.max(1, ids.length)] : undefined;
  if (a.kind === 'create') {
    const body = campaignBody(a.rows);
    const template =
      a.operators === 'slots'
        ? { ...body.template, slots: 2 }
        : a.operators === 'consensus'
          ? {
              ...body.template,
              answer_schema: SCHEMA,
              assurance: { agreement: 2, max_operators: 3 },
            }
          : body.template;
    const r = (await engine.execute({
      type: 'CreateCampaign',
      orgId,
      agentId,
      input: { ...body, template } as never,
      idem: { key: `k${seq}`, fingerprint: `f${seq}` },
    })) as { campaignId: string };
    ids.push(r.campaignId);
    return;
  }
  if (a.kind === 'restart' || id === undefined) return;
  if (a.kind === 'start')
    return tolerate(
      engine.execute({ type: 'StartCampaignRows', orgId, campaignId: id, max: a.max }),
    );
  if (a.kind === 'finish')
    return tolerate(engine.execute({ type: 'FinishCampaign', orgId, campaignId: id }));
  if (a.kind === 'pause' || a.kind === 'resume' || a.kind === 'cancel') {
    return tolerate(
      engine.execute({
        type: 'MoveCampaign',
        orgId,
        agentId,
        campaignId: id,
        action: a.kind.toUpperCase() as 'PAUSE',
      }),
    );
  }
  const taskId = engine.stateOf(orgId).campaigns.get(id)?.rows[(a as { row: number }).row]?.taskId;
  if (!taskId) return;
  if (a.kind === 'cancelTask')
    return tolerate(engine.execute({ type: 'CancelTask', orgId, agentId, taskId }));
  // Every slot of the row's task is worked, each by an Operator of its own (one, for one slot).
  const first = engine.stateOf(orgId).tasks.get(taskId);
  const slots = first?.slotIds ?? [taskId];
  for (const [k, slotId] of slots.entries()) {
    const operatorId = `op_${k + 1}`;
    for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const)
      await tolerate(
        engine.execute({
          type: 'StepTask',
          orgId,
          taskId: slotId,
          step,
          ...(step === 'MATCH' ? { operatorId } : {}),
        }),
      );
    if (first?.answerSchema)
      await tolerate(
        engine.execute({
          type: 'SubmitProof',
          orgId,
          taskId: slotId,
          operatorId,
          proof: {
            capturedAt: new Date(T0).toISOString(),
            mediaSha256: ['a'.repeat(64)],
            location: { lat: 6.6, lng: 3.35 },
            answers: { open: (seq + k) % 3 !== 0 },
          },
        }),
      );
    else
      for (const step of ['SUBMIT_PROOF', 'BEGIN_VERIFY'] as const)
        await tolerate(engine.execute({ type: 'StepTask', orgId, taskId: slotId, step }));
    const slot = slots.length > 1 ? { slot: slotId } : {};
    await tolerate(engine.execute({ type: 'ApproveTask', orgId, agentId, taskId, ...slot }));
    // Paid is final: the task leaves memory, and with the last one its finished campaign.
    if (a.kind === 'pay')
      await tolerate(
        engine.execute({ type: 'SettleTask', orgId, taskId: slotId, payoutRef: `po_${slotId}` }),
      );
  }
}

const SCHEMA = { fields: [{ key: 'open', label: 'Open?', type: 'boolean' as const }] };

it('money reconciles and no row yields two tasks, ' +
  'whatever the order of moves and restarts', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 60 }), async (actions) => {
      const home = memoryHome();
      const mint = counterMint();
      let engine = await openEngine(home, { clock: new TestClock(T0), mint });
      await setup(engine);
      const ids: string[] = [];
      for (const [i, a] of [{ kind: 'create', rows: 2 } as Action, ...actions].entries()) {
        if (a.kind === 'restart') {
          await engine.close();
          engine = await openEngine(home, { clock: new TestClock(T0), mint });
        }
        await run(engine, a, ids, i);
        // As the runtime's CampaignStarter does after each commit: a campaign whose every row ended
        // completes.
        for (const c of engine.stateOf(orgId).campaigns.values()) {
          if (c.ended === c.rows.length && (c.status === 'active' || c.status === 'paused'))
            await engine.execute({ type: 'FinishCampaign', orgId, campaignId: c.id });
        }
      }
      const state = engine.stateOf(orgId);
      if (process.env.CMP_STATS)
        console.log(
          'STAT',
          'archived',
          ids.filter((i) => !state.campaigns.has(i)).length,
          [...state.campaigns.values()]
            .map((c) => `${c.status}:${c.created}/${c.rows.length}:${c.ended}`)
            .join(' '),
        );
      let released = 0n;
      let held = 0n;
      const seen = new Set<string>();
      for (const id of ids) {
        const c = state.campaigns.get(id) ?? (await readCampaign(engine, id, orgId))!.campaign;
        // In memory exactly while it may still change: not finished, or a task of it still in
        // memory.
        const open =
          c.status === 'active' ||
          c.status === 'paused' ||
          c.rows.some((r) => r.taskId !== null && state.tasks.has(r.taskId));
        expect(state.campaigns.has(id)).toBe(open);
        released += c.spentMinor;
        held += c.budgetMinor - c.spentMinor - c.refundedMinor;
        for (const r of c.rows) {
          if (r.taskId === null) continue;
          expect(seen.has(r.taskId)).toBe(false);
          seen.add(r.taskId);
        }
      }
      expect(state.balances.get(`NGN|wallet:${orgId}`) ?? 0n).toBe(DEPOSIT - released - held);
      expect(failuresOf(await checkAll(engine))).toEqual([]);
      await engine.close();
    }),
    { numRuns: 40 },
  );
}, 120_000);
