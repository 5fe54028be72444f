// The failed-fsync campaign's load: agents of a few orgs creating and cancelling tasks and the
// funding partner depositing, over REST, all at once. Every request gets a tick of one logical
// clock when it is sent and another when its answer arrives, so "sent after the first failure
// answer" is an order of events, never a reading of the wall clock.
import { createHmac } from 'node:crypto';
import { attempt, createInit } from '../../test/support/child-service.ts';
import { PARTNER_SECRET, taskBody, type TestOrg } from '../../test/support/http.ts';

export type Kind = 'create' | 'deposit' | 'cancel';

export interface Sent {
  readonly kind: Kind;
  readonly org: TestOrg;
  /** Idempotency-Key (create, cancel) or deposit_id (deposit). */
  readonly key: string;
  readonly body?: Record<string, unknown>;
  /** The task a cancel names. */
  readonly taskId?: string;
  readonly sentTick: number;
  answeredTick?: number;
  /** undefined: no answer came (transport failure). */
  status?: number;
  code?: string;
  reason?: string;
  /** The created task's id, from a create's answer. */
  resultId?: string;
}

export const DEPOSIT_MINOR = '1000000';

export function depositInit(orgId: string, depositId: string): RequestInit {
  const raw = JSON.stringify({
    deposit_id: depositId,
    org_id: orgId,
    amount_minor: DEPOSIT_MINOR,
    currency: 'NGN',
  });
  const signature = createHmac('sha256', PARTNER_SECRET).update(raw).digest('hex');
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-signature': `sha256=${signature}` },
    body: raw,
  };
}

export function cancelInit(org: TestOrg, key: string): RequestInit {
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${org.key}`, 'idempotency-key': key },
  };
}

/** The request a Sent stands for: the same one again is a retry with the same key. */
export function requestOf(
  base: string,
  s: Pick<Sent, 'kind' | 'org' | 'key' | 'body' | 'taskId'>,
): [string, RequestInit] {
  if (s.kind === 'create') return [`${base}/v1/tasks`, createInit(s.org.key, s.key, s.body)];
  if (s.kind === 'deposit')
    return [`${base}/internal/v1/partner/deposits`, depositInit(s.org.orgId, s.key)];
  return [`${base}/v1/tasks/${s.taskId}/cancel`, cancelInit(s.org, s.key)];
}

/** An answer that says the write path failed: 500 (outcome unknown) or 503 writes_stopped. */
export function isFailureAnswer(s: Sent): boolean {
  return s.status === 500 || (s.status === 503 && s.reason === 'writes_stopped');
}

export const acked = (s: Sent): boolean =>
  s.status !== undefined && s.status >= 200 && s.status < 300;

export interface Load {
  readonly sent: Sent[];
  tick: number;
  /** Tick of the first failure answer; undefined until one arrives. */
  failTick?: number;
  /** Tick at which the fault was switched on (set through `armed`). */
  armedTick?: number;
  acks: number;
}

export interface LoadOptions {
  readonly base: string;
  readonly orgs: readonly TestOrg[];
  readonly workers: number;
  readonly runId: string;
  /** Requests each worker still sends after the first failure answer arrived. */
  readonly afterFailure: number;
  /** Requests each worker still sends after the fault was switched on, failure answer or not. */
  readonly afterFault: number;
  /** Bound on requests in all: a fault that never shows still ends the load. */
  readonly requestsMax: number;
  /**
   * Called after every acknowledgement with the count so far; returns true once it switched the
   * fault on.
   */
  readonly onAck: (acks: number) => boolean;
}

export async function runLoad(o: LoadOptions): Promise<Load> {
  const load: Load = { sent: [], tick: 0, acks: 0 };
  const created = o.orgs.map(() => [] as string[]);
  let n = 0;
  const worker = async (w: number) => {
    let leftAfterFailure = o.afterFailure;
    let leftAfterFault = o.afterFault;
    while (n < o.requestsMax && leftAfterFailure > 0 && leftAfterFault > 0) {
      if (load.failTick !== undefined) leftAfterFailure -= 1;
      if (load.armedTick !== undefined) leftAfterFault -= 1;
      const i = n++;
      const orgIndex = (i + w) % o.orgs.length;
      const org = o.orgs[orgIndex]!;
      const roll = i % 10;
      const mine = created[orgIndex]!;
      const s: Sent =
        roll === 0
          ? { kind: 'deposit', org, key: `dep_${o.runId}_${i}`, sentTick: ++load.tick }
          : roll <= 2 && mine.length > 0
            ? {
                kind: 'cancel',
                org,
                key: `cnl_${o.runId}_${i}`,
                taskId: mine.splice(Math.floor(mine.length / 2), 1)[0]!,
                sentTick: ++load.tick,
              }
            : {
                kind: 'create',
                org,
                key: `crt_${o.runId}_${i}`,
                body: taskBody({ title: `fsync ${o.runId} ${i}` }),
                sentTick: ++load.tick,
              };
      load.sent.push(s);
      const [url, init] = requestOf(o.base, s);
      const out = await attempt(url, init);
      s.answeredTick = ++load.tick;
      if (out.kind === 'response') {
        s.status = out.status;
        s.code = out.body?.code;
        s.reason = out.body?.detail?.reason;
        if (s.kind === 'create' && acked(s)) {
          const taskId: string = out.body.data.taskId;
          s.resultId = taskId;
          mine.push(taskId);
        }
      }
      if (isFailureAnswer(s)) load.failTick ??= s.answeredTick;
      if (acked(s) && o.onAck(++load.acks)) load.armedTick ??= ++load.tick;
    }
  };
  await Promise.all(Array.from({ length: o.workers }, (_, w) => worker(w)));
  return load;
}
