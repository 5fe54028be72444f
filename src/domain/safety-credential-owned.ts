// A PIN or password whose owner is named after it, not before: "the PIN on their card", "the
// password of their bank app", "the password to her account" (docs/safety.md, "Twentieth round,
// owned after"). The owner before it ("their card PIN") was the only reading the credential rules
// had, so the same ask with the owner after it passed.
import type { Doc } from './safety-normalise.ts';
import type { Tag } from './safety-tags.ts';

/** The words that join a secret to what holds it, as the document spells them. */
const JOINS = [' on ', ' of ', ' for ', ' to ', ' in '];
/** Things a credential belongs to, as the document spells them (safety-lexicon-otp.ts's
 *  secretQualifier owners less the people: a person alone is no thing with a PIN). */
const HOLDERS = ['bank', 'atm', 'card', 'acount', 'email', 'e mail'];
/** Words that may stand before a person's word: "of each customer's email". */
const DETERMINERS = ['the ', 'each ', 'every ', 'all '];
/** Letters from the join's end to the holder's start: "their", "the customer s". */
const HOLDER_LETTERS_MAX = 16;

/**
 * Whether `noun` is joined to a person right after it (a pronoun or a person's word, after one
 * determiner at most) and a holder follows within a few letters: "the PIN on their card",
 * "the password to each customer's email". "The password of their wifi" names no holder and
 * stays a network's password; "the PIN for the card machine" names no person.
 */
export function ownedAfter(doc: Doc, noun: Tag, owners: readonly Tag[]): boolean {
  const text = doc.text;
  const holder = (q: Tag) => HOLDERS.some((h) => text.startsWith(h, q.s) && q.e - q.s === h.length);
  const person = (at: number) => owners.some((q) => q.s === at && !holder(q));
  for (const join of JOINS) {
    if (!text.startsWith(join, noun.e)) continue;
    const after = noun.e + join.length;
    const determiner = DETERMINERS.find((d) => text.startsWith(d, after));
    if (!person(after) && !(determiner && person(after + determiner.length))) return false;
    for (const q of owners) {
      if (q.s < after || q.s - after > HOLDER_LETTERS_MAX || q.sent0 !== noun.sent1) continue;
      if (holder(q)) return true;
    }
    return false;
  }
  return false;
}
