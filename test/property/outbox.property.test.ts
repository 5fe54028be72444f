// Proves the WAL-as-outbox under random task commands, restarts, failing receivers and tiny queues:
// the events derived from the log keep their ids across restarts (none lost, none under two ids),
// and every subscribed event is delivered, signed, under exactly its derived id.
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { decodeRecord } from '../../src/core/record-codec.ts';
import { DomainError } from '../../src/errors/problem.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import { WebhookDispatcher, type DispatcherOptions } from '../../src/webhooks/dispatcher.ts';
import { eventsOf, matches, type WebhookEvent } from '../../src/webhooks/events.ts';
import {
  counterMint,
  memoryHome,
  openEngine,
  T0,
  TestClock,
  type LogHome,
} from '../support/harness.ts';

const ORGS = ['org_a', 'org_b'];
const ENDPOINTS = [
  { org: 'org_a', id: 'we_a1', events: ['task.*'] },
  { org: 'org_a', id: 'we_a2', events: ['task.cancelled', 'task.live'] },
  { org: 'org_b', id: 'we_b1', events: ['*'] },
];
/** Registered mid-run: it must get only the events committed after it. */
const LATE = { org: 'org_b', id: 'we_b2', events: ['task.live', 'task.cancelled'] };
const secretOf = (id: string) =>
  `whsec_${Buffer.from(`secret-of-${id}-0123456789`).toString('base64')}`;

interface Sent {
  endpointId: string;
  id: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * A receiver per endpoint that fails the first `failures(id)` attempts of each event, slowly or
 * not.
 */
function fakeFetch(sent: Sent[], failFirst: number, seed: number): typeof fetch {
  const attempts = new Map<string, number>();
  let rnd = seed;
  const next = () => {
    rnd = (rnd * 1_103_515_245 + 12_345) % 2_147_483_648;
    return rnd / 2_147_483_648;
  };
  return (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const endpointId = new URL(url).pathname.slice(1);
    const key = `${endpointId}|${headers['webhook-id']}`;
    const n = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, n);
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(resolve, Math.floor(next() * 3));
      init.signal?.addEventListener('abort', () => {
        clearTimeout(t);
        reject(new Error('aborted'));
      });
    });
    if (n <= failFirst) {
      if (next() < 0.5) throw new TypeError('fetch failed');
      return new Response(null, { status: 500 });
    }
    sent.push({ endpointId, id: headers['webhook-id']!, body: String(init.body), headers });
    return new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
}

interface World {
  home: LogHome;
  clock: TestClock;
  mint: (p: string) => string;
  engine: Engine;
  dispatcher: WebhookDispatcher;
  tasks: Array<{ id: string; org: string }>;
  options: DispatcherOptions;
  derived: Map<string, WebhookEvent>;
  endpointSeq: Map<string, number>;
}

async function open(w: Omit<World, 'engine' | 'dispatcher'>): Promise<World> {
  let dispatcher: WebhookDispatcher | undefined;
  const engine = await openEngine(w.home, {
    clock: w.clock,
    mint: w.mint,
    onCommitted: (s, q, r) => dispatcher?.committed(s, q, r),
  });
  dispatcher = new WebhookDispatcher(engine, w.options);
  await dispatcher.start();
  return { ...w, engine, dispatcher };
}

/**
 * Every task event the whole log derives, in shard then seq order, placing moves by earlier
 * creates.
 */
async function deriveAll(
  engine: Engine,
  endpointSeq = new Map<string, number>(),
): Promise<WebhookEvent[]> {
  const out: WebhookEvent[] = [];
  for (let shard = 0; shard < engine.shardCount; shard++) {
    const orgOfTask = new Map<string, string>();
    for await (const entry of engine.wal.read(shard, 0)) {
      const record = decodeRecord(entry.payload);
      for (const e of record.events) {
        if (e.type === 'TaskCreated') orgOfTask.set(e.task.id, e.task.orgId);
        if (e.type === 'WebhookEndpointCreated') endpointSeq.set(e.endpoint.id, entry.seq);
      }
      out.push(...eventsOf(shard, entry.seq, record, (id) => orgOfTask.get(id)));
    }
  }
  return out;
}

/**
 * The events derived now must have unique ids and include every event derived before, unchanged.
 */
async function checkDerived(w: World): Promise<void> {
  const now = await deriveAll(w.engine, w.endpointSeq);
  const byId = new Map(now.map((e) => [e.id, e]));
  expect(byId.size).toBe(now.length);
  for (const [id, before] of w.derived) expect(byId.get(id)).toEqual(before);
  w.derived = byId;
}

const ignoreDomain = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
  }
};

type Step = (w: World) => Promise<World>;
const pickTask = (w: World, n: number) => w.tasks[n % Math.max(1, w.tasks.length)];

async function create(w: World, org: string): Promise<void> {
  const input: CreateTaskInput = {
    type: 'field_verification',
    title: 'Check the shop',
    instructions: 'Confirm the shop at 12 Allen Avenue is open.',
    reward_major: '1500.00',
    deadline: new Date(w.clock.now() + 7_200_000).toISOString(),
    zone_ref: 'ng.lagos.ikeja',
  };
  const got = (await w.engine.execute({
    type: 'CreateTask',
    orgId: org,
    agentId: `agt_${org}`,
    input,
  })) as { taskId: string };
  w.tasks.push({ id: got.taskId, org });
}

const steps: fc.Arbitrary<Step>[] = [
  fc.constantFrom(...ORGS).map(
    (org): Step =>
      async (w) => {
        await create(w, org);
        return w;
      },
  ),
  fc.array(fc.constantFrom(...ORGS), { minLength: 2, maxLength: 8 }).map(
    (orgs): Step =>
      async (w) => {
        // a burst: deliveries pile up past the small queues
        await Promise.all(orgs.map((org) => create(w, org)));
        return w;
      },
  ),
  fc.nat().map(
    (n): Step =>
      async (w) => {
        const t = pickTask(w, n);
        if (t)
          await ignoreDomain(() =>
            w.engine.execute({
              type: 'CancelTask',
              orgId: t.org,
              agentId: `agt_${t.org}`,
              taskId: t.id,
            }),
          );
        return w;
      },
  ),
  fc.tuple(fc.nat(), fc.constantFrom('MATCH', 'ACCEPT', 'START', 'OFFER_LAPSED')).map(
    ([n, step]): Step =>
      async (w) => {
        const t = pickTask(w, n);
        if (t)
          await ignoreDomain(() =>
            w.engine.execute({
              type: 'StepTask',
              orgId: t.org,
              taskId: t.id,
              step: step as 'MATCH',
              operatorId: 'op_1',
            }),
          );
        return w;
      },
  ),
  fc.nat().map(
    (n): Step =>
      async (w) => {
        const t = pickTask(w, n);
        if (t)
          await w.engine.execute({
            type: 'ScreenTasks',
            shard: w.engine.shardFor(t.org).id,
            taskIds: w.tasks.filter((x) => x.org === t.org).map((x) => x.id),
          });
        return w;
      },
  ),
  fc.nat().map(
    (n): Step =>
      async (w) => {
        const t = pickTask(w, n);
        w.clock.advance(3 * 3_600_000);
        if (t)
          await ignoreDomain(() =>
            w.engine.execute({ type: 'ExpireTask', orgId: t.org, taskId: t.id }),
          );
        return w;
      },
  ),
  fc.constant<Step>(async (w) => {
    if (!w.engine.stateOf(LATE.org).orgs.get(LATE.org)!.webhooks.has(LATE.id)) {
      await w.engine.execute({
        type: 'CreateWebhookEndpoint',
        orgId: LATE.org,
        agentId: `agt_${LATE.org}`,
        endpoint: {
          id: LATE.id,
          url: `http://receiver.test/${LATE.id}`,
          events: LATE.events,
          secret: secretOf(LATE.id),
        },
      });
    }
    return w;
  }),
  fc.constant<Step>(async (w) => {
    // in-flight requests are cut off: they must come again after the restart
    await w.dispatcher.close(0);
    await w.engine.close();
    return open(w);
  }),
];

async function idle(d: WebhookDispatcher): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const s = d.stats();
    if (s.queued === 0 && s.spilling.length === 0 && s.spilledEndpoints.length === 0) return;
    if (Date.now() > until) throw new Error(`dispatcher never went idle: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

describe('the WAL as webhook outbox', () => {
  it('derives stable ids and delivers every subscribed event under its id, across restarts and ' +
    'spills', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(...steps), { minLength: 1, maxLength: 40, size: 'max' }),
        fc.constantFrom(
          { maxQueued: 10_000, maxQueuedPerEndpoint: 1_000 },
          { maxQueued: 4, maxQueuedPerEndpoint: 2 },
          { maxQueued: 100, maxQueuedPerEndpoint: 1 },
        ),
        fc.integer({ min: 0, max: 2 }),
        fc.nat(),
        async (script, limits, failFirst, seed) => {
          const sent: Sent[] = [];
          const options: DispatcherOptions = {
            ...limits,
            scheduleMs: [0, 1, 2, 1],
            jitter: 0.1,
            maxInFlightPerEndpoint: 2,
            fetch: fakeFetch(sent, failFirst, seed),
            cursorEveryMs: 5,
          };
          let w = await open({
            home: memoryHome(),
            clock: new TestClock(T0),
            mint: counterMint(),
            tasks: [],
            options,
            derived: new Map(),
            endpointSeq: new Map(),
          });
          for (const org of ORGS) {
            await w.engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
            await w.engine.execute({
              type: 'CreateAgent',
              orgId: org,
              agentId: `agt_${org}`,
              name: org,
            });
            await w.engine.execute({
              type: 'SetDelegation',
              orgId: org,
              agentId: `agt_${org}`,
              delegation: { can_post_tasks: true },
            });
            await w.engine.execute({
              type: 'Deposit',
              orgId: org,
              depositId: 'd',
              amountMinor: 100_000_000n,
              currency: 'NGN',
            });
          }
          for (const e of ENDPOINTS) {
            await w.engine.execute({
              type: 'CreateWebhookEndpoint',
              orgId: e.org,
              agentId: `agt_${e.org}`,
              endpoint: {
                id: e.id,
                url: `http://receiver.test/${e.id}`,
                events: e.events,
                secret: secretOf(e.id),
              },
            });
          }
          try {
            for (const step of script) {
              w = await step(w);
              await checkDerived(w);
            }
            await idle(w.dispatcher);
            const expected = new Set<string>();
            for (const ev of w.derived.values()) {
              for (const e of [...ENDPOINTS, LATE]) {
                const since = w.endpointSeq.get(e.id);
                if (
                  since !== undefined &&
                  e.org === ev.orgId &&
                  since < ev.seq &&
                  matches(e.events, ev.type)
                )
                  expected.add(`${e.id}|${ev.id}`);
              }
            }
            const got = new Set(sent.map((s) => `${s.endpointId}|${s.id}`));
            // nothing under an id the log does not derive
            expect([...got].filter((k) => !expected.has(k))).toEqual([]);
            expect([...expected].filter((k) => !got.has(k))).toEqual([]); // nothing lost
            for (const s of sent) {
              const payload = new Webhook(secretOf(s.endpointId)).verify(s.body, s.headers) as {
                id: string;
                type: string;
                data: { id: string; state: string };
              };
              const ev = w.derived.get(s.id)!;
              expect({
                id: payload.id,
                type: payload.type,
                task: payload.data.id,
                state: payload.data.state,
              }).toEqual({ id: ev.id, type: ev.type, task: ev.taskId, state: ev.state });
            }
            const cursors = w.dispatcher.stats().cursors;
            for (let shard = 0; shard < w.engine.shardCount; shard++)
              expect(cursors[shard]).toBe(w.engine.wal.head(shard).seq);
          } finally {
            await w.dispatcher.close(0);
            await w.engine.close();
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 300_000);
});
