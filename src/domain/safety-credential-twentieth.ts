// The credential rules' twentieth-round reading (docs/safety.md, "Twentieth round, a relative
// helped in person"): "Help my grandmother register her SIM at the MTN office", "take my father to
// the bank to open his account". The holder is there and the line or account is hers, one of it:
// the Operator helps, opens nothing for anyone else. Pure; read by safety-filter.ts.
import { wordIs } from './safety-credential-eighteenth.ts';
import type { Doc } from './safety-normalise.ts';
import type { Tag } from './safety-tags.ts';

/** Verbs of helping or taking a person along, folded (doubled letters one). */
// biome-ignore format: packed word list
const HELP = [
  'help', 'helps', 'asist', 'guide', 'show', 'take', 'bring', 'cary', 'escort', 'acompany',
];
/** A person right after the help verb: a pronoun, or a relation after "my", "our", "the". */
const PERSON_ALONE = ['her', 'him', 'mama', 'papa', 'grandma', 'grany', 'madam', 'baba', 'iya'];
const PERSON_LEADS = ['my', 'our', 'the', 'this', 'that'];
// biome-ignore format: packed word list
const RELATIONS = [
  'mother', 'mum', 'mom', 'mama', 'mumy', 'father', 'dad', 'dady', 'papa', 'grandmother',
  'grandma', 'grandfather', 'grandpa', 'aunt', 'aunty', 'auntie', 'uncle', 'sister', 'brother',
  'wife', 'husband', 'son', 'daughter', 'cousin', 'neighbour', 'neighbor', 'old', 'elderly',
  'blind', 'landlady', 'landlord', 'grandparent',
];
/** Words from the help verb to the account verb, at most: "take my grandmother to the MTN
 *  office to register". */
const HELP_WORDS_MAX = 8;
/** A third person's possessive at most this many words before the noun ("her new SIM", "his
 *  savings bank account"), none of them a count. */
const OWNER_WORDS_MAX = 3;
const OWNERS = ['her', 'his'];
const COUNTS = /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|some|al)$/;

/**
 * Whether the pair is a relative or another person helped in person with her own line or
 * account: a help verb and a person right after it, at most HELP_WORDS_MAX words before the
 * account verb in its sentence, and "her" or "his" before the noun with no count between.
 * "Help me register her SIM" names no person helped; "help her register 5 SIMs" counts. The
 * caller keeps a hand-over ("… and send me the SIM") a pair.
 */
export function helpedHolder(doc: Doc, action: Tag, object: Tag): boolean {
  if (object.cs < action.cs || object.sent0 !== action.sent1) return false;
  if (!ownedByThirdPerson(doc, object)) return false;
  for (let w = action.w0 - 1; w >= 0 && action.w0 - w <= HELP_WORDS_MAX; w -= 1) {
    if (doc.sentenceOf[w] !== action.sent0) return false;
    if (!wordIs(doc, w, HELP)) continue;
    if (wordIs(doc, w + 1, PERSON_ALONE)) return true;
    return wordIs(doc, w + 1, PERSON_LEADS) && wordIs(doc, w + 2, RELATIONS);
  }
  return false;
}

function ownedByThirdPerson(doc: Doc, object: Tag): boolean {
  // The noun's tag may hold its count ("5 sims").
  for (let w = object.w0; w <= object.w1; w += 1) if (isCount(doc, w)) return false;
  for (let w = object.w0 - 1; w >= 0 && object.w0 - w <= OWNER_WORDS_MAX; w -= 1) {
    if (wordIs(doc, w, OWNERS)) return true;
    if (isCount(doc, w)) return false;
  }
  return false;
}

function isCount(doc: Doc, w: number): boolean {
  const start = doc.wordStarts[w]!;
  const end = doc.text.indexOf(' ', start);
  return COUNTS.test(doc.text.slice(start, end < 0 ? undefined : end));
}
