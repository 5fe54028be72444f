// What operations need beyond the engine: configuration, the clock, secrets. Built once by the
// composition root (service.ts) and handed to every operation through OpContext.
import type { AgentRequestLog } from './observability/agent-requests.ts';
import type { Config } from './config.ts';
import type { Clock } from './runtime/clock.ts';
import type { UptimeLog } from './effects/uptime.ts';
import type { MediaStore } from './runtime/media-store.ts';
import type { PayoutDirectory, PayoutPartner } from './partners/payout.ts';
import type { SigningKeys } from './runtime/signing-keys.ts';
import type { Metrics } from './observability/metrics.ts';
import type { OAuthServer } from './oauth/server.ts';
import type { ChangeFeed } from './views/resource-changes.ts';
import type { SupplyFigures } from './effects/supply.ts';

export interface Services {
  readonly config: Config;
  readonly clock: Clock;
  /** Moves the virtual clock; undefined when the service runs on real time. */
  readonly advanceClock?: (ms: number) => Promise<number>;
  readonly adminTokenHash: string;
  readonly partnerSecret?: string;
  readonly startedAtMs: number;
  readonly uptime?: UptimeLog;
  readonly media?: MediaStore;
  readonly payoutPartner?: PayoutPartner;
  /** Operators' confirmed payout details (the Operator app attaches its store). */
  readonly payoutDirectory?: PayoutDirectory;
  /** Ed25519 keys that sign workflow-report attestations; their public halves are /v1/jwks.json. */
  readonly signingKeys?: SigningKeys;
  /** The service's Prometheus registry and its recorders (GET /metrics). */
  readonly metrics?: Metrics;
  /**
   * Which MCP resources committed records change, for `subscriptions/listen` (src/mcp/changes.ts).
   */
  readonly mcpChanges?: ChangeFeed;
  /** errand as the OAuth authorization server of its MCP resource (src/oauth/, docs/mcp.md). */
  readonly oauth?: OAuthServer;
  /** Each org's recent agent requests, for the console's request log. */
  readonly requestLog?: AgentRequestLog;
  /** Who is engaged and each zone's recent outcomes, for the fill quote (src/effects/supply.ts). */
  readonly supply?: SupplyFigures;
  /** Records an admin-API change to keys or governance in the audit log the console shows. */
  readonly audit?: (entry: {
    orgId: string | null;
    action: string;
    target: string | null;
    ip: string | null;
  }) => Promise<void>;
}
