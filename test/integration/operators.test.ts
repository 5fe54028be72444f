// Proves Operator onboarding validates and hands out its token once, and that /v1/workers (alias
// /v1/operators), /v1/workers/:id, check_availability and estimate_task expose only the public
// projection and agree on coverage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  admin,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import { operatorBody, registerOperator, worker, type TestOperator } from '../support/operators.ts';

let svc: TestService;
let org: TestOrg;
const PROJECTION_KEYS = [
  'first_name',
  'id',
  'languages',
  'last_initial',
  'lga_coverage',
  'photo_url',
  'tier',
  'zone_ref',
];
const FCT = 'ng.fct.abuja-municipal-area-council';

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
});
afterAll(async () => {
  await svc.close();
});

const list = (path: string) => call(svc.url, 'GET', path, { key: org.key });

describe('POST /internal/v1/operators', () => {
  it('needs the admin token', async () => {
    expectProblem(
      await call(svc.url, 'POST', '/internal/v1/operators', { body: operatorBody() }),
      401,
      'unauthorized',
    );
    expectProblem(
      await call(svc.url, 'POST', '/internal/v1/operators', { key: org.key, body: operatorBody() }),
      401,
      'unauthorized',
    );
  });

  it.each([
    ['unknown zone_ref', { zone_ref: 'ng.atlantis' }, 'zone_ref'],
    [
      'unknown LGA in lga_coverage',
      { lga_coverage: ['ng.lagos.ikeja', 'ng.lagos.nowhere'] },
      'lga_coverage',
    ],
    ['unknown skill', { skills: ['field_verification', 'juggling'] }, 'skills'],
    ['empty skills', { skills: [] }, 'skills'],
    ['bad phone', { phone: 'call me maybe' }, 'phone'],
    ['bad tier', { tier: 'gold' }, 'tier'],
  ] as const)('%s → 400 validation_failed naming the field', async (_name, overrides, field) => {
    const res = await admin(
      svc.url,
      'POST',
      '/internal/v1/operators',
      operatorBody(overrides as never),
    );
    expectProblem(res, 400, 'validation_failed');
    expect(
      (res.body.detail.errors as Array<{ path: string }>).some((e) => e.path.startsWith(field)),
      JSON.stringify(res.body),
    ).toBe(true);
  });

  it('a body missing location or last_name → 400', async () => {
    const { location: _l, ...noLocation } = operatorBody();
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/operators', noLocation),
      400,
      'validation_failed',
    );
    const { last_name: _n, ...noLast } = operatorBody();
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/operators', noLast),
      400,
      'validation_failed',
    );
  });

  it(
    'returns operator_id and an errand_op_ token ' +
      'exactly once; the token opens the Operator app',
    async () => {
      const res = await admin(
        svc.url,
        'POST',
        '/internal/v1/operators',
        operatorBody({ lga_coverage: ['ng.lagos.lagos-island'] }),
      );
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.data).sort()).toEqual(['operator_id', 'operator_token']);
      const { operator_id: id, operator_token: token } = res.body.data;
      expect(token).toMatch(/^errand_op_[0-9A-Za-z]{32}$/);
      const me = await worker(svc, token, 'GET', '/worker/v1/offers');
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ data: [] });
      // Nowhere else: neither the public reads nor a second registration show it.
      for (const path of [`/v1/workers/${id}`, '/v1/workers?limit=50', `/v1/operators/${id}`]) {
        const read = await list(path);
        expect(read.status).toBe(200);
        expect(JSON.stringify(read.body)).not.toContain(token);
      }
      const again = await admin(svc.url, 'POST', '/internal/v1/operators', operatorBody());
      expect(again.body.data.operator_id).not.toBe(id);
      expect(again.body.data.operator_token).not.toBe(token);
    },
  );
});

describe('GET /v1/workers and /v1/operators', () => {
  const fct: TestOperator[] = [];
  let lagosLga: TestOperator;
  let caller: TestOperator;

  beforeAll(async () => {
    for (let i = 0; i < 25; i++)
      fct.push(
        await registerOperator(svc, {
          zone_ref: 'ng.fct',
          lga_coverage: [FCT],
          skills: ['survey'],
        }),
      );
    caller = await registerOperator(svc, {
      zone_ref: 'ng.fct',
      lga_coverage: [FCT],
      skills: ['phone_call'],
      languages: ['ha', 'en'],
    });
    // Zone is an LGA, not the State: a State query still finds it through its coverage.
    lagosLga = await registerOperator(svc, {
      zone_ref: 'ng.lagos.eti-osa',
      lga_coverage: ['ng.lagos.eti-osa'],
      skills: ['survey'],
    });
  });

  it('needs an API key', async () => {
    expectProblem(await call(svc.url, 'GET', '/v1/workers'), 401, 'unauthorized');
    expectProblem(
      await call(svc.url, 'GET', '/v1/operators', { key: 'errand_live_nope' }),
      401,
      'unauthorized',
    );
  });

  it('limit defaults to 20, goes to 50, and 51 or 0 is a 400', async () => {
    const dflt = await list(`/v1/workers?zone_ref=${FCT}&skill=survey`);
    expect(dflt.status).toBe(200);
    expect(dflt.body.data).toHaveLength(20);
    const all = await list(`/v1/workers?zone_ref=${FCT}&skill=survey&limit=50`);
    expect(all.body.data).toHaveLength(25);
    expect(new Set(all.body.data.map((o: { id: string }) => o.id))).toEqual(
      new Set(fct.map((o) => o.id)),
    );
    expect((await list('/v1/workers?limit=50')).body.data.length).toBeLessThanOrEqual(50);
    expect((await list('/v1/workers?limit=3')).body.data).toHaveLength(3);
    for (const bad of ['51', '0', '-1', 'ten', '2.5']) {
      expectProblem(await list(`/v1/workers?limit=${bad}`), 400, 'validation_failed');
      expectProblem(await list(`/v1/operators?limit=${bad}`), 400, 'validation_failed');
    }
  });

  it('zone_ref and skill filter; a State ref covers the Operators of its LGAs', async () => {
    const phone = await list(`/v1/workers?zone_ref=${FCT}&skill=phone_call`);
    expect(phone.body.data.map((o: { id: string }) => o.id)).toEqual([caller.id]);
    const fctState = await list('/v1/workers?zone_ref=ng.fct&limit=50');
    expect(fctState.body.data).toHaveLength(26);
    const lagosState = await list('/v1/workers?zone_ref=ng.lagos&skill=survey&limit=50');
    expect(lagosState.body.data.map((o: { id: string }) => o.id)).toEqual([lagosLga.id]);
    const lga = await list('/v1/workers?zone_ref=ng.lagos.eti-osa&skill=survey');
    expect(lga.body.data.map((o: { id: string }) => o.id)).toEqual([lagosLga.id]);
    expect((await list('/v1/workers?zone_ref=ng.lagos.surulere&skill=survey')).body.data).toEqual(
      [],
    );
    expect((await list('/v1/workers?zone_ref=ng.kano&limit=50')).body.data).toEqual([]);
    const skillOnly = await list('/v1/workers?skill=phone_call&limit=50');
    expect(skillOnly.body.data.map((o: { id: string }) => o.id)).toContain(caller.id);
    expect(skillOnly.body.data.map((o: { id: string }) => o.id)).not.toContain(lagosLga.id);
  });

  it('/v1/operators answers exactly as /v1/workers', async () => {
    for (const query of [
      '',
      `?zone_ref=${FCT}`,
      `?zone_ref=ng.fct&skill=phone_call`,
      '?limit=50',
      '?zone_ref=ng.lagos&skill=survey',
    ]) {
      const a = await list(`/v1/workers${query}`);
      const b = await list(`/v1/operators${query}`);
      expect(b.status).toBe(200);
      expect(b.body).toEqual(a.body);
    }
  });

  it(
    'the projection has exactly id, first_name, last_initial (one letter), languages, ' +
      'lga_coverage, tier, zone_ref, photo_url',
    async () => {
      const all = await list('/v1/workers?limit=50');
      expect(all.body.data.length).toBeGreaterThan(0);
      for (const op of all.body.data) {
        expect(Object.keys(op).sort()).toEqual(PROJECTION_KEYS);
        expect(op.last_initial).toMatch(/^[A-Z]$/);
      }
      const one = await list(`/v1/workers/${caller.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual({
        data: {
          id: caller.id,
          first_name: caller.body.first_name,
          last_initial: caller.body.last_name[0],
          languages: ['ha', 'en'],
          lga_coverage: [FCT],
          tier: 'verified',
          zone_ref: 'ng.fct',
          photo_url: null,
        },
      });
      expect((await list(`/v1/operators/${caller.id}`)).body).toEqual(one.body);
      const text = JSON.stringify(all.body) + JSON.stringify(one.body);
      expect(text).not.toContain(caller.body.last_name);
      expect(text).not.toContain(caller.body.phone);
      expect(text).not.toContain(String(caller.body.location.lat));
    },
  );

  it('an unknown id → 404 not_found on both paths', async () => {
    expectProblem(await list('/v1/workers/opr_doesnotexist'), 404, 'not_found');
    expectProblem(await list('/v1/operators/opr_doesnotexist'), 404, 'not_found');
    expectProblem(await list(`/v1/workers/${org.orgId}`), 404, 'not_found');
  });
});

describe('check_availability and estimate_task coverage', () => {
  const ZONE = 'ng.lagos.surulere';
  const avail = (zone: string, skill: string) =>
    list(`/v1/availability?zone_ref=${zone}&skill=${skill}`);
  const estimate = async (zone: string, type: string) =>
    (
      await call(svc.url, 'POST', '/v1/estimate_task', {
        key: org.key,
        body: { type, reward_major: '2500.00', zone_ref: zone },
      })
    ).body.data;

  it('needs zone_ref and skill, and an API key', async () => {
    expectProblem(await list('/v1/availability?zone_ref=ng.lagos.ikeja'), 400, 'validation_failed');
    expectProblem(await list('/v1/availability?skill=survey'), 400, 'validation_failed');
    expectProblem(
      await call(svc.url, 'GET', `/v1/availability?zone_ref=${ZONE}&skill=survey`),
      401,
      'unauthorized',
    );
  });

  it(
    'before any Operator covers the zone: not ' + 'serviceable, no coverage, no time, a reason',
    async () => {
      const res = await avail(ZONE, 'storefront_photo');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        serviceable: false,
        coverage: { operators: 0 },
        time_to_match_minutes: null,
        reasons: [expect.stringMatching(/no Operator/)],
        alternatives: [],
      });
      const est = await estimate(ZONE, 'storefront_photo');
      expect(est.coverage).toEqual({ operators: 0 });
      expect(est.estimated_time_to_match_minutes).toBeNull();
      expect(est.serviceable).toBe(false);
    },
  );

  it(
    'after Operators register: coverage counts them, time to match shrinks, other covered LGAs ' +
      'are alternatives',
    async () => {
      await registerOperator(svc, {
        zone_ref: 'ng.lagos',
        lga_coverage: ['ng.lagos.ikeja'],
        skills: ['storefront_photo'],
      });
      let res = await avail(ZONE, 'storefront_photo');
      expect(res.body.data).toMatchObject({
        serviceable: false,
        coverage: { operators: 0 },
        alternatives: ['ng.lagos.ikeja'],
      });

      await registerOperator(svc, {
        zone_ref: 'ng.lagos',
        lga_coverage: [ZONE],
        skills: ['storefront_photo'],
      });
      res = await avail(ZONE, 'storefront_photo');
      expect(res.body.data).toEqual({
        serviceable: true,
        coverage: { operators: 1 },
        time_to_match_minutes: 30,
        reasons: [],
        alternatives: ['ng.lagos.ikeja'],
      });
      expect(await estimate(ZONE, 'storefront_photo')).toMatchObject({
        serviceable: true,
        coverage: { operators: 1 },
        estimated_time_to_match_minutes: 30,
      });

      for (let i = 0; i < 4; i++)
        await registerOperator(svc, {
          zone_ref: 'ng.lagos',
          lga_coverage: [ZONE, 'ng.lagos.lagos-mainland'],
          skills: ['storefront_photo', 'survey'],
        });
      res = await avail(ZONE, 'storefront_photo');
      expect(res.body.data).toMatchObject({
        serviceable: true,
        coverage: { operators: 5 },
        time_to_match_minutes: 10,
      });
      // A skill nobody in the zone has stays uncovered even though the zone is.
      expect((await avail(ZONE, 'phone_call')).body.data).toMatchObject({
        serviceable: false,
        coverage: { operators: 0 },
        time_to_match_minutes: null,
      });
    },
  );

  it('estimate_task coverage agrees with check_availability, zone by skill', async () => {
    for (const [zone, skill] of [
      [ZONE, 'storefront_photo'],
      [ZONE, 'survey'],
      ['ng.lagos.ikeja', 'storefront_photo'],
      [FCT, 'survey'],
      [FCT, 'phone_call'],
      ['ng.lagos.eti-osa', 'survey'],
      ['ng.lagos', 'survey'],
    ]) {
      const a = (await avail(zone!, skill!)).body.data;
      const e = await estimate(zone!, skill!);
      expect(e.coverage, `${zone} ${skill}`).toEqual(a.coverage);
      expect(e.estimated_time_to_match_minutes, `${zone} ${skill}`).toBe(a.time_to_match_minutes);
    }
  });

  it('a zone not live or unknown, or an unknown skill, says why', async () => {
    const coming = (await avail('ng.kano.nasarawa', 'survey')).body.data;
    expect(coming.serviceable).toBe(false);
    expect(coming.reasons.join(' ')).toMatch(/zone_not_serviceable/);
    const unknown = (await avail('ng.atlantis', 'survey')).body.data;
    expect(unknown).toMatchObject({
      serviceable: false,
      coverage: { operators: 0 },
      alternatives: [],
    });
    expect(unknown.reasons.join(' ')).toMatch(/zone_not_serviceable/);
    const skill = (await avail(ZONE, 'juggling')).body.data;
    expect(skill.serviceable).toBe(false);
    expect(skill.reasons.join(' ')).toMatch(/task_type_unavailable/);
  });
});

it('the admin token is never logged', () => {
  expect(svc.logs.join('')).not.toContain(ADMIN_TOKEN);
});
