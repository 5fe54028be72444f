// Word lists for the safety filter's credential rules (safety-filter.ts): one table per area
// (CAPTCHA, OTP, accounts, framing), one comment per entry group.
//
// Term syntax. Terms are written in natural spelling (diacritics, apostrophes, hyphens allowed);
// the filter folds them exactly as it folds task text. Words are separated by spaces.
//   word*   the word plus up to 6 more letters or leet digits (solve, solved, solving, s0lv3r)
//   #       a number of 1-6 digits
//   ...     up to 4 arbitrary words
// Every term also matches with spaces inside or between its words, doubled letters and leet
// digits ("c a p t c h a", "0tp", "onetimepassword"), so list the plain spelling only.
// A word made only of letters that have leet digits (a b e g i l o s t: "it", "ig", "to") is
// matched literally, so that a bare number ("17", "19") never reads as a word.
// For each kind the filter keeps the longest term starting at each word; hits may overlap.
// The areas' tables are concatenated here, in the order they always had (the filter reads it).
import { ACCOUNT_LEXICON } from './safety-lexicon-accounts.ts';
import { CAPTCHA_LEXICON } from './safety-lexicon-captcha.ts';
import { FRAMING_LEXICON } from './safety-lexicon-framing.ts';
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import { OTP_LEXICON } from './safety-lexicon-otp.ts';
import { CREDENTIAL_TWELFTH_LEXICON } from './safety-lexicon-twelfth-credential.ts';
import { CREDENTIAL_FOURTEENTH_LEXICON } from './safety-lexicon-fourteenth-credential.ts';
import { CREDENTIAL_FIFTEENTH_LEXICON } from './safety-lexicon-fifteenth-credential.ts';
import { CREDENTIAL_SIXTEENTH_LEXICON } from './safety-lexicon-sixteenth-credential.ts';
import { CREDENTIAL_SEVENTEENTH_LEXICON } from './safety-lexicon-seventeenth-credential.ts';
import { CREDENTIAL_EIGHTEENTH_LEXICON } from './safety-lexicon-eighteenth-credential.ts';
import { CREDENTIAL_TWENTIETH_LEXICON } from './safety-lexicon-twentieth-credential.ts';
import { CREDENTIAL_TWENTYFIRST_LEXICON } from './safety-lexicon-twentyfirst-credential.ts';
import { CREDENTIAL_TWENTYSECOND_LEXICON } from './safety-lexicon-twentysecond-credential.ts';
import { CREDENTIAL_TWENTYTHIRD_LEXICON } from './safety-lexicon-twentythird-credential.ts';
import { TWENTYFOURTH_LEXICON } from './safety-lexicon-twentyfourth-lawful.ts';
import { TWENTYSIXTH_LEXICON } from './safety-lexicon-twentysixth-lawful.ts';
import { TWENTYSEVENTH_LEXICON } from './safety-lexicon-twentyseventh-lawful.ts';
import { TWENTYSEVENTH_LATER_LEXICON } from './safety-lexicon-twentyseventh-lawful-second.ts';
import { TWENTYSEVENTH_THIRD_LEXICON } from './safety-lexicon-twentyseventh-lawful-third.ts';
import { TWENTYSEVENTH_FOURTH_LEXICON } from './safety-lexicon-twentyseventh-lawful-fourth.ts';

export type {
  CredentialKind,
  LexiconGroup,
  LexiconKind,
  PolicyKind,
} from './safety-lexicon-kinds.ts';

export const SAFETY_LEXICON: readonly LexiconGroup[] = [
  ...CAPTCHA_LEXICON,
  ...OTP_LEXICON,
  ...ACCOUNT_LEXICON,
  ...FRAMING_LEXICON,
  ...CREDENTIAL_TWELFTH_LEXICON,
  ...CREDENTIAL_FOURTEENTH_LEXICON,
  ...CREDENTIAL_FIFTEENTH_LEXICON,
  ...CREDENTIAL_SIXTEENTH_LEXICON,
  ...CREDENTIAL_SEVENTEENTH_LEXICON,
  ...CREDENTIAL_EIGHTEENTH_LEXICON,
  ...CREDENTIAL_TWENTIETH_LEXICON,
  ...CREDENTIAL_TWENTYFIRST_LEXICON,
  ...CREDENTIAL_TWENTYSECOND_LEXICON,
  ...CREDENTIAL_TWENTYTHIRD_LEXICON,
  ...TWENTYFOURTH_LEXICON,
  ...TWENTYSIXTH_LEXICON,
  ...TWENTYSEVENTH_LEXICON,
  ...TWENTYSEVENTH_LATER_LEXICON,
  ...TWENTYSEVENTH_THIRD_LEXICON,
  ...TWENTYSEVENTH_FOURTH_LEXICON,
];
