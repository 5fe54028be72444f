import { describe, expect, it } from 'vitest';
import { call, newKey, type TestOrg } from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import { campaignBody, ROW_TOTAL, TEMPLATE } from '../support/campaigns.ts';
import {
  allMade,
  enabledOrg,
  get,
  post,
  START,
  svc,
  useCampaignService,
  wallet,
} from '../support/campaigns-http.ts';

useCampaignService();

describe('rows as CSV', () => {
  it(
    'creates from rows_csv (header names zone_ref, reward_major and the variables); bad lines ' +
      'refused by row number',
    async () => {
      const org = await enabledOrg();
      const { rows: _rows, ...rest } = campaignBody(1);
      const csv =
        'zone_ref,shop,address,reward_major\r\nng.lagos.ikeja,"Mama ""Put"" Kitchen","12 Allen ' +
        'Avenue, Ikeja",\r\nng.lagos.ikeja,Shop 2,2 Allen Avenue,2000.00\r\n';
      const res = await post(org, { ...rest, rows_csv: csv });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        rows: 2,
        budgetMinor: (ROW_TOTAL + 220_000n).toString(),
      });
      const id = res.body.data.campaignId as string;
      await allMade(org, id);
      const { rows } = await get(org, `/v1/campaigns/${id}/results`);
      expect((await get(org, `/v1/tasks/${rows[0].task_id}`)).title).toBe(
        'Shelf check at Mama "Put" Kitchen',
      );
      const bad = await post(org, {
        ...rest,
        rows_csv: 'zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.lagos.ikeja,B\n',
      });
      expectProblem(bad, 400, 'validation_failed');
      expect(bad.body.detail.rows).toEqual([
        expect.objectContaining({ row: 2, code: 'validation_failed' }),
      ]);
      const unknownZone = await post(org, {
        ...rest,
        rows_csv:
          'zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.kano.kano-municipal,B,2 Road\n',
      });
      expect(unknownZone.body.detail.rows).toEqual([
        expect.objectContaining({ row: 2, code: 'zone_not_serviceable' }),
      ]);
      // Lines that are not rows and rows create_task refuses, together, by their numbers in the
      // file.
      const both =
        'zone_ref,shop,address\nng.lagos.ikeja,A,1 ' +
        'Road\nng.lagos.ikeja,B\nng.kano.kano-municipal,C,3 Road\nng.lagos.ikeja,D,4 Road\n';
      const mixed = await post(org, { ...rest, rows_csv: both });
      expect(mixed.body.detail.rows).toEqual([
        expect.objectContaining({ row: 2, code: 'validation_failed' }),
        expect.objectContaining({ row: 3, code: 'zone_not_serviceable' }),
      ]);
      const est = await call(svc.url, 'POST', '/v1/estimate_campaign', {
        key: org.key,
        body: { ...rest, rows_csv: both },
      });
      expect(est.body.data).toMatchObject({
        rows_total: 4,
        rows_accepted: 2,
        budget_minor: (ROW_TOTAL * 2n).toString(),
        governance: { allowed: false, code: 'validation_failed' },
      });
      expect(est.body.data.rows_refused.map((r: { row: number }) => r.row)).toEqual([2, 3]);
      expectProblem(
        await post(org, {
          ...rest,
          rows: campaignBody(1).rows,
          rows_csv: 'zone_ref\nng.lagos.ikeja\n',
        }),
        400,
        'validation_failed',
      );
      expect(await wallet(org)).toBe(START - ROW_TOTAL - 220_000n);
    },
  );
});

describe('estimate', () => {
  it(
    'judges as create does, changing nothing: ' + 'cost, refused rows, governance verdict',
    async () => {
      const org = await enabledOrg(ROW_TOTAL * 2n);
      const body = campaignBody(3);
      body.rows[2] = { ...body.rows[2]!, zone_ref: 'ng.kano.kano-municipal' };
      const res = await call(svc.url, 'POST', '/v1/estimate_campaign', { key: org.key, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        rows_total: 3,
        rows_accepted: 2,
        budget_minor: (ROW_TOTAL * 2n).toString(),
        currency: 'NGN',
        governance: {
          allowed: false,
          code: 'validation_failed',
          campaigns_enabled: true,
          wallet_covers: true,
        },
      });
      expect(res.body.data.rows_refused).toEqual([
        expect.objectContaining({ row: 3, code: 'zone_not_serviceable' }),
      ]);
      const fine = await call(svc.url, 'POST', '/v1/estimate_campaign', {
        key: org.key,
        body: campaignBody(3),
      });
      expect(fine.body.data.governance).toMatchObject({
        allowed: false,
        code: 'insufficient_escrow_balance',
        wallet_covers: false,
      });
      const ok = await call(svc.url, 'POST', '/v1/estimate_campaign', {
        key: org.key,
        body: campaignBody(2, { template: { ...TEMPLATE } }),
      });
      expect(ok.body.data.governance).toMatchObject({ allowed: true, wallet_covers: true });
      expect(await wallet(org)).toBe(ROW_TOTAL * 2n);
    },
  );
});

describe('rows as a CSV file upload (multipart/form-data)', () => {
  const CSV =
    'zone_ref,shop,address\r\nng.lagos.ikeja,Shop 1,1 Allen Avenue\r\nng.lagos.ikeja,Shop ' +
    '2,2 Allen Avenue\r\n';
  const form = (
    csv: string | Blob,
    fields: Record<string, string> = { template: JSON.stringify(TEMPLATE) },
    type = 'text/csv',
    filename = 'shops.csv',
  ) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    f.append('rows', typeof csv === 'string' ? new Blob([csv], { type }) : csv, filename);
    return f;
  };
  const upload = async (
    org: TestOrg,
    body: FormData,
    path = '/v1/campaigns',
    idem: string | null = newKey('cmp'),
  ) => {
    const res = await fetch(`${svc.url}${path}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${org.key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: (await res.json()) as Record<string, any>,
    };
  };

  it(
    'creates from a template field and a rows file, named after the file unless named; same ' +
      'idempotency',
    async () => {
      const org = await enabledOrg();
      const idem = newKey('cmp');
      const res = await upload(org, form(CSV), '/v1/campaigns', idem);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ rows: 2, budgetMinor: (ROW_TOTAL * 2n).toString() });
      const id = res.body.data.campaignId as string;
      expect((await get(org, `/v1/campaigns/${id}`)).name).toBe('shops');
      // The same key and the same form (a new boundary) replays; the same key with other rows
      // conflicts.
      const again = await upload(org, form(CSV), '/v1/campaigns', idem);
      expect(again.status).toBe(201);
      expect(again.body.data.campaignId).toBe(id);
      const other = await upload(org, form(CSV.replace('Shop 2', 'Shop 3')), '/v1/campaigns', idem);
      expect(other.status).toBe(409);
      const named = await upload(
        org,
        form(CSV, { name: 'Ikeja shelves', template: JSON.stringify(TEMPLATE) }),
      );
      expect((await get(org, `/v1/campaigns/${named.body.data.campaignId}`)).name).toBe(
        'Ikeja shelves',
      );
      expect((await upload(org, form(CSV), '/v1/campaigns', null)).body.code).toBe(
        'idempotency_key_missing',
      );
      expect(await wallet(org)).toBe(START - ROW_TOTAL * 4n);
    },
  );

  it('refuses rows by number and bad uploads as problem+json; nothing charged', async () => {
    const org = await enabledOrg();
    const bad = await upload(
      org,
      form(
        'zone_ref,shop,address\nng.lagos.ikeja,A,1 ' +
          'Road\nng.lagos.ikeja,B\nng.kano.kano-municipal,C,3 Road\n',
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.type).toMatch(/^application\/problem\+json/);
    expect(bad.body.detail.rows).toEqual([
      expect.objectContaining({ row: 2, code: 'validation_failed' }),
      expect.objectContaining({ row: 3, code: 'zone_not_serviceable' }),
    ]);
    const zone = await upload(
      org,
      form('zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.kano.kano-municipal,C,3 Road\n'),
    );
    expect(zone.body.detail.rows).toEqual([
      expect.objectContaining({ row: 2, code: 'zone_not_serviceable' }),
    ]);
    const notCsv = await upload(org, form('\x89PNG\r\n', undefined, 'image/png', 'shelf.png'));
    expect(notCsv.status).toBe(400);
    expect(notCsv.body).toMatchObject({
      code: 'validation_failed',
      detail: { errors: [expect.objectContaining({ path: 'rows' })] },
    });
    const binary = await upload(
      org,
      form(new Blob([new Uint8Array([0x7a, 0x00, 0xff, 0xfe])], { type: 'text/csv' })),
    );
    expect(binary.status).toBe(400);
    const badTemplate = await upload(org, form(CSV, { template: '{not json' }));
    expect(badTemplate.body).toMatchObject({
      code: 'validation_failed',
      detail: { errors: [expect.objectContaining({ path: 'template' })] },
    });
    const tooMany = await upload(
      org,
      form(`zone_ref,shop,address\n${'ng.lagos.ikeja,A,1 Road\n'.repeat(10_001)}`),
    );
    expect(tooMany.status).toBe(400);
    const huge = await upload(
      org,
      form(`zone_ref,shop,address\nng.lagos.ikeja,${'x'.repeat(9 * 1024 * 1024)},1 Road\n`),
    );
    expect(huge.status).toBe(413);
    expect(huge.type).toMatch(/^application\/problem\+json/);
    expect(await wallet(org)).toBe(START);
  });

  it('estimates from an upload; multipart is refused on every other operation', async () => {
    const org = await enabledOrg();
    const est = await upload(org, form(CSV), '/v1/estimate_campaign', null);
    expect(est.status, JSON.stringify(est.body)).toBe(200);
    expect(est.body.data).toMatchObject({
      rows_total: 2,
      rows_accepted: 2,
      budget_minor: (ROW_TOTAL * 2n).toString(),
      governance: { allowed: true },
    });
    const f = new FormData();
    f.append('title', 'x');
    const task = await fetch(`${svc.url}/v1/tasks`, {
      method: 'POST',
      body: f,
      headers: { authorization: `Bearer ${org.key}`, 'idempotency-key': newKey('t') },
    });
    expect(task.status).toBe(400);
    expect(await task.json()).toMatchObject({
      code: 'validation_failed',
      detail: { errors: [{ message: 'Content-Type must be application/json' }] },
    });
    expect(await wallet(org)).toBe(START);
  });
});
