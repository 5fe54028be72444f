// The surface suite: the commands the other suites leave out — Passes issued on acceptance and
// scanned, human review of proof, zone status changes, agent key rotation, webhook endpoints
// created, deleted and disabled, orgs and Operators registered — beside task moves, against a
// small model (the task table and money moves of model.ts); every invariant after every step.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { SYSTEM_ROUTING_KEY } from '../../src/core/commands.ts';
import { balanceOf } from '../../src/core/state.ts';
import { zoneStatus, type ZoneStatus } from '../../src/domain/zones.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import { readTask, readTaskForPass } from '../../src/runtime/reads.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  openEngine,
  T0,
  TestClock,
  type LogHome,
} from '../support/harness.ts';
import { checkedCommands, outcome } from './checked-command.ts';
import { platformMoney } from './engine-suite.ts';
import { HOUR, modelFee, modelMove, type Model, type ModelTask } from './model.ts';
import type { Suite } from './suite.ts';

interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (prefix: string) => string;
}
interface SurfaceModel extends Model {
  orgs: string[];
  keys: Map<string, string | null>;
  endpoints: Map<string, Map<string, boolean>>;
  zones: Map<string, ZoneStatus>;
  operators: Set<string>;
  passes: Map<string, { token: string; scans: number }>;
  registered: number;
}

const ZONES = ['ng.lagos.ikeja', 'ng.lagos.surulere'];
const ENDPOINT_IDS = ['we_1', 'we_2', 'we_3'];
const agentOf = (org: string) => `agt_${org}`;
const operatorFields = (id: string) => ({
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

async function assertAgrees(m: SurfaceModel, r: Real): Promise<void> {
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
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
const command = checkedCommands<SurfaceModel, Real>(assertAgrees, count);

/** An org with its first agent and key, every delegation flag and a funded wallet. */
async function addOrg(m: SurfaceModel, r: Real, orgId: string): Promise<void> {
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

const registerOrg = fc.boolean().map((again) =>
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

const rotateKey = fc.record({ org: fc.nat(), key: fc.option(fc.nat(5)) }).map((a) =>
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

const endpoint = fc
  .record({
    org: fc.nat(),
    id: fc.constantFrom(...ENDPOINT_IDS),
    action: fc.constantFrom('create', 'create', 'delete', 'disable'),
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

const setZone = fc
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

const registerOperator = fc.nat(3).map((n) =>
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

const REWARDS: Record<string, bigint> = { '1500': 150_000n, '2500.50': 250_050n };
const createTask = fc
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

type Action =
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
const NEXT: Record<string, Action[]> = {
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
const ACTIONS = [...new Set(Object.values(NEXT).flat())];

const onTask = fc
  .record({
    oldest: fc.constantFrom(true, true, true, false),
    pick: fc.nat(),
    variant: fc.nat(),
    random: fc.constantFrom(...ACTIONS),
    how: fc.constantFrom('next', 'next', 'next', 'random'),
    operator: fc.constantFrom('op_0', 'op_1'),
  })
  .map((a) =>
    command(
      `task(${a.oldest ? 'oldest' : `#${a.pick}`},` +
        `${a.how === 'next' ? `next/${a.variant}` : a.random},${a.operator})`,
      async (m, r) => {
        // Mostly the oldest task still under way, so that tasks get to their later states.
        const open = m.tasks.filter((t) => NEXT[t.state]);
        const pool = a.oldest && open.length > 0 ? open.slice(0, 1) : m.tasks;
        if (pool.length === 0) return;
        const task = pool[a.pick % pool.length]!;
        const next = NEXT[task.state];
        const action = a.how === 'next' && next ? next[a.variant % next.length]! : a.random;
        count(`action_${action}`);
        const base = { orgId: task.org, taskId: task.id };
        if (action === 'SCREEN') {
          const shard = r.engine.shardFor(task.org).id;
          await r.engine.execute({ type: 'ScreenTasks', shard, taskIds: [task.id] });
          modelMove(m, task, 'SCREEN_PASSED');
          return;
        }
        if (action === 'EXPIRE' && m.clockMs < task.deadlineMs) {
          r.clock.advance(task.deadlineMs - m.clockMs);
          m.clockMs = task.deadlineMs;
        }
        const token = `pass-${task.id}`;
        const got = await outcome(() => {
          switch (action) {
            case 'MATCH':
              return r.engine.execute({
                type: 'StepTask',
                ...base,
                step: 'MATCH',
                operatorId: a.operator,
              });
            case 'ACCEPT':
              return r.engine.execute({
                type: 'StepTask',
                ...base,
                step: 'ACCEPT',
                pass: { id: `pass_${task.id}`, token, expiresAtMs: task.deadlineMs },
              });
            case 'START':
              return r.engine.execute({ type: 'StepTask', ...base, step: 'START' });
            case 'SCAN':
              return r.engine.execute({ type: 'ScanPass', ...base });
            case 'PROOF':
              return r.engine.execute({
                type: 'SubmitProof',
                ...base,
                operatorId: task.operator ?? a.operator,
                proof: {
                  capturedAt: new Date(m.clockMs).toISOString(),
                  mediaSha256: ['a'.repeat(64)],
                  location: { lat: 6.6, lng: 3.35 },
                  answers: {},
                },
              });
            case 'VERIFY_REVIEW':
              return r.engine.execute({
                type: 'RecordVerification',
                ...base,
                verification: {
                  checks: [],
                  confidence: 0.6,
                  outcome: 'review',
                  media: [],
                  verifierVersion: 'test',
                  thresholds: {},
                },
              });
            case 'REVIEW_APPROVE':
            case 'REVIEW_REJECT':
              return r.engine.execute({
                type: 'ReviewTask',
                ...base,
                decision: action === 'REVIEW_APPROVE' ? 'approve' : 'reject',
              });
            case 'RESOLVE_REFUND':
            case 'RESOLVE_RELEASE':
              return r.engine.execute({
                type: 'ResolveDispute',
                ...base,
                favour: action === 'RESOLVE_REFUND' ? 'agent' : 'operator',
              });
            case 'SETTLE':
              return r.engine.execute({ type: 'SettleTask', ...base, payoutRef: `po_${task.id}` });
            case 'CANCEL':
              return r.engine.execute({ type: 'CancelTask', ...base, agentId: agentOf(task.org) });
            case 'EXPIRE':
              return r.engine.execute({ type: 'ExpireTask', ...base });
            default:
              throw new Error(`no action ${action}`);
          }
        });
        const code = expected(m, task, action, a.operator);
        if (code) return expect(got, `${action} on ${task.state}`).toEqual({ ok: false, code });
        expect(got.ok, `${action}: ${JSON.stringify(got)}`).toBe(true);
        count(`ok_${action}`);
      },
    ),
  );

/** Moves the model for an action and gives the code the engine should refuse it with, if any. */
function expected(
  m: SurfaceModel,
  task: ModelTask,
  action: Action,
  operator: string,
): string | undefined {
  if (action === 'SCAN') {
    // A settled task has left memory: its Pass can no longer be scanned.
    const settled =
      ['paid', 'cancelled', 'expired', 'resolved_refunded'].includes(task.state) &&
      (!task.hasProof || task.verified);
    const pass = m.passes.get(task.id);
    if (settled) return 'invalid_state';
    if (!pass) return 'not_found';
    pass.scans += 1;
    return undefined;
  }
  if (action === 'PROOF') {
    // Proof comes from the task's Operator; to anyone else the task does not exist.
    if (task.operator === null) return 'not_found';
    if (task.state !== 'in_progress') return 'invalid_state';
    modelMove(m, task, 'SUBMIT_PROOF');
    modelMove(m, task, 'BEGIN_VERIFY');
    task.hasProof = true;
    return undefined;
  }
  if (action === 'VERIFY_REVIEW') {
    // A task with proof waiting for its verification stays in memory even when final.
    if (!task.hasProof || task.verified) return 'invalid_state';
    task.verified = true;
    return undefined;
  }
  const event =
    action === 'REVIEW_APPROVE' ? 'APPROVE' : action === 'REVIEW_REJECT' ? 'REJECT' : action;
  const code = modelMove(m, task, event);
  if (code) return code;
  if (action === 'MATCH') task.operator = operator;
  if (action === 'ACCEPT') m.passes.set(task.id, { token: `pass-${task.id}`, scans: 0 });
  return undefined;
}

const deposit = fc
  .record({ org: fc.nat(), amount: fc.constantFrom(200_000n, 1_000_000n) })
  .map((a) =>
    command(`deposit(#${a.org},${a.amount})`, async (m, r) => {
      const org = m.orgs[a.org % m.orgs.length]!;
      const id = `dep_${m.deposits.size + 1}`;
      m.deposits.add(id);
      await r.engine.execute({
        type: 'Deposit',
        orgId: org,
        depositId: id,
        amountMinor: a.amount,
        currency: 'NGN',
      });
      m.wallets.set(org, m.wallets.get(org)! + a.amount);
    }),
  );

const advance = fc.constantFrom(HOUR, 3 * HOUR).map((ms) =>
  command(`advance(${ms / HOUR}h)`, async (m, r) => {
    r.clock.advance(ms);
    m.clockMs += ms;
  }),
);

async function reopen(r: Real): Promise<void> {
  await r.engine.close();
  r.engine = await openEngine(r.home, { clock: r.clock, mint: r.mint });
}

const restart = fc.constant(command('restart', (_m, r) => reopen(r)));

const allCommands = [
  registerOrg,
  rotateKey,
  endpoint,
  endpoint,
  setZone,
  registerOperator,
  createTask,
  createTask,
  createTask,
  onTask,
  onTask,
  onTask,
  onTask,
  onTask,
  onTask,
  deposit,
  advance,
  restart,
];

async function setup(home: LogHome): Promise<{ model: SurfaceModel; real: Real }> {
  const clock = new TestClock(T0);
  const mint = counterMint();
  const engine = await openEngine(home, { clock, mint });
  const model: SurfaceModel = {
    clockMs: T0,
    wallets: new Map(),
    agents: new Map(),
    tasks: [],
    idem: new Map(),
    deposits: new Set(),
    revenue: 0n,
    payables: 0n,
    paidOut: 0n,
    orgs: [],
    keys: new Map(),
    endpoints: new Map(),
    zones: new Map(ZONES.map((z) => [z, zoneStatus(z, new Map())!])),
    operators: new Set(),
    passes: new Map(),
    registered: 0,
  };
  const real = { engine, home, clock, mint };
  await addOrg(model, real, 'org_s1');
  return { model, real };
}

export const surfaceSuite: Suite<SurfaceModel, Real, null> = {
  name: 'surfaces',
  start: fc.constant(null),
  setup: (home) => setup(home),
  commands: allCommands,
  agrees: assertAgrees,
  reopen,
};
