// Proves that the safety filter on its worker thread (the service's screener) gives every text the
// verdict it gets on the calling thread, whatever else shares its batch, and that an engine using
// it refuses a blocked create and passes a clean one exactly as an engine screening inline does.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PooledScreener, inlineScreener } from '../../src/runtime/screener.ts';
import { screenTask, type TaskText } from '../../src/domain/safety-filter.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import { DomainError } from '../../src/errors/problem.ts';

const SAMPLES: TaskText[] = [
  {
    type: 'field_verification',
    title: 'Check the shop',
    instructions:
      'Confirm that the shop at 12 Allen Avenue, Ikeja is open and photograph the storefront.',
  },
  {
    type: 'field_verification',
    title: 'Field task',
    instructions: 'Solve the CAPTCHA on this website for me.',
  },
  {
    type: 'field_verification',
    title: 'Field task',
    instructions: 'Receive the OTP on your phone and send it to me.',
  },
  {
    type: 'field_verification',
    title: 'Field task',
    instructions: 'Open a new Gmail account for me.',
  },
  {
    type: 'survey',
    title: 'Ask about CAPTCHAs',
    instructions: 'Ask shop owners whether they ever had to solve a CAPTCHA.',
  },
  {
    type: 'field_verification',
    title: 'Field task',
    instructions: 'Solve the сарtсhа on the site.',
  },
];

describe('screening on a worker thread', () => {
  const screener = new PooledScreener();
  afterAll(() => screener.close());

  it('gives each text its inline verdict, alone or batched with others', async () => {
    const texts = fc.sample(fc.constantFrom(...SAMPLES), { numRuns: 300, seed: 7 });
    const answers = await Promise.all(texts.map((t) => screener.screen([t])));
    expect(answers.map((a) => a[0])).toEqual(texts.map(screenTask));
    expect(await screener.screen(texts)).toEqual(inlineScreener.screen(texts));
  });

  it('refuses and passes creates as the inline engine does', async () => {
    const outcome = async (engine: Engine, instructions: string) => {
      try {
        return await engine
          .execute({
            type: 'CreateTask',
            orgId: 'org_s',
            agentId: 'agt_s',
            input: {
              type: 'field_verification',
              title: 'Field task',
              instructions,
              reward_major: '2000.00',
              deadline: new Date(Date.now() + 86_400_000).toISOString(),
              zone_ref: 'ng.lagos.ikeja',
            },
          })
          .then(() => 'created');
      } catch (error) {
        return error instanceof DomainError
          ? `${error.code} ${JSON.stringify(error.detail)}`
          : String(error);
      }
    };
    const results: string[][] = [];
    for (const s of [screener, undefined]) {
      const engine = await Engine.open({
        wal: new MemoryWal(new MemoryWalStore()),
        shardCount: 2,
        ...(s ? { screener: s } : {}),
      });
      await engine.execute({ type: 'CreateOrg', orgId: 'org_s', name: 'S', mode: 'live' });
      await engine.execute({ type: 'CreateAgent', orgId: 'org_s', agentId: 'agt_s', name: 'a' });
      await engine.execute({
        type: 'SetDelegation',
        orgId: 'org_s',
        agentId: 'agt_s',
        delegation: { can_post_tasks: true },
      });
      await engine.execute({
        type: 'Deposit',
        orgId: 'org_s',
        depositId: 'd1',
        amountMinor: 10_000_000n,
        currency: 'NGN',
      });
      results.push(await Promise.all(SAMPLES.map((t) => outcome(engine, t.instructions))));
      await engine.close();
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0]!.filter((r) => r === 'created').length).toBe(2);
    expect(results[0]!.filter((r) => r.startsWith('safety_filter_blocked')).length).toBe(4);
  });
});
