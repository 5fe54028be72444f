// Resource updates for `errand mcp --stdio`. The proxy sees no records, so it subscribes in turn:
// one MCP 2026-07-28 client of the service's /mcp, one `subscriptions/listen` per URI its own
// client asked for, and each update it is told is passed on (docs/mcp.md, "Told when it is done").
// The service checks the org on each listen, so a URI the agent may not see is never told.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

export interface Update {
  readonly uri: string;
  readonly _meta?: Record<string, unknown>;
}

interface Subscription {
  close(): Promise<void>;
}

export class UpstreamRelay {
  private client: Promise<Client> | undefined;
  private readonly open = new Map<string, Promise<Subscription | undefined>>();
  /** MCP tasks waiting on a URI (tasks.ts), with their own upstream listens. */
  private readonly watchers = new Map<string, Set<() => void>>();
  private readonly watched = new Map<string, Promise<Subscription | undefined>>();

  constructor(
    private readonly base: string,
    private readonly key: string,
    private readonly onUpdate: (update: Update) => void,
  ) {}

  private connect(): Promise<Client> {
    this.client ??= (async () => {
      const client = new Client(
        { name: 'errand-stdio', version: '1.0.0' },
        { versionNegotiation: { mode: { pin: '2026-07-28' } } },
      );
      client.setNotificationHandler('notifications/resources/updated', (n) => {
        const { uri, _meta } = n.params as Update;
        if (this.open.has(uri)) this.onUpdate({ uri, ...(_meta ? { _meta } : {}) });
        for (const onChange of this.watchers.get(uri) ?? []) onChange();
      });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${this.base}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${this.key}` } },
        }),
      );
      return client;
    })();
    return this.client;
  }

  /** Listens upstream for `uri` (once); resolves false when the service refuses it. */
  async add(uri: string): Promise<boolean> {
    let sub = this.open.get(uri);
    if (!sub) {
      sub = this.connect()
        .then((client) => client.listen({ resourceSubscriptions: [uri] }))
        .catch(() => undefined);
      this.open.set(uri, sub);
    }
    const opened = await sub;
    if (!opened) this.open.delete(uri);
    return opened !== undefined;
  }

  /** Calls `onChange` at each update of `uri` once listening upstream (an MCP task's wait). */
  async watch(uri: string, onChange: () => void): Promise<() => void> {
    const set = this.watchers.get(uri) ?? new Set();
    this.watchers.set(uri, set.add(onChange));
    let sub = this.watched.get(uri);
    if (!sub) {
      sub = this.connect()
        .then((client) => client.listen({ resourceSubscriptions: [uri] }))
        .catch(() => undefined);
      this.watched.set(uri, sub);
    }
    const unwatch = () => {
      set.delete(onChange);
      if (set.size > 0 || this.watchers.get(uri) !== set) return;
      this.watchers.delete(uri);
      const closing = this.watched.get(uri);
      this.watched.delete(uri);
      void closing?.then((opened) => opened?.close()).catch(() => {});
    };
    if (!(await sub)) {
      unwatch();
      throw new Error(`Resource not found: ${uri}`);
    }
    return unwatch;
  }

  async remove(uri: string): Promise<void> {
    const sub = this.open.get(uri);
    this.open.delete(uri);
    await (await sub)?.close();
  }

  async close(): Promise<void> {
    for (const uri of [...this.open.keys()]) await this.remove(uri);
    for (const sub of this.watched.values()) await (await sub)?.close();
    this.watched.clear();
    this.watchers.clear();
    if (this.client) await (await this.client).close().catch(() => undefined);
  }
}
