// Shared steps for the HTTP endpoint tests: create a task over REST, drive the Operator side
// in-process (it has no HTTP door yet), and check that every error is one problem+json document.
import { expect } from 'vitest';
import { DomainError } from '../../src/errors/problem.ts';
import type { OperatorStep } from '../../src/core/commands.ts';
import { call, newKey, taskBody, type Reply, type TestOrg, type TestService } from './http.ts';

/** The Operator-side steps, in order, that take a live task to verifying. */
const TO_VERIFYING: readonly OperatorStep[] = [
  'SCREEN_PASSED',
  'MATCH',
  'ACCEPT',
  'START',
  'SUBMIT_PROOF',
  'BEGIN_VERIFY',
];

/** Creates a task over REST and returns its id (fails the test on anything but 201). */
export async function createTask(
  svc: TestService,
  org: TestOrg,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.taskId as string;
}

/** Runs the Operator steps up to and including `until`. SCREEN_PASSED may already have happened. */
export async function driveTo(
  svc: TestService,
  org: TestOrg,
  taskId: string,
  until: OperatorStep,
): Promise<void> {
  for (const step of TO_VERIFYING.slice(0, TO_VERIFYING.indexOf(until) + 1)) {
    try {
      await svc.engine.execute({
        type: 'StepTask',
        orgId: org.orgId,
        taskId,
        step,
        operatorId: 'op_1',
      });
    } catch (error) {
      const alreadyLive =
        step === 'SCREEN_PASSED' && error instanceof DomainError && error.code === 'invalid_state';
      if (!alreadyLive) throw error;
    }
  }
}

/** Waits for the screening follow-up to move a new task live (it runs just after commit). */
export async function waitLive(svc: TestService, org: TestOrg, taskId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (svc.engine.stateOf(org.orgId).tasks.get(taskId)?.state === 'live') {
      // The state may show the move before its record is durable; a user sees it only after.
      await svc.engine.barrier();
      return;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`task ${taskId} never went live`);
}

export async function balance(svc: TestService, org: TestOrg): Promise<string> {
  return (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data
    .balance_minor as string;
}

export async function taskIds(svc: TestService, org: TestOrg): Promise<string[]> {
  return (
    (await call(svc.url, 'GET', '/v1/tasks', { key: org.key })).body.data as Array<{ id: string }>
  ).map((t) => t.id);
}

/**
 * Every error: problem+json with type …/docs/errors/<code>, title, status, code and the request id
 * of the header.
 */
export function expectProblem(res: Reply, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status, code, title: expect.any(String) });
  expect(res.body.title.length).toBeGreaterThan(0);
  expect(res.body.type).toMatch(new RegExp(`/docs/errors/${code}$`));
  expect(res.body.request_id).toMatch(/^req_/);
  expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
}

/** Log lines must never carry a key, the admin token or an Authorization value. */
export function expectLogsClean(svc: TestService, secrets: Iterable<string>): void {
  const text = svc.logs.join('');
  expect(svc.logs.length).toBeGreaterThan(0);
  for (const secret of secrets)
    expect(text.includes(secret), `log contains ${secret.slice(0, 14)}…`).toBe(false);
  expect(text).not.toMatch(/errand_(live|test)_[0-9A-Za-z]{8,}/);
  expect(text).not.toMatch(/bearer\s+\S/i);
  expect(text.toLowerCase()).not.toContain('"authorization"');
}
