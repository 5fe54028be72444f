// Proves the limits of 2025 MCP sessions (src/mcp/sessions.ts): a session no request has touched
// for 30 minutes is closed unless its stream is open, a session is only its own agent's, past its
// own cap an agent's new session closes its own oldest, and past MAX_SESSIONS a new one closes the
// least recently used.
import { describe, expect, it } from 'vitest';
import { type AuthInfo, Server } from '@modelcontextprotocol/server';
import {
  LegacySessions,
  MAX_SESSIONS,
  MAX_SESSIONS_PER_AGENT,
  SESSION_IDLE_MS,
} from '../../src/mcp/sessions.ts';

const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'unit', version: '1' },
  },
};
const PING = { jsonrpc: '2.0', id: 2, method: 'ping' };
const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

function sessions(clock: { ms: number }) {
  return new LegacySessions(
    {
      build: () => new Server({ name: 'unit', version: '1' }, { capabilities: { resources: {} } }),
      stateOf: async () => undefined,
      metaOf: () => ({}),
      barrier: () => undefined,
      applied: () => [],
    },
    undefined,
    () => clock.ms,
  );
}

const auth = (agentId: string): AuthInfo => ({ token: '', clientId: agentId, scopes: [] });
const never = () => {};

function request(method: string, body?: unknown, session?: string): Request {
  const headers = { ...HEADERS, ...(session ? { 'mcp-session-id': session } : {}) };
  return new Request('http://127.0.0.1/mcp', {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function open(s: LegacySessions, agentId = 'agt_a'): Promise<string> {
  const res = await s.handle(request('POST', INIT), auth(agentId), INIT, never);
  expect(res?.status).toBe(200);
  return res!.headers.get('mcp-session-id')!;
}

const ping = (s: LegacySessions, id: string, agentId = 'agt_a') =>
  s.handle(request('POST', PING, id), auth(agentId), PING, never);

describe('2025 MCP sessions', () => {
  it('a session idle past the limit is closed; one touched is kept', async () => {
    const clock = { ms: 0 };
    const s = sessions(clock);
    const idle = await open(s);
    const busy = await open(s);
    clock.ms = SESSION_IDLE_MS - 1000;
    expect((await ping(s, busy))?.status).toBe(200);
    clock.ms = SESSION_IDLE_MS + 1000;
    s.closeIdle();
    expect((await ping(s, idle))?.status).toBe(404);
    expect((await ping(s, busy))?.status).toBe(200);
    await s.closeAll();
  });

  it('a session with its stream open is not idle', async () => {
    const clock = { ms: 0 };
    const s = sessions(clock);
    const id = await open(s);
    let ended: (() => void) | undefined;
    const stream = await s.handle(request('GET', undefined, id), auth('agt_a'), undefined, (fn) => {
      ended = fn;
    });
    expect(stream?.status).toBe(200);
    clock.ms = 2 * SESSION_IDLE_MS;
    s.closeIdle();
    expect((await ping(s, id))?.status).toBe(200);
    ended?.();
    clock.ms = 4 * SESSION_IDLE_MS;
    s.closeIdle();
    expect((await ping(s, id))?.status).toBe(404);
    await s.closeAll();
  });

  it("is only its own agent's, and a request without one is not a session's", async () => {
    const s = sessions({ ms: 0 });
    const id = await open(s);
    expect((await ping(s, id, 'agt_b'))?.status).toBe(404);
    expect(await s.handle(request('POST', PING), auth('agt_a'), PING, never)).toBeUndefined();
    await s.closeAll();
  });

  it("past its own cap an agent's new session closes its own oldest, not another's", async () => {
    const clock = { ms: 0 };
    const s = sessions(clock);
    const theirs = await open(s, 'agt_b');
    const mine: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_AGENT + 1; i++) {
      clock.ms += 1;
      mine.push(await open(s));
    }
    expect((await ping(s, mine[0]!))?.status).toBe(404);
    expect((await ping(s, mine[1]!))?.status).toBe(200);
    expect((await ping(s, theirs, 'agt_b'))?.status).toBe(200);
    await s.closeAll();
  });

  it('past MAX_SESSIONS a new one closes the least recently used', async () => {
    const clock = { ms: 0 };
    const s = sessions(clock);
    const agent = (i: number) => `agt_${i % 40}`;
    const ids = [await open(s, agent(0))];
    for (let i = 1; i < MAX_SESSIONS; i++) {
      clock.ms += 1;
      ids.push(await open(s, agent(i)));
    }
    clock.ms += 1;
    expect((await ping(s, ids[0]!, agent(0)))?.status).toBe(200); // now the most recently used
    const newest = await open(s, 'agt_new');
    expect((await ping(s, ids[1]!, agent(1)))?.status).toBe(404); // the least recently used went
    expect((await ping(s, ids[0]!, agent(0)))?.status).toBe(200);
    expect((await ping(s, ids[2]!, agent(2)))?.status).toBe(200);
    expect((await ping(s, newest, 'agt_new'))?.status).toBe(200);
    await s.closeAll();
  });
});
