// ShardState ⇄ JSON bytes, for snapshots and for "replay yields identical projections": two
// states are equal exactly when their encodings are. Maps keep insertion order, which apply makes
// deterministic, so the encoding is canonical without sorting. The per-object converters are
// shared with the archive (archive/codec.ts), so an archived task reads back as the one in memory.
import type { Campaign, EscrowLock, Loop, ShardState, Task, Workflow } from './state.ts';
import { idemFilterFrom, plainIdemFilter } from './idem-filter.ts';
import { addOrgTask, type OrgTasks } from './org-tasks.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * v2: open work only (settled history is archived), ordinals on tasks and Loops. v3: agents hold
 * a list of keys (a v2 snapshot is not read: the log replays, as for any other snapshot layout).
 */
export const STATE_CODEC_VERSION = 8;
// v4: campaigns (and campaignId/campaignRow on a campaign's tasks only).
// v5: the same layout, but finished campaigns have left (archived). A v4 snapshot may still hold
// finished campaigns that a replay would have moved out, and the archive would never receive:
// it is not read, the log replays, and the start archives what it ends (the archive's format 1 →
// 2).
// v6: the hashes of idempotency scopes that left memory (idem-filter.ts). A v5 snapshot lacks
// them, and a filter begun mid-log would differ from a replay's: it is not read, the log replays.
// v7: orgs' proof tallies (apply-appeals.ts), folded from the whole log: a v6 snapshot lacks the
// part before it, so it is not read and the log replays.
// v8: each shard's quality outcomes per Operator (quality.ts), folded from the whole log: a v7
// snapshot lacks them (an Operator's score and errand verify's recount would disagree), so it is
// not read and the log replays.

const big = (v: bigint | null) => (v === null ? null : v.toString());
const bigOrNull = (v: string | null) => (v === null ? null : BigInt(v));

export function plainTask(t: Task) {
  return {
    ...t,
    rewardMinor: t.rewardMinor.toString(),
    feeMinor: t.feeMinor.toString(),
    totalMinor: t.totalMinor.toString(),
  };
}
export type PlainTask = ReturnType<typeof plainTask>;
export function taskFrom(t: PlainTask): Task {
  return {
    ...t,
    rewardMinor: BigInt(t.rewardMinor),
    feeMinor: BigInt(t.feeMinor),
    totalMinor: BigInt(t.totalMinor),
  };
}

export function plainLock(l: EscrowLock) {
  return { ...l, amountMinor: l.amountMinor.toString(), heldMinor: l.heldMinor.toString() };
}
export type PlainLock = ReturnType<typeof plainLock>;
export function lockFrom(l: PlainLock): EscrowLock {
  return { ...l, amountMinor: BigInt(l.amountMinor), heldMinor: BigInt(l.heldMinor) };
}

export function plainLoop(l: Loop) {
  return {
    ...l,
    budgetTotalMinor: l.budgetTotalMinor.toString(),
    perRunCapMinor: big(l.perRunCapMinor),
    spentMinor: l.spentMinor.toString(),
    runs: l.runs.map((r) => ({ ...r, spentMinor: r.spentMinor.toString() })),
  };
}
export type PlainLoop = ReturnType<typeof plainLoop>;
export function loopFrom(l: PlainLoop): Loop {
  return {
    ...l,
    budgetTotalMinor: BigInt(l.budgetTotalMinor),
    perRunCapMinor: bigOrNull(l.perRunCapMinor),
    spentMinor: BigInt(l.spentMinor),
    runs: l.runs.map((r) => ({ ...r, spentMinor: BigInt(r.spentMinor) })),
  };
}

export function plainWorkflow(w: Workflow) {
  return {
    ...w,
    totalMinor: w.totalMinor.toString(),
    steps: w.steps.map((st) => ({
      ...st,
      rewardMinor: st.rewardMinor.toString(),
      feeMinor: st.feeMinor.toString(),
    })),
  };
}
export type PlainWorkflow = ReturnType<typeof plainWorkflow>;
export function workflowFrom(w: PlainWorkflow): Workflow {
  return {
    ...w,
    totalMinor: BigInt(w.totalMinor),
    steps: w.steps.map((st) => ({
      ...st,
      rewardMinor: BigInt(st.rewardMinor),
      feeMinor: BigInt(st.feeMinor),
    })),
  };
}

export function plainCampaign(c: Campaign) {
  return {
    ...c,
    budgetMinor: c.budgetMinor.toString(),
    spentMinor: c.spentMinor.toString(),
    refundedMinor: c.refundedMinor.toString(),
    rows: c.rows.map((r) => ({
      ...r,
      rewardMinor: r.rewardMinor.toString(),
      feeMinor: r.feeMinor.toString(),
    })),
  };
}
export type PlainCampaign = ReturnType<typeof plainCampaign>;
export function campaignFrom(c: PlainCampaign): Campaign {
  return {
    ...c,
    budgetMinor: BigInt(c.budgetMinor),
    spentMinor: BigInt(c.spentMinor),
    refundedMinor: BigInt(c.refundedMinor),
    rows: c.rows.map((r) => ({
      ...r,
      rewardMinor: BigInt(r.rewardMinor),
      feeMinor: BigInt(r.feeMinor),
    })),
  };
}

function plain(state: ShardState) {
  return {
    v: STATE_CODEC_VERSION,
    orgs: [...state.orgs.values()].map((o) => ({
      ...o,
      flags: [...o.flags],
      webhooks: [...o.webhooks.values()],
    })),
    agents: [...state.agents.values()].map((a) => ({
      ...a,
      dailyCapMinor: big(a.dailyCapMinor),
      perTaskCapMinor: big(a.perTaskCapMinor),
    })),
    tasks: [...state.tasks.values()].map(plainTask),
    locks: [...state.locks.values()].map(plainLock),
    balances: [...state.balances].map(([k, v]) => [k, v.toString()]),
    deposits: [...state.deposits],
    idempotency: [...state.idempotency],
    spend: [...state.spend].map(([k, v]) => [
      k,
      { day: v.day, spentMinor: v.spentMinor.toString() },
    ]),
    zoneOverrides: [...state.zoneOverrides],
    operators: [...state.operators.values()],
    // Only when there is one, so a shard without quality outcomes encodes as before.
    ...(state.operatorTally.size > 0 ? { operatorTally: [...state.operatorTally] } : {}),
    loops: [...state.loops.values()].map(plainLoop),
    workflows: [...state.workflows.values()].map(plainWorkflow),
    campaigns: [...state.campaigns.values()].map(plainCampaign),
    entries: state.entries,
    lastAtMs: state.lastAtMs,
    tasksCreated: state.tasksCreated,
    loopsCreated: state.loopsCreated,
    campaignsCreated: state.campaignsCreated,
    idemEvictedMaxAtMs: state.idemEvictedMaxAtMs,
    idemArchived: plainIdemFilter(state.idemArchived),
  };
}

export function encodeState(state: ShardState): Uint8Array {
  return encoder.encode(JSON.stringify(plain(state)));
}

type Plain = ReturnType<typeof plain>;

export class SnapshotVersionError extends Error {}

/**
 * Throws SnapshotVersionError for a snapshot of another layout: the caller replays the log instead.
 */
export function decodeState(bytes: Uint8Array): ShardState {
  const p = JSON.parse(decoder.decode(bytes)) as Plain;
  if (p.v !== STATE_CODEC_VERSION)
    throw new SnapshotVersionError(
      `snapshot version ${String(p.v)}, expected ${STATE_CODEC_VERSION}`,
    );
  const tasksByOrg = new Map<string, OrgTasks>();
  const campaignTasksOpen = new Map<string, number>();
  for (const t of p.tasks) {
    addOrgTask(tasksByOrg, t.orgId, t.id);
    if (t.campaignId !== undefined)
      campaignTasksOpen.set(t.campaignId, (campaignTasksOpen.get(t.campaignId) ?? 0) + 1);
  }
  return {
    tasksByOrg,
    campaignTasksOpen,
    orgs: new Map(
      p.orgs.map((o) => [
        o.id,
        { ...o, flags: new Map(o.flags), webhooks: new Map(o.webhooks.map((w) => [w.id, w])) },
      ]),
    ),
    agents: new Map(
      p.agents.map((a) => [
        a.id,
        {
          ...a,
          dailyCapMinor: bigOrNull(a.dailyCapMinor),
          perTaskCapMinor: bigOrNull(a.perTaskCapMinor),
        },
      ]),
    ),
    tasks: new Map(p.tasks.map((t) => [t.id, taskFrom(t)])),
    locks: new Map(p.locks.map((l) => [l.id, lockFrom(l)])),
    balances: new Map(p.balances.map(([k, v]) => [k as string, BigInt(v as string)])),
    deposits: new Set(p.deposits),
    idempotency: new Map(p.idempotency),
    spend: new Map(
      p.spend.map(([k, v]) => [
        k as string,
        {
          day: (v as { day: string }).day,
          spentMinor: BigInt((v as { spentMinor: string }).spentMinor),
        },
      ]),
    ),
    zoneOverrides: new Map(p.zoneOverrides),
    operators: new Map(p.operators.map((o) => [o.id, o])),
    operatorTally: new Map(p.operatorTally ?? []),
    loops: new Map(p.loops.map((l) => [l.id, loopFrom(l)])),
    workflows: new Map(p.workflows.map((w) => [w.id, workflowFrom(w)])),
    campaigns: new Map(p.campaigns.map((c) => [c.id, campaignFrom(c)])),
    entries: p.entries,
    lastAtMs: p.lastAtMs,
    tasksCreated: p.tasksCreated,
    loopsCreated: p.loopsCreated,
    campaignsCreated: p.campaignsCreated,
    idemEvictedMaxAtMs: p.idemEvictedMaxAtMs,
    idemArchived: idemFilterFrom(p.idemArchived),
    evicted: [],
  };
}

export function sameState(a: ShardState, b: ShardState): boolean {
  return Buffer.from(encodeState(a)).equals(Buffer.from(encodeState(b)));
}

/** A deep copy through the snapshot codec, so the copy is exactly what a restart would build. */
export function cloneState(state: ShardState): ShardState {
  return decodeState(encodeState(state));
}
