// ShardState ⇄ JSON bytes, for snapshots and for "replay yields identical projections": two
// states are equal exactly when their encodings are. Maps keep insertion order, which apply makes
// deterministic, so the encoding is canonical without sorting.
import type { ShardState } from './state.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function plain(state: ShardState) {
  const big = (v: bigint | null) => (v === null ? null : v.toString());
  return {
    v: 1,
    orgs: [...state.orgs.values()].map((o) => ({ ...o, flags: [...o.flags], webhooks: [...o.webhooks.values()] })),
    agents: [...state.agents.values()].map((a) => ({ ...a, dailyCapMinor: big(a.dailyCapMinor), perTaskCapMinor: big(a.perTaskCapMinor) })),
    tasks: [...state.tasks.values()].map((t) => ({
      ...t,
      rewardMinor: t.rewardMinor.toString(),
      feeMinor: t.feeMinor.toString(),
      totalMinor: t.totalMinor.toString(),
    })),
    locks: [...state.locks.values()].map((l) => ({ ...l, amountMinor: l.amountMinor.toString(), heldMinor: l.heldMinor.toString() })),
    balances: [...state.balances].map(([k, v]) => [k, v.toString()]),
    deposits: [...state.deposits],
    idempotency: [...state.idempotency],
    spend: [...state.spend].map(([k, v]) => [k, { day: v.day, spentMinor: v.spentMinor.toString() }]),
    zoneOverrides: [...state.zoneOverrides],
    operators: [...state.operators.values()],
    loops: [...state.loops.values()].map((l) => ({
      ...l,
      budgetTotalMinor: l.budgetTotalMinor.toString(),
      perRunCapMinor: l.perRunCapMinor?.toString() ?? null,
      spentMinor: l.spentMinor.toString(),
      runs: l.runs.map((r) => ({ ...r, spentMinor: r.spentMinor.toString() })),
    })),
    workflows: [...state.workflows.values()].map((w) => ({
      ...w,
      totalMinor: w.totalMinor.toString(),
      steps: w.steps.map((st) => ({ ...st, rewardMinor: st.rewardMinor.toString(), feeMinor: st.feeMinor.toString() })),
    })),
    entries: state.entries,
    lastAtMs: state.lastAtMs,
  };
}

export function encodeState(state: ShardState): Uint8Array {
  return encoder.encode(JSON.stringify(plain(state)));
}

type Plain = ReturnType<typeof plain>;

export function decodeState(bytes: Uint8Array): ShardState {
  const p = JSON.parse(decoder.decode(bytes)) as Plain;
  if (p.v !== 1) throw new Error(`unknown snapshot version ${String(p.v)}`);
  const big = (v: string | null) => (v === null ? null : BigInt(v));
  const tasksByOrg = new Map<string, string[]>();
  for (const t of p.tasks) {
    const list = tasksByOrg.get(t.orgId);
    if (list) list.push(t.id);
    else tasksByOrg.set(t.orgId, [t.id]);
  }
  return {
    tasksByOrg,
    orgs: new Map(p.orgs.map((o) => [o.id, { ...o, flags: new Map(o.flags), webhooks: new Map((o.webhooks ?? []).map((w) => [w.id, w])) }])),
    agents: new Map(p.agents.map((a) => [a.id, { ...a, dailyCapMinor: big(a.dailyCapMinor), perTaskCapMinor: big(a.perTaskCapMinor) }])),
    tasks: new Map(
      p.tasks.map((t) => [
        t.id,
        { ...t, rewardMinor: BigInt(t.rewardMinor), feeMinor: BigInt(t.feeMinor), totalMinor: BigInt(t.totalMinor), declinedOperators: t.declinedOperators ?? [], pass: t.pass ?? null, proof: t.proof ?? null, payoutRef: t.payoutRef ?? null, language: t.language ?? null, workflowId: t.workflowId ?? null, workflowStep: t.workflowStep ?? null },
      ]),
    ),
    locks: new Map(p.locks.map((l) => [l.id, { ...l, amountMinor: BigInt(l.amountMinor), heldMinor: BigInt(l.heldMinor) }])),
    balances: new Map(p.balances.map(([k, v]) => [k as string, BigInt(v as string)])),
    deposits: new Set(p.deposits),
    idempotency: new Map(p.idempotency),
    spend: new Map(p.spend.map(([k, v]) => [k as string, { day: (v as { day: string }).day, spentMinor: BigInt((v as { spentMinor: string }).spentMinor) }])),
    zoneOverrides: new Map(p.zoneOverrides),
    operators: new Map((p.operators ?? []).map((o) => [o.id, o])),
    loops: new Map(
      (p.loops ?? []).map((l) => [
        l.id,
        {
          ...l,
          budgetTotalMinor: BigInt(l.budgetTotalMinor),
          perRunCapMinor: l.perRunCapMinor === null ? null : BigInt(l.perRunCapMinor),
          spentMinor: BigInt(l.spentMinor),
          runs: l.runs.map((r) => ({ ...r, spentMinor: BigInt(r.spentMinor), workflowId: r.workflowId ?? null })),
        },
      ]),
    ),
    workflows: new Map(
      (p.workflows ?? []).map((w) => [
        w.id,
        { ...w, totalMinor: BigInt(w.totalMinor), steps: w.steps.map((st) => ({ ...st, rewardMinor: BigInt(st.rewardMinor), feeMinor: BigInt(st.feeMinor) })) },
      ]),
    ),
    entries: p.entries,
    lastAtMs: p.lastAtMs,
  };
}

export function sameState(a: ShardState, b: ShardState): boolean {
  return Buffer.from(encodeState(a)).equals(Buffer.from(encodeState(b)));
}

/** A deep copy through the snapshot codec, so the copy is exactly what a restart would build. */
export function cloneState(state: ShardState): ShardState {
  return decodeState(encodeState(state));
}
