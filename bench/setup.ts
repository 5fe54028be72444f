// Shared set-up for benchmarks: orgs with funded wallets and a posting agent, and a create input.
import type { Engine } from '../src/runtime/engine.ts';
import type { Command, CreateTaskInput } from '../src/core/commands.ts';
import { fingerprint } from '../src/runtime/fingerprint.ts';

/** The ids of a bench's `count` orgs (the PostgreSQL peer seeds the same ones). */
export function benchOrgs(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `org_bench${i}`);
}

/** What makes bench org `org`: the org, its posting agent, and a funded wallet, in order. */
export function seedCommands(org: string, depositMinor = 10n ** 15n): Command[] {
  return [
    { type: 'CreateOrg', orgId: org, name: org, mode: 'live' },
    { type: 'CreateAgent', orgId: org, agentId: `agt_${org}`, name: 'bench' },
    {
      type: 'SetDelegation',
      orgId: org,
      agentId: `agt_${org}`,
      delegation: { can_post_tasks: true },
    },
    {
      type: 'Deposit',
      orgId: org,
      depositId: `seed_${org}`,
      amountMinor: depositMinor,
      currency: 'NGN',
    },
  ];
}

export async function seedOrgs(
  engine: Engine,
  count: number,
  depositMinor = 10n ** 15n,
): Promise<string[]> {
  const orgs = benchOrgs(count);
  await Promise.all(
    orgs.map(async (org) => {
      for (const command of seedCommands(org, depositMinor)) await engine.execute(command);
    }),
  );
  return orgs;
}

export function createInput(i: number, nowMs: number): CreateTaskInput {
  return {
    type: 'field_verification',
    title: `Bench check ${i}`,
    instructions:
      'Confirm that the shop at 12 Allen Avenue, Ikeja is open and photograph the storefront.',
    reward_major: '1500.00',
    deadline: new Date(nowMs + 86_400_000).toISOString(),
    proof_requirements: ['photo', 'geofence'],
    zone_ref: 'ng.lagos.ikeja',
  };
}

/**
 * The i-th keyed create of a bench's load, spread over `orgs` as a caller would send it: the
 * idempotency fingerprint is the caller's work, so it is paid inside the timed part.
 */
export function keyedCreate(
  orgs: readonly string[],
  i: number,
): Extract<Command, { type: 'CreateTask' }> & { idem: { key: string; fingerprint: string } } {
  const orgId = orgs[i % orgs.length]!;
  const input = createInput(i, Date.now());
  return {
    type: 'CreateTask',
    orgId,
    agentId: `agt_${orgId}`,
    input,
    idem: { key: `bench-${i}`, fingerprint: fingerprint('create_task', input) },
  };
}

/** Runs `total` jobs with at most `concurrency` in flight; returns elapsed seconds. */
export async function drive(
  total: number,
  concurrency: number,
  job: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) await job(i);
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * CPU of every thread of this process (JS, LevelDB's writer, worker threads) since `before`, in
 * seconds.
 */
export function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}
