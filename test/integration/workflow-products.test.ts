// Proves the workflow catalogue is flag-gated per org and listed with the live zones where each
// product can be ordered (all of them without zone_ref, narrowed by one), with prices that are the
// step rewards plus the rounded-up fee, as digit strings, and that GET /v1/pricing publishes each
// product's price under pricing.workflow.<product>.<currency>.
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
    const list = (zone: string) =>
      call(svc.url, 'GET', `/v1/workflow_products?zone_ref=${zone}`, { key: org.key });
    expect((await list('ng.lagos.ikeja')).body.data).toEqual([]);
    await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
      'flags.workflows.business_address_verification': true,
      'flags.workflows.retail_shelf_audit': true,
    });
    const products = (await list('ng.lagos.ikeja')).body.data;
    expect(products.map((p: { product: string }) => p.product)).toEqual([
      'business_address_verification',
      'retail_shelf_audit',
    ]);
    expect(products[0]).toMatchObject({
      price_minor: '407000', // 150000 + 100000 + 120000 = 370000, + 10% fee
      currency: 'NGN',
      steps: [{ type: 'field_verification' }, { type: 'storefront_photo' }, { type: 'survey' }],
      inputs_schema: { type: 'object', required: ['business_name', 'address'] },
    });
    expect(products[0].zones).toEqual(
      expect.arrayContaining(['ng.lagos', 'ng.lagos.ikeja', 'ng.fct.abuja-municipal-area-council']),
    );
    expect((await list('ng.kano.fagge')).body.data).toEqual([]);
    expect((await list('')).status).toBe(400);
    expect(
      (await call(svc.url, 'GET', '/v1/workflow_products?zone_ref=ng.lagos.ikeja')).status,
    ).toBe(401);
  });

  it(
    'without zone_ref lists every product the org may order, each with the live zones where it ' +
      'can be ordered',
    async () => {
      const org = await newOrg(svc.url, '0');
      const all = () => call(svc.url, 'GET', '/v1/workflow_products', { key: org.key });
      expect((await all()).status).toBe(200);
      expect((await all()).body.data).toEqual([]);
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.workflows.property_inspection': true,
      });
      const [product, ...rest] = (await all()).body.data;
      expect(rest).toEqual([]);
      const zones = (await call(svc.url, 'GET', '/v1/zones')).body.data as Array<{
        zone_ref: string;
        status: string;
      }>;
      const live = zones.filter((z) => z.status === 'live').map((z) => z.zone_ref);
      expect(product).toMatchObject({
        product: 'property_inspection',
        price_minor: '660000',
        currency: 'NGN',
        zones: live,
      });
      expect(product.zones).not.toContain('ng.kano.fagge');
      // The zone case has the same entry, zones included.
      expect(
        (
          await call(svc.url, 'GET', '/v1/workflow_products?zone_ref=ng.lagos.ikeja', {
            key: org.key,
          })
        ).body.data,
      ).toEqual([product]);
      // A zone set live is listed at once (and its State with it).
      expect(
        (await admin(svc.url, 'PUT', '/internal/v1/zones/ng.kano.fagge', { status: 'live' }))
          .status,
      ).toBe(200);
      const widened = (await all()).body.data[0].zones;
      expect(widened).toEqual(expect.arrayContaining(['ng.kano', 'ng.kano.fagge', ...live]));
      await admin(svc.url, 'PUT', '/internal/v1/zones/ng.kano.fagge', { status: 'coming-soon' });
      expect((await all()).body.data[0].zones).toEqual(live);
    },
  );
});

describe('GET /v1/pricing and workflow products', () => {
  it(
    "publishes each product's price per currency under pricing.workflow.<product>.<currency>, " +
      'as the catalogue lists it',
    async () => {
      const prices = (await call(svc.url, 'GET', '/v1/pricing')).body.data as Array<{
        key: string;
        value: string;
      }>;
      const org = await newOrg(svc.url, '0');
      const flags = {
        'flags.workflows.business_address_verification': true,
        'flags.workflows.retail_shelf_audit': true,
        'flags.workflows.property_inspection': true,
      };
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, flags);
      const products = (await call(svc.url, 'GET', '/v1/workflow_products', { key: org.key })).body
        .data as Array<{ product: string; price_minor: string; currency: string }>;
      expect(products).toHaveLength(3);
      for (const p of products)
        expect(prices).toContainEqual({
          key: `pricing.workflow.${p.product}.${p.currency}`,
          value: p.price_minor,
        });
      expect(prices.filter((p) => p.key.startsWith('pricing.workflow.'))).toHaveLength(3);
      // The keys published before stay as they were.
      expect(prices).toContainEqual({ key: 'pricing.fee_bps', value: '1000' });
      expect(prices).toContainEqual({
        key: 'pricing.min_reward.field_verification.NGN',
        value: '150000',
      });
    },
  );
});
