// Proves a task's whole life over real HTTP: an Operator is matched, accepts (getting a Pass),
// starts, submits a real JPEG proof that the piscina checks auto-approve; settlement pays it; and a
// proof without EXIF goes to human review instead — with the ledger checked at each step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { makeJpeg, type ExifSpec } from '../proof-checks/support/jpeg.ts';

let svc: TestService;
let opToken: string;
const IKEJA_PHOTO = { lat: 6.6049372, lng: 3.3531846 };

beforeAll(async () => {
  svc = await startTestService();
  const op = await admin(svc.url, 'POST', '/internal/v1/operators', {
    first_name: 'Chidinma',
    last_name: 'Eze',
    phone: '+2348031112222',
    languages: ['en', 'ig'],
    lga_coverage: ['ng.lagos.ikeja'],
    skills: ['field_verification'],
    zone_ref: 'ng.lagos.ikeja',
    location: { lat: 6.6, lng: 3.35 },
  });
  opToken = op.body.data.operator_token;
});
afterAll(async () => {
  await svc.close();
});

const worker = (method: string, path: string, body?: unknown) =>
  call(svc.url, method, path, { key: opToken, ...(body === undefined ? {} : { body }) });

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Camera wall-clock time in Lagos (UTC+1), as a phone writes DateTimeOriginal. */
function lagosCameraTime(ms: number): string {
  const d = new Date(ms + 3_600_000).toISOString();
  return `${d.slice(0, 4)}:${d.slice(5, 7)}:${d.slice(8, 10)} ${d.slice(11, 19)}`;
}

async function wallet(org: TestOrg): Promise<string> {
  return (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor;
}

async function ledgerOk(): Promise<void> {
  expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data).toMatchObject({
    ok: true,
    mismatches: [],
  });
}

/** Create → matched → accepted (with Pass) → in_progress; returns the task id. */
async function taskInProgress(org: TestOrg): Promise<string> {
  const created = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody(),
  });
  expect(created.status).toBe(201);
  const id = created.body.data.taskId as string;
  await until('the offer', async () =>
    ((await worker('GET', '/worker/v1/offers')).body.data as Array<{ task_id: string }>).find(
      (o) => o.task_id === id,
    ),
  );
  const accepted = await worker('POST', `/worker/v1/offers/${id}/accept`);
  expect(accepted.body.data).toMatchObject({
    state: 'accepted',
    pass: { token: expect.stringMatching(/^pass_[0-9A-Za-z]{32}$/) },
  });
  expect((await worker('POST', `/worker/v1/tasks/${id}/start`)).body.data.state).toBe(
    'in_progress',
  );
  await ledgerOk();
  return id;
}

async function submitProof(id: string, exif: ExifSpec | null, seed: number) {
  // capture strictly after creation, at one-second EXIF resolution
  await new Promise((r) => setTimeout(r, 1_100));
  const now = Date.now();
  const jpeg = await makeJpeg({
    seed,
    exif: exif && { ...exif, dateTimeOriginal: lagosCameraTime(now - 1_000) },
  });
  return worker('POST', `/worker/v1/tasks/${id}/proof`, {
    photos: [{ jpeg_base64: jpeg.toString('base64') }],
    location: { lat: 6.6051123, lng: 3.3529917 },
    captured_at: new Date(now - 1_000).toISOString(),
  });
}

describe('a task lives its whole life over HTTP', () => {
  it('auto-approves a good proof, then settles to paid', async () => {
    const org = await newOrg(svc.url, '1000000');
    const id = await taskInProgress(org);
    expect(await wallet(org)).toBe('835000');
    const submitted = await submitProof(
      id,
      { make: 'TECNO', model: 'CK7n', offsetTimeOriginal: '+01:00', gps: IKEJA_PHOTO },
      11,
    );
    expect(submitted.status).toBe(200);
    const approved = await until('auto-approval', async () => {
      const t = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
      return t.state === 'approved' ? t : undefined;
    });
    expect(approved).toMatchObject({
      escrow: { state: 'released', amount_minor: '0' },
      proof: { has_proof: true, outcome: 'pass' },
      pass: { status: 'spent' },
    });
    const report = (await call(svc.url, 'GET', `/v1/tasks/${id}/proof`, { key: org.key })).body
      .data;
    expect(report.checks.map((c: { name: string }) => c.name)).toEqual([
      'location',
      'freshness',
      'exif',
      'duplicates',
      'content_match',
    ]);
    expect(report.evidence).toMatchObject({
      media_sha256: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      verifier_version: expect.any(String),
    });
    expect(JSON.stringify(report)).not.toMatch(/6\.60\d{3}|3\.35\d{3}/);
    await ledgerOk();
    const settled = await admin(svc.url, 'POST', '/internal/v1/settlements/run');
    expect(settled.body.data.task_ids).toContain(id);
    expect((await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.state).toBe(
      'paid',
    );
    expect(await wallet(org)).toBe('835000');
    await ledgerOk();
  });

  it('sends a proof without EXIF to human review, where an admin approves it', async () => {
    const org = await newOrg(svc.url, '1000000');
    const id = await taskInProgress(org);
    await submitProof(id, null, 23);
    const queued = await until('the review queue', async () =>
      (
        (await admin(svc.url, 'GET', '/internal/v1/reviews')).body.data as Array<{
          task_id: string;
          outcome: string | null;
        }>
      ).find((r) => r.task_id === id && r.outcome !== null),
    );
    expect(queued.outcome).not.toBe('pass');
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data,
    ).toMatchObject({ state: 'verifying', escrow: { state: 'locked' } });
    const decided = await admin(svc.url, 'POST', `/internal/v1/reviews/${id}`, {
      decision: 'approve',
    });
    expect(decided.body.data.state).toBe('approved');
    await ledgerOk();
  });
});
