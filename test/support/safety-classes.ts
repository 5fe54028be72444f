// The shape of the safety rounds' class tests (test/unit/safety-thirteenth-*.test.ts): a class of
// harm with wordings that must be caught in its category, and look-alikes that must pass.
import { describe, expect, it } from 'vitest';
import { screenTask, type SafetyVerdict } from '../../src/domain/safety-filter.ts';

export type SafetyClass = { name: string; category: string; harmful: string[]; allowed: string[] };

/** Screens instructions as a field task's, under `defaultTitle` unless a title is given. */
export const screenerTitled =
  (defaultTitle: string) =>
  (instructions: string, title = defaultTitle): SafetyVerdict =>
    screenTask({ type: 'field_task', title, instructions });

/** A verdict that refuses or holds, in `category`. */
export function expectCaught(verdict: SafetyVerdict, category: string): void {
  expect(verdict.blocked || verdict.held === true).toBe(true);
  expect(verdict.blocked || verdict.held ? verdict.category : undefined).toBe(category);
}

/** One describe a class: each harmful text refused or held in its category, each look-alike
 *  passed untouched. */
export function describeClasses(
  classes: readonly SafetyClass[],
  screen: (instructions: string) => SafetyVerdict = screenerTitled('Errand'),
): void {
  for (const c of classes) {
    describe(c.name, () => {
      for (const text of c.harmful) {
        it(`catches: ${text}`, () => expectCaught(screen(text), c.category));
      }
      for (const text of c.allowed) {
        it(`passes: ${text}`, () => expect(screen(text)).toEqual({ blocked: false }));
      }
    });
  }
}
