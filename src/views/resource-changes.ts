// What a subscriber to resource changes is told, and how it listens: the shape of the feed that
// mcp/changes.ts fills after commit and the MCP server listens to, named below both so the
// services bag (src/services.ts) can carry the feed without knowing the MCP door.
import type { WebhookEvent } from '../webhooks/events.ts';

export interface ResourceChange {
  readonly uri: string;
  readonly event: WebhookEvent;
}

export type ChangeListener = (change: ResourceChange) => void;

export interface ChangeFeed {
  /** `listener` is told of every change while `open()` says a subscription is open. */
  listen(listener: ChangeListener, open?: () => boolean): () => void;
}
