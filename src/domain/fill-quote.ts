// The fill quote: the chance a task is accepted by its deadline and the expected time to its
// acceptance, from live supply in its zone (docs/api.md, "The fill quote"). Pure: the figures come
// in, the quote goes out. The model, stated so an agent can judge it:
//   - the zone's recent outcomes (minutes from going live to acceptance, or to expiry unaccepted)
//     give an empirical distribution of time to acceptance (Kaplan–Meier, so an expiry counts as
//     "not accepted within that long", not as a fast acceptance);
//   - it is shrunk towards a prior (exponential, median from the coverage heuristic of
//     coverage.ts, slower when every covering Operator is busy) with the weight of PRIOR_WEIGHT
//     outcomes, so a tiny sample moves the quote only a little;
//   - no Operator covering the zone is a chance of zero and no expected time.
// Not money: floats are fine inside; the output is integers and two-decimal strings.
import { timeToMatchMinutes } from './coverage.ts';

/** One recent task of the zone: minutes from going live to acceptance, or to expiry unaccepted. */
export interface Outcome {
  minutes: number;
  accepted: boolean;
}

export interface FillFigures {
  /** Operators with the skill covering the zone (as coverage.operators counts them). */
  covering: number;
  /** Of those, how many hold no offer or task now. */
  free: number;
  /** The zone's recent outcomes, any order. */
  outcomes: readonly Outcome[];
  /** Minutes from now to the deadline; undefined when no deadline was given. */
  horizonMinutes?: number;
}

export interface FillQuote {
  chance_by_deadline: string | null;
  expected_acceptance_minutes: { median: number | null; p90: number | null } | null;
  operators_covering: number;
  operators_free: number;
  sample_size: number;
  basis: 'estimate';
}

/** How many outcomes the prior weighs as: with 20 outcomes, the data and the prior count alike. */
export const PRIOR_WEIGHT = 20;
/** The prior's median is this many times slower when every covering Operator is busy. */
const BUSY_FACTOR = 4;
/** A forecast is never a promise: the chance is shown as 0.99 at most. */
const MAX_CHANCE = 0.99;
/** Quantiles are searched up to 90 days (the longest deadline); beyond, they are null. */
const SEARCH_CAP_MINUTES = 90 * 24 * 60;

/** The prior's median minutes to acceptance, from the coverage heuristic. */
export function priorMedianMinutes(covering: number, free: number): number {
  const base = timeToMatchMinutes(covering) ?? 30;
  return free > 0 ? base : base * BUSY_FACTOR;
}

/**
 * Kaplan–Meier: the probability of acceptance within t minutes, as a step function. Outcomes at
 * the same time are taken acceptances first (an expiry at t was not accepted at t either).
 */
export function empiricalCdf(outcomes: readonly Outcome[]): (t: number) => number {
  const sorted = [...outcomes].sort(
    (a, b) => a.minutes - b.minutes || Number(b.accepted) - Number(a.accepted),
  );
  const steps: Array<{ at: number; cdf: number }> = [];
  let atRisk = sorted.length;
  let survival = 1;
  for (const o of sorted) {
    if (o.accepted) {
      survival *= 1 - 1 / atRisk;
      steps.push({ at: o.minutes, cdf: 1 - survival });
    }
    atRisk -= 1;
  }
  return (t) => {
    let lo = 0;
    let hi = steps.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (steps[mid]!.at <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : steps[lo - 1]!.cdf;
  };
}

/** The quote's distribution of minutes to acceptance: the data shrunk towards the prior. */
function fillCdf(figures: FillFigures): (t: number) => number {
  const n = figures.outcomes.length;
  const weight = n / (n + PRIOR_WEIGHT);
  const median = priorMedianMinutes(figures.covering, figures.free);
  const data = empiricalCdf(figures.outcomes);
  return (t) => weight * data(t) + (1 - weight) * (1 - 2 ** (-Math.max(0, t) / median));
}

/** The least whole minute by which the chance reaches q, or null if not within 90 days. */
function quantile(cdf: (t: number) => number, q: number): number | null {
  if (cdf(SEARCH_CAP_MINUTES) < q) return null;
  let lo = 0;
  let hi = SEARCH_CAP_MINUTES;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (cdf(mid) >= q) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A probability as a two-decimal string, rounded down: never shown as more certain than it is. */
export function chanceString(p: number): string {
  const hundredths = Math.min(100, Math.max(0, Math.floor(p * 100 + 1e-9)));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export function fillQuote(figures: FillFigures): FillQuote {
  const base = {
    operators_covering: figures.covering,
    operators_free: figures.free,
    sample_size: figures.outcomes.length,
    basis: 'estimate' as const,
  };
  if (figures.covering === 0)
    return {
      chance_by_deadline: figures.horizonMinutes === undefined ? null : '0.00',
      expected_acceptance_minutes: null,
      ...base,
    };
  const cdf = fillCdf(figures);
  return {
    chance_by_deadline:
      figures.horizonMinutes === undefined
        ? null
        : chanceString(Math.min(MAX_CHANCE, cdf(figures.horizonMinutes))),
    expected_acceptance_minutes: { median: quantile(cdf, 0.5), p90: quantile(cdf, 0.9) },
    ...base,
  };
}
