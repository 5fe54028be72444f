// The credential rules' eighteenth-round readings (docs/safety.md, "Eighteenth round, the
// credential classes"): a message's words are no sign's ("the SMS says 'Your OTP is 4821'. Send it
// to me" relays a code), a sign's name that names a website is no label ("every captcha the
// advert site shows"), a hand-over of a record is not of the account asked about ("… what she
// needs to open an account, and send me a photo of the list"), a relative's own new line in her
// own name, and lines counted in words. Pure; read by safety-filter.ts. The words are in
// safety-lexicon-eighteenth-credential.ts.
import type { Doc } from './safety-normalise.ts';
import type { Tag, Tagger } from './safety-tags.ts';

/** A message noun right before "says", "reads" (folded: doubled letters one). */
const MESSAGE_NOUNS = [
  'sms',
  'texts?',
  'mesages?',
  'alerts?',
  'notifications?',
  'emails?',
  'whatsap',
  'dm',
].join('|');
const MESSAGE_BEFORE_RE = new RegExp(
  `(?:^| )(?:${MESSAGE_NOUNS})(?: mesage)?(?: on (?:her|his|my|your|their|the) phone)? $`,
);

/** A website named by its sign word: "the advert site", Yoruba "ojúlé ìpolówó" (advert site). */
const SITE_AFTER_RE =
  /^ (?:site|sites|website|websites|page|pages|portal|portals|platform|app)(?: |$)/;
const SITE_BEFORE_RE = /(?:^| )(?:ojule|oju opo|saiti|website|site) $/;

/**
 * The tags the credential rules read, without a message's "says" (an SMS's words quote a code
 * received, not a sign) or a sign word that names a website ("the advert site", "ojúlé
 * ìpolówó"). The document's own tags, which the policy rules read, are left as they are.
 */
export function credentialTags(doc: Doc, tags: Tagger): Tagger {
  const text = doc.text;
  const quotes = (t: Tag): boolean =>
    MESSAGE_BEFORE_RE.test(text.slice(Math.max(0, t.s - 40), t.s));
  const site = (t: Tag): boolean =>
    SITE_AFTER_RE.test(text.slice(t.e, t.e + 11)) ||
    SITE_BEFORE_RE.test(text.slice(Math.max(0, t.s - 12), t.s));
  // Most briefs hold neither: the tags are then read as they are, nothing copied.
  const says = tags('signageBefore');
  const signs = tags('signageAfter');
  const quoted = says.some(quotes);
  const sites = signs.some(site);
  if (!quoted && !sites) return tags;
  const before = quoted ? says.filter((t) => !quotes(t)) : says;
  const after = sites ? signs.filter((t) => !site(t)) : signs;
  return (kind) =>
    kind === 'signageBefore' ? before : kind === 'signageAfter' ? after : tags(kind);
}

/** A record right after a hand-over, a determiner between or not ("send me a photo of it",
 *  Igbo "zitere m foto ya", Hausa "turo min hoton"). */
const RECORDS = [
  'photos?',
  'pictures?',
  'pics?',
  'snapshots?',
  'foto',
  'hoto',
  'hoton',
  'lists?',
  'answers?',
  'replies',
  'notes?',
  'report',
  'receipts?',
  'ndeputa',
].join('|');
const RECORD_AFTER_RE = new RegExp(`^ (?:(?:the|a|an|your|their|d) )?(?:${RECORDS})(?: |$)`);

/**
 * For the account rule: a hand-over that names a record it hands over ("write it down and send
 * me a photo of the list") hands over the record, not the account asked about; such hand-overs
 * are left out. Codes and CAPTCHAs keep them: "send me a photo of it" may show the code.
 */
export function recordHandoversOff(doc: Doc, tags: Tagger): Tagger {
  const record = (h: Tag): boolean => RECORD_AFTER_RE.test(doc.text.slice(h.e, h.e + 16));
  const all = tags('handover');
  if (!all.some(record)) return tags;
  const kept = all.filter((h) => !record(h));
  return (kind) => (kind === 'handover' ? kept : tags(kind));
}

/** A third person's possessive and "new" right before the noun: "her new SIM" ("new" may be
 *  read into the noun's tag: "his new line"). */
const OWN_NEW_BEFORE_RE = /(?:^| )(?:her|his|their) new $/;
const OWN_BEFORE_RE = /(?:^| )(?:her|his|their) $/;
/** Her own name right after it: "in her own name". */
const OWN_NAME_AFTER_RE = /^ (?:in|under|with) (?:her|his|their) own names?(?: |$)/;

/**
 * "Help her fill the form to register her new SIM in her own name": one new line, the holder's
 * ("her new"), in her own name. A count ("3 new SIMs in her own name") or a hand-over stays a
 * pair.
 */
export function ownNewLine(doc: Doc, object: Tag): boolean {
  const text = doc.text;
  return (
    (OWN_NEW_BEFORE_RE.test(text.slice(Math.max(0, object.s - 10), object.s)) ||
      (text.startsWith('new ', object.s) &&
        OWN_BEFORE_RE.test(text.slice(Math.max(0, object.s - 6), object.s)))) &&
    OWN_NAME_AFTER_RE.test(text.slice(object.e, object.e + 24))
  );
}

/** Counts in words right before the noun, a platform's name between or not ("five Palmpay
 *  wallets"). Ten and up are count markers already. */
const COUNT_BEFORE_RE =
  /(?:^| )(?:two|three|four|five|six|seven|eight|nine|2|3|4|5|6|7|8|9)(?: [a-z]+)? $/;
/** Counts after the noun, as Yoruba, Hausa and Igbo count (new markers of the twelfth round). */
// biome-ignore format: packed word list
const COUNT_AFTER = new Set([
  'meji', 'meta', 'merin', 'marun', 'mewa', 'biyu', 'uku', 'hudu', 'biyar', 'goma', 'abuo', 'ato',
  'ano', 'iri',
]);

/** Lines or accounts counted in words ("five Palmpay wallets", Hausa "layuka biyu"). */
export function countedInWords(doc: Doc, tags: Tagger): (noun: Tag) => boolean {
  const news = tags('newMarker');
  return (o) =>
    COUNT_BEFORE_RE.test(doc.text.slice(Math.max(0, o.s - 20), o.s)) ||
    news.some(
      (n) =>
        n.w0 > o.w1 &&
        n.w0 - o.w1 <= 2 &&
        n.sent0 === o.sent1 &&
        COUNT_AFTER.has(doc.text.slice(n.s, n.e).split(' ')[0]!),
    );
}
