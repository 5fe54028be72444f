// Proves the gold counter read from the log (src/effects/matcher-gold.ts): per Operator, the
// ordinary offers strictly after its last gold offer, across org shards, capped where more no
// longer matters; an ordinary offer at the very millisecond of a gold one is not counted; an
// Operator never offered gold is absent (it may be offered gold at once).
import { describe, expect, it } from 'vitest';
import { GOLD_AGENT, GOLD_ORG } from '../../src/core/decide-gold.ts';
import type { Command } from '../../src/core/commands.ts';
import { countGoldFromLog } from '../../src/effects/matcher-gold.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import { memoryHome, openEngine, TestClock } from '../support/harness.ts';

const ORGS = ['org_gold_a', 'org_gold_b', 'org_gold_c'];
const OPS = ['opr_g0', 'opr_g1', 'opr_g2'];

function input(clock: TestClock, gold: boolean) {
  return {
    type: 'field_verification',
    title: 'Check the shop',
    instructions: 'Confirm the shop at 12 Allen Avenue is open.',
    reward_major: '1500.00',
    deadline: new Date(clock.now() + 48 * 3_600_000).toISOString(),
    zone_ref: 'ng.lagos.ikeja',
    proof_requirements: [],
    ...(gold
      ? { answer_schema: { fields: [{ key: 'open', type: 'boolean' as const, label: 'Open?' }] } }
      : {}),
  };
}

async function setup(engine: Engine): Promise<void> {
  const commands: Command[] = [];
  const orgId = GOLD_ORG.live;
  const agentId = GOLD_AGENT.live;
  commands.push(
    { type: 'CreateOrg', orgId, name: 'gold', mode: 'live' },
    { type: 'CreateAgent', orgId, agentId, name: 'gold' },
    { type: 'SetDelegation', orgId, agentId, delegation: { can_post_tasks: true } },
  );
  for (const org of ORGS)
    commands.push(
      { type: 'CreateOrg', orgId: org, name: org, mode: 'live' },
      { type: 'CreateAgent', orgId: org, agentId: `agt_${org}`, name: 'a' },
      {
        type: 'SetDelegation',
        orgId: org,
        agentId: `agt_${org}`,
        delegation: { can_post_tasks: true },
      },
      {
        type: 'Deposit',
        orgId: org,
        depositId: `d_${org}`,
        amountMinor: 10n ** 12n,
        currency: 'NGN',
      },
    );
  for (const [i, id] of OPS.entries())
    commands.push({
      type: 'RegisterOperator',
      operator: {
        id,
        firstName: 'Ada',
        lastName: `Gold${i}`,
        phone: `+23480000001${i}`,
        languages: ['en'],
        lgaCoverage: ['ng.lagos.ikeja'],
        skills: ['field_verification'],
        tier: 'verified',
        zoneRef: 'ng.lagos',
        location: { lat: 6.6, lng: 3.35 },
        tokenHash: `gold${i}`,
        createdAtMs: 0,
      },
    });
  for (const c of commands) await engine.execute(c);
}

/** A task offered to `operatorId` at the clock's time (created, screened, matched). */
async function offer(engine: Engine, clock: TestClock, operatorId: string, org: string | 'gold') {
  const orgId = org === 'gold' ? GOLD_ORG.live : org;
  const created = (await engine.execute(
    org === 'gold'
      ? {
          type: 'CreateGoldTask',
          orgId,
          agentId: GOLD_AGENT.live,
          input: input(clock, true),
          knownAnswer: { open: true },
        }
      : { type: 'CreateTask', orgId, agentId: `agt_${orgId}`, input: input(clock, false) },
  )) as { taskId: string };
  const taskId = created.taskId;
  await engine.execute({
    type: 'ScreenTasks',
    shard: engine.shardFor(orgId).id,
    taskIds: [taskId],
  });
  await engine.execute({ type: 'StepTask', orgId, taskId, step: 'MATCH', operatorId });
  // The offer lapses: the Operator is free for the next one.
  await engine.execute({ type: 'StepTask', orgId, taskId, step: 'OFFER_LAPSED' });
}

describe('the gold counter read from the log', () => {
  it('counts ordinary offers after the last gold one, over every shard', async () => {
    const clock = new TestClock();
    const engine = await openEngine(memoryHome(), { clock });
    await setup(engine);
    // The offers are spread over several shards: the read orders them by time, not by shard.
    const shards = new Set([...ORGS, GOLD_ORG.live].map((o) => engine.shardFor(o).id));
    expect(shards.size).toBeGreaterThan(2);
    const [g0, g1, g2] = OPS as [string, string, string];
    // g0: ordinary, gold, then two ordinary on two other orgs' shards.
    await offer(engine, clock, g0, ORGS[0]!);
    clock.advance(1_000);
    await offer(engine, clock, g0, 'gold');
    clock.advance(1_000);
    await offer(engine, clock, g0, ORGS[1]!);
    clock.advance(1_000);
    await offer(engine, clock, g0, ORGS[2]!);
    // g1: a gold offer and an ordinary one at the same millisecond, then twelve ordinary.
    clock.advance(1_000);
    await offer(engine, clock, g1, 'gold');
    await offer(engine, clock, g1, ORGS[0]!);
    for (let i = 0; i < 12; i++) {
      clock.advance(1_000);
      await offer(engine, clock, g1, ORGS[i % 3]!);
    }
    // g2: ordinary offers only.
    await offer(engine, clock, g2, ORGS[1]!);
    await engine.barrier();

    const { sinceGold, records, decoded } = await countGoldFromLog(engine.wal, 10);
    expect(sinceGold.get(g0)).toBe(2);
    // Capped at nine (enough to be offered gold); the same-millisecond one is not counted.
    expect(sinceGold.get(g1)).toBe(9);
    expect(sinceGold.has(g2)).toBe(false);
    expect(decoded).toBeLessThan(records);

    const few = await countGoldFromLog(engine.wal, 20);
    expect(few.sinceGold.get(g1)).toBe(12);
    await engine.close();
  });
});
