// The credential rules' eighteenth-round readings (docs/safety.md, "Eighteenth round, the
// credential classes"): a message's words are no sign's ("the SMS says 'Your OTP is 4821'. Send it
// to me" relays a code), a sign's name that names a website is no label ("every captcha the
// advert site shows"), a hand-over of a record is not of the account asked about ("… what she
// needs to open an account, and send me a photo of the list"), a relative's own new line in her
// own name, and lines counted in words. Pure; read by safety-filter.ts. The words are in
// safety-lexicon-eighteenth-credential.ts.
import type { Doc } from './safety-normalise.ts';
import type { Tag, Tagger } from './safety-tags.ts';

/** Whether word `w` of the document is one of `words`, compared in place (no copy: these run on
 *  every brief's sign words and hand-overs). */
export function wordIs(doc: Doc, w: number, words: readonly string[]): boolean {
  const s = doc.wordStarts[w];
  if (w < 0 || s === undefined) return false;
  const end = doc.text.indexOf(' ', s);
  const length = (end < 0 ? doc.text.length : end) - s;
  for (const x of words) if (x.length === length && doc.text.startsWith(x, s)) return true;
  return false;
}

/** Message nouns, folded (doubled letters one). */
// biome-ignore format: packed word list
const MESSAGES = [
  'sms', 'text', 'texts', 'mesage', 'mesages', 'alert', 'alerts', 'notification', 'notifications',
  'email', 'emails', 'whatsap', 'dm',
];
const OWNERS = ['her', 'his', 'my', 'your', 'their', 'the'];

/** A message noun right before "says", "reads": "the SMS says", "the text message reads", "the
 *  alert on her phone says". */
function messageSays(doc: Doc, t: Tag): boolean {
  const w = t.w0 - 1;
  return (
    wordIs(doc, w, MESSAGES) ||
    (wordIs(doc, w, ['mesage']) && wordIs(doc, w - 1, MESSAGES)) ||
    (wordIs(doc, w, ['phone']) &&
      wordIs(doc, w - 1, OWNERS) &&
      wordIs(doc, w - 2, ['on']) &&
      wordIs(doc, w - 3, MESSAGES))
  );
}

// biome-ignore format: packed word list
const SITES = [
  'site', 'sites', 'website', 'websites', 'page', 'pages', 'portal', 'portals', 'platform', 'app',
];

/** A website named by its sign word: "the advert site", Yoruba "ojúlé ìpolówó" (advert site). */
const siteSign = (doc: Doc, t: Tag): boolean =>
  wordIs(doc, t.w1 + 1, SITES) ||
  wordIs(doc, t.w0 - 1, ['ojule', 'saiti', 'website', 'site']) ||
  (wordIs(doc, t.w0 - 1, ['opo']) && wordIs(doc, t.w0 - 2, ['oju']));

/**
 * The tags the credential rules read, without a message's "says" (an SMS's words quote a code
 * received, not a sign) or a sign word that names a website ("the advert site", "ojúlé
 * ìpolówó"). The document's own tags, which the policy rules read, are left as they are.
 */
export function credentialTags(doc: Doc, tags: Tagger): Tagger {
  // Most briefs hold neither: the tags are then read as they are, nothing copied.
  const says = tags('signageBefore');
  const signs = tags('signageAfter');
  let quoted = false;
  for (const t of says) if (messageSays(doc, t)) quoted = true;
  let sites = false;
  for (const t of signs) if (siteSign(doc, t)) sites = true;
  if (!quoted && !sites) return tags;
  const before = quoted ? says.filter((t) => !messageSays(doc, t)) : says;
  const after = sites ? signs.filter((t) => !siteSign(doc, t)) : signs;
  return (kind) =>
    kind === 'signageBefore' ? before : kind === 'signageAfter' ? after : tags(kind);
}

/** Records a hand-over may name ("send me a photo of it", Igbo "zitere m foto ya", Hausa "turo
 *  min hoton"), and the determiners that may stand before them. */
// biome-ignore format: packed word list
const RECORDS = [
  'photo', 'photos', 'picture', 'pictures', 'pic', 'pics', 'snapshot', 'snapshots', 'foto', 'hoto',
  'hoton', 'list', 'lists', 'answer', 'answers', 'replies', 'note', 'notes', 'report', 'receipt',
  'receipts', 'ndeputa',
];
const DETERMINERS = ['the', 'a', 'an', 'your', 'their', 'd'];

/** A record right after a hand-over, a determiner between or not. */
const namesRecord = (doc: Doc, h: Tag): boolean =>
  wordIs(doc, h.w1 + 1, RECORDS) ||
  (wordIs(doc, h.w1 + 1, DETERMINERS) && wordIs(doc, h.w1 + 2, RECORDS));

/**
 * For the account rule: a hand-over that names a record it hands over ("write it down and send
 * me a photo of the list") hands over the record, not the account asked about; such hand-overs
 * are left out. Codes and CAPTCHAs keep them: "send me a photo of it" may show the code.
 */
export function recordHandoversOff(doc: Doc, tags: Tagger): Tagger {
  const all = tags('handover');
  let named = false;
  for (const h of all) if (namesRecord(doc, h)) named = true;
  if (!named) return tags;
  const kept = all.filter((h) => !namesRecord(doc, h));
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
// biome-ignore format: packed word list
const COUNTS = [
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', '2', '3', '4', '5', '6', '7',
  '8', '9',
];
/** Counts after the noun, as Yoruba, Hausa and Igbo count (new markers of the twelfth round). */
// biome-ignore format: packed word list
const COUNTS_AFTER = [
  'meji', 'meta', 'merin', 'marun', 'mewa', 'biyu', 'uku', 'hudu', 'biyar', 'goma', 'abuo', 'ato',
  'ano', 'iri',
];

/** Lines or accounts counted in words ("five Palmpay wallets", Hausa "layuka biyu"). */
export function countedInWords(doc: Doc, tags: Tagger): (noun: Tag) => boolean {
  const news = tags('newMarker');
  return (o) =>
    wordIs(doc, o.w0 - 1, COUNTS) ||
    wordIs(doc, o.w0 - 2, COUNTS) ||
    news.some(
      (n) =>
        n.w0 > o.w1 && n.w0 - o.w1 <= 2 && n.sent0 === o.sent1 && wordIs(doc, n.w0, COUNTS_AFTER),
    );
}
