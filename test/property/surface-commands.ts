// The surface suite's model and its commands for orgs, agent keys, webhook endpoints, zones,
// Operators and task creation, each checked against the model after it runs
// (test/property/surface-suite.ts runs them with the task moves).
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { SYSTEM_ROUTING_KEY } from '../../src/core/commands.ts';
import { balanceOf } from '../../src/core/state.ts';
import { zoneStatus, type ZoneStatus } from '../../src/domain/zones.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import { readTask, readTaskForPass } from '../../src/runtime/reads.ts';
import { checkAll, failuresOf, T0, type TestClock, type LogHome } from '../support/harness.ts';
import { checkedCommands, outcome } from './checked-command.ts';
import { platformMoney } from './engine-suite.ts';
import { HOUR, modelFee, type Model } from './model.ts';

export interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (prefix: string) => string;
}
export interface SurfaceModel extends Model {
  orgs: string[];
  keys: Map<string, string | null>;
  endpoints: Map<string, Map<string, boolean>>;
  zones: Map<string, ZoneStatus>;
  operators: Set<string>;
  passes: Map<string, { token: string; scans: number }>;
  registered: number;
}

export const ZONES = ['ng.lagos.ikeja', 'ng.lagos.surulere'];
export const ENDPOINT_IDS = ['we_1', 'we_2', 'we_3'];
export const agentOf = (org: string) => `agt_${org}`;
export const operatorFields = (id: string) => ({
  id,
  firstName: 'A',
  lastName: id,
  phone: '+234',
  languages: ['en'],
  lgaCoverage: ZONES,
  skills: ['field_verification'],
  tier: 'verified' as const,
  zoneRef: ZONES[0]!,
  location: { lat: 6.6, lng: 3.35 },
  tokenHash: id.padEnd(64, 't'),
  createdAtMs: T0,
});

export async function assertAgrees(m: SurfaceModel, r: Real): Promise<void> {
  expect(failuresOf(await checkAll(r.engine))).toEqual([]);
  expect(platformMoney(r.engine)).toEqual({
    revenue: m.revenue,
    payables: m.payables,
    paidOut: m.paidOut,
  });
  for (const org of m.orgs) {
    const state = r.engine.stateOf(org);
    expect(balanceOf(state, 'NGN', `wallet:${org}`), `wallet of ${org}`).toBe(m.wallets.get(org));
    const hooks = state.orgs.get(org)!.webhooks;
    expect(new Map([...hooks].map(([id, e]) => [id, e.disabled]))).toEqual(m.endpoints.get(org));
    const key = m.keys.get(org)!;
    if (key !== null) expect(r.engine.indexes.agentForKeyHash(key)).toBe(agentOf(org));
  }
  for (const zone of ZONES)
    expect(zoneStatus(zone, r.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides)).toBe(
      m.zones.get(zone),
    );
  for (const op of m.operators)
    expect(r.engine.indexes.operatorForTokenHash(operatorFields(op).tokenHash)).toBe(op);
  for (const t of m.tasks) {
    const read = await readTask(r.engine, t.id, t.org);
    expect({
      state: read?.task.state,
      held: read?.lock.heldMinor,
      scans: read?.task.pass?.scanCount,
    }).toEqual({ state: t.state, held: t.held, scans: m.passes.get(t.id)?.scans });
    const pass = m.passes.get(t.id);
    if (pass) expect((await readTaskForPass(r.engine, pass.token))?.id).toBe(t.id);
  }
}

export const seen = new Map<string, number>();
export const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
export const command = checkedCommands<SurfaceModel, Real>(assertAgrees, count);

/** An org with its first agent and key, every delegation flag and a funded wallet. */
export async function addOrg(m: SurfaceModel, r: Real, orgId: string): Promise<void> {
  const keyHash = `key-${orgId}`.padEnd(64, '0');
  await r.engine.execute({
    type: 'RegisterOrg',
    orgId,
    name: orgId,
    mode: 'live',
    agentId: agentOf(orgId),
    agentName: orgId,
    keyHash,
  });
  await r.engine.execute({
    type: 'SetDelegation',
    orgId,
    agentId: agentOf(orgId),
    delegation: { can_post_tasks: true, can_approve_release: true, can_open_disputes: true },
  });
  await r.engine.execute({
    type: 'Deposit',
    orgId,
    depositId: `fund_${orgId}`,
    amountMinor: 1_000_000n,
    currency: 'NGN',
  });
  m.registered += 1;
  m.orgs.push(orgId);
  m.wallets.set(orgId, 1_000_000n);
  m.keys.set(orgId, keyHash);
  m.endpoints.set(orgId, new Map());
}

export const registerOrg = fc.boolean().map((again) =>
  command(`registerOrg(${again ? 'again' : 'new'})`, async (m, r) => {
    if (!again) return addOrg(m, r, `org_s${m.registered + 1}`);
    const orgId = m.orgs[0]!;
    const got = await outcome(() =>
      r.engine.execute({
        type: 'RegisterOrg',
        orgId,
        name: orgId,
        mode: 'live',
        agentId: agentOf(orgId),
        agentName: orgId,
        keyHash: 'x'.repeat(64),
      }),
    );
    expect(got).toEqual({ ok: false, code: 'invalid_state' });
  }),
);

export const rotateKey = fc.record({ org: fc.nat(), key: fc.option(fc.nat(5)) }).map((a) =>
  command(`rotateKey(#${a.org},${a.key})`, async (m, r) => {
    const org = m.orgs[a.org % m.orgs.length]!;
    const old = m.keys.get(org)!;
    const key = a.key === null ? null : `k${a.key}-${org}`.padEnd(64, '0');
    await r.engine.execute({
      type: 'SetAgentKey',
      orgId: org,
      agentId: agentOf(org),
      keyHash: key,
    });
    m.keys.set(org, key);
    if (old !== null && old !== key) expect(r.engine.indexes.agentForKeyHash(old)).toBeUndefined();
  }),
);

export const endpoint = fc
  .record({
    org: fc.nat(),
    id: fc.constantFrom(...ENDPOINT_IDS),
    action: fc.constantFrom('create', 'create', 'delete', 'disable', 'enable', 'edit'),
  })
  .map((a) =>
    command(`endpoint(#${a.org},${a.id},${a.action})`, async (m, r) => {
      const org = m.orgs[a.org % m.orgs.length]!;
      const mine = m.endpoints.get(org)!;
      const base = { orgId: org, agentId: agentOf(org) };
      if (a.action === 'create') {
        const got = await outcome(() =>
          r.engine.execute({
            type: 'CreateWebhookEndpoint',
            ...base,
            endpoint: {
              id: a.id,
              url: `http://receiver.test/${a.id}`,
              events: ['task.*'],
              secret: `whsec_${Buffer.from(`secret-${a.id}-0123456789`).toString('base64')}`,
            },
          }),
        );
        if (mine.has(a.id)) return expect(got).toEqual({ ok: false, code: 'invalid_state' });
        expect(got).toEqual({ ok: true, value: { id: a.id } });
        mine.set(a.id, false);
      } else if (a.action === 'delete') {
        const got = await outcome(() =>
          r.engine.execute({ type: 'DeleteWebhookEndpoint', ...base, endpointId: a.id }),
        );
        if (!mine.has(a.id)) return expect(got).toEqual({ ok: false, code: 'not_found' });
        expect(got).toEqual({ ok: true, value: { id: a.id, deleted: true } });
        mine.delete(a.id);
      } else if (a.action === 'enable') {
        const got = await outcome(() =>
          r.engine.execute({ type: 'EnableWebhookEndpoint', orgId: org, endpointId: a.id }),
        );
        if (!mine.has(a.id)) return expect(got).toEqual({ ok: false, code: 'not_found' });
        expect(got).toEqual({ ok: true, value: { id: a.id, disabled: false } });
        mine.set(a.id, false);
      } else if (a.action === 'edit') {
        const url = `https://hooks.example/${a.id}/${a.org}`;
        const got = await outcome(() =>
          r.engine.execute({
            type: 'UpdateWebhookEndpoint',
            orgId: org,
            endpointId: a.id,
            url,
            events: ['task.approved'],
          }),
        );
        if (!mine.has(a.id)) return expect(got).toEqual({ ok: false, code: 'not_found' });
        expect(got).toMatchObject({ ok: true, value: { id: a.id } });
        const stored = r.engine.stateOf(org).orgs.get(org)!.webhooks.get(a.id)!;
        expect({ url: stored.url, events: stored.events }).toEqual({
          url,
          events: ['task.approved'],
        });
      } else {
        const got = await r.engine.execute({
          type: 'DisableWebhookEndpoint',
          orgId: org,
          endpointId: a.id,
        });
        expect(got).toEqual({ id: a.id, disabled: true });
        if (mine.has(a.id)) mine.set(a.id, true);
      }
    }),
  );

export const setZone = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    status: fc.constantFrom<ZoneStatus>('live', 'live', 'coming-soon'),
  })
  .map((a) =>
    command(`zone(${a.zone},${a.status})`, async (m, r) => {
      await r.engine.execute({ type: 'SetZoneStatus', zoneRef: a.zone, status: a.status });
      m.zones.set(a.zone, a.status);
    }),
  );

export const registerOperator = fc.nat(3).map((n) =>
  command(`registerOperator(op_${n})`, async (m, r) => {
    const id = `op_${n}`;
    const got = await outcome(() =>
      r.engine.execute({ type: 'RegisterOperator', operator: operatorFields(id) }),
    );
    if (m.operators.has(id)) return expect(got).toEqual({ ok: false, code: 'invalid_state' });
    expect(got.ok).toBe(true);
    m.operators.add(id);
  }),
);

export const REWARDS: Record<string, bigint> = { '1500': 150_000n, '2500.50': 250_050n };
export const createTask = fc
  .record({
    org: fc.nat(),
    zone: fc.constantFrom(...ZONES),
    reward: fc.constantFrom(...Object.keys(REWARDS)),
  })
  .map((a) =>
    command(`create(#${a.org},${a.zone},${a.reward})`, async (m, r) => {
      const org = m.orgs[a.org % m.orgs.length]!;
      const input: CreateTaskInput = {
        type: 'field_verification',
        title: 'Check the shop',
        instructions: 'Confirm the shop at 12 Allen Avenue is open.',
        reward_major: a.reward,
        deadline: new Date(m.clockMs + 4 * HOUR).toISOString(),
        zone_ref: a.zone,
      };
      const got = await outcome(() =>
        r.engine.execute({ type: 'CreateTask', orgId: org, agentId: agentOf(org), input }),
      );
      const reward = REWARDS[a.reward]!;
      const total = reward + modelFee(reward);
      if (m.zones.get(a.zone) !== 'live')
        return expect(got).toEqual({ ok: false, code: 'zone_not_serviceable' });
      if (m.wallets.get(org)! < total)
        return expect(got).toEqual({ ok: false, code: 'insufficient_escrow_balance' });
      expect(got.ok).toBe(true);
      const { taskId } = (got as { value: { taskId: string } }).value;
      m.wallets.set(org, m.wallets.get(org)! - total);
      m.tasks.push({
        id: taskId,
        org,
        state: 'screening',
        reward,
        fee: modelFee(reward),
        held: total,
        deadlineMs: m.clockMs + 4 * HOUR,
        operator: null,
        hasProof: false,
        verified: false,
      });
    }),
  );

export type Action =
  | 'SCREEN'
  | 'MATCH'
  | 'ACCEPT'
  | 'SCAN'
  | 'START'
  | 'PROOF'
  | 'VERIFY_REVIEW'
  | 'REVIEW_APPROVE'
  | 'REVIEW_REJECT'
  | 'RESOLVE_REFUND'
  | 'RESOLVE_RELEASE'
  | 'SETTLE'
  | 'CANCEL'
  | 'EXPIRE';
/**
 * Mostly the move that takes a task forward; now and then any move, so refusals are exercised too.
 */
export const NEXT: Record<string, Action[]> = {
  screening: ['SCREEN', 'SCREEN', 'CANCEL'],
  live: ['MATCH', 'MATCH', 'EXPIRE'],
  matched: ['ACCEPT', 'ACCEPT', 'CANCEL'],
  accepted: ['SCAN', 'START', 'START'],
  in_progress: ['SCAN', 'PROOF', 'PROOF', 'CANCEL'],
  verifying: ['VERIFY_REVIEW', 'REVIEW_APPROVE', 'REVIEW_REJECT'],
  disputed: ['RESOLVE_REFUND', 'RESOLVE_RELEASE'],
  approved: ['SETTLE', 'SCAN'],
  resolved_released: ['SETTLE'],
};
export const ACTIONS = [...new Set(Object.values(NEXT).flat())];
