// Texting shorthand for the safety filter (safety-respell.ts reads it with the near spellings):
// "pay 2m b4 Mon or ur wife sees dis" is read "… before Mon or your wife sees this", so the rules
// see the words they were written against (docs/safety.md, "Twenty-fourth round, shorthand").
// Keys are written as the document spells them: folded and squeezed ("ppl" is "pl", left out).
// No key is one letter: "d", "u", "r" are too often a letter of a name, a list or a word spelled
// out, and "u" is Yoruba "ú" (him).

// biome-ignore format: packed word list
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['ur', 'your'], ['b4', 'before'], ['dis', 'this'],
  ['dat', 'that'], ['wat', 'what'], ['wen', 'when'], ['wit', 'with'], ['wiv', 'with'],
  ['frm', 'from'], ['abt', 'about'], ['pls', 'please'], ['plz', 'please'], ['msg', 'message'],
  ['tmrw', 'tomorrow'], ['tmr', 'tomorrow'], ['2moro', 'tomorrow'], ['2mrw', 'tomorrow'],
  ['2day', 'today'], ['2nite', 'tonight'], ['tonite', 'tonight'], ['2nyt', 'tonight'],
  ['gal', 'girl'], ['gals', 'girls'], ['bcos', 'because'], ['cos', 'because'], ['coz', 'because'],
  ['thru', 'through'], ['evry', 'every'], ['evrythin', 'everything'], ['nd', 'and'],
  ['dnt', 'dont'], ['cnt', 'cant'], ['wnt', 'want'], ['knw', 'know'], ['hw', 'how'],
  ['hv', 'have'], ['gud', 'good'], ['nyt', 'night'], ['bt', 'but'], ['gr8', 'great'],
  ['l8r', 'later'], ['snd', 'send'], ['aftr', 'after'], ['sumtin', 'something'],
  ['smtin', 'something'], ['hse', 'house'], ['shd', 'should'], ['wld', 'would'],
  ['cld', 'could'],
]);

/** The shorthand the filter reads: every key the lexicon does not itself spell ("ur", "dis",
 *  "pls" are words of its Pidgin terms). */
export type ShorthandTable = {
  words: ReadonlyMap<string, string>;
  /** A filter by length and first letter: most words are answered without being cut out. */
  first: Uint8Array;
  lettersMax: number;
};

export function shorthandTable(lexicon: ReadonlySet<string>): ShorthandTable {
  const words = new Map([...SHORTHAND].filter(([key]) => !lexicon.has(key)));
  const lettersMax = Math.max(...[...words.keys()].map((k) => k.length));
  const first = new Uint8Array((lettersMax + 1) * 128);
  for (const key of words.keys()) first[key.length * 128 + key.charCodeAt(0)] = 1;
  return { words, first, lettersMax };
}

/** The word text[start, end) stands for, if it is shorthand. */
export function shorthandRead(
  text: string,
  start: number,
  end: number,
  table: ShorthandTable,
): string | undefined {
  const length = end - start;
  if (length > table.lettersMax || table.first[length * 128 + text.charCodeAt(start)] !== 1) return;
  return table.words.get(text.slice(start, end));
}
