// The crash campaign's checker, run against the restarted service as a client would: every
// acknowledged command is read back by id with the same result, every in-doubt command retried
// twice with its Idempotency-Key (or deposit_id) answers the same both times, and every org's
// wallet equals what the acknowledged and retried commands say moved.
import { isDeepStrictEqual } from 'node:util';
import { attempt, type Outcome } from '../../test/support/child-service.ts';
import { ADMIN_TOKEN } from '../../test/support/http.ts';
import { land, toInit, type World } from './crash-load.ts';
import type { Kind, Sent } from './crash-world.ts';

export interface Tally {
  acked_checked: number;
  acked_lost: number;
  in_doubt: number;
  in_doubt_retried: number;
  double_effects: number;
  wallet_checks: number;
  wallet_mismatches: number;
  ledger_checks: number;
  ledger_failures: number;
  by_kind: Partial<Record<Kind, { acked: number; lost: number; in_doubt: number }>>;
  /** The first few failures, for a maintainer to start from. */
  samples: string[];
}

export function newTally(): Tally {
  return {
    acked_checked: 0,
    acked_lost: 0,
    in_doubt: 0,
    in_doubt_retried: 0,
    double_effects: 0,
    wallet_checks: 0,
    wallet_mismatches: 0,
    ledger_checks: 0,
    ledger_failures: 0,
    by_kind: {},
    samples: [],
  };
}

const BATCH = 16;
/** Commands replayed with their key: the same request must answer the same result. */
const KEYED = new Set<Kind>([
  'create_task',
  'cancel_task',
  'approve_task',
  'reject_task',
  'create_workflow',
  'approve_loop_run',
  'decline_loop_run',
]);
/** States a task can only be in before a step; anything else is that step or later. */
const BEFORE: Partial<Record<Kind, readonly string[]>> = {
  worker_accept: ['screening', 'live', 'matched'],
  worker_start: ['screening', 'live', 'matched', 'accepted'],
  worker_proof: ['screening', 'live', 'matched', 'accepted', 'in_progress'],
};

function kindOf(t: Tally, kind: Kind) {
  t.by_kind[kind] ??= { acked: 0, lost: 0, in_doubt: 0 };
  return t.by_kind[kind];
}

function note(t: Tally, line: string): void {
  if (t.samples.length < 12) t.samples.push(line);
}

async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH)
    await Promise.all(items.slice(i, i + BATCH).map(each));
}

const resend = (url: string, s: Sent) => attempt(url + s.request.path, toInit(s.request));
const get = (url: string, path: string, key: string) =>
  attempt(url + path, { headers: { authorization: `Bearer ${key}` } });
const dataOf = (o: Outcome) => (o.kind === 'response' ? o.body?.data : undefined);
const show = (o: Outcome) =>
  o.kind === 'response'
    ? `${o.status} ${JSON.stringify(o.body).slice(0, 300)}`
    : `transport ${o.error}`;

/**
 * The part of an answer the idempotency record keeps. A task move answers with the view it
 * stored plus the proof summary read now (verification may record its outcome after the move).
 */
function stored(data: any): unknown {
  if (!data || typeof data !== 'object' || !('proof' in data)) return data;
  const { proof: _live, ...rest } = data;
  return rest;
}

/** Why an acknowledged command is not there as acknowledged, or undefined when it is. */
async function missing(url: string, s: Sent): Promise<string | undefined> {
  const acked = s.body.data;
  const agentKey = s.request.headers.authorization?.slice('Bearer '.length) ?? s.org.agents[0]!.key;
  if (KEYED.has(s.kind)) {
    const again = await resend(url, s);
    if (
      again.kind !== 'response' ||
      again.status !== s.status ||
      !isDeepStrictEqual(stored(dataOf(again)), stored(acked))
    )
      return `replay with its key: ${show(again)}`;
  }
  if (s.kind === 'deposit') {
    const again = await resend(url, s);
    if (again.kind !== 'response' || again.status !== 200 || dataOf(again)?.credited !== false)
      return `deposit replay credited again: ${show(again)}`;
    return undefined;
  }
  if (s.kind === 'create_workflow') {
    const wf = await get(url, `/v1/workflows/${acked.workflowId}`, agentKey);
    return wf.kind === 'response' &&
      wf.status === 200 &&
      dataOf(wf).price_minor === acked.totalChargedMinor
      ? undefined
      : `read back: ${show(wf)}`;
  }
  if (s.kind === 'approve_loop_run' || s.kind === 'decline_loop_run') {
    const loop = await get(url, `/v1/loops/${s.org.loopId}`, agentKey);
    const run = dataOf(loop)?.runs?.find((r: { id: string }) => r.id === s.target);
    return run && run.status === acked.run.status && run.task_id === acked.run.task_id
      ? undefined
      : `read back: ${show(loop)}`;
  }
  const taskId = s.kind === 'create_task' ? acked.taskId : s.target!;
  const read = s.operator
    ? await get(url, `/worker/v1/tasks/${taskId}`, s.operator.token)
    : await get(url, `/v1/tasks/${taskId}`, agentKey);
  if (read.kind !== 'response' || read.status !== 200) return `read back: ${show(read)}`;
  const state = dataOf(read).state as string;
  if (s.kind === 'create_task')
    return dataOf(read).id === taskId ? undefined : `read back: ${show(read)}`;
  if (BEFORE[s.kind]) return BEFORE[s.kind]!.includes(state) ? `read back in ${state}` : undefined;
  // A decided task stays where the decision put it (or settles on: paid, a resolved dispute).
  const now = acked.state as string;
  return state === now ||
    (now === 'approved' && state === 'paid') ||
    (now === 'disputed' && state.startsWith('resolved_'))
    ? undefined
    : `read back in ${state}, acknowledged ${now}`;
}

/**
 * Reads back every acknowledged command; `again` for a second look at commands already counted
 * (a directory's whole history before it is retired), where only a newly found loss counts.
 */
export async function checkAcked(
  url: string,
  acked: readonly Sent[],
  t: Tally,
  again = false,
): Promise<number> {
  let lost = 0;
  await inBatches(acked, async (s) => {
    if (s.lost) return;
    if (!again) {
      t.acked_checked += 1;
      kindOf(t, s.kind).acked += 1;
    }
    const why = await missing(url, s);
    if (!why) return;
    s.lost = true;
    lost += 1;
    t.acked_lost += 1;
    kindOf(t, s.kind).lost += 1;
    note(t, `lost ${s.kind} ${s.request.method} ${s.request.path}: ${why}`);
  });
  return lost;
}

/**
 * Retries each in-doubt command twice with the same key and body. The first retry answers for the
 * original (if it landed) or does it now; the second must answer exactly the same, and the wallet
 * check after this counts the money it moved once. Operator-app steps carry no key: the Operators
 * pick their tasks up again from the state they read.
 */
export async function retryInDoubt(
  url: string,
  world: World,
  inDoubt: readonly Sent[],
  t: Tally,
): Promise<void> {
  await inBatches(inDoubt, async (s) => {
    t.in_doubt += 1;
    kindOf(t, s.kind).in_doubt += 1;
    if (!KEYED.has(s.kind) && s.kind !== 'deposit') return;
    t.in_doubt_retried += 1;
    const first = await resend(url, s);
    const second = await resend(url, s);
    const same =
      first.kind === 'response' &&
      second.kind === 'response' &&
      first.status === second.status &&
      (s.kind === 'deposit'
        ? second.status === 200 && dataOf(second).credited === false
        : isDeepStrictEqual(
            stored(second.body?.data) ?? second.body?.code,
            stored(first.body?.data) ?? first.body?.code,
          ));
    if (!same) {
      t.double_effects += 1;
      note(
        t,
        `in-doubt ${s.kind} ${s.request.path}: first retry ${show(first)}, second ${show(second)}`,
      );
    }
    if (first.kind === 'response' && first.status >= 200 && first.status < 300) {
      land(world, s, first.body.data, true);
      world.acked.push({ ...s, outcome: 'acked', status: first.status, body: first.body });
    }
  });
}

/** Every org's wallet equals the model; the ledger verifies. */
export async function checkMoney(url: string, world: World, t: Tally): Promise<void> {
  await inBatches(world.orgs, async (org) => {
    t.wallet_checks += 1;
    const res = await get(url, '/v1/wallet', org.agents[0]!.key);
    const balance = dataOf(res)?.balance_minor;
    if (balance === org.expectedMinor.toString()) return;
    t.wallet_mismatches += 1;
    note(
      t,
      `wallet of ${org.id}: ${balance ?? show(res)}, expected ${org.expectedMinor} from the ` +
        `answers received`,
    );
    // Carry on from what the service holds, so one mismatch is counted once, not every round after.
    if (balance !== undefined) org.expectedMinor = BigInt(balance);
  });
  t.ledger_checks += 1;
  const ledger = await get(url, '/internal/v1/ledger/verify', ADMIN_TOKEN);
  if (dataOf(ledger)?.ok !== true) {
    t.ledger_failures += 1;
    note(t, `ledger verify: ${show(ledger)}`);
  }
}
