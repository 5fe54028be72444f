// docs/scale.md, "Several nodes": one matcher for the cluster. Two `errand serve` processes,
// started at the same moment, share a JetStream log, each owning half of the shards; one Operator
// covers the zone of a task on every shard. Only the node owning the Operators' shard offers tasks,
// so the Operator is offered one task at a time whichever node owns the tasks' shards; when that
// node is SIGKILLed, the other takes the Operators' shard and goes on matching. And a client whose
// requests land on either node (a load balancer) reads what it made through the other at once: a
// key or a task not found on a node's followed shard is looked for again once that node has caught
// up with the log.

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { shardOf } from '../../src/runtime/shard-router.ts';
import { admin, call, newKey, taskBody, type Reply, type TestOrg } from '../support/http.ts';
import type { ChildService } from '../support/child-service.ts';
import { orgVia, printTimelinesOnFailure, startNode } from '../support/errand-nodes.ts';
import { natsServerMissing } from '../support/nats-cluster.ts';
import { useNatsCluster } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping multi-node matching test: ${missing}`);

const SHARDS = 4;
const TTL_MS = 1_500;

/**
 * A request as a client makes it: a 503 while a shard moves between nodes is retried after its
 * Retry-After.
 */
async function retrying(send: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await send();
    if (r.status !== 503 || attempt >= 30) return r;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.skipIf(missing !== undefined)('one matcher for several errand nodes', () => {
  const nats = useNatsCluster();
  const { children } = nats;

  it('offers one Operator one task at a time across nodes, and goes on after the matching node ' +
    'dies', async () => {
    printTimelinesOnFailure(children, {});
    const prefix = `m${randomBytes(5).toString('hex')}`;
    // Started together, as a deployment's nodes are: each makes the log's streams the other is
    // making.
    const started = await Promise.allSettled([
      startNode(nats.cluster, {
        prefix,
        id: 'node-a',
        shards: '0-1',
        shardCount: SHARDS,
        leaseTtlMs: TTL_MS,
      }),
      startNode(nats.cluster, {
        prefix,
        id: 'node-b',
        shards: '2-3',
        shardCount: SHARDS,
        leaseTtlMs: TTL_MS,
      }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') children.push(s.value);
    const [a, b] = started.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    }) as [ChildService, ChildService];

    const orgs: TestOrg[] = [];
    const covered = new Set<number>();
    for (let i = 0; covered.size < SHARDS && i < 40; i += 1) {
      const org = await orgVia((i % 2 === 0 ? a : b).url);
      if (covered.has(shardOf(org.orgId, SHARDS))) continue;
      orgs.push(org);
      covered.add(shardOf(org.orgId, SHARDS));
    }
    expect(covered.size).toBe(SHARDS);

    // Made through one node, used at once through the other: the key and the task are known there.
    for (let i = 0; i < 10; i += 1) {
      const [maker, reader] = i % 2 === 0 ? [a, b] : [b, a];
      const org = await orgVia(maker.url);
      const wallet = await retrying(() => call(reader.url, 'GET', '/v1/wallet', { key: org.key }));
      expect(wallet.status, JSON.stringify(wallet.body)).toBe(200);
      const made = await retrying(() =>
        call(maker.url, 'POST', '/v1/tasks', {
          key: org.key,
          idem: newKey('x'),
          body: taskBody({ zone_ref: 'ng.lagos.surulere' }),
        }),
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const read = await retrying(() =>
        call(reader.url, 'GET', `/v1/tasks/${made.body.data.taskId}`, { key: org.key }),
      );
      expect(read.status, JSON.stringify(read.body)).toBe(200);
    }

    const op = await retrying(() =>
      admin(b.url, 'POST', '/internal/v1/operators', {
        first_name: 'Chidinma',
        last_name: 'Eze',
        phone: '+2348031112222',
        languages: ['en'],
        lga_coverage: ['ng.lagos.ikeja'],
        skills: ['field_verification'],
        zone_ref: 'ng.lagos.ikeja',
        location: { lat: 6.6, lng: 3.35 },
      }),
    );
    expect(op.status, JSON.stringify(op.body)).toBe(201);
    const operatorId = op.body.data.id as string;

    // A task on every shard, each created through the node that does not own it half the time.
    const tasks: { org: TestOrg; id: string }[] = [];
    for (const [i, org] of orgs.entries()) {
      const r = await retrying(() =>
        call((i % 2 === 0 ? b : a).url, 'POST', '/v1/tasks', {
          key: org.key,
          idem: newKey('t'),
          body: taskBody(),
        }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      tasks.push({ org, id: r.body.data.taskId });
    }

    const states = async (via: ChildService) =>
      Promise.all(
        tasks.map(async (t) => {
          const r = await retrying(() =>
            call(via.url, 'GET', `/v1/tasks/${t.id}`, { key: t.org.key }),
          );
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          return {
            id: t.id,
            org: t.org,
            state: r.body.data.state as string,
            operator: r.body.data.operator?.id as string | undefined,
          };
        }),
      );
    const matched = async (via: ChildService) =>
      (await states(via)).filter((t) => t.state === 'matched');

    await expect
      .poll(async () => (await matched(a)).length, { timeout: 15_000, interval: 250 })
      .toBe(1);
    // Both nodes' matchers have had many passes: still one offer, to that Operator.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const first = await matched(b);
    expect(first).toHaveLength(1);
    expect(first[0]!.operator ?? operatorId).toBe(operatorId);

    // The node holding the Operators' shard dies; the survivor takes it (and the dead node's
    // tasks).
    const operatorsShard = shardOf(OPERATORS_ROUTING_KEY, SHARDS);
    const [victim, survivor] = operatorsShard <= 1 ? [a, b] : [b, a];
    const killedMs = performance.now();
    await victim.stop('SIGKILL');
    // Freeing the Operator lets the survivor's matcher offer it the next task.
    const cancelled = await retrying(() =>
      call(survivor.url, 'POST', `/v1/tasks/${first[0]!.id}/cancel`, {
        key: first[0]!.org.key,
        idem: newKey('c'),
      }),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expect
      .poll(async () => (await matched(survivor)).length, { timeout: 20_000, interval: 250 })
      .toBe(1);
    const rematchMs = Math.round(performance.now() - killedMs);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const second = await matched(survivor);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).not.toBe(first[0]!.id);
    console.log(
      JSON.stringify({
        test: 'nodes-matching',
        operators_shard: operatorsShard,
        rematch_after_kill_ms: rematchMs,
      }),
    );

    const ledger = await admin(survivor.url, 'GET', '/internal/v1/ledger/verify');
    expect(ledger.body.data).toMatchObject({ ok: true, mismatches: [] });
  }, 120_000);
});
