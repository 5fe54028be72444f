// What every console route uses: the page renderer (layout, the signed-in person, the CSRF token,
// a notice), the audit writer, and `run`, which sends a person's change through the operation
// layer — the same validation, governance, decide, log and apply as REST and MCP.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {} from '@fastify/csrf-protection';
import type {} from '@fastify/view';
import type { Engine } from '../runtime/engine.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';
import type { Services } from '../services.ts';
import { invoke } from '../ops/invoke.ts';
import type { AgentIdentity, Operation, OpContext } from '../ops/operation.ts';
import type { AuditEntry, ConsoleStore } from '../accounts/store.ts';
import { signedIn, type Signed } from '../accounts/session.ts';
import { ERROR_CODES } from '../errors/codes.ts';
import { DEFAULT_TIME_ZONE, formatTimeIn } from '../views/format.ts';

export interface ConsoleDeps {
  readonly engine: Engine;
  readonly services: Services;
  readonly store: ConsoleStore;
  readonly secret: Buffer;
  /** Cookies are Secure unless the service is told it runs on plain HTTP off localhost. */
  readonly secureCookies: boolean;
  /** For resending a delivery from the console (absent in tests without webhooks). */
  readonly webhooks?: WebhookDispatcher;
}

declare module 'fastify' {
  interface FastifyRequest {
    signed?: Signed;
  }
}

/** Messages shown after a redirect, by code: never free text from the URL. */
const NOTICES: Record<string, string> = {
  saved: 'Saved.',
  revoked: 'The key is revoked: it answers 401 from the next request.',
  approved: 'Approved: the escrow is released.',
  rejected: 'Rejected: a dispute is open and the escrow is frozen.',
  frozen: "Kill switch on: the agent's writes are refused.",
  unfrozen: 'Kill switch off.',
  invited: 'Invitation link created.',
  invite_revoked: 'Invitation revoked: its link no longer works.',
  removed: 'Member removed: their sessions have ended.',
  transferred: 'Ownership transferred: you are now a developer.',
  password: 'Password changed. Every other session has ended.',
  decided: 'Decision recorded.',
  resolved: 'Dispute resolved.',
  resent: 'Queued to be sent again, with the same id and body.',
  released: 'Released: the task is live and will be offered to Operators.',
  refused: 'Refused: the task is cancelled and its escrow refunded in full.',
  org_frozen: 'Org frozen: none of its agents can post.',
  org_unfrozen: 'Org unfrozen.',
  unconfirmed: 'Nothing changed: tick the confirmation first.',
  upheld: 'Appeal upheld: the dispute is resolved for the agent and the escrow refunded.',
  overturned: 'Appeal overturned: the reward is released; the next settlement run pays it.',
  operator_frozen: 'Operator frozen: no offers are made to them until unfrozen.',
  operator_unfrozen: 'Operator unfrozen: offers resume.',
  quality_reinstate: 'Operator reinstated: offers resume.',
  quality_pause: 'Operator paused: no offers until reinstated.',
  gold_created: 'Gold task created: the platform pays for it; it is offered like any task.',
  gold_returned: 'Gold wallet returned: its balance is back in the gold-funding account.',
  gold_nothing: 'Nothing to return: the gold wallet is empty.',
  passkey_added: 'Passkey added: signing in now asks for it (or another second factor).',
  test_money: 'Test money added to the wallet.',
  live_no_test_money: 'A live org is funded by real deposits only.',
  webhook_deleted: 'Webhook endpoint deleted: deliveries still queued for it are dropped.',
  webhook_disabled: 'Webhook endpoint disabled: nothing more is sent to it.',
  twin_created:
    'Test org made: you are looking at it now. Switch between test and live in the header.',
  twin_exists: 'This team already has a test org: switch to it in the header.',
  twin_live_only: 'A test org has no test twin: it is the test side already.',
  webhook_enabled:
    'Webhook endpoint enabled: events from now on are sent to it (none from while it was off).',
  webhook_updated: 'Webhook endpoint saved: its id and signing secret are unchanged.',
  webhook_url_invalid:
    'Not saved: the URL must be http(s), and loopback or private addresses only in test mode.',
  webhook_events_invalid:
    'Not saved: give 1 to 50 event names such as task.approved, or task.*, workflow.*, loop.*,' +
    ' campaign.*.',
  test_sent: 'Test event queued: it appears below once the receiver answers.',
  bulk_approved: 'Approved: the ticked proofs are paid (any refused are still listed).',
  oauth_revoked: 'Access revoked: the application gets 401 from its next request.',
  campaign_created:
    'Campaign created: its budget is locked in escrow and its rows become tasks in the background.',
};

function noticeOf(req: FastifyRequest): { notice?: string; error?: string } {
  const q = req.query as Record<string, string | undefined>;
  const code = q.error;
  const error =
    code && code in ERROR_CODES
      ? ERROR_CODES[code as keyof typeof ERROR_CODES].title
      : code
        ? 'That did not work.'
        : undefined;
  const notice = q.done ? NOTICES[q.done] : undefined;
  return { ...(notice ? { notice } : {}), ...(error ? { error } : {}) };
}

export class Kit {
  constructor(readonly deps: ConsoleDeps) {}

  async who(req: FastifyRequest): Promise<Signed | undefined> {
    req.signed ??= await signedIn(this.deps.store, req);
    return req.signed;
  }

  page(
    req: FastifyRequest,
    reply: FastifyReply,
    view: string,
    data: Record<string, unknown> = {},
    status = 200,
  ): FastifyReply {
    const signed = req.signed;
    reply.code(status).header('cache-control', 'no-store');
    return reply.view(
      view,
      {
        ...noticeOf(req),
        ...data,
        // Every time on the page in UTC and in the member's zone (a function per request).
        ...(signed
          ? {
              formatTime: (ms: number | string | null | undefined) =>
                formatTimeIn(ms, signed.user.timeZone ?? DEFAULT_TIME_ZONE),
            }
          : {}),
        me: signed
          ? {
              email: signed.user.email,
              role: signed.user.role,
              kind: signed.user.kind,
              orgId: signed.user.orgId,
            }
          : null,
        org: signed?.user.orgId
          ? (this.deps.engine.stateOf(signed.user.orgId).orgs.get(signed.user.orgId) ?? null)
          : null,
        // The header's test/live switch: shown when the member's org has a twin.
        twin: signed?.twinOrgId
          ? {
              mode:
                signed.user.orgId === signed.homeOrgId
                  ? this.deps.engine.stateOf(signed.twinOrgId).orgs.get(signed.twinOrgId)?.mode
                  : this.deps.engine.stateOf(signed.homeOrgId!).orgs.get(signed.homeOrgId!)?.mode,
            }
          : null,
        csrf: reply.generateCsrf(),
        path: req.url.split('?')[0],
      },
      { layout: 'layout.eta' },
    );
  }

  ctx(req: FastifyRequest, agent?: AgentIdentity): Omit<OpContext, 'idem'> {
    return {
      engine: this.deps.engine,
      services: this.deps.services,
      requestId: req.id,
      headers: req.headers,
      ...(agent ? { agent } : {}),
    };
  }

  /** Runs an operation for a person and records it in the audit log once it succeeded. */
  async run<O extends z.ZodType>(
    req: FastifyRequest,
    op: Operation<z.ZodType, O>,
    input: Record<string, unknown>,
    audit: {
      action: string;
      target: string | null;
      orgId: string | null;
      detail?: AuditEntry['detail'];
    },
    options: { agent?: AgentIdentity; idempotencyKey?: string } = {},
  ): Promise<z.output<O>> {
    const result = await invoke(op, this.ctx(req, options.agent), input, options.idempotencyKey);
    await this.audit(req, audit);
    return result;
  }

  /**
   * A staff change to one org: recorded in the platform audit log (staff read that one) with the
   * org named, and in the org's own log, so its members see what staff did to it.
   */
  async runOnOrg<O extends z.ZodType>(
    req: FastifyRequest,
    op: Operation<z.ZodType, O>,
    input: Record<string, unknown>,
    audit: { action: string; target: string | null; orgId: string; detail?: AuditEntry['detail'] },
  ): Promise<z.output<O>> {
    const platform = { ...audit, orgId: null, detail: { org_id: audit.orgId, ...audit.detail } };
    const result = await this.run(req, op, input, platform);
    await this.audit(req, audit);
    return result;
  }

  async audit(
    req: FastifyRequest,
    entry: {
      action: string;
      target: string | null;
      orgId: string | null;
      detail?: AuditEntry['detail'];
    },
  ): Promise<void> {
    const user = req.signed?.user;
    await this.deps.store.audit({
      atMs: Date.now(),
      orgId: entry.orgId,
      actor: { kind: user?.kind ?? 'cli', id: user?.id ?? null, email: user?.email ?? null },
      action: entry.action,
      target: entry.target,
      ip: req.ip,
      ...(entry.detail ? { detail: entry.detail } : {}),
    });
  }
}

export function redirect(reply: FastifyReply, to: string): FastifyReply {
  return reply.code(303).header('location', to).send();
}
