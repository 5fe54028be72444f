// Generators and checks for the front-door fuzz tests: hostile values for every field an operation
// names, raw bodies JSON.parse would mishandle, and the one oracle — never a 5xx, never a dropped
// connection, every refusal a complete problem document, and no balance moved by a refusal.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { CommandRecord } from '../../src/core/events.ts';
import { ERROR_CODES } from '../../src/errors/codes.ts';
import type { Operation } from '../../src/ops/operation.ts';
import {
  admin,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from './http.ts';
import { createTask } from './http-steps.ts';

/**
 * Bodies per endpoint: 300 in `npm test` (CI's 25 minutes: the two fuzz files are CPU-bound,
 * ~1.3 ms a request, and took 250–300 s each beside the campaigns at 1,000), FUZZ_RUNS=10000 for
 * the full run (`npm run fuzz:full`).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const future = new Date(Date.now() + 48 * 3_600_000).toISOString();
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '0.00',
  '0.001',
  '-1',
  '-0.01',
  '1e308',
  '1500.00',
  '1500',
  '99999999999999999999999999.99',
  'NaN',
  'null',
  'true',
  'ng.lagos.ikeja',
  'ng.lagos',
  'xx.nowhere',
  'field_verification',
  'photo_capture',
  'business_address_verification',
  'photo',
  'geofence',
  '2000-01-01T00:00:00Z',
  future,
  'not a date',
  'https://example.com/hook',
  'http://127.0.0.1:1/x',
  'task.*',
  'loop.*',
  '\u0000',
  '\ud800',
  '\u202e',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'A'.repeat(10_000),
  '😀'.repeat(200),
  'Create a Gmail account and send me the OTP code',
  'NGN',
  'USD',
  'Africa/Lagos',
  'Mars/Olympus',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 53, -(2 ** 53), 1e308, 0.1, 7, 24, 168),
  fc.double({ noNaN: true }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function fieldsOf(op: Operation): string[] {
  const shape = (op.input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const params = [...op.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
  return Object.keys(shape).filter((k) => !params.includes(k));
}

/**
 * A body for `op`: its own fields with hostile values, laid over a valid body where one is given
 * (so some requests pass validation and reach the money path), or any JSON at all.
 */
export function bodyArb(op: Operation, valid?: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = fieldsOf(op);
  const hostile =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: fields.length })
      : fc.constant({});
  return fc.oneof(
    { weight: 5, arbitrary: hostile.map((h) => ({ ...(valid ?? {}), ...h })) },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}

export interface Encoded {
  bytes: Buffer | string;
  contentType: string;
}

const RAW_MANGLES: Array<(json: string) => Encoded> = [
  (j) => ({ bytes: j.slice(0, Math.max(0, j.length - 2)), contentType: 'application/json' }),
  (j) => ({ bytes: j.replace('{', '{"a":1,"a":2,'), contentType: 'application/json' }),
  (j) => ({
    bytes: Buffer.concat([
      Buffer.from(j.slice(0, -1)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(j.slice(-1)),
    ]),
    contentType: 'application/json',
  }),
  () => ({ bytes: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, contentType: 'application/json' }),
  (j) => ({ bytes: j, contentType: 'text/plain' }),
  (j) => ({ bytes: j, contentType: 'application/json; charset=latin1' }),
  (j) => ({ bytes: `\u0000${j}`, contentType: 'application/json' }),
];

/** Mostly the body as JSON; now and then a mangled or mislabelled encoding of it. */
export function encodedArb(body: fc.Arbitrary<unknown>): fc.Arbitrary<Encoded> {
  return fc.tuple(body, fc.nat({ max: 19 })).map(([value, pick]) => {
    const json = JSON.stringify(value) ?? 'null';
    return pick < RAW_MANGLES.length
      ? RAW_MANGLES[pick]!(json)
      : { bytes: json, contentType: 'application/json' };
  });
}

/**
 * Commands the service issues itself (screening, workflow steps, expiry, settlement, Loop runs,
 * proof checks): they may move money at any moment, also while a refused request is in flight
 * (a workflow ordered by an earlier request funds its steps afterwards, a short deadline expires).
 */
const BACKGROUND = new Set([
  'ScreenTasks',
  'StartWorkflow',
  'StepTask',
  'ExpireTask',
  'SettleTask',
  'ProposeLoopRun',
  'MoveLoop',
  'RecordVerification',
  'StartCampaignRows',
  'FinishCampaign',
]);

/**
 * Every record the engine commits, as (command, moved money?). A balance moves only by a posted
 * ledger entry, so a refused request moved money exactly when a record with a Posted event that
 * is not a background command was committed while it was in flight (requests are sequential).
 */
export function commitLog(svc: TestService): {
  mark(): number;
  movedSince(mark: number): string[];
} {
  const records: Array<{ command: string; posted: boolean }> = [];
  const engine = svc.engine as unknown as {
    committed(shard: number, seq: number, record: CommandRecord): void;
  };
  const committed = engine.committed.bind(engine);
  engine.committed = (shard, seq, record) => {
    records.push({
      command: record.command,
      posted: record.events.some((e) => e.type === 'Posted'),
    });
    committed(shard, seq, record);
  };
  return {
    mark: () => records.length,
    movedSince: (mark) =>
      records
        .slice(mark)
        .filter((r) => r.posted && !BACKGROUND.has(r.command))
        .map((r) => r.command),
  };
}

/** Long enough for FUZZ_RUNS requests on a busy 2-core machine (vitest's 60 s is not). */
export const FUZZ_TIMEOUT_MS = Math.max(60_000, FUZZ_RUNS * 40);

/** A refusal is one complete problem document from the registry, with its request id. */
export function expectCompleteProblem(
  status: number,
  contentType: string | null,
  text: string,
  requestId: string | null,
  where: string,
): void {
  expect(status, where).toBeLessThan(500);
  expect(contentType, where).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(text) as {
    code: keyof typeof ERROR_CODES;
    status: number;
    request_id: string;
  };
  expect(ERROR_CODES[problem.code]?.status, `${where}: ${text.slice(0, 300)}`).toBe(status);
  expect(problem.request_id, where).toBe(requestId);
}

export const pathValueArb = (real: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'task_doesnotexist',
        'x'.repeat(250),
        '%2e%2e',
        '..',
        '%00',
        '%E0%A4%A',
      ),
    },
  );

/** Per-endpoint tallies summed: what the closing line of a fuzz run reports. */
export function totals(counts: Record<string, Record<string, number>>): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const tally of Object.values(counts))
    for (const [k, n] of Object.entries(tally)) sum[k] = (sum[k] ?? 0) + n;
  return sum;
}

/** A valid body for the operations that have one here (hostile values are laid over it). */
export function validBody(opId: string, orgId: string): Record<string, unknown> | undefined {
  const { deadline: _d, ...template } = taskBody();
  const loop = () => ({
    name: 'Fuzz loop',
    template: { kind: 'task', task: { ...template, deadline_after_hours: 24 } },
    schedule: { kind: 'interval', interval_hours: 24 },
    budget_total_minor: '330000',
  });
  switch (opId) {
    case 'create_task':
    case 'estimate_task':
      return taskBody();
    case 'create_loop':
    case 'estimate_loop':
      return loop();
    case 'create_webhook_endpoint':
      return { url: 'https://example.com/hooks', events: ['task.*'] };
    case 'create_workflow':
      return {
        product: 'business_address_verification',
        zone_ref: 'ng.lagos.ikeja',
        inputs: { business_name: 'Mama Put', address: '12 Allen Avenue' },
        deadline: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      };
    case 'fund_wallet':
      return { amount_major: '1000.00', currency: 'NGN' };
    case 'partner_deposit':
      return {
        deposit_id: `dep_${Math.random().toString(36).slice(2)}`,
        org_id: orgId,
        amount_minor: '100',
        currency: 'NGN',
      };
    default:
      return undefined;
  }
}

export interface FuzzWorld {
  svc: TestService;
  commits: ReturnType<typeof commitLog>;
  /** The caller: a funded agent with every flag, Loops and a workflow product enabled. */
  agent: TestOrg;
  /** One task of the agent's, for path parameters. */
  taskId: string;
}

/** The service both fuzz suites hammer, its commit log watched from the start. */
export async function startFuzzWorld(env: Record<string, string> = {}): Promise<FuzzWorld> {
  const svc = await startTestService({ RATE_LIMIT_PER_MINUTE: '100000000', ...env });
  const commits = commitLog(svc);
  const agent = await newOrg(svc.url, '100000000000');
  await admin(svc.url, 'PUT', `/internal/v1/orgs/${agent.orgId}/flags`, {
    'flags.loop.engine': true,
    'flags.workflows.business_address_verification': true,
  });
  const taskId = await createTask(svc, agent);
  // The oracle sees money move: the deposits and the lock above are in the log.
  expect(commits.movedSince(0)).toEqual(expect.arrayContaining(['Deposit', 'CreateTask']));
  return { svc, commits, agent, taskId };
}
