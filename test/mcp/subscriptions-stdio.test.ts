// Proves `errand mcp --stdio` tells its client when a task moves, in both eras: a 2026-07-28 client
// over subscriptions/listen and a 2025-11-25 client over resources/subscribe, each told every state
// of a test-mode task driven to paid, in order (the proxy listens to the service's /mcp in turn);
// another org's task cannot be subscribed to.
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
import { stdioClientOf, type Era } from '../support/mcp-clients.ts';

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

let svc: TestService;
let org: TestOrg;
const clients: Client[] = [];

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000', 'test');
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await svc?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function subscribe(client: Client, era: Era, uri: string): Promise<void> {
  if (era === '2026-07-28') await client.listen({ resourceSubscriptions: [uri] });
  else await client.subscribeResource({ uri });
}

describe.each(['2026-07-28', '2025'] as const)('errand mcp --stdio, %s', (era) => {
  it('tells every move of a task to paid, in order', async () => {
    const client = await stdioClientOf(era, svc.url, org.key);
    clients.push(client);
    const states: string[] = [];
    client.setNotificationHandler('notifications/resources/updated', (n) => {
      const event = (n.params._meta as Record<string, { state: string }> | undefined)?.[
        'errand/event'
      ];
      if (event) states.push(event.state);
    });
    const created = await client.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: newKey() },
    });
    const taskId = (created.structuredContent as { data: { taskId: string } }).data.taskId;
    const uri = `errand://tasks/${taskId}`;
    await subscribe(client, era, uri);
    const { contents } = await client.readResource({ uri });
    const before = JSON.parse((contents[0] as { text: string }).text).state as string;
    for (let i = 0; i < 80 && !states.includes('paid'); i++) {
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
      await pause(150);
    }
    const seen = [before, ...states]
      .filter((s, i, all) => i === 0 || all[i - 1] !== s)
      .filter((s) => s !== 'screening');
    expect(seen).toEqual(PATH.slice(PATH.indexOf(seen[0]!)));
    expect(seen.at(-1)).toBe('paid');
  });

  it("refuses another org's task", async () => {
    const other = await newOrg(svc.url, '1000000', 'test');
    const mine = await stdioClientOf(era, svc.url, org.key);
    const theirs = await stdioClientOf(era, svc.url, other.key);
    clients.push(mine, theirs);
    const created = await mine.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: newKey() },
    });
    const uri =
      `errand://tasks/` +
      `${(created.structuredContent as { data: { taskId: string } }).data.taskId}`;
    await expect(theirs.readResource({ uri })).rejects.toThrow();
    if (era === '2025')
      await expect(theirs.subscribeResource({ uri })).rejects.toThrow(/not found/i);
  });
});
