// The credential rules' seventeenth-round frames and one rule (docs/safety.md, "Seventeenth round,
// the credential classes"): who acts (the writer himself, "while I set up my page"; the holder a
// site asks, "when it asks her to tick the robot check"), what a sign or an advert quotes (Pidgin
// "banner … say 'Open your account today'", "a flyer offering 'captcha typing jobs'"), what a
// pronoun points to (the poster, not the code it quotes; "the answers", not the OTPs asked about),
// which hand-over a pair's sentence holds (one after "then" is another instruction's), and lines
// registered on the Operator's own face or NIN for others. Pure; read by safety-filter.ts. The
// words are in safety-lexicon-seventeenth-credential.ts.
import type { Doc } from './safety-normalise.ts';
import { pivotBetween } from './safety-framing.ts';
import { gap, sameSentence, within, type Tag, type Tagger } from './safety-tags.ts';

/** The first word of its sentence (or of the document). */
const opensSentence = (doc: Doc, w: number): boolean =>
  w === 0 || doc.sentenceOf[w - 1] !== doc.sentenceOf[w];

/** The folded word at index `w`. */
export function wordAt(doc: Doc, w: number): string {
  const s = doc.wordStarts[w];
  if (s === undefined) return '';
  const end = doc.text.indexOf(' ', s);
  return doc.text.slice(s, end < 0 ? doc.text.length : end);
}

/** An English act a writer may do himself (not Igbo "ị", you, before an Igbo verb). */
const WRITER_ACT_RE = /^(?:set ?up|setup|creat|open|regist|sign ?up|make|verif|type|enter|solv|do)/;
/** Auxiliaries between "I" and the act, folded ("wil": doubled letters are one). */
const AUXILIARIES = new Set(['wil', 'shal', 'can', 'am', 'going', 'to', 'dey', 'go', 'just']);
/** Words that open a clause before "I" ("while I set up"), and relative ones ("the SIM that I
 *  registered yesterday", Pidgin "wey I register": twentieth round). */
// biome-ignore format: packed word list
const JOINERS = new Set([
  'while', 'when', 'as', 'once', 'before', 'after', 'until', 'then', 'and', 'so', 'because',
  'that', 'which', 'wey',
]);

/**
 * "Sit with me while I set up my new Instagram page": the writer does the act, the Operator sits
 * by. "I" opens the act's clause (a sentence's first word or after "while", "when", "as" …), up to
 * three auxiliaries between. "I need you to set up", "help me set up" are the Operator's acts.
 */
export function writerActs(doc: Doc, action: Tag): boolean {
  if (!WRITER_ACT_RE.test(doc.text.slice(action.s, action.e))) return false;
  let w = action.w0 - 1;
  for (let k = 0; k < 3 && w > 0 && AUXILIARIES.has(wordAt(doc, w)); k += 1) w -= 1;
  if (w < 0 || wordAt(doc, w) !== 'i' || doc.sentenceOf[w] !== action.sent0) return false;
  return opensSentence(doc, w) || JOINERS.has(wordAt(doc, w - 1));
}

/** A site, app or form that asks its user ("when it asks her to tick the robot check"). */
const HOLDER_ASKED = `(?:^| )(?:it|the (?:site|website|app|page|portal|form|box|screen|system)) ${[
  '(?:asks|prompts|requires|wants|tels)',
  '(?:her|him|them|the customer|the user|each customer) to ',
].join(' ')}`;
const HOLDER_ASKED_BEFORE_RE = new RegExp(`${HOLDER_ASKED}$`);
const HOLDER_ASKED_RE = new RegExp(HOLDER_ASKED);

/** "Show our receptionist … what to do when it asks her to tick the robot check": the site asks
 *  its user, the holder, to do the act (or the object's own act, between the pair's words); "when
 *  it asks you to tick it" is the Operator's. */
export function holderAsked(doc: Doc, action: Tag, object: Tag): boolean {
  if (HOLDER_ASKED_BEFORE_RE.test(doc.text.slice(Math.max(0, action.s - 48), action.s)))
    return true;
  return object.s > action.e && HOLDER_ASKED_RE.test(doc.text.slice(action.e, object.s));
}

/** Words a Pidgin sign's name may stand before its "say" ("banner for Mushin market say"). */
const SIGN_SAY_WORDS_MAX = 5;

/**
 * "Moniepoint don put big banner for Mushin market say 'Open your POS account today'": Pidgin
 * quotes a sign's words after "say", the sign's name a few words before it. "Oga say open account
 * for am" has no sign; "the banner say make you open five" is an instruction after the quote's
 * "say".
 */
export function signSays(doc: Doc, first: Tag, tags: Tagger): boolean {
  if (first.w0 < 1 || wordAt(doc, first.w0 - 1) !== 'say') return false;
  const say = first.w0 - 1;
  if (doc.sentenceOf[say] !== first.sent0) return false;
  return tags('signageAfter').some(
    (t) =>
      t.w1 < say &&
      say - t.w1 <= SIGN_SAY_WORDS_MAX &&
      sameSentence(t, first) &&
      !pivotBetween(t.ce, first.cs, tags),
  );
}

/** Letters an advert's offer word may stand after the sign's name. */
const OFFER_SIGN_LETTERS_MAX = 80;
/** An offer word, then at most two words, right before the pair (folded: doubled letters one). */
const OFFER_BEFORE_RE = new RegExp(
  `(?:^| )(?:${[
    'ofering',
    'ofers',
    'promising',
    'promises',
    'wey dey ofer',
    'wey ofer',
    'inviting people to',
    'caling for',
  ].join('|')})(?: [a-z_]+){0,2} $`,
);
/** A sign made, not seen: the writer prints, pastes or shares it. */
const SIGN_MADE_RE =
  /(?:^| )(?:print|design|make|paste|stick|distribut|share|post|hand out|put up|produc|create)/;

/**
 * "There's a flyer on the notice board … offering 'captcha typing jobs, earn 50k weekly'.
 * Photograph it": the pair is an advert's offer, the sign named before it and photographed.
 * "Print flyers offering captcha typing jobs" makes the advert: not framed. Read on the pair's
 * text, not tagged: "offers" is too common a word to tag in every brief.
 */
export function advertOffered(doc: Doc, first: Tag, tags: Tagger): boolean {
  if (tags('observeVerb').length === 0) return false;
  const m = OFFER_BEFORE_RE.exec(doc.text.slice(Math.max(0, first.s - 32), first.s));
  if (!m) return false;
  const offerAt = first.s - (Math.min(32, first.s) - m.index);
  return tags('signageAfter').some(
    (t) =>
      t.e <= offerAt &&
      offerAt - t.e <= OFFER_SIGN_LETTERS_MAX &&
      sameSentence(t, first) &&
      !pivotBetween(t.ce, first.cs, tags) &&
      !SIGN_MADE_RE.test(doc.text.slice(Math.max(0, t.s - 40), t.s)),
  );
}

/** Letters a sign's quote may run before the credential it quotes. */
const QUOTE_LETTERS_MAX = 40;

/**
 * The credential stands in a sign's quoted words ("the poster wey talk say 'Never share your OTP
 * or PIN'"): the sign's own quote word ("poster wey talk"), or "says", "reads" right after a
 * sign's name. A pronoun of a later sentence ("Paste am for the wall") points to the sign.
 */
function signQuoted(object: Tag, tags: Tagger): boolean {
  const before = (b: Tag): boolean =>
    b.ce <= object.cs && sameSentence(b, object) && within(gap(b, object), QUOTE_LETTERS_MAX);
  if (tags('signQuoteBefore').some(before)) return true;
  const signs = tags('signageAfter');
  return tags('signageBefore').some(
    (b) => before(b) && signs.some((s) => s.w1 < b.w0 && b.w0 - s.w1 <= 2 && sameSentence(s, b)),
  );
}

/**
 * An act after its object that points back by pronoun reads something else: the sign that quotes
 * the credential, from a later sentence ("… 'Never share your OTP'. Paste am for the wall"), or a
 * record named between ("… ask customers for OTPs. Note the answers and send them to me").
 */
export function pointsElsewhere(action: Tag, object: Tag, tags: Tagger, text: string): boolean {
  if (object.ce > action.cs) return false;
  if (action.sent0 > object.sent1 && signQuoted(object, tags)) return true;
  return RECORD_RE.test(text.slice(object.e, action.s));
}

/** A record named between a credential and a back-pointing act, in the folded text. */
const RECORD_RE = new RegExp(
  `(?:^| )(?:the|their|your|d) (?:${[
    'answers?',
    'replies',
    'responses',
    'results',
    'findings',
    'lists?',
    'sheets?',
    'notes',
    'figures',
    'taly',
    'counts',
    'photos',
    'pictures',
    'receipts?',
    'report',
  ].join('|')})(?: |$)`,
);

/**
 * A hand-over in the pair's sentence, not cut off from it by "then" or "after that": "she will
 * type it herself; then send me the receipt" hands over the receipt (another instruction).
 */
export function handsOver(action: Tag, object: Tag, tags: Tagger): boolean {
  const first = action.cs <= object.cs ? action : object;
  const last = first === action ? object : action;
  const pivots = tags('pivot');
  const cut = (from: number, to: number): boolean => pivots.some((p) => p.cs >= from && p.ce <= to);
  return tags('handover').some((h) => {
    if (!sameSentence(h, action) && !sameSentence(h, object)) return false;
    if (h.cs >= last.ce) return !cut(last.ce, h.cs);
    if (h.ce <= first.cs) return !cut(h.ce, first.cs);
    return true;
  });
}

const YOU = new Set(['you', 'u', 'yu', 'una']);

/** "Did café owners get requests to type captchas?": a sentence that opens on "did" or "does"
 *  asks, whatever pair it holds (no "then" between); an instruction never opens on a past tense
 *  or a third person. */
export function openingAuxiliary(doc: Doc, first: Tag, tags: Tagger): boolean {
  let w = first.w0;
  while (w > 0 && doc.sentenceOf[w - 1] === first.sent0) w -= 1;
  const opener = wordAt(doc, w);
  // "Did you type the captchas for our bot?" asks the Operator what he has done for them.
  if ((opener !== 'did' && opener !== 'does') || YOU.has(wordAt(doc, w + 1))) return false;
  const from = (doc.wordStarts[w] ?? 0) - w + opener.length;
  return !tags('pivot').some((p) => p.cs >= from && p.ce <= first.cs);
}

/**
 * Yoruba "kí o ṣí account POS … fún mi" (that you open a POS account for me): "ṣí" folds to "si",
 * as "sí" (to) does, so it opens only an account noun right after it, said to "o"/"ẹ" (you) or
 * opening its sentence; "fi owó sí account mi" (put money into my account) is "sí".
 */
export function yorubaOpen(doc: Doc, action: Tag, object: Tag): boolean {
  if (doc.text.slice(action.s, action.e) !== 'si' || object.w0 !== action.w1 + 1) return false;
  if (opensSentence(doc, action.w0)) return true;
  const previous = wordAt(doc, action.w0 - 1);
  return previous === 'o' || previous === 'e';
}

/** How far from the lines their count may stand ("8 MTN lines", Hausa "layuka 3"). */
const COUNT_LETTERS_MAX = 8;
/** How far the Operator's identity may stand from the lines it is put on, in characters. */
const IDENTITY_CHARS_MAX = 80;

/** The Operator's face, fingers, name or NIN, folded: English and Pidgin, Yoruba ("ojú rẹ",
 *  "orúkọ rẹ", "NIN tìrẹ"), Hausa ("da sunanka", "zanen yatsanka"), Igbo ("aha gị", "NIN gị"). */
const IDENTITY_RE = new RegExp(
  `(?:^| )(?:${[
    'your (?:face|fingers?|fingerprints?|thumbprints?|thumb|biometrics?|nin|own nin|own name)',
    'your id card',
    '(?:for|in|under|with) your (?:name|nin|bvn)',
    '(?:oju|ika|oruko|nin) re',
    'nin tire',
    'da sunan ?ka',
    'zanen yatsan ?ka',
    'nin dinka',
    '(?:aha|nin) gi',
    'mkpisi aka gi',
  ].join('|')})(?: |$)`,
);
/** A negation right before the identity: "not with your NIN". */
const NOT_BEFORE_RE = /(?:^| )(?:not|no|never|without)(?: [a-z_]+)? $/;

/**
 * "Buy 8 MTN lines …, let them capture your face and fingers for all eight", Pidgin "3 fresh line
 * wey dem go capture for your name": lines or accounts counted, and the Operator's face, fingers,
 * name or NIN in their sentence, not negated ("not with your NIN"), unless a question frames the
 * lines (`asked`). Read on the text of a counted account noun's sentence, not tagged ("your" is
 * in every brief). Answers the lines' tag. `inWords`: counted in words ("five", Hausa "biyu";
 * eighteenth round).
 */
export function identityLines(
  doc: Doc,
  nouns: readonly Tag[],
  tags: Tagger,
  asked: (object: Tag) => boolean,
  inWords: (object: Tag) => boolean = () => false,
): Tag | undefined {
  const counts = tags('countMarker');
  for (const o of nouns) {
    const counted = (n: Tag): boolean =>
      sameSentence(n, o) &&
      (within(gap(n, o), COUNT_LETTERS_MAX) ||
        within(gap(o, n), COUNT_LETTERS_MAX) ||
        (n.cs >= o.cs && n.ce <= o.ce));
    if (!counts.some(counted) && !inWords(o)) continue;
    const [from, to] = sentenceSpan(doc, o);
    const start = Math.max(from, o.s - IDENTITY_CHARS_MAX);
    const window = doc.text.slice(start, Math.min(to, o.e + IDENTITY_CHARS_MAX));
    const m = IDENTITY_RE.exec(window);
    if (!m) continue;
    const at = start + m.index;
    if (NOT_BEFORE_RE.test(doc.text.slice(Math.max(from, at - 16), at + 1))) continue;
    if (asked(o)) continue;
    return o;
  }
  return undefined;
}

/** The characters of a tag's sentence in the folded text. */
function sentenceSpan(doc: Doc, t: Tag): [number, number] {
  let w0 = t.w0;
  while (w0 > 0 && doc.sentenceOf[w0 - 1] === t.sent0) w0 -= 1;
  let w1 = t.w1;
  while (w1 + 1 < doc.wordStarts.length && doc.sentenceOf[w1 + 1] === t.sent1) w1 += 1;
  const next = doc.wordStarts[w1 + 1];
  return [doc.wordStarts[w0] ?? 0, next === undefined ? doc.text.length : next - 1];
}
