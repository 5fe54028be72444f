// Proves that however concurrent commands interleave (fast-check's scheduler picks the order),
// one Idempotency-Key yields one task and one charge, and a wallet is never overdrawn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors/problem.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import { balanceOf } from '../../src/core/state.ts';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { checkAll, failuresOf, memoryHome, openEngine, T0, TestClock } from '../support/harness.ts';

const input = (title: string): CreateTaskInput => ({
  type: 'field_verification',
  title,
  instructions: 'Confirm the shop is open.',
  reward_major: '1500.00',
  deadline: new Date(T0 + 3_600_000).toISOString(),
  zone_ref: 'ng.lagos.ikeja',
});

async function freshEngine(depositMinor: bigint) {
  const engine = await openEngine(memoryHome(), { clock: new TestClock() });
  await engine.execute({ type: 'CreateOrg', orgId: 'org_r', name: 'r', mode: 'live' });
  for (const agent of ['agt_1', 'agt_2']) {
    await engine.execute({ type: 'CreateAgent', orgId: 'org_r', agentId: agent, name: agent });
    await engine.execute({
      type: 'SetDelegation',
      orgId: 'org_r',
      agentId: agent,
      delegation: { can_post_tasks: true },
    });
  }
  await engine.execute({
    type: 'Deposit',
    orgId: 'org_r',
    depositId: 'd',
    amountMinor: depositMinor,
    currency: 'NGN',
  });
  return engine;
}

describe('races under a scheduler', () => {
  it(
    'one key, many concurrent callers: one ' + 'task, one charge, the same answer for all',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.scheduler(),
          fc.array(fc.constantFrom('same', 'other'), { minLength: 2, maxLength: 8 }),
          async (s, bodies) => {
            const engine = await freshEngine(10_000_000n);
            const call = s.scheduleFunction(async (title: string) => {
              const i = input(title);
              try {
                return await engine.execute({
                  type: 'CreateTask',
                  orgId: 'org_r',
                  agentId: 'agt_1',
                  input: i,
                  idem: { key: 'k', fingerprint: fingerprint('create_task', i) },
                });
              } catch (e) {
                if (e instanceof DomainError) return e.code;
                throw e;
              }
            });
            const all = Promise.all(bodies.map((b) => call(b)));
            await s.waitAll();
            const results = await all;
            const tasks = results.filter((r) => typeof r === 'object');
            expect(new Set(tasks.map((t) => (t as { taskId: string }).taskId)).size).toBe(1);
            expect(
              results
                .filter((r) => typeof r === 'string')
                .every((r) => r === 'idempotency_conflict'),
            ).toBe(true);
            expect(engine.stateOf('org_r').tasks.size).toBe(1);
            expect(balanceOf(engine.stateOf('org_r'), 'NGN', 'wallet:org_r')).toBe(
              10_000_000n - 165_000n,
            );
            expect(failuresOf(await checkAll(engine))).toEqual([]);
            await engine.close();
          },
        ),
        { numRuns: 50 },
      );
    },
  );

  it('two agents racing for one wallet never overdraw it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 12 }),
        async (s, covers, attempts) => {
          const engine = await freshEngine(165_000n * BigInt(covers));
          const call = s.scheduleFunction(async (n: number) => {
            const i = input(`t${n}`);
            return engine
              .execute({
                type: 'CreateTask',
                orgId: 'org_r',
                agentId: n % 2 ? 'agt_1' : 'agt_2',
                input: i,
              })
              .then(
                () => 'ok',
                (e: DomainError) => e.code,
              );
          });
          const all = Promise.all(Array.from({ length: attempts }, (_, n) => call(n)));
          await s.waitAll();
          const results = await all;
          expect(results.filter((r) => r === 'ok')).toHaveLength(Math.min(covers, attempts));
          expect(
            results.filter((r) => r !== 'ok').every((r) => r === 'insufficient_escrow_balance'),
          ).toBe(true);
          expect(balanceOf(engine.stateOf('org_r'), 'NGN', 'wallet:org_r')).toBe(
            165_000n * BigInt(Math.max(0, covers - attempts)),
          );
          await engine.close();
        },
      ),
      { numRuns: 50 },
    );
  });
});
