// Proves typed answers through the doors users use: answer_schema is validated on create and
// estimate (problem+json naming the field), the Operator sees the form, bad answers are refused
// naming each answer, and good ones reach the task's result over REST, MCP and webhooks.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  webhookReceiver,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import {
  accept,
  deadlineIn,
  registerOperator,
  waitFor,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';
import { callTool, httpClient } from '../support/mcp.ts';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';
import { campaignBody, TEMPLATE } from '../support/campaigns.ts';
import { admin } from '../support/http.ts';
import { checkAll, failuresOf } from '../support/harness.ts';

let svc: TestService;
let org: TestOrg;
const closers: Array<() => Promise<void>> = [];

const SCHEMA = {
  fields: [
    { key: 'open', type: 'boolean', label: 'Is the pharmacy open?' },
    {
      key: 'brand',
      type: 'enum',
      label: 'Which brand is on the shelf?',
      options: ['Emzor', 'M&B', 'none'],
    },
    { key: 'price', type: 'integer', label: 'Price of a pack', unit: 'NGN', min: 0, max: 100000 },
    { key: 'facings', type: 'count', label: 'How many facings?', max: 500 },
    { key: 'note', type: 'text', label: 'Anything else?', max_length: 40, required: false },
    { key: 'shelf', type: 'photo', label: 'A photo of the shelf' },
  ],
};
const SURVEY = {
  type: 'survey',
  title: 'Shelf check at the pharmacy',
  instructions: 'Visit the pharmacy on Allen Avenue and answer the questions about the shelf.',
  reward_major: '1500.00',
  proof_requirements: [],
};

beforeEach(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
  org = await newOrg(svc.url);
});
afterEach(async () => {
  await svc.close();
  await Promise.all(closers.splice(0).map((close) => close()));
});

const create = (body: Record<string, unknown>) =>
  call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody({ deadline: deadlineIn(svc, 48), ...body }),
  });
const agentTask = async (id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;

async function inProgress(): Promise<{ op: TestOperator; taskId: string }> {
  const op = await registerOperator(svc, { skills: ['survey'] });
  const res = await create({ ...SURVEY, answer_schema: SCHEMA });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const taskId = res.body.data.taskId as string;
  expect(await waitMatched(svc, org, taskId)).toBe(op.id);
  await accept(svc, op, taskId);
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  return { op, taskId };
}

async function proof(
  op: TestOperator,
  taskId: string,
  answers: Record<string, unknown>,
  photos = 1,
) {
  const jpeg = (await makeJpeg({ seed: 7, exif: null })).toString('base64');
  return worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/proof`, {
    photos: Array.from({ length: photos }, () => ({ jpeg_base64: jpeg })),
    location: { lat: 6.6051, lng: 3.353 },
    captured_at: new Date(svc.services.clock.now() - 60_000).toISOString(),
    answers,
  });
}

describe('answer_schema on create and estimate', () => {
  it('a valid form is kept and shown on the task; a task without one looks as before', async () => {
    const res = await create({ ...SURVEY, answer_schema: SCHEMA });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const task = await agentTask(res.body.data.taskId);
    expect(task.answer_schema).toEqual(SCHEMA);
    expect(task.result).toBeUndefined();
    const plain = await create({});
    const without = await agentTask(plain.body.data.taskId);
    expect('answer_schema' in without).toBe(false);
    expect('result' in without).toBe(false);
  });

  const bad: Array<[string, unknown, string]> = [
    ['no fields', { fields: [] }, 'answer_schema.fields'],
    [
      'unknown type',
      { fields: [{ key: 'a', type: 'date', label: 'When?' }] },
      'answer_schema.fields.0',
    ],
    [
      'bad key',
      { fields: [{ key: 'A b', type: 'boolean', label: 'Open?' }] },
      'answer_schema.fields.0.key',
    ],
    [
      'empty label',
      { fields: [{ key: 'a', type: 'boolean', label: ' ' }] },
      'answer_schema.fields.0.label',
    ],
    [
      'one option',
      { fields: [{ key: 'a', type: 'enum', label: 'Which?', options: ['x'] }] },
      'answer_schema.fields.0.options',
    ],
    [
      'repeated option',
      { fields: [{ key: 'a', type: 'enum', label: 'Which?', options: ['x', 'x'] }] },
      'answer_schema.fields.0.options',
    ],
    [
      'min over max',
      { fields: [{ key: 'a', type: 'number', label: 'How much?', min: 5, max: 1 }] },
      'answer_schema.fields.0.min',
    ],
    [
      'fractional integer bound',
      { fields: [{ key: 'a', type: 'integer', label: 'How many?', max: 1.5 }] },
      'answer_schema.fields.0.max',
    ],
    [
      'repeated key',
      {
        fields: [
          { key: 'a', type: 'boolean', label: 'Open?' },
          { key: 'a', type: 'count', label: 'How many?' },
        ],
      },
      'answer_schema.fields',
    ],
    [
      'unknown property',
      { fields: [{ key: 'a', type: 'boolean', label: 'Open?', colour: 'red' }] },
      'answer_schema.fields.0',
    ],
    ['not an object', 'yes/no', 'answer_schema'],
  ];
  it.each(bad)(
    '%s → 400 naming the field, on create and estimate alike, and nothing is charged',
    async (_, schema, path) => {
      const before = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data
        .balance_minor;
      for (const [route, extra] of [
        ['/v1/tasks', { idem: newKey() }],
        ['/v1/estimate_task', {}],
      ] as const) {
        const body = taskBody({ ...SURVEY, deadline: deadlineIn(svc, 48), answer_schema: schema });
        const res = await call(svc.url, 'POST', route, { key: org.key, body, ...extra });
        expectProblem(res, 400, 'validation_failed');
        const paths = (res.body.detail as { errors: Array<{ path: string }> }).errors.map(
          (e) => e.path,
        );
        expect(
          paths.some((p) => p.startsWith(path)),
          `${route}: ${JSON.stringify(paths)}`,
        ).toBe(true);
      }
      expect(
        (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor,
      ).toBe(before);
    },
  );

  it('create_task over MCP takes the same form and refuses the same bad one', async () => {
    const client = await httpClient(svc.url, org.key);
    try {
      const args = {
        ...taskBody({ ...SURVEY, deadline: deadlineIn(svc, 48), answer_schema: SCHEMA }),
        idempotency_key: newKey(),
      };
      const made = await callTool(client, 'create_task', args);
      expect(made.ok, JSON.stringify(made.problem)).toBe(true);
      const id = (made.data as { taskId: string }).taskId;
      expect(
        ((await callTool(client, 'get_task', { id })).data as { answer_schema: unknown })
          .answer_schema,
      ).toEqual(SCHEMA);
      const bad = await callTool(client, 'create_task', {
        ...args,
        idempotency_key: newKey(),
        answer_schema: { fields: [] },
      });
      expect(bad.problem).toMatchObject({ code: 'validation_failed', status: 400 });
    } finally {
      await client.close();
    }
  });

  it('estimate accepts the form create accepts', async () => {
    const body = taskBody({ ...SURVEY, answer_schema: SCHEMA });
    const res = await call(svc.url, 'POST', '/v1/estimate_task', { key: org.key, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('answers on submission', () => {
  it('the Operator sees the form with the offer and the task', async () => {
    const op = await registerOperator(svc, { skills: ['survey'] });
    const taskId = (await create({ ...SURVEY, answer_schema: SCHEMA })).body.data.taskId;
    await waitMatched(svc, org, taskId);
    const offers = (await worker(svc, op, 'GET', '/worker/v1/offers')).body.data;
    expect(offers[0].answer_schema).toEqual(SCHEMA);
    expect(
      (await worker(svc, op, 'GET', `/worker/v1/tasks/${taskId}`)).body.data.answer_schema,
    ).toEqual(SCHEMA);
  });

  it('bad answers are refused naming each one, and the task stays in progress', async () => {
    const { op, taskId } = await inProgress();
    const res = await proof(op, taskId, {
      open: 'yes',
      brand: 'Panadol',
      price: 12.5,
      facings: -1,
      note: 'x'.repeat(41),
      shelf: 3,
      extra: 'hi',
    });
    expectProblem(res, 400, 'validation_failed');
    const paths = (res.body.detail as { errors: Array<{ path: string }> }).errors
      .map((e) => e.path)
      .sort();
    expect(paths).toEqual([
      'answers.brand',
      'answers.extra',
      'answers.facings',
      'answers.note',
      'answers.open',
      'answers.price',
      'answers.shelf',
    ]);
    const missing = await proof(op, taskId, { open: true });
    expectProblem(missing, 400, 'validation_failed');
    expect(
      (missing.body.detail as { errors: Array<{ path: string; message: string }> }).errors,
    ).toContainEqual({ path: 'answers.price', message: 'required' });
    expect((await agentTask(taskId)).state).toBe('in_progress');
    expect((await agentTask(taskId)).result).toBeUndefined();
  });

  it(
    'good answers reach the result typed, over REST, MCP and webhooks; a photo answer is its ' +
      'sha256',
    async () => {
      const rx = await webhookReceiver(closers);
      const ep = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
        key: org.key,
        idem: newKey(),
        body: { url: rx.url, events: ['task.verifying'] },
      });
      expect(ep.status, JSON.stringify(ep.body)).toBe(201);
      const { op, taskId } = await inProgress();
      const res = await proof(op, taskId, {
        open: true,
        brand: 'M&B',
        price: 1200,
        facings: 14,
        shelf: 0,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const task = await agentTask(taskId);
      const report = (await call(svc.url, 'GET', `/v1/tasks/${taskId}/proof`, { key: org.key }))
        .body.data;
      expect(task.result).toEqual({
        answers: {
          open: true,
          brand: 'M&B',
          price: 1200,
          facings: 14,
          shelf: report.evidence.media_sha256[0],
        },
      });
      const client = await httpClient(svc.url, org.key);
      try {
        const viaMcp = await callTool(client, 'get_task', { id: taskId });
        expect((viaMcp.data as { result: unknown }).result).toEqual(task.result);
        const listed = await callTool(client, 'list_tasks');
        expect(
          (listed.data as Array<{ id: string; result?: unknown }>).find((t) => t.id === taskId)
            ?.result,
        ).toEqual(task.result);
      } finally {
        await client.close();
      }
      const hit = await waitFor(
        () => rx.hits.find((h) => JSON.parse(h.body).data?.id === taskId),
        5_000,
        'task.verifying',
      );
      expect(JSON.parse(hit.body).data.result).toEqual(task.result);

      // Form and answers are in the log: a restart (snapshot or replay) shows the same task.
      const shown = { answer_schema: task.answer_schema, result: (await agentTask(taskId)).result };
      await svc.close();
      svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, svc.dataDir);
      const again = await agentTask(taskId);
      expect({ answer_schema: again.answer_schema, result: again.result }).toEqual(shown);
      expect(failuresOf(await checkAll(svc.engine))).toEqual([]);
    },
  );
});

describe('campaigns', () => {
  it(
    "a template's form is every row's; the results " + "carry each row's answers, in JSON and CSV",
    async () => {
      const flags = await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.campaigns.engine': true,
      });
      expect(flags.status, JSON.stringify(flags.body)).toBe(200);
      const op = await registerOperator(svc, { skills: ['field_verification'] });
      const form = {
        fields: [
          { key: 'stocked', type: 'boolean', label: 'Is the shelf stocked?' },
          { key: 'shelf', type: 'photo', label: 'The shelf' },
        ],
      };
      const bad = await call(svc.url, 'POST', '/v1/campaigns', {
        key: org.key,
        idem: newKey(),
        body: campaignBody(1, { template: { ...TEMPLATE, answer_schema: { fields: [] } } }),
      });
      expectProblem(bad, 400, 'validation_failed');
      const made = await call(svc.url, 'POST', '/v1/campaigns', {
        key: org.key,
        idem: newKey(),
        body: campaignBody(1, { template: { ...TEMPLATE, answer_schema: form } }),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = made.body.data.campaignId as string;
      const results = async () =>
        (await call(svc.url, 'GET', `/v1/campaigns/${id}/results`, { key: org.key })).body.data;
      const taskId = await waitFor(
        async () => (await results()).rows[0].task_id ?? undefined,
        5_000,
        "the row's task",
      );
      expect((await agentTask(taskId)).answer_schema).toEqual(form);
      expect((await results()).rows[0].answers).toBeNull();
      await waitMatched(svc, org, taskId);
      await accept(svc, op, taskId);
      expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
      const sent = await proof(op, taskId, { stocked: true, shelf: 0 });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const answers = (await agentTask(taskId)).result.answers;
      expect(answers).toEqual({ stocked: true, shelf: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect((await results()).rows[0].answers).toEqual(answers);
      const csv = await fetch(`${svc.url}/v1/campaigns/${id}/results?format=csv`, {
        headers: { authorization: `Bearer ${org.key}` },
      });
      const lines = (await csv.text()).trim().split('\n');
      expect(lines[0]!.split(',').at(-1)).toBe('answers');
      expect(lines[1]).toContain(`"${JSON.stringify(answers).replace(/"/g, '""')}"`);
    },
  );
});
