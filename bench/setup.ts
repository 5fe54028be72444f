// Shared set-up for benchmarks: orgs with funded wallets and a posting agent, and a create input.
import type { Engine } from '../src/runtime/engine.ts';
import type { CreateTaskInput } from '../src/core/commands.ts';

export async function seedOrgs(engine: Engine, count: number, depositMinor = 10n ** 15n): Promise<string[]> {
  const orgs = Array.from({ length: count }, (_, i) => `org_bench${i}`);
  await Promise.all(orgs.map(async (org) => {
    await engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
    await engine.execute({ type: 'CreateAgent', orgId: org, agentId: `agt_${org}`, name: 'bench' });
    await engine.execute({ type: 'SetDelegation', orgId: org, agentId: `agt_${org}`, delegation: { can_post_tasks: true } });
    await engine.execute({ type: 'Deposit', orgId: org, depositId: `seed_${org}`, amountMinor: depositMinor, currency: 'NGN' });
  }));
  return orgs;
}

export function createInput(i: number, nowMs: number): CreateTaskInput {
  return {
    type: 'field_verification',
    title: `Bench check ${i}`,
    instructions: 'Confirm that the shop at 12 Allen Avenue, Ikeja is open and photograph the storefront.',
    reward_major: '1500.00',
    deadline: new Date(nowMs + 86_400_000).toISOString(),
    proof_requirements: ['photo', 'geofence'],
    zone_ref: 'ng.lagos.ikeja',
  };
}

/** Runs `total` jobs with at most `concurrency` in flight; returns elapsed seconds. */
export async function drive(total: number, concurrency: number, job: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < total; i = next++) await job(i);
  }));
  return (performance.now() - started) / 1000;
}

/** CPU of every thread of this process (JS, LevelDB's writer, worker threads) since `before`, in seconds. */
export function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}
