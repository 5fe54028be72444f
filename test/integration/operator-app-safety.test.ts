// Saying no for safety in the Operator app over HTTP: an offer reported as unsafe is declined
// with the reason's policy category and the note kept for staff, and an accepted task stopped for
// safety loses its Pass; neither counts against the Operator (their tier stays), and neither task
// is offered to them again. Another Operator's task answers "not found".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { AppClient, signIn } from '../support/app-client.ts';
import { postTask, waitMatched } from '../support/operators.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { LIVE_SELFIE_B64 } from '../support/selfie.ts';

let svc: TestService;
let org: TestOrg;
let client: AppClient;
let operatorId: string;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
  client = new AppClient(svc.url);
  await signIn(svc, client, '0810 444 5566');
  await client.get('/app/onboard?state=ng.lagos');
  await client.post('/app/onboard', {
    state: 'ng.lagos',
    first_name: 'Tunde',
    last_name: 'Ade',
    lga: 'ng.lagos.ikeja',
    language: 'en',
    skill: 'field_verification',
  });
  await client.get('/app/kyc');
  await client.post('/app/kyc', {
    id_type: 'nin',
    id_number: '55566677788',
    consent: 'yes',
    selfie: LIVE_SELFIE_B64,
  });
  const ops = [...svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()];
  operatorId = ops.find((o) => o.firstName === 'Tunde')!.id;
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

const task = (id: string) => svc.engine.stateOf(org.orgId).tasks.get(id)!;

describe('Operator app safety', () => {
  it('reports an offer and stops an accepted task, without penalty', async () => {
    const offered = await postTask(svc, org, { title: 'Count the guards at the gate' });
    expect(await waitMatched(svc, org, offered, 5_000)).toBe(operatorId);
    const form = await client.get(`/app/offers/${offered}/report`);
    expect(form.html).toContain('Nothing counts against you');
    const reported = await client.post(`/app/offers/${offered}/report`, {
      reason: 'watching',
      note: 'They want me to watch a house at night.',
    });
    expect(reported.status).toBe(200);
    expect(reported.html).toContain('No penalty');
    expect(task(offered).unsafeFor).toContain(operatorId);
    expect(task(offered).hold?.category).toBe('surveillance_stalking');

    const accepted = await postTask(svc, org, { title: 'Check the warehouse' });
    expect(await waitMatched(svc, org, accepted, 5_000)).toBe(operatorId);
    await client.get('/app/work');
    expect((await client.post(`/app/offers/${accepted}/accept`, {})).status).toBe(303);
    expect(task(accepted).pass).not.toBeNull();
    const page = await client.get(`/app/tasks/${accepted}`);
    expect(page.html).toContain(`/app/tasks/${accepted}/abandon`);
    await client.get(`/app/tasks/${accepted}/abandon`);
    const stopped = await client.post(`/app/tasks/${accepted}/abandon`, { reason: 'danger' });
    expect(stopped.html).toContain('No penalty');
    expect(task(accepted).unsafeFor).toContain(operatorId);
    const me = svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(operatorId)!;
    expect(me.tier).toBe('verified');

    const other = await postTask(svc, org, { zone_ref: 'ng.lagos.eti-osa' });
    expect((await client.get(`/app/tasks/${other}`)).status).toBe(404);
  });
});
