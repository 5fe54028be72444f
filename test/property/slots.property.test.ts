// Proves, for any sequence of slot matches, answers, approvals, rejections, resolutions, appeals,
// lapsed offers, safety holds (at create, or an Operator's report or abandonment) released or
// refused, cancels, expiries and restarts (a replay of the records, or a snapshot read back) of a
// multi-worker or a consensus task: every invariant holds after every record, releases + refunds +
// what the lock holds = the lock, no slot is paid twice, a restart changes nothing, the recorded
// consensus is the pure function of the recorded answers, and a consensus task whose every slot
// has answered or ended is decided (none is left waiting).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRecord } from '../../src/core/apply.ts';
import { applyDecision } from '../../src/core/apply-decision.ts';
import type { Command } from '../../src/core/commands.ts';
import { decide } from '../../src/core/decide.ts';
import type { DecideContext } from '../../src/core/decide-context.ts';
import type { CommandRecord } from '../../src/core/events.ts';
import { checkLiveStates } from '../../src/core/invariants.ts';
import { decodeState, encodeState } from '../../src/core/state-codec.ts';
import { emptyShardState, type Task } from '../../src/core/state.ts';
import { consensusOf } from '../../src/domain/consensus.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { SLOT_REFUNDED } from '../../src/core/slots.ts';
import type { SafetyVerdict } from '../../src/domain/safety-verdict.ts';
import { createTask, funded, LOCK, ORG, AGENT, TASK } from '../decider/given.ts';
import { T0 } from '../support/decider.ts';

const schema = {
  fields: [
    { key: 'open', label: 'Open?', type: 'boolean' as const },
    { key: 'n', label: 'How many?', type: 'integer' as const, min: 0, max: 3 },
  ],
};
const ESCROW = `escrow:${LOCK}`;

type Op =
  | {
      k: 'screen' | 'match' | 'accept' | 'start' | 'approve' | 'reject' | 'expire' | 'lapse';
      i: number;
    }
  | { k: 'withdraw' | 'appeal'; i: number }
  | { k: 'hold'; i: number; release: boolean }
  | { k: 'uphold'; i: number; uphold: boolean }
  | { k: 'submit'; i: number; open: boolean; n: number }
  | { k: 'resolve'; i: number; agent: boolean }
  | { k: 'next'; i: number; open: boolean; n: number }
  | { k: 'cancel' }
  | { k: 'restart'; snapshot: boolean };

const slot = fc.integer({ min: 0, max: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  // Most steps take a slot one step further, so sequences reach answers, consensus and pay.
  {
    weight: 12,
    arbitrary: fc.record({
      k: fc.constant('next' as const),
      i: slot,
      open: fc.boolean(),
      n: fc.integer({ min: 0, max: 1 }),
    }),
  },
  fc.record({
    k: fc.constantFrom(
      'screen',
      'match',
      'accept',
      'start',
      'approve',
      'reject',
      'expire',
      'lapse',
    ),
    i: slot,
  }) as fc.Arbitrary<Op>,
  fc.record({ k: fc.constantFrom('withdraw', 'appeal'), i: slot }) as fc.Arbitrary<Op>,
  fc.record({ k: fc.constant('hold' as const), i: slot, release: fc.boolean() }),
  fc.record({ k: fc.constant('uphold' as const), i: slot, uphold: fc.boolean() }),
  fc.record({
    k: fc.constant('submit' as const),
    i: slot,
    open: fc.boolean(),
    n: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ k: fc.constant('resolve' as const), i: slot, agent: fc.boolean() }),
  fc.constant({ k: 'cancel' as const }),
  fc.record({ k: fc.constant('restart' as const), snapshot: fc.boolean() }),
);

/** What the generated sequences reached, so a test that explores nothing fails. */
const reached = new Set<string>();

class Run {
  state = emptyShardState();
  readonly records: CommandRecord[] = [];
  readonly ids: string[] = [];
  atMs = T0;
  private n = 0;
  private readonly ctx = (): DecideContext => ({
    atMs: this.atMs,
    feeBps: 1000n,
    zoneOverrides: new Map(),
    mint: (prefix) => `${prefix}_${(++this.n).toString().padStart(6, '0')}`,
  });

  /** Decides and applies; a refusal writes nothing. Returns the tasks it touched or evicted. */
  exec(command: Command): boolean {
    let decision: ReturnType<typeof decide>;
    try {
      decision = decide(this.state, command, this.ctx());
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    if (decision.kind === 'reply') return false;
    const { record } = applyDecision(this.state, this.atMs, command.type, decision);
    this.records.push(record);
    for (const e of record.events) {
      if (e.type === 'TaskCreated') this.ids.push(e.task.id);
      if (e.type === 'EscrowMoved') reached.add(e.event);
      if (e.type === 'ConsensusDecided') reached.add(e.outcome);
      if (e.type === 'HoldDecided') reached.add(`hold_${e.decision}`);
      if (e.type === 'AppealDecided') reached.add(`appeal_${e.decision}`);
      if (e.type === 'TaskMoved') reached.add(e.to);
    }
    const decided = record.events.find((e) => e.type === 'ConsensusDecided');
    if (decided?.type === 'ConsensusDecided') {
      // The recorded consensus is the function of the recorded answers (memory or just evicted).
      const evicted = this.state.evicted.flatMap((e) => (e.kind === 'task' ? [e.task] : []));
      const find = (id: string): Task | undefined =>
        this.state.tasks.get(id) ?? evicted.find((t) => t.id === id);
      const answered = decided.answered.map((id) => ({
        slotId: id,
        answers: find(id)!.proof!.answers,
      }));
      const again = consensusOf(schema, answered, 0);
      expect({ answers: decided.answers, agreed: decided.agreed }).toEqual({
        answers: again.answers,
        agreed: again.agreed,
      });
      expect(decided.confidence).toBe(again.confidence);
    }
    this.state.evicted.length = 0;
    expect(checkLiveStates(new Map([[0, this.state]])).mismatches).toEqual([]);
    return true;
  }

  restart(snapshot: boolean): void {
    const replayed = emptyShardState();
    for (const r of this.records) applyRecord(replayed, r);
    replayed.evicted.length = 0;
    const live = encodeState(this.state);
    expect(Buffer.from(encodeState(replayed)).equals(Buffer.from(live))).toBe(true);
    this.state = snapshot ? decodeState(live) : replayed;
  }
}

/** One step on slot `id` (its Operator is op_<i>); a refusal writes nothing. */
function step(run: Run, id: string, o: Exclude<Op, { k: 'cancel' | 'restart' | 'next' }>): void {
  const base = { orgId: ORG };
  const operatorId = `op_${o.i}`;
  const stepOf = (step: 'SCREEN_PASSED' | 'ACCEPT' | 'START' | 'OFFER_LAPSED') =>
    run.exec({ type: 'StepTask', ...base, taskId: id, step });
  const slotState = run.state.tasks.get(id)?.state;
  if (o.k === 'screen') stepOf('SCREEN_PASSED');
  else if (o.k === 'lapse') stepOf('OFFER_LAPSED');
  else if (o.k === 'withdraw')
    run.exec({
      type: 'WithdrawUnsafe',
      ...base,
      taskId: id,
      operatorId,
      kind: slotState === 'matched' ? 'report' : 'abandon',
    });
  else if (o.k === 'hold')
    run.exec({
      type: 'DecideHold',
      ...base,
      taskId: id,
      decision: o.release ? 'release' : 'refuse',
    });
  else if (o.k === 'appeal') run.exec({ type: 'OpenAppeal', ...base, taskId: id, operatorId });
  else if (o.k === 'uphold')
    run.exec({
      type: 'DecideAppeal',
      ...base,
      taskId: id,
      decision: o.uphold ? 'uphold' : 'overturn',
    });
  else if (o.k === 'accept') stepOf('ACCEPT');
  else if (o.k === 'start') stepOf('START');
  else if (o.k === 'match')
    run.exec({ type: 'StepTask', ...base, taskId: id, step: 'MATCH', operatorId });
  else if (o.k === 'submit')
    run.exec({
      type: 'SubmitProof',
      ...base,
      taskId: id,
      operatorId,
      proof: {
        capturedAt: new Date(T0).toISOString(),
        mediaSha256: ['a'.repeat(64)],
        location: { lat: 6.6, lng: 3.35 },
        answers: { open: o.open, n: o.n },
      },
    });
  else if (o.k === 'approve' || o.k === 'reject')
    run.exec({
      type: o.k === 'approve' ? 'ApproveTask' : 'RejectTask',
      ...base,
      agentId: AGENT,
      taskId: TASK,
      slot: id,
    });
  else if (o.k === 'resolve')
    run.exec({
      type: 'ResolveDispute',
      ...base,
      taskId: id,
      favour: o.agent ? 'agent' : 'operator',
    });
  else if (o.k === 'expire') {
    run.atMs = Math.max(run.atMs, T0 + 3 * 3_600_000);
    run.exec({ type: 'ExpireTask', ...base, taskId: id });
  }
}

const heldVerdict: SafetyVerdict = {
  blocked: false,
  held: true,
  category: 'dangerous_work',
  reasons: [],
};

function play(consensus: boolean, ops: readonly Op[], heldAtCreate = false): void {
  const run = new Run();
  for (const g of funded()) run.exec(g as Command);
  const create = consensus
    ? createTask({ answer_schema: schema, assurance: { agreement: 2, max_operators: 3 } })
    : createTask({ slots: 3 });
  const created = run.exec(
    heldAtCreate && create.type === 'CreateTask' ? { ...create, screened: heldVerdict } : create,
  );
  expect(created).toBe(true);
  const base = { orgId: ORG };
  for (const o of ops) {
    if (o.k === 'restart') {
      run.restart(o.snapshot);
      continue;
    }
    if (o.k === 'cancel') {
      run.exec({ type: 'CancelTask', ...base, agentId: AGENT, taskId: TASK });
      continue;
    }
    const id = run.ids[o.i];
    if (id === undefined) continue;
    if (o.k === 'next') {
      const state = run.state.tasks.get(id)?.state;
      const next: Record<string, Op> = {
        screening: { k: 'screen', i: o.i },
        live: { k: 'match', i: o.i },
        matched: { k: 'accept', i: o.i },
        accepted: { k: 'start', i: o.i },
        in_progress: { k: 'submit', i: o.i, open: o.open, n: o.n },
        // A quarter of the proofs are rejected; a rejection is appealed, then decided.
        verifying: { k: o.open || o.n > 0 ? 'approve' : 'reject', i: o.i },
        disputed: { k: 'appeal', i: o.i },
      };
      if (state === 'disputed' && run.state.tasks.get(id)?.appeal)
        next.disputed = { k: 'uphold', i: o.i, uphold: o.open };
      // A held slot waits for staff: the next step is their decision.
      if (state === 'screening' && run.state.tasks.get(id)?.hold?.decision === null)
        next.screening = { k: 'hold', i: o.i, release: o.open };
      const then = state === undefined ? undefined : next[state];
      if (then) step(run, id, then as Exclude<Op, { k: 'cancel' | 'restart' | 'next' }>);
      continue;
    }
    step(run, id, o);
  }

  // Money: what left the lock (releases, refunds) and what it holds is the lock, no slot twice.
  let lockedIn = 0n;
  let out = 0n;
  const paidTo = new Map<string, number>();
  for (const r of run.records)
    for (const e of r.events) {
      if (e.type !== 'Posted') continue;
      for (const t of e.transfers) {
        if (t.credit === ESCROW) lockedIn += BigInt(t.amountMinor);
        if (t.debit === ESCROW) out += BigInt(t.amountMinor);
      }
      if (e.memo === 'release') {
        const payable = e.transfers.find((t) => t.credit.startsWith('payable:'))!.credit;
        paidTo.set(payable, (paidTo.get(payable) ?? 0) + 1);
      }
    }
  const held = run.state.locks.get(LOCK)?.heldMinor ?? 0n;
  expect(lockedIn).toBe(495_000n);
  expect(out + held).toBe(lockedIn);
  for (const count of paidTo.values()) expect(count).toBe(1);
  if (consensus) expectDecidedWhenEnded(run);
}

/** A consensus task whose every slot answered or ended unanswered has its ConsensusDecided. */
function expectDecidedWhenEnded(run: Run): void {
  const last = new Map<string, string>();
  const answered = new Set<string>();
  let decided = false;
  for (const r of run.records)
    for (const e of r.events) {
      if (e.type === 'TaskCreated') last.set(e.task.id, e.state);
      if (e.type === 'TaskMoved') last.set(e.taskId, e.to);
      if (e.type === 'ProofSubmitted') answered.add(e.taskId);
      if (e.type === 'ConsensusDecided') decided = true;
    }
  const ended = [...last].every(
    ([id, s]) => answered.has(id) || SLOT_REFUNDED.has(s as Task['state']),
  );
  if (ended) reached.add('all_ended');
  if (ended) expect(decided).toBe(true);
}

describe('slots and consensus, any sequence', () => {
  it('a 3-slot task: money, invariants and restarts', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80, size: 'max' }), (ops) => play(false, ops)),
      {
        numRuns: 150,
      },
    );
  });

  it('a consensus task: money, invariants, restarts and consensus from the answers', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80, size: 'max' }), (ops) => play(true, ops)),
      {
        numRuns: 150,
      },
    );
  });

  it('a consensus task held for safety at create: the same, every slot held first', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80, size: 'max' }), (ops) => play(true, ops, true)),
      { numRuns: 150 },
    );
  });

  it('the sequences reached every ending and both decisions of a hold and an appeal', () => {
    for (const what of [
      'agreed',
      'no_agreement',
      'all_ended',
      'hold_release',
      'hold_refuse',
      'appeal_uphold',
      'appeal_overturn',
    ])
      expect(reached).toContain(what);
  });
});
