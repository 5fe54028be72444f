// A small reference model of errand's money and task states, written independently of the engine
// (its own transition table, its own arithmetic), so the property tests have something to disagree
// with.
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type MoneyMove = 'release' | 'refund' | 'freeze' | 'settle';
type Row = Record<string, { to: string; money?: MoneyMove }>;

const PRE_ACCEPT = ['screening', 'live', 'matched'];
function each(states: string[], to: string, money?: MoneyMove): Row {
  return Object.fromEntries(states.map((s) => [s, money ? { to, money } : { to }]));
}

export const MODEL_MOVES: Record<string, Row> = {
  SCREEN_PASSED: each(['screening'], 'live'),
  MATCH: each(['live'], 'matched'),
  OFFER_LAPSED: each(['matched'], 'live'),
  ACCEPT: each(['matched'], 'accepted'),
  START: each(['accepted'], 'in_progress'),
  SUBMIT_PROOF: each(['in_progress'], 'proof_submitted'),
  BEGIN_VERIFY: each(['proof_submitted'], 'verifying'),
  APPROVE: each(['proof_submitted', 'verifying'], 'approved', 'release'),
  REJECT: each(['verifying'], 'disputed', 'freeze'),
  CANCEL: {
    ...each(PRE_ACCEPT, 'cancelled', 'refund'),
    ...each(['accepted', 'in_progress'], 'disputed', 'freeze'),
  },
  EXPIRE: each(PRE_ACCEPT, 'expired', 'refund'),
  RESOLVE_REFUND: each(['disputed'], 'resolved_refunded', 'refund'),
  RESOLVE_RELEASE: each(['disputed'], 'resolved_released', 'release'),
  SETTLE: each(['approved', 'resolved_released'], 'paid', 'settle'),
  // An Operator says no for safety: back to screening, escrow untouched (docs/api.md).
  WITHDRAW_UNSAFE: each(['matched', 'accepted', 'in_progress'], 'screening'),
};

export interface ModelAgent {
  id: string;
  org: string;
  frozen: boolean;
  flags: Set<string>;
  perTask: bigint | null;
  daily: bigint | null;
  spendDay: string;
  spent: bigint;
}

export interface ModelTask {
  id: string;
  org: string;
  state: string;
  reward: bigint;
  fee: bigint;
  held: bigint;
  deadlineMs: number;
  operator: string | null;
  hasProof: boolean;
  verified: boolean;
  /** The safety hold: waiting for staff ('held'), or staff's last decision; null: never held. */
  hold?: 'held' | 'release' | 'refuse' | null;
}

export interface Model {
  clockMs: number;
  wallets: Map<string, bigint>;
  agents: Map<string, ModelAgent>;
  tasks: ModelTask[];
  idem: Map<string, { fp: string; atMs: number; result: unknown }>;
  deposits: Set<string>;
  revenue: bigint;
  payables: bigint;
  paidOut: bigint;
}

export function modelFee(reward: bigint): bigint {
  const scaled = reward * 1000n;
  return scaled / 10000n + (scaled % 10000n === 0n ? 0n : 1n);
}

export function utcDayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Applies a task move to the model's money; returns the error code the engine should give, if any.
 */
export function modelMove(m: Model, task: ModelTask, event: string): string | undefined {
  const row = MODEL_MOVES[event]![task.state];
  if (!row || (event === 'EXPIRE' && m.clockMs < task.deadlineMs)) return 'invalid_state';
  const total = task.reward + task.fee;
  if (row.money === 'refund') {
    m.wallets.set(task.org, m.wallets.get(task.org)! + task.held);
    task.held = 0n;
  } else if (row.money === 'release') {
    task.held = 0n;
    m.revenue += task.fee;
    m.payables += task.reward;
  } else if (row.money === 'settle') {
    m.payables -= task.reward;
    m.paidOut += task.reward;
  }
  void total;
  if (event === 'OFFER_LAPSED' || event === 'WITHDRAW_UNSAFE') task.operator = null;
  task.state = row.to;
  return undefined;
}
