// The credential rules' twenty-first-round frame (docs/safety.md, "Twenty-first round, a code the
// holder receives"): a code a third party receives on their own phone ("our users will receive
// an SMS code", "the customer receives a code at checkout"), or a service sends to its holder
// ("the bank will send a code by SMS to the customer"), is how a service works, not a code the
// Operator gets. Not when the pair's sentence hands it over (safety-filter.ts checks that first),
// nor when a later act on a code is anyone else's ("… collect it from her", "ask her for it").
// Pure; read by safety-filter.ts.
import { negatedAct } from './safety-framing.ts';
import { wordAt } from './safety-credential-seventeenth.ts';
import type { Doc } from './safety-normalise.ts';
import type { Tag, Tagger } from './safety-tags.ts';

/** Receiving verbs, and the holder's own entering of the code ("she types it in herself"). */
const HOLDER_ACT_RE = /^(?:receiv|reciev|get|enter|type|input|key)/;
/** Words between the holder and the verb ("will", "usually"), folded ("wil", "usualy"). */
// biome-ignore format: packed word list
const BETWEEN = new Set([
  'wil', 'would', 'should', 'may', 'might', 'can', 'then', 'also', 'usualy', 'always', 'first',
  'now', 'just', 'al', 'each', 'automaticaly',
]);
/** The holders: people a service sends codes to, and the pronouns that stand for them. Never
 *  "you" (the Operator). */
// biome-ignore format: packed word list
const HOLDERS = new Set([
  'customer', 'customers', 'user', 'users', 'subscriber', 'subscribers', 'client', 'clients',
  'member', 'members', 'trader', 'traders', 'holder', 'holders', 'buyer', 'buyers', 'applicant',
  'applicants', 'student', 'students', 'patient', 'patients', 'people', 'beneficiaries',
  'recipients', 'shopers', 'passengers', 'voters', 'farmers', 'agents', 'she', 'he', 'they',
]);

/** Sending verbs, as the document spells them. */
const SENDS_RE = /^(?:send|sent|text)/;
/** Services that send their holders codes: the subject of a sending verb. */
// biome-ignore format: packed word list
const SERVICES = new Set([
  'bank', 'banks', 'network', 'app', 'system', 'site', 'website', 'platform', 'portal', 'mtn',
  'glo', 'airtel', '9mobile', 'opay', 'palmpay', 'moniepoint', 'kuda', 'it',
]);
/** Recipients after a service's sending verb that make it the Operator's or the writer's code. */
const TO_US_RE = /^(?:[a-z ]{0,24} )?(?:to )?(?:you|me|us|your|my|our)\b/;

/** The word before `action`, past two of BETWEEN at most, when it is in the act's sentence. */
function subjectOf(doc: Doc, action: Tag): string {
  let w = action.w0 - 1;
  for (let k = 0; k < 2 && w > 0 && BETWEEN.has(wordAt(doc, w)); k += 1) w -= 1;
  return w >= 0 && doc.sentenceOf[w] === action.sent0 ? wordAt(doc, w) : '';
}

/** Whether `action` sends a code from a service to its holder, not to the Operator or the
 *  writer ("the bank will send you a code"). */
function serviceSends(doc: Doc, action: Tag): boolean {
  if (!SENDS_RE.test(doc.text.slice(action.s, action.e))) return false;
  if (!SERVICES.has(subjectOf(doc, action))) return false;
  return !TO_US_RE.test(doc.text.slice(action.e + 1, action.e + 40));
}

/** Whether `action` is the holder's own: received, or entered, by a holder named right before. */
const holderActs = (doc: Doc, action: Tag): boolean =>
  HOLDER_ACT_RE.test(doc.text.slice(action.s, action.e)) && HOLDERS.has(subjectOf(doc, action));

/**
 * Whether the pair's act is the service's or the holder's (above), and every later act on a code
 * in the text is too, or negated ("do not ask for it").
 */
export function holderReceives(doc: Doc, action: Tag, tags: Tagger): boolean {
  if (!holderActs(doc, action) && !serviceSends(doc, action)) return false;
  const actions = tags('otpAction');
  for (let i = 0; i < actions.length; i += 1) {
    const later = actions[i]!;
    if (later.cs <= action.ce) continue;
    if (holderActs(doc, later) || serviceSends(doc, later)) continue;
    if (!negatedAct(tags('negation'), later, tags)) return false;
  }
  return true;
}
