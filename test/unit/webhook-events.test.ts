// Proves how records become webhook events (ids fixed by shard, seq and position) and how endpoint
// filters match event names.
import { describe, expect, it } from 'vitest';
import type { CommandRecord, TaskFields } from '../../src/core/events.ts';
import { eventsOf, matches } from '../../src/webhooks/events.ts';

const task = { id: 'tsk_1', orgId: 'org_1' } as TaskFields;
const record = (events: CommandRecord['events']): CommandRecord => ({
  v: 1,
  atMs: Date.parse('2026-03-02T09:00:00.000Z'),
  command: 'X',
  events,
});

describe('eventsOf', () => {
  it(
    'names each task event of a record by shard, ' +
      'seq and position, placing moves through orgOf',
    () => {
      const r = record([
        { type: 'TaskCreated', task, state: 'screening' },
        { type: 'Posted', entryId: 'e', memo: 'lock', transfers: [] },
        {
          type: 'TaskMoved',
          taskId: 'tsk_1',
          event: 'SCREEN_PASSED',
          from: 'screening',
          to: 'live',
        },
        { type: 'TaskMoved', taskId: 'tsk_2', event: 'CANCEL', from: 'live', to: 'cancelled' },
      ]);
      const events = eventsOf(3, 17, r, (id) => (id === 'tsk_2' ? 'org_2' : undefined));
      expect(events.map((e) => [e.id, e.type, e.state, e.orgId, e.taskId])).toEqual([
        ['evt_3_17_0', 'task.screening', 'screening', 'org_1', 'tsk_1'],
        ['evt_3_17_1', 'task.live', 'live', 'org_1', 'tsk_1'],
        ['evt_3_17_2', 'task.cancelled', 'cancelled', 'org_2', 'tsk_2'],
      ]);
      expect(events[0]!.createdAt).toBe('2026-03-02T09:00:00.000Z');
      expect(eventsOf(3, 17, r, (id) => (id === 'tsk_2' ? 'org_2' : undefined))).toEqual(events);
    },
  );

  it('skips a move it cannot place without shifting the ids of the others', () => {
    const r = record([
      { type: 'TaskMoved', taskId: 'tsk_x', event: 'CANCEL', from: 'live', to: 'cancelled' },
      { type: 'TaskCreated', task, state: 'screening' },
    ]);
    expect(eventsOf(0, 1, r).map((e) => e.id)).toEqual(['evt_0_1_1']);
    expect(
      eventsOf(
        0,
        1,
        record([
          {
            type: 'DepositReceived',
            orgId: 'o',
            depositId: 'd',
            amountMinor: '1',
            currency: 'NGN',
          },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('matches', () => {
  it('takes exact names, prefix wildcards and *', () => {
    expect(matches(['task.approved'], 'task.approved')).toBe(true);
    expect(matches(['task.approved'], 'task.approved_x')).toBe(false);
    expect(matches(['task.*'], 'task.live')).toBe(true);
    expect(matches(['task.*'], 'tasks.live')).toBe(false);
    expect(matches(['workflow.*'], 'task.live')).toBe(false);
    expect(matches(['*'], 'loop.run_proposed')).toBe(true);
    expect(matches([], 'task.live')).toBe(false);
    expect(matches(['workflow.completed', 'task.cancelled'], 'task.cancelled')).toBe(true);
  });
});
