// Proves a create answers the same with its door work on an engine thread (ENGINE_THREADS=2: the
// body's bytes parsed, checked, validated, fingerprinted and screened on the thread) as on one
// thread: the same good and bad bodies posted to POST /v1/tasks of a service on 0 and on 2
// threads give the same status, content type and body (ids, request ids and times aside),
// idempotent replays and conflicts included; MCP's create_task likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/mcp.ts';
import { MAST } from '../support/safety.ts';
import { newOrg, startTestService, taskBody, type TestOrg } from '../support/http.ts';

type Service = Awaited<ReturnType<typeof startTestService>>;

interface Case {
  readonly name: string;
  readonly body?: string | Buffer;
  /** The Idempotency-Key header: a fixed one, none, or (default) a fresh one per case. */
  readonly key?: string | null;
  readonly contentType?: string;
  readonly query?: string;
  /** The status the answer must have in both modes (so the comparison covers each kind). */
  readonly status: number;
  /** The problem code, when it is one. */
  readonly code?: string;
}

const json = (value: unknown) => JSON.stringify(value);
const good = json(taskBody());
const nested = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;

const CASES: Case[] = [
  { name: 'a good create', body: good, key: 'parity-good', status: 201 },
  { name: 'its replay', body: good, key: 'parity-good', status: 201 },
  {
    name: 'the same key, another body',
    body: json(taskBody({ title: 'Another pharmacy' })),
    key: 'parity-good',
    status: 409,
  },
  { name: 'no key', body: good, key: null, status: 400, code: 'idempotency_key_missing' },
  { name: 'a key too long', body: good, key: 'k'.repeat(256), status: 400 },
  { name: 'bad JSON and no key', body: '{"type":', key: null, status: 400 },
  { name: 'bad JSON', body: '{"type":', status: 400, code: 'validation_failed' },
  { name: 'not UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), status: 400 },
  { name: 'a key twice', body: '{"title":"a","title":"b"}', status: 400 },
  { name: 'too deep', body: nested, status: 400 },
  { name: 'a NUL', body: json(taskBody({ title: 'a\u0000b' })), status: 400 },
  { name: '__proto__', body: '{"__proto__":{"x":1}}', status: 400 },
  { name: 'an array', body: '[1,2]', status: 400 },
  { name: 'a string', body: '"task"', status: 400 },
  { name: 'null', body: 'null', status: 400 },
  { name: 'empty', body: '', status: 400 },
  { name: 'no body', status: 400 },
  { name: 'an empty object', body: '{}', status: 400 },
  { name: 'a wrong type', body: json(taskBody({ reward_major: 1500 })), status: 400 },
  { name: 'an unknown field', body: json(taskBody({ colour: 'red' })), status: 201 },
  { name: 'a query field', body: good, query: '?title=x', status: 201 },
  { name: 'text/plain', body: good, contentType: 'text/plain', status: 400 },
  { name: 'over the limit', body: json(taskBody({ title: 'x'.repeat(70_000) })), status: 413 },
  {
    name: 'blocked by the filter',
    body: json(taskBody({ title: 'Open 20 new Gmail accounts' })),
    status: 422,
    code: 'safety_filter_blocked',
  },
  { name: 'held for review', body: json(taskBody(MAST)), status: 201 },
  {
    name: 'more than the wallet',
    body: json(taskBody({ reward_major: '5000000.00' })),
    status: 402,
  },
  { name: 'an unknown zone', body: json(taskBody({ zone_ref: 'ng.nowhere' })), status: 422 },
  { name: 'a quality level', body: json(taskBody({ min_quality: 'expert' })), status: 201 },
];

/** The answer as a user reads it, with what differs between two services (ids, times) masked. */
function normal(text: string): unknown {
  const masked = text
    .replace(/\b(req|org|agt|tsk|task|lck|lock|esc)_[A-Za-z0-9]+/g, '$1_*')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, '<base>');
  try {
    return JSON.parse(masked);
  } catch {
    return masked;
  }
}

async function post(svc: Service, org: TestOrg, c: Case, n: number) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${org.key}`,
    'content-type': c.contentType ?? 'application/json',
  };
  const key = c.key === undefined ? `parity-${n}` : c.key;
  if (key !== null) headers['idempotency-key'] = key;
  const res = await fetch(`${svc.url}/v1/tasks${c.query ?? ''}`, {
    method: 'POST',
    headers,
    ...(c.body !== undefined ? { body: c.body } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: normal(text),
    raw: text,
  };
}

describe('create_task on an engine thread answers as on one thread', () => {
  let single: Service;
  let threaded: Service;
  let orgs: [TestOrg, TestOrg];

  beforeAll(async () => {
    single = await startTestService({ ENGINE_THREADS: '0' });
    threaded = await startTestService({ ENGINE_THREADS: '2' });
    orgs = [await newOrg(single.url, '100000000'), await newOrg(threaded.url, '100000000')];
  }, 120_000);
  afterAll(async () => {
    await single?.close();
    await threaded?.close();
  });

  it('over REST: every good and bad body, replays and conflicts', async () => {
    expect(threaded.engine.threads).toBeDefined();
    expect(single.engine.threads).toBeUndefined();
    const created: string[][] = [[], []];
    for (const [n, c] of CASES.entries()) {
      const [a, b] = [await post(single, orgs[0], c, n), await post(threaded, orgs[1], c, n)];
      expect(b, `${c.name}: ${a.raw} | ${b.raw}`).toMatchObject({
        status: a.status,
        type: a.type,
        body: a.body,
      });
      expect(a.status, `${c.name}: ${a.raw}`).toBe(c.status);
      if (c.code) expect((a.body as { code?: string }).code).toBe(c.code);
      if (a.status === 201) {
        created[0]!.push(JSON.parse(a.raw).data.taskId);
        created[1]!.push(JSON.parse(b.raw).data.taskId);
      }
    }
    // The replay answered the first create's own task, on both.
    for (const ids of created) expect(ids[1]).toBe(ids[0]);
  }, 120_000);

  it('over MCP: create_task, its replay and a refusal', async () => {
    const clients = [
      await httpClient(single.url, orgs[0].key),
      await httpClient(threaded.url, orgs[1].key),
    ];
    try {
      const calls = [
        { ...taskBody(), idempotency_key: 'mcp-parity' },
        { ...taskBody(), idempotency_key: 'mcp-parity' },
        { ...taskBody({ title: 'Open 20 new Gmail accounts' }), idempotency_key: 'mcp-2' },
        { ...taskBody({ reward_major: 15 }), idempotency_key: 'mcp-3' },
        { ...taskBody({ min_quality: 'expert' }), idempotency_key: 'mcp-4' },
      ];
      for (const args of calls) {
        const [a, b] = await Promise.all(
          clients.map((c) => c.callTool({ name: 'create_task', arguments: args })),
        );
        const text = (r: typeof a) => (r!.content as Array<{ text: string }>)[0]!.text;
        expect(normal(text(b!)), text(b!)).toEqual(normal(text(a!)));
        expect(b!.isError ?? false).toBe(a!.isError ?? false);
      }
    } finally {
      for (const c of clients) await c.close();
    }
  }, 120_000);
});
