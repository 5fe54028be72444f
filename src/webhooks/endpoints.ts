// Which endpoints may receive which record's events: an endpoint gets only the events of records
// after the one that created it (or enabled it again), none once it answered 410 or was disabled,
// and a shard where no
// org has an endpoint gets its records' events not even derived (most shards have none, and the
// derivation — a date string, maps, ids — cost ~5 µs a create over HTTP for nothing). The
// dispatcher (dispatcher.ts) asks; this file keeps what the answers rest on.
import type { CommandRecord } from '../core/events.ts';
import type { ShardState, WebhookEndpoint } from '../core/state.ts';
import { matches } from './events.ts';

export class Endpoints {
  /**
   * Endpoint → seq of the record that created or last enabled it, for every endpoint created or
   * enabled after the cursor: records before it are not delivered to it (a disabled endpoint is
   * not sent what happened while it was off, docs/console.md "Webhooks").
   */
  private readonly createdAt = new Map<string, number>();
  /** Endpoints that answered 410 (their disable may not have committed yet). */
  private readonly gone = new Set<string>();
  /**
   * Per shard: whether an org of it has an endpoint (undefined: not known since its last endpoint
   * record).
   */
  private readonly hooked: (boolean | undefined)[] = [];

  constructor(private readonly stateOf: (shard: number) => ShardState | undefined) {}

  /**
   * A committed record's endpoint events; `dropped` is called for each endpoint deleted or
   * disabled.
   */
  committed(
    shard: number,
    seq: number,
    record: CommandRecord,
    dropped: (endpointId: string) => void,
  ): void {
    for (const e of record.events) {
      if (e.type === 'WebhookEndpointCreated') {
        this.createdAt.set(e.endpoint.id, seq);
        this.hooked[shard] = undefined;
      } else if (e.type === 'WebhookEndpointDeleted' || e.type === 'WebhookEndpointDisabled') {
        dropped(e.endpointId);
        this.hooked[shard] = undefined;
      } else if (e.type === 'WebhookEndpointEnabled') {
        this.createdAt.set(e.endpointId, seq);
        this.gone.delete(e.endpointId);
      }
    }
  }

  /**
   * Where the endpoints a record creates begin: told when it is decided (the shard's state shows
   * the endpoint before its record is durable) and when it is read back while a shard is loaded.
   */
  created(seq: number, record: CommandRecord): void {
    for (const e of record.events) {
      if (e.type === 'WebhookEndpointCreated') this.createdAt.set(e.endpoint.id, seq);
      else if (e.type === 'WebhookEndpointEnabled') this.createdAt.set(e.endpointId, seq);
    }
  }

  /**
   * The shard is being loaded (at start, or taken from another node): while another node owned
   * it, its endpoint records did not come through committed().
   */
  forget(shard: number): void {
    this.hooked[shard] = undefined;
  }

  /**
   * Whether an org of the shard has an endpoint now: what a record's deliveries would be looked for
   * in.
   */
  any(shard: number): boolean {
    let hooked = this.hooked[shard];
    if (hooked === undefined) {
      hooked = false;
      for (const org of this.stateOf(shard)?.orgs.values() ?? []) {
        if (org.webhooks.size > 0) {
          hooked = true;
          break;
        }
      }
      this.hooked[shard] = hooked;
    }
    return hooked;
  }

  /** Whether the endpoint takes an event of `type` from the record at `seq`. */
  wants(endpoint: WebhookEndpoint, seq: number, type: string): boolean {
    if (endpoint.disabled || this.gone.has(endpoint.id) || !matches(endpoint.events, type))
      return false;
    const created = this.createdAt.get(endpoint.id);
    return created === undefined || created < seq;
  }

  /** The endpoint, if it still takes deliveries. */
  usable(shard: number, orgId: string, endpointId: string): WebhookEndpoint | undefined {
    const endpoint = this.stateOf(shard)?.orgs.get(orgId)?.webhooks.get(endpointId);
    return endpoint && !endpoint.disabled && !this.gone.has(endpointId) ? endpoint : undefined;
  }

  /** The receiver answered 410. */
  markGone(endpointId: string): void {
    this.gone.add(endpointId);
  }
}
