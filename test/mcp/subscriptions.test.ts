// Proves an MCP 2026-07-28 client is told when a task moves, without polling: it subscribes to the
// task's resource over subscriptions/listen, the test-mode sandbox drives the task to paid, and
// every state reaches the client in order with none missed across a restart of the service (a
// reconnecting client reads where the task stands, then is told the rest); another org cannot
// subscribe to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import {
  admin,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { tempDir } from '../support/harness.ts';
import { httpClientOf } from '../support/mcp-clients.ts';

const PATH = [
  'live',
  'matched',
  'accepted',
  'in_progress',
  'proof_submitted',
  'verifying',
  'approved',
  'paid',
];
const ENV = { ERRAND_CLOCK: 'virtual' };

let dataDir: string;
let svc: TestService;
let org: TestOrg;
const clients: Client[] = [];

beforeAll(async () => {
  dataDir = tempDir('errand-mcp-subs-');
  svc = await startTestService(ENV, dataDir);
  org = await newOrg(svc.url, '1000000', 'test');
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await svc?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A 2026-07-28 client that notes the state of every update it is told of, for `uri`. */
async function subscriber(uri: string): Promise<{ client: Client; states: string[] }> {
  const client = await httpClientOf('2026-07-28', svc.url, org.key);
  clients.push(client);
  const states: string[] = [];
  client.setNotificationHandler('notifications/resources/updated', (n) => {
    if (n.params.uri !== uri) return;
    const event = (n.params._meta as Record<string, { state: string }> | undefined)?.[
      'errand/event'
    ];
    if (event) states.push(event.state);
  });
  await client.listen({ resourceSubscriptions: [uri] });
  return { client, states };
}

async function readState(client: Client, uri: string): Promise<string> {
  const { contents } = await client.readResource({ uri });
  return JSON.parse((contents[0] as { text: string }).text).state as string;
}

/** Moves the service clock until the subscriber has been told `state` (the sandbox acts on it). */
async function until(states: string[], state: string): Promise<void> {
  for (let i = 0; i < 80 && !states.includes(state); i++) {
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await pause(150);
  }
  expect(states, `never told ${state}`).toContain(state);
}

describe('subscriptions/listen on a task', () => {
  it('tells every move to paid, in order, none missed across a restart', async () => {
    const creator = await httpClientOf('2026-07-28', svc.url, org.key);
    clients.push(creator);
    const created = await creator.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: newKey() },
    });
    const taskId = (created.structuredContent as { data: { taskId: string } }).data.taskId;
    const uri = `errand://tasks/${taskId}`;

    const first = await subscriber(uri);
    const before = await readState(first.client, uri);
    await until(first.states, 'accepted');

    await first.client.close();
    await svc.close();
    svc = await startTestService(ENV, dataDir);

    const second = await subscriber(uri);
    const resumedAt = await readState(second.client, uri);
    await until(second.states, 'paid');

    // What the client knows, in order: the state it read, what it was told, the state it read
    // on reconnecting, what it was told after. Consecutive repeats are one state.
    const seen = [before, ...first.states, resumedAt, ...second.states].filter(
      (s, i, all) => i === 0 || all[i - 1] !== s,
    );
    const from = PATH.indexOf(seen[0] === 'screening' ? 'live' : seen[0]!);
    expect(seen.filter((s) => s !== 'screening')).toEqual(PATH.slice(from));
    expect(second.states.at(-1)).toBe('paid');
    expect(await readState(second.client, uri)).toBe('paid');
  });

  it('another org cannot subscribe to the task, nor read it', async () => {
    const mine = await httpClientOf('2026-07-28', svc.url, org.key);
    clients.push(mine);
    const created = await mine.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: newKey() },
    });
    const uri =
      `errand://tasks/` +
      `${(created.structuredContent as { data: { taskId: string } }).data.taskId}`;
    const other = await newOrg(svc.url, '1000000', 'test');
    const theirs = await httpClientOf('2026-07-28', svc.url, other.key);
    clients.push(theirs);
    await expect(theirs.listen({ resourceSubscriptions: [uri] })).rejects.toThrow(/not found/i);
    await expect(theirs.readResource({ uri })).rejects.toThrow();
  });
});
