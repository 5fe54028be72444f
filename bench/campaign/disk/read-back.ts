// The checker of the disk campaigns, run against a restarted server: every acknowledged command
// is read back by its id with the same result, every in-doubt command retried with its own key
// takes effect once, and each org's wallet then equals what the commands sent add up to.
import { isDeepStrictEqual } from 'node:util';
import { attempt } from '../../../test/support/child-service.ts';
import { ADMIN_TOKEN, type TestOrg } from '../../../test/support/http.ts';
import {
  DEPOSIT_MINOR,
  FUND_MINOR,
  TASK_TOTAL_MINOR,
  requestFor,
  type Acked,
  type Command,
} from './rest-load.ts';

const PARALLEL = 32;

async function inBatches<T, R>(items: readonly T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL)
    out.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(each))));
  return out;
}

async function getJson(url: string, key: string): Promise<{ status: number; body: any }> {
  const outcome = await attempt(url, { headers: { authorization: `Bearer ${key}` } });
  if (outcome.kind === 'transport') throw new Error(`read-back: ${url}: ${outcome.error}`);
  return { status: outcome.status, body: outcome.body };
}

/** Why an acknowledged command is not there as acknowledged, or undefined when it is. */
async function missing(
  url: string,
  orgs: readonly TestOrg[],
  a: Acked,
): Promise<string | undefined> {
  const org = orgs[a.org]!;
  if (a.kind === 'create' || a.kind === 'cancel') {
    const taskId = a.kind === 'create' ? a.answer.taskId : a.taskId;
    const read = await getJson(`${url}/v1/tasks/${taskId}`, org.key);
    if (read.status !== 200) return `${a.kind} ${a.id}: GET task ${taskId} answered ${read.status}`;
    if (a.kind === 'cancel' && read.body.data.state !== 'cancelled')
      return `cancel ${a.id}: task ${taskId} is ${read.body.data.state}`;
  }
  // The same request again: an acknowledged command answers with what it answered then and
  // changes nothing (a lost deposit would be credited now; a lost create would mint a new task).
  const again = await attempt(...requestFor(url, orgs, a));
  if (again.kind === 'transport') throw new Error(`read-back retry of ${a.id}: ${again.error}`);
  if (again.status < 200 || again.status >= 300)
    return (
      `${a.kind} ${a.id}: retry answered ${again.status} ` +
      `${JSON.stringify(again.body).slice(0, 160)}`
    );
  const data = again.body.data;
  if (a.kind === 'create' && !isDeepStrictEqual(data, a.answer))
    return (
      `create ${a.id}: retry answered ${JSON.stringify(data)}, acknowledged ` +
      `${JSON.stringify(a.answer)}`
    );
  if (a.kind === 'cancel' && (data.id !== a.taskId || data.state !== 'cancelled'))
    return `cancel ${a.id}: retry answered ${data.id} ${data.state}`;
  if (a.kind === 'deposit' && data.credited !== false)
    return `deposit ${a.id}: not there before the retry (credited now)`;
  return undefined;
}

/** The acknowledged commands that are not there as acknowledged, each with the reason. */
export async function lostOf(
  url: string,
  orgs: readonly TestOrg[],
  acked: readonly Acked[],
): Promise<string[]> {
  return (await inBatches(acked, (a) => missing(url, orgs, a))).filter(
    (m): m is string => m !== undefined,
  );
}

/**
 * Whether a command answered 503 writes_stopped ("nothing was applied") is there all the same,
 * seen before its retry (a cancel's task already cancelled) or by the retry (a deposit not credited
 * now, a create's task made before the check began, that is before the restart).
 */
async function appliedBefore(
  url: string,
  org: TestOrg,
  c: Command,
  first: { status: number; body: any },
  fromMs: number,
  cancelled: boolean,
): Promise<boolean> {
  if (c.kind === 'cancel') return cancelled;
  if (c.kind === 'deposit') return first.status === 200 && first.body.data.credited === false;
  if (first.status !== 201) return false;
  const task = await getJson(`${url}/v1/tasks/${first.body.data.taskId}`, org.key);
  return task.status === 200 && Date.parse(task.body.data.created_at) < fromMs;
}

/**
 * Retries each in-doubt command twice with its own key: the first retry commits it if it had not
 * committed, the second must answer the same (one effect). Returns what broke that promise, and
 * every command answered writes_stopped that had been applied (that answer said it was not).
 */
export async function settleInDoubt(
  url: string,
  orgs: readonly TestOrg[],
  inDoubt: readonly Command[],
): Promise<string[]> {
  const problems: string[] = [];
  const fromMs = Date.now();
  await inBatches(inDoubt, async (c) => {
    const cancelled =
      c.stopped === true &&
      c.kind === 'cancel' &&
      (await getJson(`${url}/v1/tasks/${c.taskId}`, orgs[c.org]!.key)).body?.data?.state ===
        'cancelled';
    const first = await attempt(...requestFor(url, orgs, c));
    const second = await attempt(...requestFor(url, orgs, c));
    if (first.kind === 'transport' || second.kind === 'transport')
      throw new Error(`retry of ${c.id}: transport failure`);
    if (c.stopped && (await appliedBefore(url, orgs[c.org]!, c, first, fromMs, cancelled)))
      problems.push(`${c.kind} ${c.id}: answered writes_stopped, yet it had been applied`);
    if (first.status >= 300 || second.status >= 300)
      return void problems.push(
        `${c.kind} ${c.id}: retries answered ${first.status}, ${second.status}`,
      );
    if (c.kind === 'create' && first.body.data.taskId !== second.body.data.taskId)
      problems.push(`create ${c.id}: two retries, two tasks`);
    if (c.kind === 'deposit' && second.body.data.credited !== false)
      problems.push(`deposit ${c.id}: credited twice`);
  });
  return problems;
}

/** Per org, what the wallet must hold once every command sent has taken effect exactly once. */
export function expectedWallets(orgCount: number, sent: readonly Command[]): bigint[] {
  const wallets = Array.from({ length: orgCount }, () => FUND_MINOR);
  for (const c of sent) {
    if (c.kind === 'deposit') wallets[c.org]! += DEPOSIT_MINOR;
    else if (c.kind === 'create') wallets[c.org]! -= TASK_TOTAL_MINOR;
    // cancelled before acceptance: the whole lock comes back
    else wallets[c.org]! += TASK_TOTAL_MINOR;
  }
  return wallets;
}

/** Orgs whose wallet differs from `expected`, and whether the admin ledger check holds. */
export async function moneyProblems(
  url: string,
  orgs: readonly TestOrg[],
  expected: readonly bigint[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const [i, org] of orgs.entries()) {
    const read = await getJson(`${url}/v1/wallet`, org.key);
    const balance = read.status === 200 ? BigInt(read.body.data.balance_minor) : undefined;
    if (balance !== expected[i])
      problems.push(`org ${i}: wallet ${balance ?? read.status}, expected ${expected[i]}`);
  }
  const ledger = await getJson(`${url}/internal/v1/ledger/verify`, ADMIN_TOKEN);
  if (ledger.status !== 200 || ledger.body.data.ok !== true)
    problems.push(`ledger verify: ${JSON.stringify(ledger.body).slice(0, 300)}`);
  return problems;
}
