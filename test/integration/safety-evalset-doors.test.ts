// Proves the evaluation set's verdicts hold through the doors agents use (issue 31, "Done when"):
// a fixed sample of the tuned dev split — allowed rows, refused rows of every category it holds,
// and held dangerous work — posted as create_task over REST and over MCP is answered exactly as the
// filter decides: allowed rows are created and never held, refused rows answer 422
// safety_filter_blocked naming the category and nothing of the text, held rows are created and
// held for staff (get_task shows safety.status "held").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenTask, type SafetyVerdict } from '../../src/domain/safety-filter.ts';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
} from '../support/http.ts';
import { callTool, httpClient } from '../support/mcp.ts';

type Row = { id: string; label: 'allow' | 'refuse' | 'hold'; title: string; instructions: string };

const SET = join(import.meta.dirname, '..', '..', 'bench', 'data', 'safety', 'dev.jsonl');
const rows = readFileSync(SET, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Row)
  .filter((r) => r.title.length <= 200 && r.instructions.length <= 1500);
/** Every seventh row of each label, up to `n`: the same sample in every run. */
const sample = (label: Row['label'], n: number): Row[] =>
  rows
    .filter(
      (r) => r.label === label && Number.parseInt(r.id.replace(/\D/g, '') || '0', 10) % 7 === 0,
    )
    .slice(0, n);
const SAMPLE = [...sample('allow', 14), ...sample('refuse', 14), ...sample('hold', 4)];

const TYPE = taskBody().type;
const verdictOf = (r: Row): SafetyVerdict =>
  screenTask({ type: TYPE, title: r.title, instructions: r.instructions });
const bodyOf = (r: Row) => taskBody({ title: r.title, instructions: r.instructions });

/** The screening window passes: what the filter holds stays held, the rest moves on. */
const settle = async (): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  await svc.engine.barrier();
};

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('the evaluation set through the doors', () => {
  it('samples allowed, refused and held rows, each as the filter decides it', () => {
    expect(SAMPLE.filter((r) => r.label === 'allow').length).toBe(14);
    expect(SAMPLE.filter((r) => r.label === 'refuse').length).toBe(14);
    expect(SAMPLE.filter((r) => r.label === 'hold').length).toBeGreaterThanOrEqual(2);
    for (const r of SAMPLE) {
      const v = verdictOf(r);
      expect(r.label === 'allow' ? v : { caught: v.blocked || v.held }, r.id).toEqual(
        r.label === 'allow' ? { blocked: false } : { caught: true },
      );
    }
  });

  it('REST: allowed rows created unheld, refused rows 422, held rows held', async () => {
    const org = await newOrg(svc.url);
    const created: Array<[Row, string]> = [];
    for (const r of SAMPLE) {
      const v = verdictOf(r);
      const res = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: bodyOf(r),
      });
      if (v.blocked) {
        expect(res.status, r.id).toBe(422);
        expect(res.body).toMatchObject({ code: 'safety_filter_blocked' });
        expect(res.body.detail, r.id).toEqual({ category: v.category });
        expect(JSON.stringify(res.body)).not.toContain(r.instructions.slice(0, 40));
      } else {
        expect(res.status, `${r.id} ${JSON.stringify(res.body)}`).toBe(201);
        created.push([r, res.body.data.taskId as string]);
      }
    }
    await settle();
    for (const [r, id] of created) {
      const got = await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key });
      const held = got.body.data.safety?.status === 'held';
      expect(held, r.id).toBe(verdictOf(r).held === true);
    }
  });

  it('MCP: create_task answers the same for the same rows', async () => {
    const org = await newOrg(svc.url);
    const client = await httpClient(svc.url, org.key);
    const created: Array<[Row, string]> = [];
    for (const r of SAMPLE) {
      const v = verdictOf(r);
      const out = await callTool(client, 'create_task', {
        ...bodyOf(r),
        idempotency_key: newKey(),
      });
      if (v.blocked) {
        expect(out.ok, r.id).toBe(false);
        const problem = (out as { problem: { code: string; detail: unknown } }).problem;
        expect(problem.code).toBe('safety_filter_blocked');
        expect(problem.detail, r.id).toEqual({ category: v.category });
      } else {
        expect(out.ok, `${r.id} ${JSON.stringify(out)}`).toBe(true);
        created.push([r, (out as { data: { taskId: string } }).data.taskId]);
      }
    }
    await settle();
    for (const [r, id] of created) {
      const got = await callTool(client, 'get_task', { id });
      const safety = (got as { data: { safety?: { status: string } } }).data.safety;
      expect(safety?.status === 'held', r.id).toBe(verdictOf(r).held === true);
    }
    await client.close();
  });
});
