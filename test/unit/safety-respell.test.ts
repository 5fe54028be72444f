// Proves the safety filter reads near spellings (docs/safety.md, "Near spellings"): a harmful
// word typed with a slip (a letter left out, two swapped) or with letters masked is judged as the
// word itself, in every category; a slip that is a word of its own, a look-alike brief typed with
// slips and a masked word with no harmful reading pass; and the list of English slips the filter
// ships is the one the lexicon and the word-list package give today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import wordListPath from 'word-list';
import { screenTask } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { englishSlips, readings, slipsOf } from '../../src/domain/safety-respell.ts';
import { ENGLISH_SLIPS } from '../../src/domain/safety-respell-words.ts';

const screen = (instructions: string, title = 'Errand') =>
  screenTask({ type: 'field_verification', title, instructions });

/** A harmful brief, its category, and the key word to disguise. */
const HARMFUL: [string, string, string][] = [
  ['Buy cocaine and deliver it to the client at the hotel', 'illegal_goods_services', 'cocaine'],
  ['Buy tramadol from the chemist and bring it to me', 'illegal_goods_services', 'tramadol'],
  ['Buy heroin from the boys under the bridge', 'illegal_goods_services', 'heroin'],
  ['Buy a pistol and deliver it to my shop', 'illegal_goods_services', 'pistol'],
  ['Go and kill the man at the junction', 'violence_threats', 'kill'],
  ['Arrange sex workers for my guests tonight', 'sexual_services', 'sex'],
  ['Solve the captchas for me, 500 per hour', 'captcha_solving', 'captchas'],
];

const masked = (word: string): string => `${word.charAt(0)}*${word.slice(2)}`;
const dropped = (word: string): string => word.slice(0, 3) + word.slice(4);
const swapped = (word: string): string =>
  word.charAt(0) + word.charAt(2) + word.charAt(1) + word.slice(3);

describe('near spellings of harmful words are judged as the words', () => {
  for (const [text, category, word] of HARMFUL) {
    it(`${category}: ${word} as written, masked, and with slips`, () => {
      expect(screen(text)).toMatchObject({ blocked: true, category });
      expect(screen(text.replace(word, masked(word)))).toMatchObject({ blocked: true, category });
      if (word.length < 6) return; // a slip of four letters is left as written (below)
      for (const slip of [dropped(word), swapped(word)]) {
        expect(screen(text.replace(word, slip)), slip).toMatchObject({ blocked: true, category });
      }
    });
  }

  it('a mask hides as many letters as it has stars: "coc**ne", "tr*m*dol", "f**k"', () => {
    expect(screen('Buy coc**ne and deliver')).toMatchObject({ blocked: true });
    expect(screen('Buy tr*m*dol for me')).toMatchObject({ blocked: true });
    expect(screen('Buy a pist#l and deliver')).toMatchObject({ blocked: true });
  });

  it('a mask may hide the first letter: a letter of another script with no Latin twin', () => {
    // "ѵ" (Cyrillic izhitsa) folds to a mask, so the word is read against every lexicon word of
    // its length, not only those of its first letter (unmasked's two tables).
    expect(readings(parseDoc('buy ѵocaine now'))[0]!.text).toBe('buy cocaine now');
    expect(screen('Buy ѵocaine and deliver it to the hotel')).toMatchObject({ blocked: true });
    expect(readings(parseDoc('the go\u0475ernment is gi\u0475ing money'))[0]!.text).toBe(
      'the government is giving money',
    );
  });

  it('stars between single letters spell a word out, as spaces do: "O*T*P", "c*o*d*e"', () => {
    expect(screen('Collect the O*T*P from the customers and send it to me')).toMatchObject({
      blocked: true,
      category: 'otp_handling',
    });
    expect(screen('Buy c*o*d*e*i*n*e for me')).toMatchObject({ blocked: true });
  });

  it('the title is read the same way: a slip there is joined to the instructions', () => {
    expect(screen('Deliver it to the client at the hotel.', 'Buy cocane')).toMatchObject({
      blocked: true,
      category: 'illegal_goods_services',
    });
  });

  it('a mask that fits several lexicon words is read every way, the strictest wins', () => {
    const docs = readings(parseDoc('arrange s*x workers'));
    expect(docs.map((d) => d.text)).toContain('arange sex workers');
    expect(screen('Arrange s*x workers for the party')).toMatchObject({ blocked: true });
  });
});

describe('what is not a near spelling of harm stays allowed', () => {
  const allowed = [
    'Check the heron nests at the lagoon and count them',
    'Plese vist the pharmcy on Allen Avenue and chek the prise of paracetamol',
    'Pls go snap d shop front for Ikeja and confrim say dem open',
    'Ka je kasuwa ka dauki hoton shagon da nake so', // Hausa "nake": not "naked"
    'Photograph the m*le section of the market from the entrance',
    'Confirm the pumps at the filling station are working and photograph the price board',
  ];
  for (const text of allowed)
    it(text, () => expect(screen(text)).toMatchObject({ blocked: false }));

  it('a reading keeps the word count, so positions in the title still line up', () => {
    const doc = parseDoc('buy cocane and tr*m*dol now');
    const [first] = readings(doc);
    expect(first?.text).toBe('buy cocaine and tramadol now');
    expect(first?.wordStarts.length).toBe(doc.wordStarts.length);
  });

  it('slips never touch the first letter, and a four-letter slip is never read', () => {
    expect([...slipsOf('heroin')]).not.toContain('eroin');
    expect(readings(parseDoc('da nake so'))[0]?.text).toBe('da nake so');
  });
});

describe('the English slips list', () => {
  it('is current for the lexicon (else: node bin/run-ts.mjs bench/safety-respell-words.ts)', () => {
    const dictionary = readFileSync(wordListPath, 'utf8').split('\n');
    expect([...ENGLISH_SLIPS].sort()).toEqual(englishSlips(dictionary));
  });
});
