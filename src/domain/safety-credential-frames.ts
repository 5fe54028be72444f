// The credential rules' twelfth-round frames (docs/safety.md, "Twelfth round, credential"): who
// acts and whose credential it is. The pair stands, but the Operator is not the one who opens or
// relays: the holder opens her own account herself or means to ("wants to open"), the verb's
// object is a person taken to the bank ("carry my papa go"), a scam message asked the writer for
// her own code, the code is said not to be needed, a sign's wording is photographed. A CAPTCHA
// may be named by what it shows ("the crooked letters in the box") when a bot or a CAPTCHA word
// is near. Pure; read by safety-filter.ts. The words are in safety-lexicon-twelfth-credential.ts.
import { handsOver } from './safety-credential-seventeenth.ts';
import { negatedAct, pivotBetween } from './safety-framing.ts';
import type { LexiconKind } from './safety-lexicon-kinds.ts';
import { gap, overlaps, sameSentence, within, type Tag, type Tagger } from './safety-tags.ts';

/** The categories of the credential rules (safety-filter.ts). */
export type CredentialCategory = 'account_creation' | 'otp_handling' | 'captcha_solving';

/** How far a shown-CAPTCHA noun may stand from its bot or CAPTCHA word: about a paragraph. */
const CAPTCHA_NOUN_REACH_LETTERS = 200;
/** "they do not need my PIN": a negation this close before the credential denies it. */
const DENIED_LETTERS_MAX = 10;
/** "she will open her savings account herself": the reflexive this close after the object. */
const REFLEXIVE_LETTERS_MAX = 24;
/** "wallet-onboarding leaflet": a document word this close after the pair. */
const AFTER_LETTERS_MAX = 8;

const ACTION_KINDS: readonly LexiconKind[] = [
  'otpAction',
  'captchaAction',
  'accountActionStrong',
  'accountActionMedium',
  'accountActionWeak',
];

/** An asking verb or a question cue anywhere in the text ("policy/ask": ask, enquire, tambayi). */
const ASK_CUE_KINDS: readonly LexiconKind[] = ['questionCue', 'credentialCue', 'policy/ask'];

/** "carry my papa go", "take her to": the verb takes a person somewhere (an escort). */
export function escorted(action: Tag, tags: Tagger): boolean {
  return tags('escortObject').some((e) => e.w0 === action.w1 + 1);
}

/** Nouns of what a CAPTCHA shows ("the letters", "each box") with a bot or CAPTCHA word near. */
export function shownCaptchaNouns(tags: Tagger): Tag[] {
  const qualifiers = tags('captchaQualifier');
  if (qualifiers.length === 0) return [];
  const named = tags('captchaObject');
  return tags('captchaNoun').filter(
    (n) =>
      !named.some((o) => overlaps(o, n)) &&
      qualifiers.some(
        (q) =>
          !overlaps(q, n) &&
          (within(gap(q, n), CAPTCHA_NOUN_REACH_LETTERS) ||
            within(gap(n, q), CAPTCHA_NOUN_REACH_LETTERS)),
      ),
  );
}

/** The object a pair's frames may look at: its tag and whether it is marked new or counted. */
export type FramedObject = { tag: Tag; marked: boolean };

/**
 * A sign's wording photographed: a sign's name right before the pair ("the banner 'Open an
 * account today'", Yoruba "àsíá 'Open…'") with a seeing verb a few words before the name.
 */
function signObserved(first: Tag, tags: Tagger): boolean {
  const verbs = tags('observeVerb');
  // "allon talla na 'Bude asusu yau'": a word of linking ("of", "that says") may stand between.
  return tags('signageAfter').some(
    (s) =>
      s.w1 < first.w0 &&
      first.w0 - s.w1 <= 3 &&
      !pivotBetween(s.ce, first.cs, tags) &&
      sameSentence(s, first) &&
      verbs.some((v) => sameSentence(v, s) && v.w1 < s.w0 && s.w0 - v.w1 <= 3),
  );
}

/** Right before: a tag of `kind` whose last word is the word before `t`. */
const rightBefore = (kind: LexiconKind, t: Tag, tags: Tagger, words = 1): boolean =>
  tags(kind).some((k) => k.w1 < t.w0 && t.w0 - k.w1 <= words);

/** The holder's own account, or the holder doing it herself, in the object's sentence. */
function ownAccount(object: Tag, tags: Tagger): boolean {
  return (
    rightBefore('ownBefore', object, tags, 2) ||
    tags('reflexive').some(
      (r) => sameSentence(r, object) && within(gap(object, r), REFLEXIVE_LETTERS_MAX),
    )
  );
}

/** "they do not need my PIN", "no OTP": a negation just before the credential, no verb between. */
function denied(object: Tag, tags: Tagger): boolean {
  const actions = ACTION_KINDS.flatMap((k) => tags(k));
  return tags('negation').some(
    (n) =>
      sameSentence(n, object) &&
      within(gap(n, object), DENIED_LETTERS_MAX) &&
      !actions.some((a) => a.cs >= n.ce && a.ce <= object.cs),
  );
}

/** A credential question cue before the pair in its sentence, no pivot back between. */
function credentialAsked(first: Tag, tags: Tagger): boolean {
  return tags('credentialCue').some(
    (c) => c.ce <= first.cs && sameSentence(c, first) && !pivotBetween(c.ce, first.cs, tags),
  );
}

/**
 * "Survey traders about calls asking for OTPs": the act is a message's, and a survey or question
 * before it in the sentence asks about it. "Make calls asking for OTPs" has no question.
 */
function messageAsked(action: Tag, tags: Tagger): boolean {
  const asks = tags('messageAsks').filter((m) => overlaps(m, action));
  if (asks.length === 0) return false;
  const cues = ASK_CUE_KINDS.flatMap((kind) => tags(kind));
  return asks.some((m) =>
    cues.some((c) => c.cs < m.cs && sameSentence(c, m) && !pivotBetween(c.cs, m.cs, tags)),
  );
}

/** How far a warning's negation may stand before the credential it keeps. */
const WARNING_LETTERS_MAX = 40;

/** "No bank will ever ask for your OTP": a warning right before the act ("ever" between). */
const warnedRightBefore = (act: Tag, tags: Tagger): boolean =>
  tags('warningNegation').some((n) => sameSentence(n, act) && within(gap(n, act), 5));

/** A warning's negation between the act and the credential: "read them this: 'never give anyone
 *  your PIN'" (docs/safety.md, "Thirteenth round"). */
function warnedBetween(action: Tag, object: Tag, tags: Tagger): boolean {
  if (warnedRightBefore(action, tags)) return true;
  if (object.cs < action.ce) return false;
  return tags('warningNegation').some(
    (n) =>
      n.cs >= action.ce &&
      n.ce <= object.cs &&
      sameSentence(n, object) &&
      within(gap(n, object), WARNING_LETTERS_MAX),
  );
}

/**
 * The credential a negated act keeps ("Never share your OTP"): the last act before it in its
 * sentence is negated, or a scam message's that is reported, so another act pointing back to it
 * ("… and paste them up", "ask one adult in each …") handles the warning, not the code.
 */
function keptByWarning(object: Tag, tags: Tagger): boolean {
  const before = ACTION_KINDS.flatMap((k) => tags(k)).filter(
    (a) => a.ce <= object.cs && sameSentence(a, object) && within(gap(a, object), 40),
  );
  if (before.length === 0) return false;
  const last = before.reduce((x, y) => (y.cs > x.cs ? y : x));
  // Or a scam message's asking, reported or asked about ("has had calls asking for OTPs").
  return (
    negatedAct(tags('negation'), last, tags) ||
    warnedRightBefore(last, tags) ||
    messageReceived(last, tags) ||
    messageAsked(last, tags)
  );
}

/** The holder herself right after the act ("will type it herself"), or anywhere in a sentence
 *  that teaches her how ("teach my father how to read the letters so he can do it himself"). */
function reflexiveAfter(action: Tag, tags: Tagger): boolean {
  // "fill their own forms": the act on the holder's own thing.
  if (tags('ownBefore').some((o) => o.w0 === action.w1 + 1)) return true;
  return tags('reflexive').some(
    (r) =>
      sameSentence(r, action) &&
      (within(gap(action, r), REFLEXIVE_LETTERS_MAX) ||
        tags('teachHow').some((t) => sameSentence(t, action) && t.cs < action.cs)),
  );
}

/** How far before a message's asking a receiving verb may stand ("has had many fake calls"). */
const RECEIVED_LETTERS_MAX = 24;

/** "Our estate has had many calls asking for OTPs": a scam message received, reported. */
function messageReceived(action: Tag, tags: Tagger): boolean {
  const asks = tags('messageAsks').filter((m) => overlaps(m, action));
  return asks.some((m) =>
    tags('messageReceived').some(
      (r) => r.ce <= m.cs && sameSentence(r, m) && within(gap(r, m), RECEIVED_LETTERS_MAX),
    ),
  );
}

/**
 * The twelfth round's frames of one credential pair. A hand-over in the pair's sentence ("for
 * me", "send us") cancels all but the photographed sign, as it cancels the older frames.
 */
export function twelfthFramed(
  category: CredentialCategory,
  action: Tag,
  object: FramedObject,
  tags: Tagger,
): boolean {
  const first = action.cs <= object.tag.cs ? action : object.tag;
  const last = first === action ? object.tag : action;
  if (first === action && signObserved(first, tags)) return true;
  // A hand-over after "then" is another instruction's (seventeenth round).
  if (handsOver(action, object.tag, tags)) return false;
  if (warnedBetween(action, object.tag, tags)) return true;
  if (object.tag.ce <= action.cs && keptByWarning(object.tag, tags)) return true;
  // "my niece will type it herself": the holder does the check, the Operator goes along.
  if (category === 'captcha_solving') return reflexiveAfter(action, tags);
  const documentAfter = tags('credentialAfter').some(
    (t) => sameSentence(t, last) && within(gap(last, t), AFTER_LETTERS_MAX),
  );
  if (documentAfter || credentialAsked(first, tags)) return true;
  // "she types her PIN herself": the holder acts, the Operator goes along.
  if (category === 'otp_handling' && reflexiveAfter(action, tags)) return true;
  if (category === 'otp_handling')
    return (
      rightBefore('askedOfMe', object.tag, tags) ||
      denied(object.tag, tags) ||
      messageAsked(action, tags) ||
      messageReceived(action, tags)
    );
  if (object.marked) return false;
  // A wish frames only an errand that asks about it ("… wants to open; ask the bank what …"):
  // "the client wants to register SIMs; do it at the kiosk" is the instruction itself.
  const asks = ASK_CUE_KINDS.some((kind) => tags(kind).length > 0);
  return (asks && rightBefore('wishBefore', action, tags)) || ownAccount(object.tag, tags);
}
