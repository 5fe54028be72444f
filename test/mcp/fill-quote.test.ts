// Proves the estimate_task MCP tool carries the fill quote (its output schema validates it) and
// that the quote learns from a test-mode task the sandbox Operator accepts; still 25 tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
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
import { httpClientOf } from '../support/mcp-clients.ts';

let svc: TestService;
let org: TestOrg;
let client: Client;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000', 'test');
  client = await httpClientOf('2026-07-28', svc.url, org.key);
});
afterAll(async () => {
  await client?.close();
  await svc?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deadline = () => new Date(svc.services.clock.now() + 3_600_000).toISOString();

interface Fill {
  operators_covering: number;
  operators_free: number;
  sample_size: number;
  expected_acceptance_minutes: { median: number; p90: number };
}
interface Estimate {
  fill: Fill;
  coverage: { operators: number };
}

async function estimate(): Promise<Estimate> {
  const res = await client.callTool({
    name: 'estimate_task',
    arguments: taskBody({ deadline: deadline() }),
  });
  expect(res.isError, JSON.stringify(res.content)).toBeFalsy();
  return (res.structuredContent as { data: Estimate }).data;
}

describe('estimate_task over MCP', () => {
  it('is still one of exactly 25 tools, its output schema naming fill', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(25);
    const tool = tools.find((t) => t.name === 'estimate_task')!;
    type Props = { properties: Record<string, Props> };
    const fill = (tool.outputSchema as Props).properties.data!.properties.fill!;
    expect(Object.keys(fill.properties).sort()).toEqual([
      'basis',
      'chance_by_deadline',
      'expected_acceptance_minutes',
      'operators_covering',
      'operators_free',
      'sample_size',
    ]);
  });

  it('quotes the sandbox supply, and learns from a task the sandbox Operator accepts', async () => {
    const before = await estimate();
    expect(before.fill).toMatchObject({ sample_size: 0, basis: 'estimate' });
    expect(before.fill.operators_covering).toBeGreaterThan(0);
    expect(before.fill.operators_free).toBe(before.fill.operators_covering);
    // The rest of the estimate is as it was.
    expect(before.coverage.operators).toBe(before.fill.operators_covering);

    const created = await client.callTool({
      name: 'create_task',
      arguments: { ...taskBody({ deadline: deadline() }), idempotency_key: newKey() },
    });
    const id = (created.structuredContent as { data: { taskId: string } }).data.taskId;
    for (let i = 0; i < 60; i++) {
      const task = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
      if (!['screening', 'live', 'matched'].includes(task.state)) break;
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 1 });
      await pause(100);
    }
    const after = await estimate();
    expect(after.fill.sample_size).toBe(1);
    // The sandbox accepts within seconds: the median does not rise (one sample against a prior
    // worth 20 tasks moves it by less than a minute when the zone's prior is already the fastest).
    expect(after.fill.expected_acceptance_minutes.median).toBeLessThanOrEqual(
      before.fill.expected_acceptance_minutes.median,
    );
  });
});
