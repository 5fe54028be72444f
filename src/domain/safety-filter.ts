// The safety filter (interface rule 7; the policy is docs/safety.md): refuses or holds work that
// is illegal or puts people at risk before any Operator sees the task. This file holds the
// credential rules (account creation, CAPTCHA solving, OTP handling, below) and screenTask, which
// also runs the policy rules of safety-policy.ts and picks the verdict. Pure and deterministic:
// no I/O, no clock, no state between calls. A refuse carries a category, never the text; a hold's
// reasons (staff only) may quote the matched words.
//
// How it decides. The text is folded (safety-normalise.ts) so that disguises collapse onto plain
// spelling, then tagged with the word lists of safety-lexicon.ts. Work is blocked when an ACTION
// and a CREDENTIAL OBJECT of the same category stand close together (solve + captcha, forward +
// code-with-a-verification-qualifier, open + account), unless the pair is framed:
//   - Research framing: a question cue ("ask … whether", "survey … about", "what they think",
//     "do you", "interview … on") precedes the action with no pivot back to an instruction
//     ("then", "please", "and solve") in between, or a question/topic cue stands between the
//     action and the object ("do a survey about CAPTCHAs"). The object is then what respondents
//     are asked about, not something the Operator is told to do.
//   - Signage framing: the pair is quoted text being observed ("the sign says Open Account
//     Today", "the 'Open Account Today' banner").
//   - Negation: "never share your OTP".
// A hand-over ("for me", "send me", "on my behalf", "fún mi", "maka m") anywhere in the
// sentence cancels all three: the result is meant to reach the requester.
//
// Distances are counted in letters, not words, so spaces inserted inside words ("c a p t c h a")
// do not stretch a pair apart.
//
// Around it: safety-document.ts makes the one document of a task's fields, safety-normalise.ts
// folds it and cuts it into words and sentences, safety-respell.ts reads near spellings as
// lexicon words, safety-tags.ts finds the lexicon's terms, and this one holds the credential
// rules (objects, action–object pairs, framing) and screenTask.
//
// Cost. Each field is cut to SCREEN_FIELD_CHARS_MAX before any work. The lexicon is compiled
// once, at load, into a trie of flat typed arrays; there are no regexes over the text apart from
// linear character-class replaces. Every loop and branch of the trie walk is bounded, so a call
// is linear in the bounded input: about 0.15-0.3 ms for a 2 KB brief and 1-2 ms for 10 KB
// (shared 2-core VM), with no input that does worse.
// Over 400 lines: the credential rules (pairs, distances, framings) and the screen over them read
// one folded document; split, each half would need the other's helpers.
import type { LexiconKind } from './safety-lexicon.ts';
import { AFTER_FRAME_KIND, ASK_KIND, WHETHER_KIND } from './safety-lexicon-policy.ts';
import { documentOf, SCREEN_FIELD_CHARS_MAX, type TaskText } from './safety-document.ts';
import { parseDoc, type Doc } from './safety-normalise.ts';
import { readings, respell } from './safety-respell.ts';
import {
  gap,
  overlaps,
  sameSentence,
  releaseTags,
  kindsIn,
  tagDocument,
  within,
  type Tag,
  type Tagger,
} from './safety-tags.ts';

import {
  type CredentialCategory,
  escorted,
  shownCaptchaNouns,
  twelfthFramed,
} from './safety-credential-frames.ts';
import {
  advertOffered,
  handsOver,
  holderAsked,
  identityLines,
  openingAuxiliary,
  pointsElsewhere,
  signSays,
  writerActs,
  yorubaOpen,
} from './safety-credential-seventeenth.ts';
import {
  countedInWords,
  credentialTags,
  ownNewLine,
  recordHandoversOff,
} from './safety-credential-eighteenth.ts';
import { ownedAfter } from './safety-credential-owned.ts';
import { helpedHolder } from './safety-credential-twentieth.ts';
import { holderReceives } from './safety-credential-twentyfirst.ts';
import { askedWhether, negatedAct, releaseCues } from './safety-framing.ts';
import { keptOff, policyFindings, type PolicyFinding } from './safety-policy.ts';
import { readerHoldDoc } from './safety-reader.ts';
import { SAFETY_CATEGORIES, type SafetyCategory, type SafetyVerdict } from './safety-verdict.ts';
export type { SafetyCategory, SafetyVerdict } from './safety-verdict.ts';
export {
  documentOf,
  SCREEN_EXTRA_TEXTS_MAX,
  SCREEN_FIELD_CHARS_MAX,
  type TaskText,
} from './safety-document.ts';
export const PASS: SafetyVerdict = Object.freeze({ blocked: false });

// ── Objects ─────────────────────────────────────────────────────────────────────────────────

/**
 * A credential object. `marked`: a new/bulk marker or a count is next to it ("new Gmail",
 * "50 accounts"); `named`: a platform said as an account ("WhatsApp line", "Gmail for me").
 */
type CredentialObject = {
  tag: Tag;
  platform: boolean;
  marked: boolean;
  named: boolean;
  /** The noun phrase the object ends (a platform and its qualifier), if longer than the tag. */
  phrase?: Tag;
};
const plainObject = (tag: Tag): CredentialObject => ({
  tag,
  platform: false,
  marked: true,
  named: true,
});

const touchesAny = (t: Tag, others: readonly Tag[]): boolean => others.some((o) => overlaps(t, o));
/** A credential negative that touches `t` and is not a piece of it: "kò sí" (there is no) read
 *  inside "foru kosi le", Yoruba register split by spaces, is the verb's middle, not a negation
 *  (docs/safety.md, "Twenty-fourth round, split words"). */
const negatedBy = (t: Tag, negatives: readonly Tag[]): boolean =>
  negatives.some((o) => overlaps(t, o) && !(o.w0 > t.w0 && o.w1 <= t.w1));

/** What makes a code a login's or a bank's, not a meter's ("the token the bank sends"). */
const ACCOUNT_WORD = /verif|otp|log ?in|sign ?in|auth|2fa|one.time|bank|account|security|reset/;
/** How far either side of "token" such a word is looked for, in the folded text. */
const ACCOUNT_WORD_LETTERS = 40;

/**
 * A brief that names a prepaid meter's token ("buy prepaid token for my meter") means that token
 * when it says "token" again ("text me the token"), unless a login's or bank's qualifier is near
 * (docs/safety.md, "Thirteenth round").
 */
function meterTokens(doc: Doc, negatives: readonly Tag[]): (noun: Tag) => boolean {
  const meter = negatives.some((t) => doc.text.slice(t.s, t.e).includes('token'));
  if (!meter) return () => false;
  return (noun) =>
    doc.text.slice(noun.s, noun.e).startsWith('token') &&
    !ACCOUNT_WORD.test(
      doc.text.slice(Math.max(0, noun.s - ACCOUNT_WORD_LETTERS), noun.e + ACCOUNT_WORD_LETTERS),
    );
}

/** "code"/"koodu" is an OTP only with a qualifier close by in its sentence; never "postal code". */
function otpObjects(doc: Doc, tags: Tagger): CredentialObject[] {
  const strong = tags('otpObject');
  const negatives = tags('codeNegative');
  const qualifiers = tags('codeQualifier').filter((q) => !negatedBy(q, negatives));
  const owners = tags('secretQualifier');
  const meterToken = meterTokens(doc, negatives);
  const codes = tags('codeNoun').filter(
    (noun) =>
      isFree(noun, strong, negatives) && near(noun, qualifiers, 24, 30) && !meterToken(noun),
  );
  const secrets = tags('secretNoun').filter(
    (noun) =>
      isFree(noun, strong, negatives) &&
      (near(noun, qualifiers, 24, 30) ||
        near(noun, owners, 20, 0) ||
        ownedAfter(doc, noun, owners)),
  );
  // "my own BVN" is the writer's own number, not a credential taken (docs/safety.md, sixth round).
  const free = strong.filter((s) => !negatedBy(s, negatives));
  return [...free, ...codes, ...secrets].map(plainObject);
}

const isFree = (noun: Tag, strong: readonly Tag[], negatives: readonly Tag[]): boolean =>
  !touchesAny(noun, strong) && !negatedBy(noun, negatives);

/**
 * A qualifier of `list` in the noun's sentence, at most `beforeMax` letters before it or `afterMax`
 * after.
 */
function near(noun: Tag, list: readonly Tag[], beforeMax: number, afterMax: number): boolean {
  return list.some(
    (q) =>
      !overlaps(q, noun) &&
      sameSentence(q, noun) &&
      (within(gap(q, noun), beforeMax) || within(gap(noun, q), afterMax)),
  );
}

/**
 * "account for every item" is a verb: "account for" not preceded by a determiner, an adjective,
 * a platform or an account verb ("an account for", "open account for me" stay nouns).
 */
function isVerbAccountFor(doc: Doc, noun: Tag, tags: Tagger): boolean {
  // Only "account" is a verb: "register two SIMs for us" is SIMs (seventeenth round).
  if (!doc.text.startsWith('acount', noun.s)) return false;
  if (!/^ for\b/.test(doc.text.slice(noun.e, noun.e + 5))) return false;
  const leads: readonly LexiconKind[] = [
    'nounLead',
    'platform',
    'newMarker',
    'countMarker',
    'accountActionStrong',
    'accountActionMedium',
    'accountActionWeak',
  ];
  return !leads.some((kind) => tags(kind).some((t) => t.w1 === noun.w0 - 1 && t.e === noun.s - 1));
}

/** A new/bulk marker in the object's sentence close by, or a count right before it. A marker
 *  after the noun may be read into its tag ("account tuntun", letters standing across a space):
 *  inside it, after its first letter, it still marks it (fifteenth round). */
function isMarked(o: Tag, news: readonly Tag[], counts: readonly Tag[]): boolean {
  const inside = (n: Tag): boolean => n.cs > o.cs && n.ce <= o.ce;
  return (
    news.some(
      (n) => sameSentence(n, o) && (within(gap(n, o), 14) || within(gap(o, n), 8) || inside(n)),
    ) || counts.some((n) => gap(n, o) === 0 && n.w1 === o.w0 - 1)
  );
}

/** "Instagram profiles", "WhatsApp lines": the noun phrase ends on its qualifier, so an act
 *  after it is paired from there ("30 Instagram profiles you create": fourteenth round). Only
 *  the pairing: what frames the object ("… profiles for our campaign") still reads its tag. */
function withQualifier(platform: Tag, qualifiers: readonly Tag[]): Tag | undefined {
  const q = qualifiers.find((t) => t.w0 === platform.w1 + 1 && t.sent0 === platform.sent1);
  return q ? { ...platform, e: q.e, ce: q.ce, w1: q.w1, sent1: q.sent1 } : undefined;
}

function accountObjects(doc: Doc, tags: Tagger): CredentialObject[] {
  const negatives = tags('accountNegative');
  const news = tags('newMarker');
  const counts = tags('countMarker');
  const nouns = tags('accountNoun')
    .filter((t) => !negatedBy(t, negatives) && !isVerbAccountFor(doc, t, tags))
    .map((tag) => ({ tag, platform: false, marked: isMarked(tag, news, counts), named: true }));
  const namers = [...tags('platformQualifier'), ...tags('handover')];
  const content = tags('platformNegative');
  const qualifiers = tags('platformQualifier');
  const platforms = tags('platform')
    .filter((p) => !content.some((c) => gap(p, c) === 0 && c.w0 === p.w1 + 1))
    .map((tag) => ({
      tag,
      phrase: withQualifier(tag, qualifiers),
      platform: true,
      marked: isMarked(tag, news, counts),
      named: namers.some((q) => sameSentence(q, tag) && within(gap(tag, q), 12)),
    }));
  return [...nouns, ...platforms];
}

// ── Pairs and framing ───────────────────────────────────────────────────────────────────────

const FORWARD_LETTERS_MAX = 40; // action … object: "open a new gmail account"
const BACKWARD_LETTERS_MAX = 8; // object action: "captcha solving", "accounts to be created"
const PRONOUN_LETTERS_MAX = 24; // object … action + pronoun: "the code they texted you, send it"
const ACROSS_SENTENCE_LETTERS_MAX = 12; // "Open. A. Gmail. Account." still pairs
const PRONOUN_BACKREF_LETTERS_MAX = 30; // "New WhatsApp line. Register am for me."

/**
 * Action before object within FORWARD_LETTERS_MAX. Object before action only as a nominal or
 * passive ("OTP handling") or when a pronoun after the action points back ("solve am"):
 * otherwise "OTP delays, then photograph the shop" would read as photographing an OTP.
 */
function isPair(action: Tag, object: Tag, tags: Tagger, text: string): boolean {
  if (overlaps(action, object)) return false;
  const forward = gap(action, object);
  if (forward >= 0)
    return (
      forward <= FORWARD_LETTERS_MAX &&
      (sameSentence(action, object) || forward <= ACROSS_SENTENCE_LETTERS_MAX)
    );
  const backward = gap(object, action);
  const pointsBack = tags('pronoun').some((p) => p.w0 === action.w1 + 1 && gap(action, p) === 0);
  // In its own sentence, a pronoun may end the act's term ("just pick them": sixteenth round);
  // across a sentence "fill it" is the form named before, not the CAPTCHA put on it.
  const endsOnPronoun = (): boolean =>
    tags('pronoun').some((p) => p.w0 > action.w0 && p.w1 === action.w1 && p.ce === action.ce);
  if (sameSentence(action, object))
    return (
      backward <= BACKWARD_LETTERS_MAX ||
      ((pointsBack || endsOnPronoun()) && backward <= PRONOUN_LETTERS_MAX) ||
      arrivedThenRelayed(action, object, backward, tags, text)
    );
  return pointsBack && backward <= PRONOUN_BACKREF_LETTERS_MAX;
}

/** How far a relaying act may stand after the code said to arrive. */
const ARRIVAL_LETTERS_MAX = 48;
/** The farthest an act may stand after its object and still pair (isPair's longest reach). */
const BACKWARD_REACH_LETTERS_MAX = Math.max(PRONOUN_BACKREF_LETTERS_MAX, ARRIVAL_LETTERS_MAX);

/**
 * "Idan sakon OTP ya shigo wayar direban, ka turo min": the code said to arrive, then an act that
 * hands it over with no pronoun (Hausa and Igbo leave the object unsaid, "ziga m", send me). The
 * hand-over must start on the act or the word after it: "… arrives, then send me the receipt"
 * hands over the receipt, which stands between (docs/safety.md, "Sixteenth round").
 */
function arrivedThenRelayed(
  action: Tag,
  object: Tag,
  backward: number,
  tags: Tagger,
  text: string,
): boolean {
  if (backward > ARRIVAL_LETTERS_MAX) return false;
  if (!ARRIVES_RE.test(text.slice(object.e, action.s))) return false;
  // "then send me the receipt": the hand-over names what it hands over (seventeenth round).
  return tags('handover').some(
    (h) =>
      h.cs >= action.cs &&
      h.w0 <= action.w1 + 1 &&
      h.cs < action.ce + 8 &&
      !NAMED_AFTER_RE.test(text.slice(h.e, h.e + 8)),
  );
}

/** A determiner right after a hand-over: it names its own object ("send me the receipt"). */
const NAMED_AFTER_RE = /^ (?:the|a|an|his|her|their|our|my|your|d) /;

/**
 * A code said to arrive, right after its name or one word on, in the folded text (doubled letters
 * one): English and Pidgin ("comes", "lands", "enter im phone"), Hausa ("ya shigo", "ya zo"), Igbo
 * ("batara", "bịara"), Yoruba ("bá wọlé", "bá dé"). Read on the text of a candidate pair only, not
 * tagged: "comes" is too common a word to tag in every brief.
 */
const ARRIVES_RE = new RegExp(
  `^ (?:[a-z_]+ )?(?:${[
    'comes?',
    'come in',
    'arives?',
    'enters?',
    'lands?',
    'land for',
    'drops?',
    'pops up',
    'enter (?:im|her|him|di|the) phone',
    '(?:ya|ta|suka) shigo',
    'ya (?:zo|iso|fado)',
    'batara',
    'biara',
    'abata',
    'ba wole',
    'ba de',
  ].join('|')})(?: |$)`,
);

/** How far into the instructions an act may point back to the title's object. */
const TITLE_BACKREF_LETTERS_MAX = 80;

/**
 * The object in the title, the act early in the instructions pointing back to it ("Those image
 * puzzles on the site" … "click through them"): the harm split between title and instructions
 * (docs/safety.md, "Thirteenth round").
 */
function titleBackref(action: Tag, object: Tag, titleLetters: number, tags: Tagger): boolean {
  if (object.ce > titleLetters || action.cs < titleLetters) return false;
  if (action.cs - titleLetters > TITLE_BACKREF_LETTERS_MAX) return false;
  // The title names a warning or a sign about it ("'No share your OTP' notice"): not the errand.
  const aboutIt = (kind: LexiconKind, before: boolean): boolean =>
    tags(kind).some((t) =>
      before ? t.ce <= object.cs && t.ce <= titleLetters : t.cs >= object.ce && t.cs < titleLetters,
    );
  if (aboutIt('negation', true) || aboutIt('signageAfter', false)) return false;
  // "OTP scam survey" over "Ask … if a buyer has ever asked them for an OTP": the title names a
  // survey's topic, not the errand's object (seventeenth round).
  const topic = tags(AFTER_FRAME_KIND).some(
    (t) => t.ce <= titleLetters && within(gap(object, t), AFTER_FRAME_LETTERS_MAX),
  );
  if (topic) return false;
  // "click through them": one particle may stand between the act and the pronoun.
  return tags('pronoun').some(
    (p) => p.w0 > action.w1 && p.w0 - action.w1 <= 2 && sameSentence(p, action),
  );
}

/** "then", "please", "you must", or "and" right before the action: an instruction again. */
function pivotBetween(from: number, to: number, tags: Tagger): boolean {
  return (
    tags('pivot').some((p) => p.cs >= from && p.ce <= to) ||
    tags('pivotAnd').some((p) => p.cs >= from && p.ce <= to && to - p.ce <= 6)
  );
}

function researchFramed(action: Tag, object: Tag, tags: Tagger): boolean {
  const cueNegatives = tags('cueNegative');
  const cues = tags('questionCue').filter(
    (c) => !touchesAny(c, cueNegatives) && (sameSentence(c, action) || sameSentence(c, object)),
  );
  // A participle after "and" stays in the question's clause; "then", "please" still pivot.
  const gerund = tags('gerundAct').some((g) => overlaps(g, action));
  const pivot = (from: number, to: number): boolean =>
    gerund ? tags('pivot').some((p) => p.cs >= from && p.ce <= to) : pivotBetween(from, to, tags);
  const questionBefore = cues.some(
    (c) => c.ce <= action.cs && sameSentence(c, action) && !pivot(c.ce, action.cs),
  );
  if (questionBefore) return true;
  if (tags('requirementAsk').some((r) => overlaps(r, action))) return true;
  if (gap(action, object) < 0) return false;
  // Between action and object: the object is what the survey, question or poster is about.
  const signage = tags('signageAfter').filter((t) => !touchesAny(t, tags('accountActionStrong')));
  const topics = [
    ...cues,
    ...tags('topicCue').filter((c) => !touchesAny(c, cueNegatives)),
    ...signage,
  ];
  return topics.some((c) => action.cs <= c.cs && c.ce > action.ce && c.ce <= object.cs);
}

/** Letters a quoted notice may run before the act it quotes. */
const QUOTE_LETTERS_MAX = 40;

function signageFramed(action: Tag, object: Tag, tags: Tagger, text: string): boolean {
  const [first, last] = action.cs <= object.cs ? [action, object] : [object, action];
  // A sign's words stand in its own sentence, as the policy rules read them: "…where they are
  // displayed. 4. Solve the puzzles" is a new step, not the sign's wording (docs/safety.md).
  const quotes = (b: Tag, t: Tag = first, letters = 12): boolean =>
    within(gap(b, t), letters) && sameSentence(b, t) && !pivotBetween(b.ce, t.cs, tags);
  // "a notice wey explain say 'na to prove say you be human, type the letters yourself'": the
  // act, or the pair's second word, is the quote's, whatever stood before it (fifteenth round).
  const quotedAfter =
    tags('signageBefore').some((b) => quotes(b)) ||
    tags('signQuoteBefore').some(
      (b) =>
        quotes(b) || quotes(b, action, QUOTE_LETTERS_MAX) || quotes(b, last, QUOTE_LETTERS_MAX),
    );
  // "the 'Open your wallet account here in 5 minutes' banner": the noun phrase the object starts
  // ends on the account noun after it (eighteenth round).
  const end =
    last === object
      ? (tags('accountNoun').find((n) => n.w0 === last.w1 + 1 && n.sent0 === last.sent1) ?? last)
      : last;
  // "Open a wallet account for me near the banner": the writer's hand-over is no slogan's.
  const mine = (t: Tag): boolean =>
    tags('handover').some(
      (h) => h.cs >= end.ce && h.ce <= t.cs && / (?:me|mi|min|m)$/.test(` ${text.slice(h.s, h.e)}`),
    );
  const labelled = tags('signageAfter').some(
    (t) =>
      within(gap(end, t), 16) &&
      sameSentence(end, t) &&
      !mine(t) &&
      !touchesAny(t, tags('accountActionStrong')) &&
      !pivotBetween(last.ce, t.cs, tags),
  );
  return quotedAfter || labelled;
}

function negated(action: Tag, tags: Tagger): boolean {
  return negatedAct(tags('negation'), action, tags);
}

function framed(action: Tag, object: Tag, tags: Tagger, text: string): boolean {
  // Quoted from a sign ("the 'never share your OTP' poster"): observed, whoever it is for.
  if (signageFramed(action, object, tags, text)) return true;
  // The object's own last word is a sign's name: "otp*" reads "OTP poster" as one word, since
  // letters may stand across a space ("OTP poster check": docs/safety.md, "Thirteenth round").
  if (tags('signageAfter').some((t) => overlaps(t, object) && t.ce >= object.ce)) return true;
  const first = action.cs <= object.cs ? action : object;
  const last = first === action ? object : action;
  // A scam's words quoted as its name, asked about: "whether customers have lost money to fake
  // 'send me the OTP' calls"; its "send me" is the scammer's (sixteenth round).
  if (scamQuoteAsked(first, last, tags, text)) return true;
  // A job advert's words photographed: "photograph the 'Captcha typing jobs, earn N20k daily'
  // flyers" (sixteenth round).
  if (advertObserved(first, last, action, tags)) return true;
  // One after "then" in the sentence is another instruction's (seventeenth round).
  if (handsOver(action, object, tags)) return false;
  // "Open accounts survey": the pair names what a survey or campaign is about.
  const topicAfter = tags(AFTER_FRAME_KIND).some(
    (t) => sameSentence(t, last) && within(gap(last, t), AFTER_FRAME_LETTERS_MAX),
  );
  // "ask whether they have captchas, and solve them": an act after a pivot is an instruction
  // again, whatever the question held (docs/safety.md, "Seventh round").
  const actAfterPivot = first === object && pivotBetween(object.ce, action.cs, tags);
  return (
    topicAfter ||
    negated(action, tags) ||
    researchFramed(action, object, tags) ||
    (askedWhether(first, tags) && !actAfterPivot) ||
    (first === action && questionAuxiliary(action, tags, text)) ||
    surveyDoBefore(first, tags, text)
  );
}

/** "Survey: does the portal's robot check trouble students?": the act ("does") is the asked
 *  question's own auxiliary, after an asking word in its sentence (fourteenth round). "Survey:
 *  do café owners get CAPTCHA requests?": a bare "do" right after the asking word, and no
 *  determiner after it ("Survey: do the captchas" is an instruction; sixteenth round). */
function questionAuxiliary(action: Tag, tags: Tagger, text: string): boolean {
  const auxiliary = tags(WHETHER_KIND).some((w) => w.s === action.s && w.e === action.e);
  if (!auxiliary && !(text.slice(action.s, action.e) === 'do' && bareDoAt(action.s, tags, text)))
    return false;
  return tags(ASK_KIND).some(
    (a) => a.ce <= action.cs && sameSentence(a, action) && !pivotBetween(a.ce, action.cs, tags),
  );
}

/** "Survey: do café owners get captcha-typing requests?": the pair inside the survey's question. */
function surveyDoBefore(first: Tag, tags: Tagger, text: string): boolean {
  return tags(ASK_KIND).some(
    (a) =>
      a.ce < first.cs &&
      sameSentence(a, first) &&
      text.startsWith(' do ', a.e) &&
      bareDoAt(a.e + 1, tags, text) &&
      !pivotBetween(a.ce, first.cs, tags),
  );
}

/** A bare "do" at `at`, right after an asking word and with no determiner after it ("Survey: do
 *  the captchas" is an instruction). */
function bareDoAt(at: number, tags: Tagger, text: string): boolean {
  if (!tags(ASK_KIND).some((a) => a.e === at - 1)) return false;
  return !DETERMINER_AFTER_DO_RE.test(text.slice(at + 2, at + 12));
}

const DETERMINER_AFTER_DO_RE =
  /^ (?:the|a|an|your|their|his|her|my|our|any|this|these|those)(?: |$)/;

/** The words a scam's quoted words may run, between its label and its message noun. */
const SCAM_QUOTE_WORDS_MAX = 8;
/** A scam's label right before its quoted words ("fake 'send me the OTP' calls"). */
const SCAM_LABEL_RE = /(?:^| )(?:fake|scam|fraud|fraudulent|bogus|phishing) $/;
/** A message noun right after them (doubled letters one: "cals", "mesages"). */
const MESSAGE_NOUN_RE =
  /^ (?:cals?|mesages?|sms|texts?|emails?|links?|alerts?|scams?|tricks?)(?: |$)/;

/** "fake 'send me the OTP' calls" in a sentence that asks: the label right before the pair, the
 *  message noun right after it, a question cue earlier in the sentence. Read on the text of a
 *  candidate pair only: "call" and "text" are too common to tag in every brief. */
function scamQuoteAsked(first: Tag, last: Tag, tags: Tagger, text: string): boolean {
  if (!SCAM_LABEL_RE.test(text.slice(Math.max(0, first.s - 12), first.s))) return false;
  if (!MESSAGE_NOUN_RE.test(text.slice(last.e, last.e + 10))) return false;
  if (text.slice(first.s, last.e).split(' ').length > SCAM_QUOTE_WORDS_MAX) return false;
  return [...tags('questionCue'), ...tags(ASK_KIND)].some(
    (c) => c.ce <= first.cs && sameSentence(c, first) && !pivotBetween(c.ce, first.cs, tags),
  );
}

/** How many words a sign's name may stand after the advert's words it names. */
const ADVERT_WORDS_MAX = 5;

/** A seeing verb right before the pair (one determiner between) and a sign's name a few words
 *  after it, nothing joining a new clause between and no pronoun taking the act's object. */
function advertObserved(first: Tag, last: Tag, action: Tag, tags: Tagger): boolean {
  const seen = tags('observeVerb').some(
    (v) => v.w1 < first.w0 && first.w0 - v.w1 <= 2 && sameSentence(v, first),
  );
  if (!seen) return false;
  if (tags('pronoun').some((p) => p.w0 === action.w1 + 1 || p.w1 === action.w1)) return false;
  return tags('signageAfter').some(
    (t) =>
      t.w0 > last.w1 &&
      t.w0 - last.w1 <= ADVERT_WORDS_MAX &&
      sameSentence(t, last) &&
      !pivotBetween(first.ce, t.cs, tags) &&
      !tags('pivotAnd').some((p) => p.cs >= first.ce && p.ce <= t.cs),
  );
}

const AFTER_FRAME_LETTERS_MAX = 8;

// ── Categories ──────────────────────────────────────────────────────────────────────────────

type Rule = {
  category: CredentialCategory;
  actions: readonly Tag[];
  objects: readonly CredentialObject[];
  accepts: (action: Tag, object: CredentialObject) => boolean;
};

const live = (list: readonly Tag[], describing: readonly Tag[]): Tag[] =>
  list.filter((a) => !touchesAny(a, describing));

function rulesFor(doc: Doc, tags: Tagger): Rule[] {
  const rules: Rule[] = [];
  // "the notice reads …", "the sign says …": describing signage, not an instruction.
  const describing = tags('signageBefore');
  // "e-filing portal": "filing" reads "filling" (fourteenth round).
  const notActs = tags('credentialActNegative');
  const captcha = [...tags('captchaObject'), ...shownCaptchaNouns(tags)].map(plainObject);
  if (captcha.length > 0)
    rules.push({
      category: 'captcha_solving',
      actions: live(tags('captchaAction'), describing).filter((a) => !negatedBy(a, notActs)),
      objects: captcha,
      accepts: () => true,
    });
  const otp = otpObjects(doc, tags);
  if (otp.length > 0)
    rules.push({
      category: 'otp_handling',
      // "carry my papa go update him BVN": the verb takes a person along (twelfth round).
      actions: live(tags('otpAction'), describing).filter(
        (a) => !escorted(a, tags) && !negatedBy(a, notActs),
      ),
      objects: otp,
      accepts: () => true,
    });
  const accounts = accountObjects(doc, tags);
  if (accounts.length > 0) {
    const negatives = tags('accountNegative');
    const strong = tags('accountActionStrong');
    const medium = tags('accountActionMedium');
    const strongSet = new Set(strong);
    const mediumSet = new Set(medium);
    const tier = (a: Tag): number => (strongSet.has(a) ? 0 : mediumSet.has(a) ? 1 : 2);
    const actions = live([...strong, ...medium, ...tags('accountActionWeak')], describing).filter(
      (a) => !negatedBy(a, negatives),
    );
    // create/register: any account object; open: an account noun or a named/new platform;
    // make/get/verify: only something marked new or counted, or Yoruba "ṣí" right before an
    // account noun (seventeenth round).
    const accepts = (a: Tag, o: CredentialObject): boolean => {
      const level = tier(a);
      return (
        level === 0 ||
        (level === 1 && (!o.platform || o.named)) ||
        o.marked ||
        yorubaOpen(doc, a, o.tag)
      );
    };
    rules.push({ category: 'account_creation', actions, objects: accounts, accepts });
  }
  return rules;
}

/** The one refuse verdict of each category: screenTask answers these, the screening worker's
 *  wire form decodes to them. (Dangerous work is never refused; its entry is never answered.) */
export const VERDICTS: Readonly<Record<SafetyCategory, SafetyVerdict>> = Object.freeze(
  Object.fromEntries(
    SAFETY_CATEGORIES.map((category) => [category, Object.freeze({ blocked: true, category })]),
  ) as Record<SafetyCategory, SafetyVerdict>,
);

/** Reasons a held verdict carries at most. */
const REASONS_MAX = 4;

/** The earliest unframed credential action–object pair, if any. */
type Finding = { at: number; category: SafetyCategory };

/**
 * "Open account" over "ask the bank what documents are needed to open a business account": a
 * plain account pair in the title alone (no platform, count, new marker or hand-over), with the
 * instructions naming a bank and an account again, is the errand's label; the instructions are
 * read on their own (docs/safety.md, "Eighth round"). Round seven's wider try, any title whose
 * words the instructions repeat, cost recall and was reverted.
 */
function accountTitleLabel(
  doc: Doc,
  tags: Tagger,
  titleLetters: number,
  action: Tag,
  object: CredentialObject,
): boolean {
  if (action.ce > titleLetters || object.tag.ce > titleLetters) return false;
  if (object.platform || object.marked) return false;
  if (tags('handover').some((h) => h.cs < titleLetters)) return false;
  const rest = doc.text.slice(Math.max(action.e, object.tag.e));
  return BANK_RE.test(rest) && tags('accountNoun').some((n) => n.cs >= titleLetters);
}

// Igbo ụlọ akụ (bank) folds to "ulo aku".
const BANK_RE = /bank|banki|ulo aku/u;

/**
 * Yoruba "máa" (will, habitually: "kí o máa tẹ àwọn lẹ́tà captcha", that you keep typing the
 * CAPTCHA letters) folds to "ma", as "má" (do not) does; its doubled letter, squeezed, tells them
 * apart. The credential rules read the tags without such a "ma" among their negations
 * (docs/safety.md, "Sixteenth round"), and so do the policy rules' framing ("kí ó máa kiri ọjà",
 * that she hawk goods: sixteenth round, older rules); the document's own tags are left as they
 * are.
 */
function withoutHabitual(doc: Doc, tags: Tagger): Tagger {
  const habitual = (t: Tag): boolean =>
    t.w0 === t.w1 && t.e - t.s === 2 && doc.squeezed[t.w0] === 1 && doc.text.startsWith('ma', t.s);
  if (!tags('negation').some(habitual)) return tags;
  const negations = tags('negation').filter((t) => !habitual(t));
  const warnings = tags('warningNegation').filter((t) => !habitual(t));
  const habituals = tags('negation').filter(habitual);
  return (kind) =>
    kind === 'negation'
      ? negations
      : kind === 'warningNegation'
        ? warnings
        : kind === 'habitual'
          ? habituals
          : tags(kind);
}

function credentialFinding(doc: Doc, read: Tagger, titleLetters = 0): Finding | undefined {
  // A message's words are no sign's, a website is no sign (eighteenth round).
  const tags = credentialTags(doc, read);
  let best: { at: number; category: SafetyCategory } | undefined;
  // A hand-over of a record is not of the account asked about (eighteenth round): once a
  // document, for every account rule.
  let accountFrames: Tagger | undefined;
  for (const rule of rulesFor(doc, tags)) {
    if (rule.category === 'account_creation' && accountFrames === undefined)
      accountFrames = recordHandoversOff(doc, tags);
    const frames = rule.category === 'account_creation' ? accountFrames! : tags;
    for (const action of rule.actions) {
      if (best && action.cs > best.at + FORWARD_LETTERS_MAX) continue;
      for (const object of rule.objects) {
        if (
          gap(action, object.tag) > FORWARD_LETTERS_MAX ||
          (gap(object.tag, action) > BACKWARD_REACH_LETTERS_MAX && object.tag.ce > titleLetters)
        )
          continue;
        const at = Math.min(action.cs, object.tag.cs);
        if (best && at >= best.at) continue;
        if (!rule.accepts(action, object)) continue;
        const after = object.phrase !== undefined && object.phrase.ce <= action.cs;
        const paired =
          isPair(action, after ? object.phrase! : object.tag, tags, doc.text) ||
          titleBackref(action, object.tag, titleLetters, tags);
        if (!paired) continue;
        if (framed(action, object.tag, frames, doc.text)) continue;
        if (twelfthFramed(rule.category, action, object, frames)) continue;
        if (seventeenthFramed(doc, action, object.tag, frames)) continue;
        // The holder's own new line in her own name (eighteenth round).
        const own =
          rule.category === 'account_creation' &&
          (ownNewLine(doc, object.tag) || helpedHolder(doc, action, object.tag));
        if (own && !handsOver(action, object.tag, frames)) continue;
        const label = rule.category === 'account_creation' && titleLetters > 0;
        if (label && accountTitleLabel(doc, tags, titleLetters, action, object)) continue;
        best = { at, category: rule.category };
      }
    }
  }
  const lines = operatorLines(doc, tags);
  return lines && (!best || lines.at < best.at) ? lines : best;
}

/**
 * The seventeenth round's frames (safety-credential-seventeenth.ts): the pronoun points to a sign
 * or a record, a sign's or an advert's words, the writer acts himself; unless the pair's sentence
 * hands it over, a site asks the holder, a sentence opens on "did".
 */
function seventeenthFramed(doc: Doc, action: Tag, object: Tag, tags: Tagger): boolean {
  if (pointsElsewhere(action, object, tags, doc.text)) return true;
  const first = action.cs <= object.cs ? action : object;
  if (signSays(doc, first, tags) || advertOffered(doc, first, tags)) return true;
  if (writerActs(doc, action)) return true;
  if (handsOver(action, object, tags)) return false;
  return (
    holderAsked(doc, action, object) ||
    openingAuxiliary(doc, first, tags) ||
    holderReceives(doc, action, tags)
  );
}

/** Lines or accounts put on the Operator's own face or NIN for others (seventeenth round). */
function operatorLines(doc: Doc, tags: Tagger): Finding | undefined {
  if (tags('accountNoun').length === 0) return undefined;
  const asked = (first: Tag): boolean =>
    askedWhether(first, tags) ||
    tags('questionCue').some(
      (c) => c.ce <= first.cs && sameSentence(c, first) && !pivotBetween(c.ce, first.cs, tags),
    );
  const negatives = tags('accountNegative');
  const nouns = tags('accountNoun').filter((t) => !negatedBy(t, negatives));
  // Counted in words too: "five Palmpay wallets", Hausa "layuka biyu" (eighteenth round).
  const lines = identityLines(doc, nouns, tags, asked, countedInWords(doc, tags));
  return lines ? { at: lines.cs, category: 'account_creation' } : undefined;
}

function heldVerdict(holds: readonly PolicyFinding[]): SafetyVerdict {
  const first = holds.reduce((a, b) => (b.at < a.at ? b : a));
  const reasons = [...new Set(holds.map((h) => h.reason))].slice(0, REASONS_MAX);
  return { blocked: false, held: true, category: first.category, reasons };
}

/**
 * Screens a task's type, title, instructions and extras as one text. Refuses with the category
 * of the earliest clear case (credential pair or policy rule); else holds with the category of
 * the earliest borderline case and short reasons for staff; else the learned reader may hold what
 * the rules pass (safety-reader.ts); else passes. A refuse never returns any part of the input; a
 * hold's reasons may quote the matched words (staff only).
 */
export function screenTask(input: TaskText): SafetyVerdict {
  return released(() => screenOnce(input));
}

/** Runs one screen, then frees what it memoised for its documents (the tag ring, its pooled
 *  tags, framing's cues): kept past it, they were what each scavenge had to copy. */
function released(screen: () => SafetyVerdict): SafetyVerdict {
  try {
    return screen();
  } finally {
    releaseTags();
    releaseCues();
  }
}

function screenOnce(input: TaskText): SafetyVerdict {
  const docs = readings(parseDoc(documentOf(input)));
  const rules = strongest(docs.map((doc) => rulesVerdict(input, doc)));
  const doc = docs[0]!;
  // What the rules pass, the learned reader may hold, never refuse (docs/safety.md, "Fifth round").
  if (rules.blocked || rules.held) return rules;
  const held = readerHoldDoc(doc);
  // The Operator told outright to keep off the hazard lifts the reader's hold as it lifts the
  // rules' (CategorySpec.anywhere; docs/safety.md, "Twelfth round").
  if (!held || (held.held && keptOff(held.category, tagDocument(doc)))) return PASS;
  return held;
}

/** The rules alone, without the learned reader: what the reader's trainer and bench compare to. */
export function screenRules(input: TaskText): SafetyVerdict {
  return released(() =>
    strongest(readings(parseDoc(documentOf(input))).map((doc) => rulesVerdict(input, doc))),
  );
}

/** Letters after a refusal's start within which a refusal for a child files the text under
 *  minors instead. */
const MINOR_CLAUSE_LETTERS_MAX = 24;

function rulesVerdict(input: TaskText, doc: Doc): SafetyVerdict {
  const tags = withoutHabitual(doc, tagDocument(doc));
  const bound = (field: string): string => field.slice(0, SCREEN_FIELD_CHARS_MAX);
  const head = respell(parseDoc(`${bound(input.type)}\n\n${bound(input.title)}`));
  const titleLetters = head.text.length - Math.max(0, head.wordStarts.length - 1);
  const credential = credentialFinding(doc, tags, titleLetters);
  const typeWords = parseDoc(bound(input.type)).wordStarts.length;
  const titleWords = [typeWords, head.wordStarts.length] as const;
  const findings = policyFindings(
    doc.text,
    tags,
    titleLetters,
    kindsIn(doc),
    titleWords,
    doc.steps,
  );
  let refuse = credential;
  for (const f of findings) if (f.outcome === 'refuse' && (!refuse || f.at < refuse.at)) refuse = f;
  // A child named in the refused clause itself names it: "bring girls of 15 to the lounge" is
  // filed under minors, not under the procuring its first words also read as (eighteenth round).
  const minors = findings.find(
    (f) =>
      f.outcome === 'refuse' &&
      f.category === 'minors_exploitation' &&
      refuse !== undefined &&
      f.at - refuse.at <= MINOR_CLAUSE_LETTERS_MAX,
  );
  if (minors) refuse = minors;
  if (refuse) return VERDICTS[refuse.category];
  const holds = findings.filter((f) => f.outcome === 'hold');
  return holds.length > 0 ? heldVerdict(holds) : PASS;
}

const severity = (v: SafetyVerdict): number => (v.blocked ? 2 : v.held ? 1 : 0);

/** Several texts that stand or fall together (a workflow's steps): the first refuse, else the
 *  first hold, else a pass. */
export function strongest(verdicts: readonly SafetyVerdict[]): SafetyVerdict {
  let best: SafetyVerdict = PASS;
  for (const v of verdicts) if (severity(v) > severity(best)) best = v;
  return best;
}

/** The name the workflow and campaign callers use: the same as strongest(). */
export const firstBlocked = strongest;
