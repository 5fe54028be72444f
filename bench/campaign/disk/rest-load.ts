// REST load for the disk campaigns: several orgs create tasks, receive partner deposits and cancel
// their own acknowledged tasks, each command with its own idempotency key or deposit id. Every
// answer is recorded as it arrives: 2xx is acknowledged (must survive anything), a transport
// failure or 5xx is in doubt (may or may not have committed), anything else is a refusal.
import { createHmac } from 'node:crypto';
import { attempt, createInit } from '../../../test/support/child-service.ts';
import {
  PARTNER_SECRET,
  admin,
  call,
  deposit,
  taskBody,
  type TestOrg,
} from '../../../test/support/http.ts';

/** Every create here: reward 1500.00 + the 10% fee. */
export const TASK_TOTAL_MINOR = 165_000n;
export const DEPOSIT_MINOR = 250_000n;
/** Far above what any run spends: a 402 would be a bug, not a refusal to track. */
export const FUND_MINOR = TASK_TOTAL_MINOR * 1_000_000n;

export type Kind = 'create' | 'deposit' | 'cancel';

export interface Command {
  kind: Kind;
  org: number;
  /** Idempotency key (create, cancel) or deposit_id (deposit). */
  id: string;
  body?: Record<string, unknown>;
  /** The task a cancel names. */
  taskId?: string;
  /** Answered 503 writes_stopped: "nothing was applied" (read-back.ts checks that it was not). */
  stopped?: boolean;
}

/** The command, marked if its answer was 503 writes_stopped. */
export function answeredStopped<C extends Command>(command: C, status: number, body: any): C {
  return status === 503 && body?.detail?.reason === 'writes_stopped'
    ? { ...command, stopped: true }
    : command;
}

export interface Acked extends Command {
  /** The `data` of the 2xx answer. */
  answer: any;
}

/** What the clients of one load phase saw. */
export interface Ledger {
  acked: Acked[];
  inDoubt: Command[];
  /** Answers that were neither 2xx nor in doubt, with their first lines; none expected. */
  refused: string[];
  /** 5xx answers (counted in inDoubt too): a fail-stopped server answers these. */
  serverErrors: number;
}

export function newLedger(): Ledger {
  return { acked: [], inDoubt: [], refused: [], serverErrors: 0 };
}

const DELEGATION = {
  can_post_tasks: true,
  can_approve_release: true,
  can_open_disputes: true,
  can_order_workflows: true,
  can_manage_loops: true,
};

/**
 * Funded orgs whose agents hold every flag. Each step is retried until it answers 2xx: under the
 * negative control (answers before writing) an acknowledged org reaches reads a moment later.
 */
export async function makeOrgs(url: string, count: number): Promise<TestOrg[]> {
  const orgs: TestOrg[] = [];
  for (let i = 0; i < count; i++) {
    const created = await admin(url, 'POST', '/internal/v1/orgs', {
      name: `Disk campaign org ${i}`,
      mode: 'live',
    });
    if (created.status !== 201) throw new Error(`org: ${JSON.stringify(created.body)}`);
    const { org_id: orgId, agent_id: agentId, api_key: key } = created.body.data;
    await until2xx(() =>
      admin(url, 'PUT', `/internal/v1/agents/${agentId}/delegation`, DELEGATION),
    );
    await until2xx(() => deposit(url, orgId, FUND_MINOR.toString(), `fund-${orgId}`));
    await until2xx(() =>
      call(url, 'GET', '/v1/me', { key }).then((r) =>
        r.body?.data?.delegation?.can_post_tasks ? r : { ...r, status: 409 },
      ),
    );
    orgs.push({ orgId, agentId, key });
  }
  return orgs;
}

async function until2xx(step: () => Promise<{ status: number; body: unknown }>): Promise<void> {
  for (let i = 0; ; i++) {
    const reply = await step();
    if (reply.status >= 200 && reply.status < 300) return;
    if (i >= 100)
      throw new Error(`setup step answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function depositInit(orgId: string, depositId: string): RequestInit {
  const raw = JSON.stringify({
    deposit_id: depositId,
    org_id: orgId,
    amount_minor: DEPOSIT_MINOR.toString(),
    currency: 'NGN',
  });
  const signature = createHmac('sha256', PARTNER_SECRET).update(raw).digest('hex');
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-signature': `sha256=${signature}` },
    body: raw,
  };
}

export function cancelInit(apiKey: string, idem: string): RequestInit {
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': idem },
  };
}

/** The request a command is sent as, first time or retried: always the same bytes. */
export function requestFor(
  url: string,
  orgs: readonly TestOrg[],
  c: Command,
): [string, RequestInit] {
  const org = orgs[c.org]!;
  if (c.kind === 'create') return [`${url}/v1/tasks`, createInit(org.key, c.id, c.body)];
  if (c.kind === 'deposit')
    return [`${url}/internal/v1/partner/deposits`, depositInit(org.orgId, c.id)];
  return [`${url}/v1/tasks/${c.taskId}/cancel`, cancelInit(org.key, c.id)];
}

export interface LoadOptions {
  url: string;
  orgs: readonly TestOrg[];
  /** Unique per phase: keys and deposit ids are built from it. */
  tag: string;
  workers: number;
  /** Workers stop when this resolves (the server may already be gone). */
  stop: Promise<void>;
  /** Called on every acknowledgement (e.g. to kill at the first one). */
  onAck?: (count: number) => void;
  random: () => number;
  /**
   * Instructions this long (benign text repeated) make each create's record bigger, so a disk fills
   * with fewer commands.
   */
  instructionsChars?: number;
}

const SENTENCE =
  'Visit 12 Allen Avenue, Ikeja and confirm the pharmacy is open; photograph the storefront. ';

/**
 * Runs until `stop` resolves or the server stops answering. Cancels name only tasks whose create
 * was acknowledged in this phase and not yet cancelled, so each task gets at most one cancel key.
 */
export async function driveLoad(options: LoadOptions, ledger: Ledger): Promise<void> {
  const { url, orgs, tag, random } = options;
  let stopped = false;
  void options.stop.then(() => (stopped = true));
  const cancellable: Array<{ org: number; taskId: string }> = [];
  let seq = 0;
  const next = (w: number): Command => {
    const n = seq++;
    const org = (w + n) % orgs.length;
    const roll = random();
    if (roll < 0.2) return { kind: 'deposit', org, id: `dep-${tag}-${n}` };
    if (roll < 0.45 && cancellable.length > 0) {
      const target = cancellable.splice(Math.floor(random() * cancellable.length), 1)[0]!;
      return { kind: 'cancel', org: target.org, id: `cancel-${tag}-${n}`, taskId: target.taskId };
    }
    const padded = options.instructionsChars
      ? {
          instructions: SENTENCE.repeat(
            Math.ceil(options.instructionsChars / SENTENCE.length),
          ).slice(0, options.instructionsChars),
        }
      : {};
    return {
      kind: 'create',
      org,
      id: `create-${tag}-${n}`,
      body: taskBody({ title: `disk campaign ${tag} ${n}`, ...padded }),
    };
  };
  const worker = async (w: number) => {
    while (!stopped) {
      const command = next(w);
      const outcome = await attempt(...requestFor(url, orgs, command));
      if (outcome.kind === 'transport') {
        ledger.inDoubt.push(command);
        return; // the server is gone
      }
      if (outcome.status >= 200 && outcome.status < 300) {
        ledger.acked.push({ ...command, answer: outcome.body.data });
        if (command.kind === 'create')
          cancellable.push({ org: command.org, taskId: outcome.body.data.taskId });
        options.onAck?.(ledger.acked.length);
      } else if (outcome.status >= 500) {
        ledger.inDoubt.push(answeredStopped(command, outcome.status, outcome.body));
        ledger.serverErrors += 1;
        return; // fail-stopped: every later write would be refused too
      } else {
        ledger.refused.push(
          `${command.kind} ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w)));
}
