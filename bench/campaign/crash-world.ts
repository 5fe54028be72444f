// What the crash campaign knows as a client: the orgs, agents and Operators it set up, every
// command it sent with what came back, and the wallet each org must hold given the answers it
// received. Nothing here reads the service's files: the client's view is the whole truth.
import { createHmac } from 'node:crypto';
import { PARTNER_SECRET } from '../../test/support/http.ts';

export type Kind =
  | 'create_task'
  | 'cancel_task'
  | 'approve_task'
  | 'reject_task'
  | 'deposit'
  | 'create_workflow'
  | 'approve_loop_run'
  | 'decline_loop_run'
  | 'worker_accept'
  | 'worker_start'
  | 'worker_proof';

/** acked: a 2xx reached the client; in_doubt: sent, and the kill came before any answer. */
export type Outcome = 'pending' | 'acked' | 'refused' | 'in_doubt' | 'unsent';

export interface Agent {
  readonly id: string;
  readonly key: string;
}

export interface Org {
  readonly id: string;
  readonly agents: readonly Agent[];
  readonly loopId: string;
  /**
   * The balance the wallet must show: credits and charges of every command known to have landed.
   */
  expectedMinor: bigint;
  /** Tasks of this org in a state where cancel is meaningful (newest last). */
  readonly open: string[];
  /** Tasks whose proof waits for the agent's decision. */
  readonly review: string[];
}

export interface Operator {
  readonly id: string;
  readonly token: string;
  /** The task it was last offered or working on. */
  current?: string;
  busy: boolean;
}

export interface Request {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface Sent {
  readonly seq: number;
  readonly kind: Kind;
  readonly org: Org;
  readonly request: Request;
  /** The task, workflow, Loop or Operator the command acts on (for reading it back). */
  readonly target?: string;
  readonly operator?: Operator;
  /** What a deposit credits. */
  readonly amountMinor?: bigint;
  outcome: Outcome;
  /** Found missing by the checker (counted once). */
  lost?: boolean;
  status?: number;
  body?: any;
}

/** Reward 1500.00 + 10% fee: every task here, one-off or a Loop run, locks this much. */
export const TASK_TOTAL_MINOR = 165_000n;
export const PRODUCT = 'business_address_verification';

export function agentRequest(
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  idem?: string,
): Request {
  const headers: Record<string, string> = { authorization: `Bearer ${agent.key}` };
  if (idem) headers['idempotency-key'] = idem;
  if (body === undefined) return { method, path, headers };
  headers['content-type'] = 'application/json';
  return { method, path, headers, body: JSON.stringify(body) };
}

export function operatorRequest(
  op: Operator,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Request {
  return agentRequest({ id: op.id, key: op.token }, method, path, body);
}

/** The funding partner's signed deposit webhook (a replayed deposit_id credits once). */
export function depositRequest(orgId: string, depositId: string, amountMinor: bigint): Request {
  const raw = JSON.stringify({
    deposit_id: depositId,
    org_id: orgId,
    amount_minor: amountMinor.toString(),
    currency: 'NGN',
  });
  const signature = createHmac('sha256', PARTNER_SECRET).update(raw).digest('hex');
  return {
    method: 'POST',
    path: '/internal/v1/partner/deposits',
    headers: { 'content-type': 'application/json', 'x-partner-signature': `sha256=${signature}` },
    body: raw,
  };
}

export const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)]!;
