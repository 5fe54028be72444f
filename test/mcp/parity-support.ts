// Shared steps of the two parity files: one service per file, MCP clients over Streamable HTTP,
// REST calls for the same agent, and the comparisons (normalized data, identical problems).
import { afterAll, beforeAll, expect } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  call,
  startTestService,
  type Reply,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { createTask, driveTo } from '../support/http-steps.ts';
import { httpClient, type ToolOutcome } from '../support/mcp.ts';

export interface ParityKit {
  svc(): TestService;
  mcp(o: { key: string }): Promise<Client>;
  rest(
    o: { key: string },
    method: string,
    path: string,
    opts?: { body?: unknown; idem?: string },
  ): Promise<Reply>;
  verifyingTask(o: TestOrg): Promise<string>;
}

/** Starts a service for the file (closed after it) and hands out clients closed with it. */
export function parityKit(): ParityKit {
  let svc: TestService | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    svc = await startTestService({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await svc?.close();
  });
  const kit: ParityKit = {
    svc: () => svc!,
    async mcp(o) {
      const client = await httpClient(svc!.url, o.key);
      clients.push(client);
      return client;
    },
    rest: (o, method, path, opts = {}) => call(svc!.url, method, path, { key: o.key, ...opts }),
    async verifyingTask(o) {
      const id = await createTask(svc!, o);
      await driveTo(svc!, o, id, 'BEGIN_VERIFY');
      return id;
    },
  };
  return kit;
}

/** Fields that differ between two creations of the same thing. */
const VOLATILE = new Set(['id', 'taskId', 'escrowLockId', 'created_at', 'updated_at']);
export function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, VOLATILE.has(k) ? '<volatile>' : normalized(v)]),
    );
  return value;
}

export function ok(out: ToolOutcome): any {
  expect(out.ok, JSON.stringify(out.problem)).toBe(true);
  return out.data;
}

export function okRest(res: Reply): any {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data;
}

/**
 * The tool's problem and REST's problem agree on everything but the request id (type, title,
 * status, code, detail); with `ownTitle`, the title too may differ (a title naming REST's header).
 */
export function sameError(
  out: ToolOutcome,
  res: Reply,
  status: number,
  code: string,
  ownTitle = false,
): void {
  expect(out.ok, JSON.stringify(out.data)).toBe(false);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const { request_id: a, ...viaMcp } = out.problem as unknown as Record<string, unknown>;
  const { request_id: b, ...viaRest } = res.body as Record<string, unknown>;
  if (ownTitle) {
    expect(viaMcp.title).not.toEqual(viaRest.title);
    viaMcp.title = viaRest.title;
  }
  expect(viaRest).toMatchObject({ status, code });
  expect(viaMcp).toEqual(viaRest);
  expect(a).toMatch(/^req_/);
  expect(b).toMatch(/^req_/);
}

/**
 * Every `*_minor` / `*Minor` amount is a digit string (min_topup_usd_minor is an integer by the
 * spec).
 */
export function expectDigitStrings(value: unknown, path = ''): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) expectDigitStrings(v, `${path}[${i}]`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (/(_minor|Minor)$/.test(k) && k !== 'min_topup_usd_minor' && v !== null)
      expect(v, `${path}.${k}`).toMatch(/^(0|[1-9]\d*)$/);
    expectDigitStrings(v, `${path}.${k}`);
  }
}
