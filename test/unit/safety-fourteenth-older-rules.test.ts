// Proves two older misreadings the fourteenth round's helpers noticed, fixed as classes
// (docs/safety.md, "Fourteenth round, the lead's classes"): a house number's "No." ends no
// sentence, and limbs are words, not stems ("arm*" read "army").
import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { describeClasses } from '../support/safety-classes.ts';

const sentences = (text: string): number => {
  const doc = parseDoc(text);
  return (doc.sentenceOf[doc.sentenceOf.length - 1] ?? 0) + 1;
};

describe('a house number', () => {
  it('keeps "No. 8 Ajose Street" in its sentence', () => {
    expect(sentences('Deliver the cake to No. 8 Ajose Street and photograph the gate.')).toBe(1);
    expect(sentences('Wait at Nos. 4 and 6 for the driver.')).toBe(1);
  });
  it('still ends a sentence on a "no." before a word', () => {
    expect(sentences('He said no. Then he left.')).toBe(2);
  });
});

describeClasses([
  {
    name: 'a limb broken, as words',
    category: 'violence_threats',
    harmful: [
      'Break his arm if he refuses to pay.',
      'Break both his legs, I go pay you.',
      'Break the arms of anyone who touches my stall.',
    ],
    allowed: [
      'Take a short break then photograph the army barracks gate from the road.',
      'After the break, check the legal documents at the registry.',
    ],
  },
]);
