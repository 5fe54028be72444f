// Proves that SIGKILLing `errand serve` mid-load over HTTP loses no acknowledged create: after each
// restart every 2xx'd task exists, its exact request replays to the same taskId, and the wallet and
// `errand verify` agree.
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import { randomCount } from '../support/kill-on-ack.ts';
import { admin, call, newOrg, taskBody, type TestOrg } from '../support/http.ts';
import {
  attempt,
  createInit,
  runVerify,
  startChild,
  type ChildService,
} from '../support/child-service.ts';
import { restartTimeFactor } from '../support/dir-engine.ts';

/** The test's time limit: longer with engine threads (test/support/dir-engine.ts). */
const LIMIT_600_S = 600_000 * restartTimeFactor;

const TOTAL = 165_000n; // every create here: reward 1500.00 + 10% fee
const FUND = TOTAL * 100_000n; // never the limit: every refusal here would be a bug
const KILLS = 6;
const IN_FLIGHT = 24;

interface Sent {
  key: string;
  body: Record<string, unknown>;
}

interface LoadResult {
  sent: Sent[];
  acks: Map<string, string>; // Idempotency-Key → taskId, for every 201 received
  others: string[]; // any answer that was neither 201 nor a transport failure (none expected)
  inFlightAtKill: number;
}

let live: ChildService | undefined;
afterAll(async () => {
  await live?.stop('SIGKILL');
});

/**
 * IN_FLIGHT workers create tasks back to back until the server dies under them: SIGKILL once
 * `killAfter` creates were acknowledged (a count, not a time, so a loaded machine kills at the same
 * depth of the load).
 */
async function loadAndKill(
  svc: ChildService,
  org: TestOrg,
  run: number,
  killAfter: number,
): Promise<LoadResult> {
  const sent: Sent[] = [];
  const acks = new Map<string, string>();
  const others: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = -1;
  let onEnough: (() => void) | undefined;
  const enough = new Promise<void>((resolve) => (onEnough = resolve));
  let seq = 0;
  const worker = async (w: number) => {
    for (;;) {
      const key = `crash-r${run}-w${w}-${seq++}`;
      const body = taskBody({ title: `crash run ${run} ${key}` });
      sent.push({ key, body });
      inFlight += 1;
      const outcome = await attempt(`${svc.url}/v1/tasks`, createInit(org.key, key, body));
      inFlight -= 1;
      if (outcome.kind === 'transport') return; // the server is gone
      if (outcome.status === 201) {
        acks.set(key, outcome.body.data.taskId);
        if (acks.size >= killAfter) onEnough?.();
      } else {
        others.push(`${outcome.status} ${JSON.stringify(outcome.body)}`);
      }
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, (_, w) => worker(w));
  await enough;
  inFlightAtKill = inFlight;
  const exit = await svc.stop('SIGKILL');
  expect(exit.signal).toBe('SIGKILL');
  await Promise.all(workers);
  return { sent, acks, others, inFlightAtKill };
}

async function walletOf(svc: ChildService, org: TestOrg): Promise<bigint> {
  const res = await call(svc.url, 'GET', '/v1/wallet', { key: org.key });
  expect(res.status).toBe(200);
  return BigInt(res.body.data.balance_minor);
}

/**
 * Replays each request exactly (same key, same body), a few dozen at a time; returns key → taskId.
 */
async function replay(
  svc: ChildService,
  org: TestOrg,
  requests: Sent[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < requests.length; i += 32) {
    const batch = requests.slice(i, i + 32);
    const replies = await Promise.all(
      batch.map((s) =>
        call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem: s.key, body: s.body }),
      ),
    );
    for (const [j, r] of replies.entries()) {
      expect(r.status, `${batch[j]!.key}: ${JSON.stringify(r.body)}`).toBe(201);
      out.set(batch[j]!.key, r.body.data.taskId);
    }
  }
  return out;
}

async function expectTasksExist(svc: ChildService, org: TestOrg, taskIds: string[]): Promise<void> {
  for (let i = 0; i < taskIds.length; i += 32) {
    const reads = await Promise.all(
      taskIds
        .slice(i, i + 32)
        .map((id) => call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })),
    );
    for (const r of reads) {
      expect(r.status).toBe(200);
      expect(r.body.data.escrow).toEqual({ state: 'locked', amount_minor: TOTAL.toString() });
    }
  }
}

async function expectLedgerOk(svc: ChildService): Promise<void> {
  const res = await admin(svc.url, 'GET', '/internal/v1/ledger/verify');
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ ok: true, mismatches: [] });
}

describe('errand serve under SIGKILL', () => {
  it(
    `loses no acknowledged create at ${KILLS} random kill points, and every restart agrees ` +
      `with the ledger`,
    async () => {
      const started = performance.now();
      const dir = tempDir('errand-http-crash-');
      live = await startChild(dir);
      const org = await newOrg(live.url, FUND.toString());
      expect(await walletOf(live, org)).toBe(FUND);

      /** Every key known to have exactly one task, with that task's id. */
      const settled = new Map<string, Sent & { taskId: string }>();
      const notes: string[] = [];
      for (let run = 0; run < KILLS; run++) {
        const killAfter = run === 0 ? 1 : randomCount(1, 300);
        const { sent, acks, others, inFlightAtKill } = await loadAndKill(live, org, run, killAfter);
        expect(others).toEqual([]);

        // The killed directory is consistent on its own, before any server touches it again.
        const checked = await runVerify(dir);
        expect(checked.code, checked.output).toBe(0);

        live = await startChild(dir);
        // Every acknowledged create survived the kill.
        await expectTasksExist(live, org, [...acks.values()]);
        // The wallet says how many of this run's creates committed: at least every acknowledged
        // one, at most every one sent. (The difference committed but died before its answer.)
        const charged = FUND - (await walletOf(live, org));
        expect(charged % TOTAL).toBe(0n);
        const committed = Number(charged / TOTAL) - settled.size;
        expect(committed).toBeGreaterThanOrEqual(acks.size);
        expect(committed).toBeLessThanOrEqual(sent.length);

        // Replaying every request sent (acknowledged or not) with its exact key and body: the
        // acknowledged ones answer with their original task, the rest create theirs now, once.
        const replayed = await replay(live, org, sent);
        for (const [key, taskId] of acks) expect(replayed.get(key), key).toBe(taskId);
        for (const s of sent) settled.set(s.key, { ...s, taskId: replayed.get(s.key)! });
        expect(new Set([...settled.values()].map((s) => s.taskId)).size).toBe(settled.size);
        expect(await walletOf(live, org)).toBe(FUND - TOTAL * BigInt(settled.size));
        await expectLedgerOk(live);
        notes.push(
          `kill ${run} at ack ${killAfter}: ` +
            `${sent.length} sent, ${acks.size} acked, ` +
            `${committed - acks.size} committed unacked, ` +
            `${inFlightAtKill} in flight; restart ${live.startupMs.toFixed(0)} ms`,
        );
      }

      // After all the kills: the whole history still replays to the same tasks, and a graceful
      // stop (which snapshots) followed by another start keeps every idempotency record.
      const all = [...settled.values()];
      const again = await replay(live, org, all);
      for (const s of all) expect(again.get(s.key)).toBe(s.taskId);
      await expectTasksExist(
        live,
        org,
        all.map((s) => s.taskId),
      );
      const listed = await call(live.url, 'GET', '/v1/tasks', { key: org.key });
      expect(listed.body.data).toHaveLength(Math.min(50, all.length));

      const exit = await live.stop('SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
      expect(live.output()).toContain('errand: closed cleanly');
      live = await startChild(dir);
      expect(live.output()).toMatch(/replayed \d+ after [1-9]\d* snapshots/);
      const afterSnapshot = await replay(
        live,
        org,
        all.filter((_, i) => i % 7 === 0),
      );
      for (const [key, taskId] of afterSnapshot) expect(taskId).toBe(settled.get(key)!.taskId);
      expect(await walletOf(live, org)).toBe(FUND - TOTAL * BigInt(all.length));
      expect(await live.stop('SIGTERM')).toEqual({ code: 0, signal: null });

      const final = await runVerify(dir);
      expect(final.code, final.output).toBe(0);
      expect(final.output).toContain('all invariants hold');
      console.log(
        `[http-crash] ${notes.join('\n[http-crash] ')}\n[http-crash] ${all.length} tasks, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(all.length).toBeGreaterThan(KILLS * 5);
      // 6 kills, each with a restart, `errand verify` and a replay: minutes on a loaded machine.
    },
    LIMIT_600_S,
  );
});
