// Proves what a simulated Operator answers to a gold task (docs/outcomes.md, "In test mode"):
// valid answers to every question, the known answer when right, and when wrong a different
// value on every known field, so grading (every known field equal) counts it wrong, for any
// seed and any known answer of the form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswers, type AnswerSchema } from '../../src/domain/answer-schema.ts';
import { goldMatches } from '../../src/core/quality.ts';
import { goldTaskAnswers } from '../../src/effects/sandbox-answers.ts';

const schema: AnswerSchema = {
  fields: [
    { key: 'open', type: 'boolean', label: 'Open?' },
    { key: 'colour', type: 'enum', label: 'Door', options: ['red', 'blue'] },
    { key: 'shelves', type: 'count', label: 'Shelves', max: 30 },
    { key: 'price', type: 'integer', label: 'Price', min: 100, max: 500 },
    { key: 'note', type: 'text', label: 'Note', max_length: 40 },
  ],
};

const knownAnswer = fc.record(
  {
    open: fc.boolean(),
    colour: fc.constantFrom('red', 'blue'),
    shelves: fc.integer({ min: 0, max: 30 }),
    price: fc.integer({ min: 100, max: 500 }),
  },
  { requiredKeys: [] },
);

describe('a simulated Operator on a gold task', () => {
  it('answers validly: the known answer when right, every known field otherwise when wrong', () => {
    fc.assert(
      fc.property(knownAnswer, fc.nat(), (known, seed) => {
        fc.pre(Object.keys(known).length > 0);
        const right = goldTaskAnswers(schema, known, seed, false);
        const wrong = goldTaskAnswers(schema, known, seed, true);
        for (const answers of [right, wrong])
          expect(() => checkAnswers(schema, answers, [])).not.toThrow();
        expect(goldMatches(known, right as Record<string, string | number | boolean>)).toBe(true);
        for (const [key, value] of Object.entries(known)) expect(wrong[key]).not.toBe(value);
      }),
    );
  });
});
