// Proves a 2025-era client over Streamable HTTP is told when a task moves: initialize opens a
// session, resources/subscribe is answered with the task's current state and then every committed
// move on the session's stream, in order, to paid, with none missed across a restart of the service
// (the client opens a new session, re-subscribes and is told where the task stands, then the rest);
// for the SDK's v1 Client and its v2 Client in 2025 mode; another org's task cannot be subscribed
// to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { httpClient } from '../support/mcp.ts';
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

/** What the test needs of either SDK's client. */
interface AnyClient {
  subscribeResource(params: { uri: string }): Promise<unknown>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  getServerCapabilities(): { resources?: { subscribe?: boolean } } | undefined;
  setNotificationHandler(schemaOrMethod: never, handler: (n: never) => void): void;
  close(): Promise<void>;
}

const CLIENTS = {
  'v1 Client': async (url: string, key: string) =>
    (await httpClient(url, key)) as unknown as AnyClient,
  'v2 Client, 2025 mode': async (url: string, key: string) =>
    (await httpClientOf('2025', url, key)) as unknown as AnyClient,
};

let dataDir: string;
let svc: TestService;
let org: TestOrg;
const open: AnyClient[] = [];

beforeAll(async () => {
  dataDir = tempDir('errand-mcp-subs-2025-');
  svc = await startTestService(ENV, dataDir);
  org = await newOrg(svc.url, '1000000', 'test');
});
afterAll(async () => {
  for (const c of open) await c.close().catch(() => undefined);
  await svc?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Update = { params: { uri: string; _meta?: Record<string, { state?: string }> } };

/** A client subscribed to `uri` that notes each state it is told: the current one, then moves. */
async function subscriber(name: keyof typeof CLIENTS, uri: string) {
  const client = await CLIENTS[name](svc.url, org.key);
  open.push(client);
  expect(client.getServerCapabilities()?.resources?.subscribe).toBe(true);
  const states: string[] = [];
  const onUpdate = (n: Update) => {
    if (n.params.uri !== uri) return;
    const meta = n.params._meta;
    const state = meta?.['errand/event']?.state ?? meta?.['errand/state']?.state;
    if (state) states.push(state);
  };
  if (name === 'v1 Client') {
    const { ResourceUpdatedNotificationSchema } = await import(
      '@modelcontextprotocol/sdk/types.js'
    );
    client.setNotificationHandler(ResourceUpdatedNotificationSchema as never, onUpdate as never);
  } else {
    client.setNotificationHandler('notifications/resources/updated' as never, onUpdate as never);
  }
  await client.subscribeResource({ uri });
  return { client, states };
}

async function until(states: string[], state: string): Promise<void> {
  for (let i = 0; i < 80 && !states.includes(state); i++) {
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await pause(150);
  }
  expect(states, `never told ${state}`).toContain(state);
}

describe.each(Object.keys(CLIENTS) as Array<keyof typeof CLIENTS>)('2025 HTTP, %s', (name) => {
  it('is told every move to paid, in order, none missed across a restart', async () => {
    const creator = await CLIENTS[name](svc.url, org.key);
    open.push(creator);
    const created = (await creator.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: newKey() },
    })) as { structuredContent: { data: { taskId: string } } };
    const uri = `errand://tasks/${created.structuredContent.data.taskId}`;

    const first = await subscriber(name, uri);
    await until(first.states, 'accepted');
    await first.client.close();
    await creator.close();
    await svc.close();
    svc = await startTestService(ENV, dataDir);

    const second = await subscriber(name, uri);
    // Before the clock moves again, the re-subscribed client is told where the task stands.
    for (let i = 0; i < 40 && second.states.length === 0; i++) await pause(50);
    expect(PATH.indexOf(second.states[0]!)).toBeGreaterThanOrEqual(
      PATH.indexOf(first.states.at(-1)!),
    );
    await until(second.states, 'paid');
    // The first told state of each subscription is where the task stood; consecutive repeats
    // are one state.
    const seen = [...first.states, ...second.states]
      .filter((s, i, all) => i === 0 || all[i - 1] !== s)
      .filter((s) => s !== 'screening');
    expect(seen).toEqual(PATH.slice(PATH.indexOf(seen[0]!)));
    expect(seen.at(-1)).toBe('paid');
  });

  it("refuses another org's task", async () => {
    const mine = await CLIENTS[name](svc.url, org.key);
    open.push(mine);
    const created = (await mine.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: newKey() },
    })) as { structuredContent: { data: { taskId: string } } };
    const uri = `errand://tasks/${created.structuredContent.data.taskId}`;
    const other = await newOrg(svc.url, '1000000', 'test');
    const theirs = await CLIENTS[name](svc.url, other.key);
    open.push(theirs);
    await expect(theirs.subscribeResource({ uri })).rejects.toThrow(/not found/i);
  });
});

describe('2025 sessions over HTTP', () => {
  const INIT = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'sessions-test', version: '1' },
    },
  };
  const post = (key: string, body: unknown, session?: string, method = 'POST') =>
    fetch(`${svc.url}/mcp`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(session ? { 'mcp-session-id': session } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
  const LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };

  it("initialize opens one; another agent's key gets 404; DELETE ends it", async () => {
    const opened = await post(org.key, INIT);
    expect(opened.headers.get('content-type')).toMatch(/application\/json/);
    const session = opened.headers.get('mcp-session-id')!;
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const init = (await opened.json()) as {
      result: { capabilities: { resources: { subscribe: boolean } } };
    };
    expect(init.result.capabilities.resources.subscribe).toBe(true);
    expect((await post(org.key, LIST, session)).status).toBe(200);
    const other = await newOrg(svc.url, '1000000', 'test');
    const stolen = await post(other.key, LIST, session);
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as { error: { code: number } }).error.code).toBe(-32001);
    expect((await post(org.key, undefined, session, 'DELETE')).status).toBe(200);
    expect((await post(org.key, LIST, session)).status).toBe(404);
    // Without a session id a request is still served statelessly, as before sessions.
    expect((await post(org.key, LIST)).status).toBe(200);
  });
});
