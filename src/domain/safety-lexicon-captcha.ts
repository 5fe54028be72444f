// The credential lexicon's CAPTCHA groups (safety-lexicon.ts has the term syntax): CAPTCHA names
// and what one shows, and the verbs for doing one, in English, Pidgin, Yoruba, Hausa and Igbo.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const CAPTCHA_LEXICON: readonly LexiconGroup[] = [
  // ── CAPTCHA ────────────────────────────────────────────────────────────────────────────────
  // CAPTCHA names, vendors and common misspellings.
  {
    kind: 'captchaObject',
    // biome-ignore format: packed word list
    terms: [
      'captcha*', 'recaptcha*', 'hcaptcha*', 'funcaptcha*', 'capcha*', 'captha*', 'kaptcha*',
      'kapcha*', 'arkose*',
    ],
  },
  // What a CAPTCHA says or shows, named without the word.
  {
    kind: 'captchaObject',
    // biome-ignore format: packed word list
    terms: [
      "I'm not a robot", 'not a robot', 'are you a robot', 'are you human', "prove you're human",
      'prove you are human', 'human verification', 'robot check*', 'bot check*', 'robot test*',
      'anti-bot*', 'image puzzle*', 'picture puzzle*', 'picture code*', 'image code*',
      'photo puzzle*', 'slider puzzle*', 'puzzle challenge*', 'image challenge*',
      'verification puzzle*', 'security puzzle*', 'audio challenge*', 'audio captcha*',
      'select all images', 'select all squares', 'distorted letters', 'distorted text',
    ],
  },
  // English verbs (and their nouns) for doing a CAPTCHA.
  {
    kind: 'captchaAction',
    // biome-ignore format: packed word list
    terms: [
      // Not "fill*" or "fill": l and i are one letter and doubled letters one, so "fill*" was
      // "fi" and any suffix — "field" (the task type), "first", "final" — and "fill" is Yoruba
      // "fi" (put, use). "fill" with what follows it (thirteenth round).
      'solv*', 'type*', 'typing', 'typist*', 'enter*', 'entry', 'entries', 'fills', 'filled',
      'filling', 'fill in', 'fill out', 'fill up', 'fill am', 'fill it', 'fill them', 'fill dem',
      'fill the', 'fill each', 'fill all', 'fill every', 'complet*',
      'bypass*', 'crack*', 'break*', 'broke*', 'beat*', 'pass', 'passes', 'passed', 'passing',
      'click*', 'tick*', 'answer*', 'do', 'does', 'did', 'doing', 'done', 'handl*', 'input*',
      'key in', 'read*', 'decod*', 'select*', 'get past', 'get through', 'get around', 'work on',
      'clear*', 'defeat*', 'skip*', 'circumvent*', 'automat*', 'transcrib*', 'farm*', 'assist*',
      'help with', 'help me with',
    ],
  },
  // Yoruba (yanjú = solve), Hausa (warware = solve, rubuta = write, shigar = enter, yin =
  // doing), Igbo (dozie = solve/fix, pinye = type, tinye = put in, mee = do). Not Yoruba "ṣe" or
  // Hausa "yi": too common ("bí wọ́n ṣe ń …", how they …).
  {
    kind: 'captchaAction',
    terms: ['yanjú', 'warware', 'rubuta', 'shigar', 'dozie', 'pinye', 'tinye', 'yin', 'mee'],
  },
];
