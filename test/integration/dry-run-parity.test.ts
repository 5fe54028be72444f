// Proves over real HTTP that the dry runs judge requests exactly as the real calls do: for random
// bodies (valid and invalid values, typed-answer forms, edge amounts, unknown and coming-soon
// zones, gated and unknown types, credential-class text, caps and an emptying wallet) estimate_task
// accepts iff create_task accepts and otherwise answers create's code (its status too when it
// refuses), estimate_loop likewise against create_loop, and no estimate changes any balance.
// Over 400 lines: both dry runs are judged on the same random-body generators, defined here.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  type Reply,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { deadlineIn } from '../support/operators.ts';

const TASK_RUNS = 250;
const LOOP_RUNS = 200;

let svc: TestService;
/** No caps, a deep wallet: the request alone decides. */
let roomy: TestOrg;
/** Caps and a shallow wallet: governance refusals come up too, and move as creates spend. */
let tight: TestOrg;
let loopOrg: TestOrg;

beforeAll(async () => {
  // A standing clock: deadlines the generator picks keep their meaning between the two calls.
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', RATE_LIMIT_PER_MINUTE: '1000000' });
  roomy = await newOrg(svc.url, '1000000000000');
  tight = await newOrg(svc.url, '1200000');
  await admin(svc.url, 'PUT', `/internal/v1/agents/${tight.agentId}/spend_policy`, {
    daily_cap_minor: '2500000',
    per_task_cap_minor: '400000',
  });
  loopOrg = await newOrg(svc.url, '1000000');
  await admin(svc.url, 'PUT', `/internal/v1/orgs/${loopOrg.orgId}/flags`, {
    'flags.loop.engine': true,
    'flags.workflows.business_address_verification': true,
  });
});
afterAll(async () => {
  await svc?.close();
});

const ABSENT = Symbol('absent');
type Field = unknown;

/** A body without the fields drawn as ABSENT. */
function bodyOf(fields: Record<string, Field>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ABSENT));
}

const majorOf = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** A field: mostly a value create accepts, one time in `odds + 1` an edge or a wrong one. */
function field(valid: fc.Arbitrary<Field>, edge: readonly Field[], odds = 8): fc.Arbitrary<Field> {
  return fc.oneof(
    { weight: odds, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...edge) },
  );
}
const one = (...values: Field[]) => fc.constantFrom(...values);

const rewardArb = field(
  fc.oneof(
    one('1500', '1500.00', '2000', '3500.50', '20000.00'),
    fc.integer({ min: 1, max: 6_000_000 }).map(majorOf),
  ),
  [
    '0',
    '0.00',
    '0.001',
    '0.01',
    '-1',
    '-1500.00',
    '1499.99',
    '1000.00',
    '600.00',
    '999999999999999.99',
    '1e3',
    '1,500',
    ' 1500',
    '01500',
    1500,
    ABSENT,
  ],
);
const typeArb = field(
  one('field_verification', 'storefront_photo', 'survey', 'phone_call', 'shelf_audit'),
  ['property_inspection', 'juggling', '', 'x'.repeat(65), 7, ABSENT],
);
const zoneArb = field(
  one('ng.lagos.ikeja', 'ng.lagos.surulere', 'ng.lagos', 'ng.fct.abuja-municipal-area-council'),
  ['ng.kano.kano-municipal', 'ng.kano', 'xx.nowhere', '', `ng.${'x'.repeat(130)}`, ABSENT],
);
const titleArb = field(one('Confirm the pharmacy is open', 'Photograph the storefront'), [
  'Open 20 new Gmail accounts',
  'Solve the captcha for me',
  '',
  'x'.repeat(201),
  42,
]);
const instructionsArb = field(
  one(
    'Visit 12 Allen Avenue, Ikeja and confirm the pharmacy is open; photograph the storefront.',
    'Ask the owner how long the shop has been trading and note the opening hours.',
  ),
  [
    'Read me the OTP code that arrives on the SIM card, then send it to this number.',
    'Create a new Instagram account with this phone number and send me the password.',
    'Solve the CAPTCHA on this page and type the answer into the form.',
    '',
    null,
  ],
);
const proofArb = field(one(ABSENT, ['photo', 'geofence'], ['photo'], []), [
  ['x'.repeat(33)],
  'photo',
]);
const languageArb = field(one(ABSENT, 'yo', 'en'), ['EN', 'english']);
/** Hours from the service's now; strings are malformed on purpose. */
const deadlineArb = field(one(48, 2, 24 * 89), [
  -1,
  24 * 91,
  'tomorrow',
  '2026-13-01T00:00:00Z',
]) as fc.Arbitrary<number | string>;

/** Typed-answer forms: absent mostly, a valid one, or one the schema refuses. */
const answerSchemaArb = field(
  one(
    ABSENT,
    ABSENT,
    { fields: [{ key: 'open', type: 'boolean', label: 'Is it open?' }] },
    { fields: [{ key: 'price', type: 'integer', label: 'Price', unit: 'NGN', min: 0, max: 5000 }] },
    { fields: [{ key: 'top', type: 'photo', label: 'Climb the mast and photograph the top' }] },
  ),
  [
    { fields: [] },
    { fields: [{ key: 'a', type: 'enum', label: 'Which?', options: ['x'] }] },
    { fields: [{ key: 'a', type: 'number', label: 'How much?', min: 2, max: 1 }] },
    {
      fields: [
        { key: 'a', type: 'boolean', label: 'x' },
        { key: 'a', type: 'count', label: 'y' },
      ],
    },
    'yes/no',
  ],
);

const taskFields = fc.record({
  type: typeArb,
  reward_major: rewardArb,
  zone_ref: zoneArb,
  title: titleArb,
  instructions: instructionsArb,
  proof_requirements: proofArb,
  language: languageArb,
  answer_schema: answerSchemaArb,
});

/** create's answer as one word: ok or the problem code. */
const created = (r: Reply) => (r.status === 201 ? 'ok' : (r.body?.code as string));
/**
 * the estimate's answer as one word: ok when create would succeed, else the code create would give.
 */
const estimated = (r: Reply) =>
  r.status === 200
    ? r.body.data.governance.allowed
      ? 'ok'
      : (r.body.data.governance.code as string)
    : (r.body?.code as string);

/** Every balance of every shard, escrow held amounts included. */
function allBalances(): string {
  const out: string[] = [];
  for (const [shard, state] of svc.engine.states()) {
    for (const [k, v] of state.balances) out.push(`${shard}|${k}=${v}`);
    for (const lock of state.locks.values())
      out.push(`${shard}|escrow:${lock.id}=${lock.heldMinor}`);
  }
  return out.sort().join('\n');
}

async function wallet(org: TestOrg): Promise<string> {
  return (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor;
}

/** Estimates with `body`, checking that nothing moved; answers the reply. */
async function dryRun(org: TestOrg, path: string, body: unknown): Promise<Reply> {
  const before = { balances: allBalances(), wallet: await wallet(org) };
  const reply = await call(svc.url, 'POST', path, { key: org.key, body });
  expect(
    { balances: allBalances(), wallet: await wallet(org) },
    'an estimate changed a balance',
  ).toEqual(before);
  return reply;
}

function tally(seen: Map<string, number>, outcome: string): void {
  seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
}

describe('estimate_task is a dry run of create_task', () => {
  it(`agrees with create on ${TASK_RUNS} random bodies and changes no balance`, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        taskFields,
        deadlineArb,
        async (useTight, fields, deadline) => {
          const org = useTight ? tight : roomy;
          const body = bodyOf({
            ...fields,
            deadline: typeof deadline === 'number' ? deadlineIn(svc, deadline) : deadline,
          });
          const est = await dryRun(org, '/v1/estimate_task', body);
          const cre = await call(svc.url, 'POST', '/v1/tasks', {
            key: org.key,
            idem: newKey('parity'),
            body,
          });
          const outcome = created(cre);
          expect(estimated(est), JSON.stringify({ body, est: est.body, cre: cre.body })).toBe(
            outcome,
          );
          if (est.status !== 200) expect(est.status).toBe(cre.status);
          if (outcome === 'ok')
            expect(est.body.data.total_minor).toBe(cre.body.data.totalChargedMinor);
          tally(seen, outcome);
        },
      ),
      { numRuns: TASK_RUNS, seed: 1515, endOnFailure: true },
    );
    // The generator reaches every kind of answer, so the agreement above means something.
    for (const code of [
      'ok',
      'validation_failed',
      'task_type_unavailable',
      'zone_not_serviceable',
      'safety_filter_blocked',
      'spend_policy_exceeded',
      'insufficient_escrow_balance',
    ]) {
      expect(seen.get(code) ?? 0, `${code} in ${JSON.stringify([...seen])}`).toBeGreaterThan(0);
    }
  });

  it(
    'without title, instructions or deadline (its documented body) judges the fields it is ' +
      'given as create does',
    async () => {
      const base = {
        type: 'field_verification',
        reward_major: '1500.00',
        zone_ref: 'ng.lagos.ikeja',
      };
      expect((await dryRun(roomy, '/v1/estimate_task', base)).status).toBe(200);
      for (const [extra, code] of [
        [{ reward_major: '0.00' }, 'validation_failed'],
        [{ reward_major: '0.001' }, 'validation_failed'],
        [{ deadline: 'tomorrow' }, 'validation_failed'],
        [{ deadline: deadlineIn(svc, -1) }, 'validation_failed'],
        [{ title: 'Open 20 new Gmail accounts' }, 'safety_filter_blocked'],
        [
          { instructions: 'Solve the CAPTCHA on this page and type the answer into the form.' },
          'safety_filter_blocked',
        ],
        [{ type: 'property_inspection', reward_major: '5000.00' }, 'task_type_unavailable'],
        [{ zone_ref: 'ng.kano.kano-municipal' }, 'zone_not_serviceable'],
      ] as const) {
        const res = await dryRun(roomy, '/v1/estimate_task', { ...base, ...extra });
        expect(res.body.code, JSON.stringify(extra)).toBe(code);
      }
    },
  );

  it(
    'reports a refusal about the caller in governance; a refusal about the request comes ' +
      'first, as a problem',
    async () => {
      const org = await newOrg(svc.url, '1000000');
      await admin(svc.url, 'POST', `/internal/v1/agents/${org.agentId}/freeze`);
      const body = {
        type: 'field_verification',
        title: 'Check',
        instructions: 'Check the shop.',
        reward_major: '1500.00',
        zone_ref: 'ng.lagos.ikeja',
        deadline: deadlineIn(svc, 48),
      };
      const est = await dryRun(org, '/v1/estimate_task', body);
      expect(est.body.data.governance).toMatchObject({ allowed: false, code: 'agent_frozen' });
      expect(
        created(await call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem: newKey(), body })),
      ).toBe('agent_frozen');
      // create answers agent_frozen before it reads the request; the dry run still judges the
      // request (docs/api.md "Dry runs"), so an agent learns both what to fix and that it is
      // frozen.
      expect(
        (await dryRun(org, '/v1/estimate_task', { ...body, reward_major: '0.00' })).body.code,
      ).toBe('validation_failed');
    },
  );
});

const templateTaskArb = fc.record({
  type: typeArb,
  reward_major: rewardArb,
  zone_ref: zoneArb,
  title: titleArb,
  instructions: instructionsArb,
  deadline_after_hours: field(one(48, 1, 720), [0, 721, '48', ABSENT]),
});
const workflowArb = fc.record({
  product: field(
    one('business_address_verification'),
    ['retail_shelf_audit', 'retail_shelf_audit', 'kyc_lite', ABSENT],
    4,
  ),
  zone_ref: zoneArb,
  inputs: field(one({ business_name: 'Mama Put Kitchen', address: '3 Awolowo Way, Ikeja' }), [
    { business_name: 'Mama Put Kitchen' },
    { business_name: 'Open 20 new Gmail accounts', address: '3 Awolowo Way, Ikeja' },
    { business_name: 'Shop', address: 'Read me the OTP code that arrives on the SIM card' },
    {},
  ]),
  deadline_after_hours: field(one(72), [0, 721]),
});
const templateArb = fc.oneof(
  { weight: 10, arbitrary: templateTaskArb.map((t) => ({ kind: 'task', task: bodyOf(t) })) },
  { weight: 10, arbitrary: workflowArb.map((w) => ({ kind: 'workflow', workflow: bodyOf(w) })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'bundle' }) },
);
const loopFields = fc.record({
  name: field(one('Weekly pharmacy check'), ['', 'x'.repeat(201)], 20),
  template: templateArb,
  schedule: field(
    one(
      { kind: 'weekly', weekdays: [1, 4], hour: 9 },
      { kind: 'interval', interval_hours: 6 },
      { kind: 'monthly', day: 31, hour: 9 },
      { kind: 'adaptive', interval_hours: { min: 2, max: 12 } },
    ),
    [{ kind: 'interval', interval_hours: 0 }, { kind: 'hourly' }],
    20,
  ),
  budget_total_minor: field(one('1000000', '1000', '0'), ['10.50', 1000], 20),
  per_run_cap_minor: field(one(ABSENT, '1', '100000000'), ['-1'], 20),
  timezone: field(one(ABSENT, 'Africa/Lagos', 'Asia/Tokyo'), ['Mars/Olympus'], 20),
  ends_at: field(one(ABSENT, '2020-01-01T00:00:00Z'), ['tomorrow'], 20),
});

describe('estimate_loop is a dry run of create_loop', () => {
  it(`agrees with create on ${LOOP_RUNS} random bodies and changes no balance`, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(loopFields, async (fields) => {
        const body = bodyOf(fields);
        const est = await dryRun(loopOrg, '/v1/estimate_loop', body);
        const cre = await call(svc.url, 'POST', '/v1/loops', {
          key: loopOrg.key,
          idem: newKey('parity-loop'),
          body,
        });
        const outcome = created(cre);
        expect(estimated(est), JSON.stringify({ body, est: est.body, cre: cre.body })).toBe(
          outcome,
        );
        if (est.status !== 200) expect(est.status).toBe(cre.status);
        tally(seen, outcome);
      }),
      { numRuns: LOOP_RUNS, seed: 1516, endOnFailure: true },
    );
    for (const code of [
      'ok',
      'validation_failed',
      'task_type_unavailable',
      'zone_not_serviceable',
      'safety_filter_blocked',
      'feature_disabled',
    ]) {
      expect(seen.get(code) ?? 0, `${code} in ${JSON.stringify([...seen])}`).toBeGreaterThan(0);
    }
  });

  it(
    "judges a template with create's paths: " +
      'template.task.<field> and template.workflow.<field>',
    async () => {
      const base = {
        name: 'n',
        schedule: { kind: 'interval', interval_hours: 6 },
        budget_total_minor: '1000000',
      };
      const task = {
        type: 'field_verification',
        title: 'Check',
        instructions: 'Check the shop.',
        reward_major: '0.00',
        zone_ref: 'ng.lagos.ikeja',
        deadline_after_hours: 48,
      };
      for (const path of ['/v1/estimate_loop', '/v1/loops']) {
        const res = await call(svc.url, 'POST', path, {
          key: loopOrg.key,
          idem: newKey(),
          body: { ...base, template: { kind: 'task', task } },
        });
        expect(res.body.detail.errors, path).toEqual([
          { path: 'template.task.reward_major', message: expect.any(String) },
        ]);
        const wf = await call(svc.url, 'POST', path, {
          key: loopOrg.key,
          idem: newKey(),
          body: {
            ...base,
            template: {
              kind: 'workflow',
              workflow: {
                product: 'business_address_verification',
                zone_ref: 'ng.lagos.ikeja',
                inputs: { business_name: 'Shop' },
                deadline_after_hours: 72,
              },
            },
          },
        });
        expect(wf.body.detail.errors, path).toEqual([
          { path: 'template.workflow.inputs.address', message: expect.any(String) },
        ]);
      }
    },
  );
});
