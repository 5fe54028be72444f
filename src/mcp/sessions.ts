// Sessions for 2025-era clients over Streamable HTTP, so they can be told when an object moves:
// an `initialize` opens a session (Mcp-Session-Id) with its own server and transport, held in
// memory; the client's GET opens the session's stream, on which `resources/subscribe`d updates
// and a waiting tasks/result's progress are sent. Answers stay JSON, as /mcp's always were. A
// request without a session id is still served statelessly (http-handler.ts). What is told is
// what changes.ts tells: committed, durable moves only (docs/mcp.md, "Told when it is done").
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import {
  type AuthInfo,
  isInitializeRequest,
  type JSONRPCMessage,
  type Server,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import type { ChangeFeed, ResourceChange } from '../views/resource-changes.ts';

/** A session no request has touched for this long, with no stream open, is closed. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Sessions held at once: a new one past it closes the least recently used. */
export const MAX_SESSIONS = 1000;
/** Sessions one agent holds at once: past it its own least recently used is closed, not others'. */
export const MAX_SESSIONS_PER_AGENT = 50;
/** Messages kept for a session whose stream is not open (the client reconnecting its GET). */
const OUTBOX_MAX = 1000;

/** What a subscriber is told on subscribing: where the object stands (docs/mcp.md). */
const STATE_META_KEY = 'errand/state';

export interface SessionHooks {
  /** Builds the session's server; `subscriptions` serve its resources/subscribe. */
  build(
    authInfo: AuthInfo,
    subscriptions: { add(uri: string): Promise<boolean>; remove(uri: string): Promise<void> },
  ): Server;
  /** Reads a resource as the current request's agent: its state, or undefined if it may not. */
  stateOf(uri: string): Promise<{ state: string; updatedAt?: string } | undefined>;
  /** The `_meta` of an update for a committed change. */
  metaOf(change: ResourceChange): Record<string, unknown>;
  barrier(): Promise<void> | undefined;
  /** Each shard's last applied record: what a read made after it shows at least. */
  applied(): readonly number[];
}

interface Subscription {
  ready: boolean;
  queue: ResourceChange[];
  /** Per shard, the records the state told on subscribing shows: their moves are not told. */
  readonly shown: readonly number[];
}

interface Session {
  readonly id: string;
  readonly agentId: string;
  readonly server: Server;
  readonly transport: WebStandardStreamableHTTPServerTransport;
  readonly subs: Map<string, Subscription>;
  readonly outbox: JSONRPCMessage[];
  /** Sends on the session's stream (the SDK's own send, unwrapped). */
  readonly deliver: (message: JSONRPCMessage) => Promise<void>;
  streams: number;
  lastSeenMs: number;
}

export class LegacySessions {
  private readonly sessions = new Map<string, Session>();
  /** The request being served: the session's server runs as its agent, under its request id. */
  private readonly current = new AsyncLocalStorage<AuthInfo>();
  private readonly unlisten: (() => void) | undefined;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly hooks: SessionHooks,
    changes: ChangeFeed | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.unlisten = changes?.listen(
      (change) => this.changed(change),
      () => this.anySubscribed(),
    );
    this.sweep = setInterval(() => this.closeIdle(), 60_000);
    this.sweep.unref();
  }

  /** The authInfo of the request being served (for the session's server, built once). */
  authInfo(): AuthInfo | undefined {
    return this.current.getStore();
  }

  /**
   * Serves a 2025-era request that opens or names a session; undefined for one that does
   * neither (served statelessly). `onEnd` is told when the HTTP exchange ends.
   */
  async handle(
    request: Request,
    authInfo: AuthInfo,
    parsedBody: unknown,
    onEnd: (fn: () => void) => void,
  ): Promise<Response | undefined> {
    const sid = request.headers.get('mcp-session-id');
    if (sid === null) {
      if (request.method !== 'POST' || !isInitializeRequest(parsedBody)) return undefined;
      return this.open(request, authInfo, parsedBody);
    }
    const session = this.sessions.get(sid);
    // Another agent's session is as unknown as a closed one: the client starts a new one.
    if (!session || session.agentId !== authInfo.clientId) return sessionNotFound();
    session.lastSeenMs = this.now();
    const response = await this.current.run(authInfo, () =>
      session.transport.handleRequest(request, { authInfo, parsedBody }),
    );
    if (request.method === 'DELETE') await this.close(session);
    else if (request.method === 'GET' && response.status === 200) {
      session.streams += 1;
      onEnd(() => {
        session.streams -= 1;
        session.lastSeenMs = this.now();
      });
      // Sent once the stream is handed over: what waited for it goes first.
      setImmediate(() => void this.flush(session));
    }
    return response;
  }

  private async open(request: Request, authInfo: AuthInfo, parsedBody: unknown) {
    const all = [...this.sessions.values()].sort((a, b) => a.lastSeenMs - b.lastSeenMs);
    const own = all.filter((s) => s.agentId === authInfo.clientId);
    if (own.length >= MAX_SESSIONS_PER_AGENT) await this.close(own[0]!);
    else if (all.length >= MAX_SESSIONS) await this.close(all[0]!);
    const id = randomUUID();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      enableJsonResponse: true,
    });
    const subs = new Map<string, Subscription>();
    let session: Session | undefined;
    const server = this.hooks.build(authInfo, {
      add: (uri) => this.subscribe(session!, uri),
      remove: async (uri) => void subs.delete(uri),
    });
    await server.connect(transport);
    const deliver = transport.send.bind(transport);
    session = {
      id,
      agentId: authInfo.clientId,
      server,
      transport,
      subs,
      outbox: [],
      deliver: (message) => deliver(message),
      streams: 0,
      lastSeenMs: this.now(),
    };
    const opened = session;
    // JSON answers carry no notification: every one goes on the session's stream, or waits for it.
    transport.send = async (message, options) => {
      if ('method' in message && !('id' in message)) return this.tell(opened, message);
      return deliver(message, options);
    };
    this.sessions.set(id, session);
    const response = await this.current.run(authInfo, () =>
      transport.handleRequest(request, { authInfo, parsedBody }),
    );
    if (transport.sessionId !== id) await this.close(session);
    return response;
  }

  /**
   * Subscribes `uri` if the agent can read it, then tells where it stands now: moves committed
   * meanwhile wait behind that, and those of records applied before the reading are not told.
   */
  private async subscribe(session: Session, uri: string): Promise<boolean> {
    const sub: Subscription = { ready: false, queue: [], shown: this.hooks.applied() };
    session.subs.set(uri, sub);
    const now = await this.hooks.stateOf(uri);
    if (!now) {
      session.subs.delete(uri);
      return false;
    }
    await this.hooks.barrier();
    const meta = { [STATE_META_KEY]: { state: now.state, updated_at: now.updatedAt } };
    await session.server.sendResourceUpdated({ uri, _meta: meta }).catch(() => {});
    sub.ready = true;
    for (const change of sub.queue) this.update(session, sub, change);
    sub.queue.length = 0;
    return true;
  }

  private changed(change: ResourceChange): void {
    for (const session of this.sessions.values()) {
      const sub = session.subs.get(change.uri);
      if (!sub) continue;
      if (sub.ready) this.update(session, sub, change);
      else sub.queue.push(change);
    }
  }

  private update(session: Session, sub: Subscription, change: ResourceChange): void {
    const { shard, seq } = change.event;
    if (seq <= (sub.shown[shard] ?? -1)) return;
    const params = { uri: change.uri, _meta: this.hooks.metaOf(change) };
    void session.server.sendResourceUpdated(params).catch(() => {});
  }

  private anySubscribed(): boolean {
    for (const session of this.sessions.values()) if (session.subs.size > 0) return true;
    return false;
  }

  /** On the session's stream if one is open, else kept for it (the oldest dropped past a bound). */
  private async tell(session: Session, message: JSONRPCMessage): Promise<void> {
    session.outbox.push(message);
    if (session.outbox.length > OUTBOX_MAX) session.outbox.shift();
    if (session.streams > 0) await this.flush(session);
  }

  private async flush(session: Session): Promise<void> {
    while (session.streams > 0 && session.outbox.length > 0) {
      const message = session.outbox.shift()!;
      await session.deliver(message).catch(() => {});
    }
  }

  /** Closes the sessions idle past SESSION_IDLE_MS (each minute; callable for tests). */
  closeIdle(): void {
    const before = this.now() - SESSION_IDLE_MS;
    for (const session of this.sessions.values()) {
      if (session.streams === 0 && session.lastSeenMs < before) void this.close(session);
    }
  }

  private async close(session: Session): Promise<void> {
    if (this.sessions.get(session.id) !== session) return;
    this.sessions.delete(session.id);
    session.subs.clear();
    await session.transport.close().catch(() => {});
    await session.server.close().catch(() => {});
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweep);
    this.unlisten?.();
    for (const session of [...this.sessions.values()]) await this.close(session);
  }
}

function sessionNotFound(): Response {
  return Response.json(
    { jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null },
    { status: 404 },
  );
}
