// Proves the task and escrow machines allow exactly the moves of the spec's tables, name the
// right effects, and that every state is reachable.
import { describe, expect, it } from 'vitest';
import {
  TASK_STATES,
  taskMachine,
  type TaskEvent,
  type TaskState,
} from '../../machines/task.machine.ts';
import { ESCROW_STATES, escrowMachine, type EscrowState } from '../../machines/escrow.machine.ts';
import { initialStep, step } from '../../machines/step.ts';
import { type LOOP_STATUSES, loopMachine } from '../../machines/loop.machine.ts';

const ctx = { deadlineMs: 1_000 };
const go = (from: TaskState, event: TaskEvent) => step(taskMachine, from, ctx, event);

describe('task machine', () => {
  it('starts in draft and creates into screening with an escrow lock', () => {
    expect(initialStep(taskMachine, ctx).value).toBe('draft');
    expect(go('draft', { type: 'CREATE' })).toEqual({
      value: 'screening',
      effects: ['lockEscrow'],
    });
  });

  it('walks the happy path to paid, releasing once and settling once', () => {
    const path: Array<[TaskEvent, TaskState, string[]]> = [
      [{ type: 'SCREEN_PASSED' }, 'live', []],
      [{ type: 'MATCH', operatorId: 'op' }, 'matched', []],
      [{ type: 'ACCEPT' }, 'accepted', []],
      [{ type: 'START' }, 'in_progress', []],
      [{ type: 'SUBMIT_PROOF' }, 'proof_submitted', []],
      [{ type: 'BEGIN_VERIFY' }, 'verifying', []],
      [{ type: 'APPROVE' }, 'approved', ['releaseEscrow']],
      [{ type: 'SETTLE' }, 'paid', ['settlePayable']],
    ];
    let at: TaskState = 'screening';
    for (const [event, to, effects] of path) {
      expect(go(at, event)).toEqual({ value: to, effects });
      at = to;
    }
  });

  it('cancels with a refund before acceptance and into dispute after', () => {
    for (const s of ['screening', 'live', 'matched'] as const)
      expect(go(s, { type: 'CANCEL' })).toEqual({ value: 'cancelled', effects: ['refundEscrow'] });
    for (const s of ['accepted', 'in_progress'] as const)
      expect(go(s, { type: 'CANCEL' })).toEqual({ value: 'disputed', effects: ['freezeEscrow'] });
    for (const s of [
      'proof_submitted',
      'verifying',
      'approved',
      'paid',
      'cancelled',
      'disputed',
    ] as const)
      expect(go(s, { type: 'CANCEL' })).toBeUndefined();
  });

  it('approves only from proof_submitted or verifying, rejects only while verifying', () => {
    for (const s of TASK_STATES) {
      expect(go(s, { type: 'APPROVE' }) !== undefined).toBe(
        s === 'proof_submitted' || s === 'verifying',
      );
      expect(go(s, { type: 'REJECT' }) !== undefined).toBe(s === 'verifying');
    }
  });

  it('expires only before acceptance and only once the deadline has passed', () => {
    expect(go('live', { type: 'EXPIRE', atMs: 999 })).toBeUndefined();
    expect(go('live', { type: 'EXPIRE', atMs: 1_000 })).toEqual({
      value: 'expired',
      effects: ['refundEscrow'],
    });
    expect(go('accepted', { type: 'EXPIRE', atMs: 5_000 })).toBeUndefined();
  });

  it('resolves disputes either way and settles a release', () => {
    expect(go('disputed', { type: 'RESOLVE_REFUND' })).toEqual({
      value: 'resolved_refunded',
      effects: ['refundEscrow'],
    });
    expect(go('disputed', { type: 'RESOLVE_RELEASE' })).toEqual({
      value: 'resolved_released',
      effects: ['releaseEscrow'],
    });
    expect(go('resolved_released', { type: 'SETTLE' })).toEqual({
      value: 'paid',
      effects: ['settlePayable'],
    });
  });

  it('reaches every state', () => {
    const events: TaskEvent[] = [
      { type: 'CREATE' },
      { type: 'SCREEN_PASSED' },
      { type: 'MATCH', operatorId: 'op' },
      { type: 'OFFER_LAPSED' },
      { type: 'ACCEPT' },
      { type: 'START' },
      { type: 'SUBMIT_PROOF' },
      { type: 'BEGIN_VERIFY' },
      { type: 'APPROVE' },
      { type: 'REJECT' },
      { type: 'CANCEL' },
      { type: 'EXPIRE', atMs: 2_000 },
      { type: 'RESOLVE_REFUND' },
      { type: 'RESOLVE_RELEASE' },
      { type: 'SETTLE' },
    ];
    const seen = new Set<TaskState>(['draft']);
    const frontier: TaskState[] = ['draft'];
    while (frontier.length) {
      const s = frontier.pop()!;
      for (const e of events) {
        const next = go(s, e)?.value;
        if (next && !seen.has(next)) {
          seen.add(next);
          frontier.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...TASK_STATES].sort());
  });
});

describe('escrow machine', () => {
  const esc = (
    from: EscrowState,
    event: Parameters<typeof step<typeof escrowMachine, EscrowState, string>>[3],
  ) => step(escrowMachine, from, {}, event);

  it('locks, then releases, refunds, freezes or releases in part', () => {
    expect(initialStep(escrowMachine).value).toBe('locked');
    expect(esc('locked', { type: 'RELEASE' })).toEqual({
      value: 'released',
      effects: ['postRelease'],
    });
    expect(esc('locked', { type: 'REFUND' })).toEqual({
      value: 'refunded',
      effects: ['postRefund'],
    });
    expect(esc('locked', { type: 'FREEZE' })).toEqual({ value: 'disputed_frozen', effects: [] });
    expect(esc('locked', { type: 'RELEASE_PART', leavesRemainder: true })).toEqual({
      value: 'partial',
      effects: ['postPartialRelease'],
    });
    expect(esc('locked', { type: 'RELEASE_PART', leavesRemainder: false })).toBeUndefined();
  });

  it('moves a frozen lock only by resolution and never out of a final state', () => {
    expect(esc('disputed_frozen', { type: 'REFUND' })?.value).toBe('refunded');
    expect(esc('disputed_frozen', { type: 'RELEASE' })?.value).toBe('released');
    expect(esc('disputed_frozen', { type: 'FREEZE' })).toBeUndefined();
    for (const s of ['released', 'refunded'] as const) {
      for (const type of ['RELEASE', 'REFUND', 'FREEZE'] as const)
        expect(esc(s, { type })).toBeUndefined();
    }
    expect(ESCROW_STATES).toContain('partial');
  });
});

describe('loop machine', () => {
  const loop = (
    from: (typeof LOOP_STATUSES)[number],
    type: Parameters<typeof step<typeof loopMachine, string, string>>[3]['type'],
  ) => step(loopMachine, from, {}, { type } as never)?.value;

  it('goes draft → active → paused → active and ends killed on cancel from anywhere live', () => {
    expect(initialStep(loopMachine).value).toBe('draft');
    expect(loop('draft', 'ACTIVATE')).toBe('active');
    expect(loop('active', 'PAUSE')).toBe('paused');
    expect(loop('paused', 'RESUME')).toBe('active');
    for (const s of ['draft', 'active', 'paused', 'capped'] as const)
      expect(loop(s, 'CANCEL')).toBe('killed');
  });

  it('lets only the platform cap, exhaust or expire, and never leaves a final status', () => {
    expect(loop('active', 'CAP')).toBe('capped');
    expect(loop('active', 'EXHAUST')).toBe('exhausted');
    expect(loop('paused', 'EXPIRE')).toBe('expired');
    expect(loop('draft', 'CAP')).toBeUndefined();
    for (const s of ['exhausted', 'expired', 'killed'] as const) {
      for (const e of ['ACTIVATE', 'PAUSE', 'RESUME', 'CANCEL', 'CAP'] as const)
        expect(loop(s, e)).toBeUndefined();
    }
  });
});
