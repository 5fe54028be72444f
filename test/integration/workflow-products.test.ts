// Proves the workflow catalogue is flag-gated per org and listed per zone, with prices that are
// the step rewards plus the rounded-up fee, as digit strings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, newOrg, startTestService, type TestService } from '../support/http.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('GET /v1/workflow_products', () => {
  it('lists only products enabled for the org, only in live zones', async () => {
    const org = await newOrg(svc.url, '0');
    const list = (zone: string) => call(svc.url, 'GET', `/v1/workflow_products?zone_ref=${zone}`, { key: org.key });
    expect((await list('ng.lagos.ikeja')).body.data).toEqual([]);
    await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, { 'flags.workflows.business_address_verification': true, 'flags.workflows.retail_shelf_audit': true });
    const products = (await list('ng.lagos.ikeja')).body.data;
    expect(products.map((p: { product: string }) => p.product)).toEqual(['business_address_verification', 'retail_shelf_audit']);
    expect(products[0]).toMatchObject({
      price_minor: '407000', // 150000 + 100000 + 120000 = 370000, + 10% fee
      currency: 'NGN',
      steps: [{ type: 'field_verification' }, { type: 'storefront_photo' }, { type: 'survey' }],
      inputs_schema: { type: 'object', required: ['business_name', 'address'] },
    });
    expect((await list('ng.kano.fagge')).body.data).toEqual([]);
    expect((await list('')).status).toBe(400);
    expect((await call(svc.url, 'GET', '/v1/workflow_products?zone_ref=ng.lagos.ikeja')).status).toBe(401);
  });
});
