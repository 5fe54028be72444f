// Proves matching honours the task's language and the Operator's tier: a task asking for Hausa
// goes only to a Hausa speaker, and an Operator on probation is offered Live task types only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrg, startTestService, type TestService } from '../support/http.ts';
import { postTask, registerOperator, waitFor, waitMatched, stateOf } from '../support/operators.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('who is offered what', () => {
  it('offers a task that asks for a language only to Operators who speak it', async () => {
    const org = await newOrg(svc.url, '10000000');
    await registerOperator(svc, {
      languages: ['en'],
      lga_coverage: ['ng.lagos.surulere'],
      zone_ref: 'ng.lagos.surulere',
    });
    const hausa = await registerOperator(svc, {
      languages: ['en', 'ha'],
      lga_coverage: ['ng.lagos.surulere'],
      zone_ref: 'ng.lagos.surulere',
    });
    const id = await postTask(svc, org, { zone_ref: 'ng.lagos.surulere', language: 'ha' });
    expect(await waitMatched(svc, org, id)).toBe(hausa.id);
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.language,
    ).toBe('ha');
  });

  it('leaves a task live when nobody speaks its language', async () => {
    const org = await newOrg(svc.url, '10000000');
    await registerOperator(svc, {
      languages: ['en'],
      lga_coverage: ['ng.lagos.lagos-island'],
      zone_ref: 'ng.lagos.lagos-island',
    });
    const id = await postTask(svc, org, { zone_ref: 'ng.lagos.lagos-island', language: 'ig' });
    await new Promise((r) => setTimeout(r, 800));
    expect(stateOf(svc, org, id)?.state).toBe('live');
  });

  it('offers Pilot work only to Operators past probation', async () => {
    const org = await newOrg(svc.url, '10000000');
    await registerOperator(svc, {
      tier: 'probation',
      skills: ['shelf_audit', 'field_verification'],
      lga_coverage: ['ng.lagos.eti-osa'],
      zone_ref: 'ng.lagos.eti-osa',
    });
    const pilot = await postTask(svc, org, {
      type: 'shelf_audit',
      reward_major: '2500.00',
      zone_ref: 'ng.lagos.eti-osa',
    });
    await new Promise((r) => setTimeout(r, 800));
    expect(stateOf(svc, org, pilot)?.state).toBe('live');
    const liveType = await postTask(svc, org, { zone_ref: 'ng.lagos.eti-osa' });
    await waitMatched(svc, org, liveType);
    const verified = await registerOperator(svc, {
      tier: 'verified',
      skills: ['shelf_audit'],
      lga_coverage: ['ng.lagos.eti-osa'],
      zone_ref: 'ng.lagos.eti-osa',
    });
    expect(
      await waitFor(
        () => (stateOf(svc, org, pilot)?.operatorId === verified.id ? true : undefined),
        2_000,
        'the pilot task to reach the verified Operator',
      ),
    ).toBe(true);
  });
});
