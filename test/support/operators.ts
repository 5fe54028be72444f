// Operator-side helpers for the integration tests: onboard Operators over the admin API, call the
// Operator app with an Operator token, poll for the matcher, and move the virtual clock.
import { expect } from 'vitest';
import {
  admin,
  call,
  newKey,
  taskBody,
  type Reply,
  type TestOrg,
  type TestService,
} from './http.ts';

export interface TestOperator {
  id: string;
  token: string;
  body: OperatorBody;
}

export interface OperatorBody {
  first_name: string;
  last_name: string;
  phone: string;
  languages: string[];
  lga_coverage: string[];
  skills: string[];
  tier: string;
  zone_ref: string;
  location: { lat: number; lng: number };
}

let seq = 0;

export function operatorBody(overrides: Partial<OperatorBody> = {}): OperatorBody {
  seq += 1;
  return {
    first_name: `Ada${seq}`,
    last_name: `Okafor${seq}`,
    phone: `+23480${String(10_000_000 + seq).slice(-8)}`,
    languages: ['en', 'yo'],
    lga_coverage: ['ng.lagos.ikeja'],
    skills: ['field_verification'],
    tier: 'verified',
    zone_ref: 'ng.lagos',
    location: { lat: 6.601834, lng: 3.351472 },
    ...overrides,
  };
}

/** Onboards an Operator (fails the test on anything but 201). */
export async function registerOperator(
  svc: TestService,
  overrides: Partial<OperatorBody> = {},
): Promise<TestOperator> {
  const body = operatorBody(overrides);
  const res = await admin(svc.url, 'POST', '/internal/v1/operators', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.operator_id, token: res.body.data.operator_token, body };
}

/** A call to the Operator app as this Operator. */
export function worker(
  svc: TestService,
  op: TestOperator | string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply> {
  const token = typeof op === 'string' ? op : op.token;
  return call(svc.url, method, path, {
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined ? { body } : {}),
  });
}

export async function offerIds(svc: TestService, op: TestOperator): Promise<string[]> {
  const res = await worker(svc, op, 'GET', '/worker/v1/offers');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Array<{ task_id: string }>).map((t) => t.task_id);
}

/** Polls until `probe` returns something defined, or fails after `ms` of real time. */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  // A limit for a hung test, not a timing check: generous, as a loaded machine is slow.
  ms = 20_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const stateOf = (svc: TestService, org: TestOrg, taskId: string) =>
  svc.engine.stateOf(org.orgId).tasks.get(taskId);

/** Waits until the task is offered to someone and returns that Operator's id. */
export async function waitMatched(
  svc: TestService,
  org: TestOrg,
  taskId: string,
  ms = 20_000,
): Promise<string> {
  const operatorId = await waitFor(
    () => {
      const t = stateOf(svc, org, taskId);
      return t?.state === 'matched' && t.operatorId ? t.operatorId : undefined;
    },
    ms,
    `task ${taskId} to be matched`,
  );
  // The state may show the offer before its record is durable; a user sees it only after.
  await svc.engine.barrier();
  return operatorId;
}

/** A deadline `hours` after the service clock (the virtual clock may be far ahead of real time). */
export function deadlineIn(svc: TestService, hours: number): string {
  return new Date(svc.services.clock.now() + hours * 3_600_000).toISOString();
}

/** Creates a task with its deadline on the service clock; returns its id. */
/**
 * Waits until the safety screening has moved a task on from `screening` (it runs after the
 * create's answer, on the screener's threads): a check that a task is still `live` and unoffered
 * means something only once it was live to begin with.
 */
export async function screened(svc: TestService, org: TestOrg, taskId: string): Promise<string> {
  return waitFor(
    () => {
      const state = stateOf(svc, org, taskId)?.state;
      return state === undefined || state === 'screening' ? undefined : state;
    },
    undefined,
    `${taskId} screened`,
  );
}

export async function postTask(
  svc: TestService,
  org: TestOrg,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody({ deadline: deadlineIn(svc, 48), ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.taskId as string;
}

export async function advance(svc: TestService, seconds: number): Promise<void> {
  const res = await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Accepts an offer as `op` and returns the worker view. */
export async function accept(
  svc: TestService,
  op: TestOperator,
  taskId: string,
): Promise<Record<string, any>> {
  const res = await worker(svc, op, 'POST', `/worker/v1/offers/${taskId}/accept`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
