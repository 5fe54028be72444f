// What a golden fixture is compared on: money (every ledger account summed over shards, each
// org's wallet), the state of every task, workflow and Loop the history made (read through the
// same paths the service reads, archive included), webhook endpoints, signing keys, and where
// each shard's chain ends. The generator writes it once; the test computes it again with the
// current code and must get the same answer.
import type { Engine } from '../../src/runtime/engine.ts';
import { allBalances, balanceOf } from '../../src/core/state.ts';
import { readLoop, readTask, readWorkflow } from '../../src/runtime/reads.ts';
import { SigningKeys } from '../../src/runtime/signing-keys.ts';

export const GOLDEN_SHARDS = 4;
/** The API key of each org's agent: fixed, so the test can read through REST as the org. */
export const goldenKey = (org: string) =>
  `errand_live_${org.replace(/[^0-9A-Za-z]/g, '').padEnd(32, 'G')}`;
export const GOLDEN_ADMIN_TOKEN = 'errand_admin_golden_fixture_token_0000000000';

export interface GoldenIds {
  orgs: string[];
  tasks: string[];
  workflows: string[];
  loops: string[];
  /** Tasks and ids whose objects must have left memory for the archive. */
  archivedTasks: string[];
  archivedWorkflows: string[];
  archivedLoops: string[];
}

export interface Observed {
  heads: Record<string, { seq: number; hash: string }>;
  balances: Record<string, string>;
  wallets: Record<string, string>;
  tasks: Record<
    string,
    { org: string; state: string; escrow: string; held_minor: string; pass_scans: number | null }
  >;
  workflows: Record<
    string,
    { state: string; escrow: string; held_minor: string; step_tasks: (string | null)[] }
  >;
  loops: Record<string, { status: string; spent_minor: string; runs: string[] }>;
  webhook_endpoints: Record<string, { id: string; disabled: boolean }[]>;
  signing_kids: string[];
}

export async function observe(engine: Engine, ids: GoldenIds): Promise<Observed> {
  const heads: Observed['heads'] = {};
  for (const shard of engine.wal.shards()) heads[shard] = engine.wal.head(shard);
  const sums = new Map<string, bigint>();
  for (const state of engine.states().values()) {
    for (const [key, v] of allBalances(state)) sums.set(key, (sums.get(key) ?? 0n) + v);
  }
  const balances = Object.fromEntries(
    [...sums]
      .filter(([, v]) => v !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, v.toString()]),
  );
  const wallets = Object.fromEntries(
    ids.orgs.map((org) => [org, balanceOf(engine.stateOf(org), 'NGN', `wallet:${org}`).toString()]),
  );
  const tasks: Observed['tasks'] = {};
  for (const id of ids.tasks) {
    const read = await readTask(engine, id);
    if (!read) throw new Error(`task ${id} cannot be read`);
    tasks[id] = {
      org: read.task.orgId,
      state: read.task.state,
      escrow: read.lock.state,
      held_minor: read.lock.heldMinor.toString(),
      pass_scans: read.task.pass?.scanCount ?? null,
    };
  }
  const workflows: Observed['workflows'] = {};
  for (const [org, id] of ids.workflows.map((s) => s.split('/') as [string, string])) {
    const read = await readWorkflow(engine, id, org);
    if (!read) throw new Error(`workflow ${id} cannot be read`);
    workflows[id] = {
      state: read.workflow.state,
      escrow: read.lock.state,
      held_minor: read.lock.heldMinor.toString(),
      step_tasks: read.workflow.steps.map((s) => s.taskId),
    };
  }
  const loops: Observed['loops'] = {};
  for (const [org, id] of ids.loops.map((s) => s.split('/') as [string, string])) {
    const loop = await readLoop(engine, id, org);
    if (!loop) throw new Error(`Loop ${id} cannot be read`);
    loops[id] = {
      status: loop.status,
      spent_minor: loop.spentMinor.toString(),
      runs: loop.runs.map((r) => `${r.id}:${r.status}`),
    };
  }
  const webhook_endpoints = Object.fromEntries(
    ids.orgs.map((org) => [
      org,
      [...(engine.stateOf(org).orgs.get(org)?.webhooks.values() ?? [])].map((w) => ({
        id: w.id,
        disabled: w.disabled,
      })),
    ]),
  );
  const signing_kids = (await SigningKeys.open(engine.wal))
    .list()
    .map((k) => `${k.kid}:${k.active ? 'active' : 'retired'}`);
  return { heads, balances, wallets, tasks, workflows, loops, webhook_endpoints, signing_kids };
}
