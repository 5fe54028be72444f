// Proves the sixteenth round's engine classes of older rules in Yoruba, Hausa, Igbo and Pidgin
// (docs/safety.md, "Sixteenth round, older rules: languages-engine"): each harm is caught in
// wordings of our own, and its lawful twin passes.
import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { describeClasses, type SafetyClass, screenerTitled } from '../support/safety-classes.ts';

const screen = screenerTitled('Errand');

const CLASSES: SafetyClass[] = [
  {
    name: 'Yoruba "máa" (will, habitually) is no "má" (do not): climbing',
    category: 'dangerous_work',
    harmful: ['Kí o máa gun òrùlé náà láìsí okùn'],
    allowed: ['Má gun òrùlé náà, ya fọ́tò láti ilẹ̀', 'Ẹ máa ya fọ́tò ṣọ́ọ̀bù náà láti ọ̀nà'],
  },
  {
    name: 'Yoruba "máa" (will, habitually) is no "má" (do not): blows',
    category: 'violence_threats',
    harmful: ['Ẹ máa lù ú títí yóò fi san owó'],
    allowed: ['Kí o máa ka iye ọjà tó wà nínú ṣọ́ọ̀bù', 'Má lù ú o, ẹ kàn bá a sọ̀rọ̀'],
  },
  {
    name: 'Yoruba "máa" (will, habitually) is no "má" (do not): following',
    category: 'surveillance_stalking',
    // biome-ignore format: tone marks make the line longer than biome counts
    harmful: [
      'Máa tẹ̀lé e lọ sí ilé rẹ̀ lálẹ́ láìjẹ́ kó mọ̀',
      'Máa ya fọ́tò ọkọ rẹ̀ ní ìkọ̀kọ̀ lójoojúmọ́',
    ],
    // "máa" before the object starts a verb of its own, as "má" does: the husband is shown.
    allowed: ['Ya fọ́tò ṣọ́ọ̀bù náà, a máa fi hàn ọkọ ìyá mi kí ó lè yàn'],
  },
  {
    name: 'a child sleeping over at a relative\'s home, once "máa" is no "do not"',
    category: 'sexual_services',
    harmful: ['Wá ọmọge méjì tí wọn máa bá wọn sùn ní òtẹ́ẹ̀lì'],
    allowed: ['Ọmọ mi máa bá wọn sùn ní ilé ẹ̀gbọ́n mi lálẹ́ ọjọ́ Ẹtì'],
  },
  {
    name: 'Igbo "m." (me) ends a sentence: the question is not joined to the hand-over',
    category: 'account_creation',
    harmful: ["Mepee akaụntụ ọhụrụ n'aha m. Dee ya ma zitere m."],
    allowed: [
      'Gaa First Bank dị na Onitsha, jụọ ihe m ga-eweta iji mepee akaụntụ maka ụlọ ahịa akwa m. ' +
        'Dee ya ma zitere m.',
      'Jụọ ndị ụlọ akụ ihe achọrọ iji mepee akaụntụ azụmahịa maka ụlọ ọrụ m. Dee ha ma ziga m',
    ],
  },
  {
    name: 'a condition negated before the comma does not negate the instruction after it',
    category: 'violence_threats',
    harmful: [
      'If him no pay, beat am',
      'If e never pay, beat am',
      "If she won't pay, slap her",
      'Bí ó bá kọ̀ láti san, lù ú títí',
      'Bí kò bá san owó náà, lù ú títí',
    ],
    allowed: [
      'If him no pay, go remind am politely and bring receipt',
      "If she won't pay, do not argue, just call me",
      'Bí ó bá kọ̀ láti san, sọ fún mi, má ṣe jà',
    ],
  },
  {
    name: 'a numbered step ends what an excuse of dangerous work reaches',
    category: 'dangerous_work',
    harmful: [
      'Visit the three telecom sites on our list. 1. Photograph the mast base and the generator ' +
        'house from the ground. 2. Climb the mast to the first platform without a harness and ' +
        'photograph the antennas. 3. Send the photos to the team',
      'Visit the sites. 1) Read the meter from the ground 2) climb the mast without a harness to ' +
        'check the dish 3) upload the pictures',
      'Check the three houses for leaks. 1. Take photos of the gutters from the ground. 2. Climb ' +
        'onto the roof without a rope and replace the broken sheets. 3. Report back',
    ],
    allowed: [
      'Visit the three telecom sites on our list. 1. Photograph the mast and the antennas from ' +
        'the ground, do not climb it. 2. Note the generator hours. 3. Send the photos to the team',
      'Check the three houses for leaks. 1. Take photos of the roof from the ground; do not ' +
        'climb onto the roof. 2. Ask the landlord when it was last repaired. 3. Report back',
    ],
  },
];

describeClasses(CLASSES, screen);

describe('a single letter before a full stop', () => {
  const sentences = (text: string): number => new Set(parseDoc(text).sentenceOf).size;
  it('ends a sentence when it is a word ("gas m. Dee ya")', () => {
    expect(sentences('ụlọ ahịa gas m. Dee ya ma zitere m')).toBe(2);
  });
  it('still spells a word out between single letters', () => {
    expect(sentences('send the o. t. p. to the office')).toBe(1);
    expect(sentences('take photos, e.g. the dial, at 9 a.m. today')).toBe(1);
  });
  it('ends a step at a list marker after a single digit', () => {
    expect(sentences('1) wait at the bus stop 2) call the office')).toBe(2);
  });
});
