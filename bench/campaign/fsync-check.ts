// What the failed-fsync campaign checks once errand runs again without the fault: every
// acknowledged command is there (read back by id), and every command whose outcome the client
// never learned gives one effect when retried with its key, however often.
import { attempt } from '../../test/support/child-service.ts';
import { acked, requestOf, type Sent } from './fsync-load.ts';

export interface Tally {
  acked_checked: number;
  acked_lost: number;
  in_doubt: number;
  /**
   * In-doubt commands whose retry showed they had landed (the write was on disk, the sync failed).
   */
  in_doubt_landed: number;
  /** In-doubt commands whose two retries disagreed, or whose retry was refused: should be 0. */
  in_doubt_not_one_effect: number;
  /** Commands answered 503 writes_stopped ("nothing was applied"), checked after the restart. */
  stopped_checked: number;
  /** Of those, the ones that had been applied all the same: the answer lied; must be 0. */
  stopped_applied: number;
}

export const newTally = (): Tally => ({
  acked_checked: 0,
  acked_lost: 0,
  in_doubt: 0,
  in_doubt_landed: 0,
  in_doubt_not_one_effect: 0,
  stopped_checked: 0,
  stopped_applied: 0,
});

/** Requests at a time while checking: enough to be quick, few enough not to crowd the machine. */
const CHECK_WORKERS = 8;

async function eachLimited<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CHECK_WORKERS }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Present means: a create's task reads back; a cancel's task reads back cancelled; a deposit's id
 * is known (a repeat credits nothing).
 */
async function present(base: string, s: Sent): Promise<boolean> {
  if (s.kind === 'deposit') {
    const [url, init] = requestOf(base, s);
    const out = await attempt(url, init);
    return out.kind === 'response' && out.status === 200 && out.body.data.credited === false;
  }
  const taskId = s.kind === 'create' ? s.resultId! : s.taskId!;
  const out = await attempt(`${base}/v1/tasks/${taskId}`, {
    headers: { authorization: `Bearer ${s.org.key}` },
  });
  if (out.kind !== 'response' || out.status !== 200 || out.body.data.id !== taskId) return false;
  return s.kind === 'create' || out.body.data.state === 'cancelled';
}

export async function checkAcked(base: string, sent: readonly Sent[], t: Tally): Promise<Sent[]> {
  const lost: Sent[] = [];
  await eachLimited(sent.filter(acked), async (s) => {
    t.acked_checked += 1;
    if (!(await present(base, s))) {
      t.acked_lost += 1;
      lost.push(s);
    }
  });
  return lost;
}

/** Sent, and answered 5xx or not at all: the client cannot know whether it happened. */
export const inDoubt = (s: Sent): boolean => s.status === undefined || s.status >= 500;

/** Answered 503 writes_stopped: the answer said nothing was applied. */
export const stopped = (s: Sent): boolean => s.status === 503 && s.reason === 'writes_stopped';

/** What a retry's answer says happened, comparable between two retries; undefined if refused. */
async function retry(
  base: string,
  s: Sent,
  checkedFromMs: number,
): Promise<{ effect: string; landedBefore: boolean } | undefined> {
  const [url, init] = requestOf(base, s);
  const out = await attempt(url, init);
  if (out.kind !== 'response') return undefined;
  if (s.kind === 'deposit')
    return out.status === 200
      ? { effect: s.key, landedBefore: out.body.data.credited === false }
      : undefined;
  if (s.kind === 'create') {
    if (out.status !== 201) return undefined;
    // A task made before this check began was made before the restart: the create had landed.
    const task = await attempt(`${base}/v1/tasks/${out.body.data.taskId}`, {
      headers: { authorization: `Bearer ${s.org.key}` },
    });
    const landedBefore =
      task.kind === 'response' &&
      task.status === 200 &&
      Date.parse(task.body.data.created_at) < checkedFromMs;
    return { effect: out.body.data.taskId, landedBefore };
  }
  // A cancel whose task was cancelled meanwhile by nobody else: the stored answer or a new one,
  // both end cancelled.
  return out.status === 200 && out.body.data.state === 'cancelled'
    ? { effect: out.body.data.id, landedBefore: false }
    : undefined;
}

export async function retryInDoubt(base: string, sent: readonly Sent[], t: Tally): Promise<void> {
  const checkedFromMs = Date.now();
  await eachLimited(sent.filter(inDoubt), async (s) => {
    t.in_doubt += 1;
    // A cancel answered writes_stopped must find its task not cancelled (no other cancel names it).
    if (stopped(s) && s.kind === 'cancel') {
      t.stopped_checked += 1;
      const task = await attempt(`${base}/v1/tasks/${s.taskId}`, {
        headers: { authorization: `Bearer ${s.org.key}` },
      });
      if (task.kind === 'response' && task.body?.data?.state === 'cancelled')
        t.stopped_applied += 1;
    }
    const first = await retry(base, s, checkedFromMs);
    const second = await retry(base, s, checkedFromMs);
    if (!first || !second || first.effect !== second.effect) t.in_doubt_not_one_effect += 1;
    // The second retry of a deposit always finds it; only the first says whether it had landed.
    if (first?.landedBefore) t.in_doubt_landed += 1;
    if (stopped(s) && s.kind !== 'cancel') {
      t.stopped_checked += 1;
      if (first?.landedBefore) t.stopped_applied += 1;
    }
  });
}
