// Proves the fill quote's model: no supply, no history, tiny samples, expiries, instant accepts.
import { describe, expect, it } from 'vitest';
import {
  chanceString,
  empiricalCdf,
  fillQuote,
  PRIOR_WEIGHT,
  priorMedianMinutes,
  type Outcome,
} from '../../src/domain/fill-quote.ts';

const accepted = (minutes: number): Outcome => ({ minutes, accepted: true });
const expired = (minutes: number): Outcome => ({ minutes, accepted: false });
const times = (n: number, outcome: Outcome) => Array.from({ length: n }, () => outcome);

describe('the fill quote model', () => {
  it('no Operator covering the zone: chance zero, no expected time, whatever the history', () => {
    const quote = fillQuote({
      covering: 0,
      free: 0,
      outcomes: times(50, accepted(3)),
      horizonMinutes: 600,
    });
    expect(quote).toEqual({
      chance_by_deadline: '0.00',
      expected_acceptance_minutes: null,
      operators_covering: 0,
      operators_free: 0,
      sample_size: 50,
      basis: 'estimate',
    });
  });

  it('without a deadline there is no chance to give, but there is an expected time', () => {
    const quote = fillQuote({ covering: 3, free: 3, outcomes: [] });
    expect(quote.chance_by_deadline).toBeNull();
    expect(quote.expected_acceptance_minutes).toEqual({ median: 20, p90: 67 });
  });

  it('no outcomes yet: the prior alone (coverage heuristic), slower when all are busy', () => {
    expect(priorMedianMinutes(5, 1)).toBe(10);
    expect(priorMedianMinutes(1, 1)).toBe(30);
    expect(priorMedianMinutes(5, 0)).toBe(40);
    const free = fillQuote({ covering: 5, free: 2, outcomes: [], horizonMinutes: 10 });
    expect(free.chance_by_deadline).toBe('0.50');
    expect(free.expected_acceptance_minutes?.median).toBe(10);
    const busy = fillQuote({ covering: 5, free: 0, outcomes: [], horizonMinutes: 10 });
    expect(busy.expected_acceptance_minutes?.median).toBe(40);
    expect(Number(busy.chance_by_deadline)).toBeLessThan(Number(free.chance_by_deadline));
  });

  it('a tiny sample moves the quote only a little towards itself', () => {
    const prior = fillQuote({ covering: 5, free: 5, outcomes: [], horizonMinutes: 120 });
    const tiny = fillQuote({
      covering: 5,
      free: 5,
      outcomes: [accepted(400), accepted(500)],
      horizonMinutes: 120,
    });
    // Two slow outcomes weigh 2 / (2 + 20) against the prior.
    const drop = Number(prior.chance_by_deadline) - Number(tiny.chance_by_deadline);
    expect(drop).toBeGreaterThan(0);
    expect(drop).toBeLessThanOrEqual(2 / (2 + PRIOR_WEIGHT) + 0.01);
    expect(tiny.sample_size).toBe(2);
  });

  it('a large sample dominates: its median and p90 are the data', () => {
    const outcomes = Array.from({ length: 200 }, (_, i) => accepted(i + 1)); // 1..200 minutes
    const quote = fillQuote({ covering: 8, free: 4, outcomes, horizonMinutes: 24 * 60 });
    const { median, p90 } = quote.expected_acceptance_minutes!;
    expect(median).toBeGreaterThanOrEqual(85); // the prior (median 10) pulls it a little earlier
    expect(median).toBeLessThanOrEqual(105);
    expect(p90).toBeGreaterThanOrEqual(170);
    expect(p90).toBeLessThanOrEqual(185);
    expect(quote.chance_by_deadline).toBe('0.99');
  });

  it('all accepted instantly: zero minutes, and a chance high but never certain', () => {
    const quote = fillQuote({
      covering: 5,
      free: 5,
      outcomes: times(200, accepted(0)),
      horizonMinutes: 60,
    });
    expect(quote.expected_acceptance_minutes).toEqual({ median: 0, p90: 0 });
    expect(quote.chance_by_deadline).toBe('0.99');
  });

  it('expiries count as not accepted: where most tasks expire, the chance is low', () => {
    const outcomes = [...times(30, accepted(10)), ...times(170, expired(60))];
    const quote = fillQuote({ covering: 2, free: 2, outcomes, horizonMinutes: 60 });
    expect(Number(quote.chance_by_deadline)).toBeGreaterThan(0.1);
    expect(Number(quote.chance_by_deadline)).toBeLessThan(0.3);
    const cdf = empiricalCdf(outcomes);
    expect(cdf(9)).toBe(0);
    expect(cdf(10)).toBeCloseTo(30 / 200, 10);
    expect(cdf(10_000)).toBeCloseTo(30 / 200, 10);
  });

  it('a p90 never reached within 90 days is null, not a made-up number', () => {
    const quote = fillQuote({
      covering: 1,
      free: 1,
      outcomes: [...times(1_200, accepted(5)), ...times(800, expired(60))],
      horizonMinutes: 60,
    });
    expect(quote.expected_acceptance_minutes?.median).not.toBeNull();
    expect(quote.expected_acceptance_minutes?.p90).toBeNull();
  });

  it('chances are two-decimal strings rounded down', () => {
    expect(chanceString(0)).toBe('0.00');
    expect(chanceString(0.29)).toBe('0.29');
    expect(chanceString(0.999)).toBe('0.99');
    expect(chanceString(1)).toBe('1.00');
    expect(chanceString(0.5049)).toBe('0.50');
  });
});
