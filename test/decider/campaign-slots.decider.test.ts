// Proves a campaign template's `slots` and `assurance` as a decider: every row's lock holds each
// Operator's part (the budget too), each row becomes a task of several slots, a consensus row's
// headroom is refunded when its answer is decided and counts in the campaign's tally, the row
// ends with its last slot, a campaign cancel cancels every open slot and refunds each part, the
// invariants hold after every record, and a template create_task would refuse is refused naming
// `template.<field>`.
import { describe, expect, it } from 'vitest';
import type { Command, CreateCampaignInput } from '../../src/core/commands.ts';
import type { DomainEvent } from '../../src/core/events.ts';
import { DeciderSpec, T0, type Given } from '../support/decider.ts';
import { AGENT, funded, ORG } from './given.ts';

const PART = 165_000n;
const CAMPAIGN = 'cmp_000002';
const answer_schema: CreateCampaignInput['template']['answer_schema'] = {
  fields: [{ key: 'open', label: 'Is the shop open?', type: 'boolean' }],
};
const template = (over: Partial<CreateCampaignInput['template']> = {}) => ({
  type: 'field_verification',
  title: 'Check {{shop}}',
  instructions: 'Confirm {{shop}} is open.',
  reward_major: '1500',
  deadline_after_hours: 24,
  ...over,
});
const createCampaign = (over: Partial<CreateCampaignInput['template']>): Command => ({
  type: 'CreateCampaign',
  orgId: ORG,
  agentId: AGENT,
  input: {
    name: 'Shops',
    template: template(over),
    rows: [
      { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Shop A' } },
      { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Shop B' } },
    ],
  },
});
const campaignsOn: Given = {
  type: 'SetOrgFlags',
  orgId: ORG,
  flags: { 'flags.campaigns.engine': true },
};
const start: Command = { type: 'StartCampaignRows', orgId: ORG, campaignId: CAMPAIGN, max: 10 };
const created = (events: DomainEvent[]) =>
  events.flatMap((e) => (e.type === 'TaskCreated' ? [e.task] : []));

function work(taskId: string, operatorId: string, open?: boolean): Given[] {
  const step = (s: 'SCREEN_PASSED' | 'ACCEPT' | 'START'): Command => ({
    type: 'StepTask',
    orgId: ORG,
    taskId,
    step: s,
  });
  const steps: Given[] = [
    step('SCREEN_PASSED'),
    { type: 'StepTask', orgId: ORG, taskId, step: 'MATCH', operatorId },
    step('ACCEPT'),
    step('START'),
  ];
  if (open !== undefined)
    steps.push({
      type: 'SubmitProof',
      orgId: ORG,
      taskId,
      operatorId,
      proof: {
        capturedAt: new Date(T0).toISOString(),
        mediaSha256: ['a'.repeat(64)],
        location: { lat: 6.6018, lng: 3.3515 },
        answers: { open },
      },
    });
  return steps;
}

describe('campaign rows with several Operators', () => {
  it('locks every part, and each row becomes a task of several slots', () => {
    const spec = DeciderSpec.given([...funded(), campaignsOn]);
    const w = spec.when(createCampaign({ slots: 3 })).thenWrote({});
    expect(w.answer).toMatchObject({ budgetMinor: (2n * 3n * PART).toString() });
    const rows = spec.when(start).thenWrote({});
    const tasks = created(rows.events);
    expect(tasks).toHaveLength(6);
    expect(tasks.map((t) => t.slot)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(new Set(tasks.map((t) => t.lockId)).size).toBe(2);
    const row1 = tasks[0]!;
    expect(rows.state.locks.get(row1.lockId)?.heldMinor).toBe(3n * PART);
    expect(rows.state.campaigns.get(CAMPAIGN)?.rows[0]?.taskId).toBe(row1.id);
  });

  it('a cancel of the campaign cancels every open slot and refunds every part', () => {
    const spec = DeciderSpec.given([...funded(), campaignsOn, createCampaign({ slots: 2 }), start]);
    const w = spec
      .when({
        type: 'MoveCampaign',
        orgId: ORG,
        agentId: AGENT,
        campaignId: CAMPAIGN,
        action: 'CANCEL',
      })
      .thenWrote({});
    expect(w.events.filter((e) => e.type === 'TaskMoved' && e.to === 'cancelled')).toHaveLength(4);
    expect(w.state.balances.get('NGN|wallet:org_1')).toBe(1_000_000n);
  });

  it('a consensus row: the headroom is refunded when decided, the row ends with its slots', () => {
    const spec = DeciderSpec.given([
      ...funded(),
      campaignsOn,
      createCampaign({ answer_schema, assurance: { agreement: 2, max_operators: 3 } }),
    ]);
    const rows = spec.when(start).thenWrote({});
    const [a, b] = created(rows.events);
    expect(created(rows.events)).toHaveLength(4);
    expect(rows.state.locks.get(a!.lockId)?.heldMinor).toBe(3n * PART);
    for (const g of [...work(a!.id, 'op_1', true), ...work(b!.id, 'op_2')]) spec.and(g);
    const w = spec
      .when({
        type: 'SubmitProof',
        orgId: ORG,
        taskId: b!.id,
        operatorId: 'op_2',
        proof: {
          capturedAt: new Date(T0).toISOString(),
          mediaSha256: ['a'.repeat(64)],
          location: { lat: 6.6018, lng: 3.3515 },
          answers: { open: true },
        },
      })
      .thenWrote({});
    expect(w.events).toContainEqual(expect.objectContaining({ type: 'ConsensusDecided' }));
    const campaign = w.state.campaigns.get(CAMPAIGN)!;
    expect(campaign.refundedMinor).toBe(PART);
    expect(campaign.ended).toBe(0);
    for (const id of [a!.id, b!.id])
      spec
        .when({ type: 'ApproveTask', orgId: ORG, agentId: AGENT, taskId: a!.id, slot: id })
        .thenWrote({});
    // (The spec's state is one object: `campaign` follows every record.)
    expect(campaign.ended).toBe(1);
    expect(campaign.spentMinor).toBe(2n * PART);
    for (const id of [a!.id, b!.id])
      spec.when({ type: 'SettleTask', orgId: ORG, taskId: id }).thenWrote({});
    const cancel: Command = {
      type: 'MoveCampaign',
      orgId: ORG,
      agentId: AGENT,
      campaignId: CAMPAIGN,
      action: 'CANCEL',
    };
    const end = spec.when(cancel).thenWrote({});
    // Row 2's two open slots refunded, and its headroom with its consensus decided unanswered.
    expect(campaign.status).toBe('cancelled');
    expect(campaign.ended).toBe(2);
    expect(campaign.spentMinor + campaign.refundedMinor).toBe(campaign.budgetMinor);
    // Row 1's slots wait in memory for their proofs' verification (core/evict.ts), and with them
    // the campaign; every invariant holds meanwhile (thenWrote checks them).
    expect(end.state.campaigns.has(CAMPAIGN)).toBe(true);
  });

  it("a row's own slots: its lock and its task follow it, the other rows the template's", () => {
    const spec = DeciderSpec.given([...funded(), campaignsOn]);
    const create: Command = {
      type: 'CreateCampaign',
      orgId: ORG,
      agentId: AGENT,
      input: {
        name: 'Shops',
        template: template(),
        rows: [
          { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Shop A' }, slots: 3 },
          { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Shop B' } },
        ],
      },
    };
    const w = spec.when(create).thenWrote({});
    expect(w.answer).toMatchObject({ budgetMinor: (4n * PART).toString() });
    const tasks = created(spec.when(start).thenWrote({}).events);
    expect(tasks.map((t) => t.slot)).toEqual([0, 1, 2, undefined]);
  });

  it.each([
    [{ slots: 51 }, 'slots'],
    [{ slots: 2, over: { answer_schema, assurance: { agreement: 2, max_operators: 3 } } }, 'slots'],
  ] as const)("a row's own slots create_task would refuse: that row refused %#", (row, path) => {
    const { over, ...rest } = { over: {}, ...row };
    const outcome = DeciderSpec.given([...funded(), campaignsOn]).when({
      type: 'CreateCampaign',
      orgId: ORG,
      agentId: AGENT,
      input: {
        name: 'Shops',
        template: template(over as Partial<CreateCampaignInput['template']>),
        rows: [
          { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Shop A' } },
          { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Shop B' }, ...rest },
        ],
      },
    }).outcome;
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused') {
      const rows = (outcome.error.detail as { rows: { row: number; detail?: unknown }[] }).rows;
      expect(rows.map((r) => r.row)).toEqual([2]);
      expect(JSON.stringify(rows[0]!.detail)).toContain(`"path":"${path}"`);
    }
  });

  it.each([
    [{ slots: 51 }, 'template.slots'],
    [{ assurance: { agreement: 2, max_operators: 3 } }, 'template.assurance'],
    [
      { answer_schema, assurance: { agreement: 3, max_operators: 2 } },
      'template.assurance.max_operators',
    ],
    [{ answer_schema, slots: 2, assurance: { agreement: 2, max_operators: 3 } }, 'template.slots'],
  ] as const)('a template create_task would refuse is refused naming %#', (over, path) => {
    const outcome = DeciderSpec.given([...funded(), campaignsOn]).when(
      createCampaign(over as Partial<CreateCampaignInput['template']>),
    ).outcome;
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused') {
      expect(outcome.error.code).toBe('validation_failed');
      expect(JSON.stringify(outcome.error.detail)).toContain(`"path":"${path}"`);
    }
  });
});
