// Staff's registry-level freeze of an Operator, over HTTP: frozen from the console's Operators
// page (linked, like the Operator app's staff page, from the staff navigation), the Operator is
// offered nothing while live work waits in their LGA; the freeze is a record (it holds across a
// restart) and is in the audit log; unfrozen, the waiting task is offered to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { advance, postTask, waitFor, waitMatched } from '../support/operators.ts';
import { appOperator, staffClient } from '../support/app-work.ts';
import type { AppClient } from '../support/app-client.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';

let svc: TestService;
let org: TestOrg;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

const registry = () => svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators;

describe('Operator freeze in the registry', () => {
  it('offers nothing to a frozen Operator, across a restart; resumes unfrozen', async () => {
    const { client, operatorId } = await appOperator(
      svc,
      '0815 123 9876',
      'Yusuf',
      'ng.lagos.eti-osa',
    );
    const staff: AppClient = await staffClient(svc);
    const overview = await staff.get('/console/staff/operators');
    expect(overview.html).toContain('href="/console/staff/operator-app/"');
    expect(overview.html).toContain(`/console/staff/operators/${operatorId}/freeze`);
    const frozen = await staff.post(`/console/staff/operators/${operatorId}/freeze`, {});
    expect(frozen.location).toBe('/console/staff/operators?done=operator_frozen');
    expect(registry().get(operatorId)?.frozen).toBe(true);
    const listed = await staff.get(frozen.location!);
    expect(listed.html).toContain('Operator frozen');
    expect(listed.html).toContain(`/console/staff/operators/${operatorId}/unfreeze`);

    const dataDir = svc.dataDir;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    client.moveTo(svc.url);
    staff.moveTo(svc.url);
    expect(registry().get(operatorId)?.frozen).toBe(true);

    const id = await postTask(svc, org, { zone_ref: 'ng.lagos.eti-osa', title: 'Count the boats' });
    await waitFor(() => (svc.engine.findTask(id)?.state === 'live' ? true : undefined), 5_000);
    await advance(svc, 60);
    await svc.engine.barrier();
    const waiting = svc.engine.findTask(id);
    expect(waiting?.state).toBe('live');
    expect(waiting?.operatorId).toBeNull();
    expect((await client.get('/app/work')).html).not.toContain('Count the boats');

    await staff.get('/console/staff/operators');
    await staff.post(`/console/staff/operators/${operatorId}/unfreeze`, {});
    expect(registry().get(operatorId)?.frozen).toBeUndefined();
    await advance(svc, 60);
    expect(await waitMatched(svc, org, id, 5_000)).toBe(operatorId);
    expect((await client.get('/app/work')).html).toContain('Count the boats');

    // Frozen again with the offer standing: it cannot be taken until unfrozen.
    await staff.get('/console/staff/operators');
    await staff.post(`/console/staff/operators/${operatorId}/freeze`, {});
    await client.get('/app/work');
    expect((await client.post(`/app/offers/${id}/accept`, {})).status).toBe(409);
    expect(svc.engine.findTask(id)?.state).toBe('matched');
    await staff.get('/console/staff/operators');
    await staff.post(`/console/staff/operators/${operatorId}/unfreeze`, {});
    await client.get('/app/work');
    expect((await client.post(`/app/offers/${id}/accept`, {})).status).toBe(303);

    const audit = await staff.get('/console/staff/audit');
    expect(audit.html).toContain('operator.freeze');
    expect(audit.html).toContain('operator.unfreeze');
  }, 90_000);
});
