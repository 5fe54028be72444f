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

    // Reads and notifications travel on different HTTP streams (the read answers its own POST,
    // notifications come down the listen stream), so a read can overtake notifications already
    // on their way: told `live` and `matched` after reading `matched` is in order. What a client
    // needs: each stream tells moves in order, and what it knows never skips a state.
    const rank = (s: string) => PATH.indexOf(s === 'screening' ? 'live' : s);
    for (const told of [first.states, second.states]) {
      const ranks = told.filter((s) => s !== 'screening').map(rank);
      expect(ranks, `told out of order: ${told.join(', ')}`).toEqual(
        [...ranks].sort((a, b) => a - b),
      );
    }
    let known = rank(before);
    for (const s of [...first.states, resumedAt, ...second.states]) {
      expect(rank(s), `${s} skips a state after ${PATH[known]}`).toBeLessThanOrEqual(known + 1);
      known = Math.max(known, rank(s));
    }
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
