// Which resource URIs a committed record changes, told to MCP subscribers once the record is
// durable. The events are the webhooks' own (webhooks/events.ts: derived from the record alone,
// same ids), so an MCP client is told of exactly the moves a webhook endpoint is sent; nothing is
// told before its record is durable (the shard's commit barrier, as webhooks wait for it), and
// a record that never becomes durable is never told. The server never polls: the engine calls
// `committed` for each record it applies (service.ts).
import type { CommandRecord } from '../core/events.ts';
import type { Effect } from '../effects/effect.ts';
import type { Engine } from '../runtime/engine.ts';
import { eventsOf, type WebhookEvent } from '../webhooks/events.ts';
import type { ChangeFeed, ChangeListener, ResourceChange } from '../views/resource-changes.ts';
import { resourceUri } from '../views/resource-uri.ts';

/** Every event names its subject: the org is checked when a client subscribes, not here. */
const ANY_ORG = () => '';

function uriOf(event: WebhookEvent): string | undefined {
  if (event.workflowId) return resourceUri('workflows', event.workflowId);
  if (event.campaignId) return resourceUri('campaigns', event.campaignId);
  if (event.loopId) return resourceUri('loops', event.loopId);
  return event.taskId ? resourceUri('tasks', event.taskId) : undefined;
}

export class ResourceChanges implements Effect, ChangeFeed {
  /** MCP subscribers on this node hear of every shard's records, owned here or not. */
  readonly hears = 'every';
  private readonly listeners = new Map<ChangeListener, () => boolean>();
  /** Per shard, the last announcement in line: a shard's changes are told in commit order. */
  private readonly tails = new Map<number, Promise<void>>();

  constructor(private readonly engine: Pick<Engine, 'shards'>) {}

  /**
   * `listener` is told of every change while `open()` says a subscription is open: with none,
   * a committed record costs a lookup and nothing is queued (the engine's hot path).
   */
  listen(listener: ChangeListener, open: () => boolean = () => true): () => void {
    this.listeners.set(listener, open);
    return () => void this.listeners.delete(listener);
  }

  /** A record just committed on `shard`. Only queues: never waits, never throws into the engine. */
  committed(shard: number, seq: number, record: CommandRecord): void {
    if (!this.anyOpen()) return;
    let changes: ResourceChange[];
    try {
      const loopOf = () => ({ orgId: '', status: 'active' as const });
      changes = eventsOf(shard, seq, record, ANY_ORG, loopOf, ANY_ORG, ANY_ORG).flatMap((event) => {
        const uri = uriOf(event);
        return uri ? [{ uri, event }] : [];
      });
    } catch {
      return;
    }
    if (changes.length === 0) return;
    const durable = this.engine.shards[shard]?.barrier() ?? Promise.resolve();
    const previous = this.tails.get(shard) ?? Promise.resolve();
    const next = previous
      .then(() => durable)
      .then(
        () => this.tell(changes),
        () => undefined, // never durable: never told (the shard has stopped taking writes)
      );
    this.tails.set(shard, next);
  }

  /** Whether some listener has a subscription open (no array made: this runs per record). */
  private anyOpen(): boolean {
    for (const open of this.listeners.values()) if (open()) return true;
    return false;
  }

  private tell(changes: readonly ResourceChange[]): void {
    for (const change of changes) {
      for (const listener of this.listeners.keys()) {
        try {
          listener(change);
        } catch {
          // One subscriber's fault is not another's.
        }
      }
    }
  }
}
