// The credential lexicon's framing groups (safety-lexicon.ts has the term syntax): research cues,
// pivots, hand-over, negation, pronouns, signage and the split traps every rule shares.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const FRAMING_LEXICON: readonly LexiconGroup[] = [
  // ── Framing: research, signage, negation, hand-over ────────────────────────────────────────
  // Question cues: the words after them are what respondents are asked about.
  {
    kind: 'questionCue',
    // biome-ignore format: packed word list
    terms: [
      'ask* ... about', 'ask* ... whether', 'ask* ... if', 'ask* ... how', 'ask* ... why',
      'ask* ... when', 'ask* ... which', 'ask* ... what', 'what documents', 'documents needed',
      'documents required', 'needed to', 'required to', 'what they require', 'what is required',
      'requirement*', 'how to', 'how long', 'how much', 'what it takes', 'ask* ... their opinion*',
      'ask* ... their view*', 'ask* ... their experience*', 'find out', 'enquir*', 'inquir*',
      'whether', 'survey* ... about', 'survey* ... on', 'survey* ... regarding',
      'survey* ... asking', 'interview* ... about', 'interview* ... on', 'interview* ... regarding',
      'questionnaire*', 'poll* ... about', 'poll* ... on', 'opinion*', 'what they think',
      'what do they think', 'what you think', 'what do you think', 'what people think',
      'how they feel', 'how do they feel', 'how you feel', 'how people feel', 'their experience*',
      'your experience*', 'experience* with', 'feedback', 'complain*', 'do you', 'do they',
      'did you', 'did they', 'have you', 'have they', 'has anyone', 'research*', 'views on',
      'view on', 'attitude*', 'perception*', 'aware*', 'heard of', 'familiar with', 'know about',
      // Asking what is needed, in Pidgin and Hausa (issue-safety5): "wetin I need to open account".
      'wetin i need', 'wetin we need', 'wetin dem need', 'wetin e need', 'me ake bukata',
      'abin da ake bukata',
      // A bank's own staff asked how its procedure works (docs/safety.md, eighth round).
      'customer service how', 'customer service officer how', 'customer care how',
      'the bank how', 'bank staff how',
      // A study's question put as its title: "Do pharmacies sell tramadol without prescription?"
      // (thirteenth round). Sellers only: "do you" and "do they" stand above.
      'do pharmacies', 'do chemists', 'do patent medicine*', 'do drug shops', 'do medicine shops',
      'do medicine stores', 'do shops', 'do stores', 'do vendors', 'do sellers', 'do traders',
      'does the pharmacy', 'does the chemist', 'are pharmacies', 'are chemists', 'are vendors',
      'are traders', 'are shops',
    ],
  },
  // Topic words: an object after them, with the action before them, is a topic ("a poster about
  // OTP fraud"). English, Yoruba (nípa), Hausa (game da), Igbo (gbasara).
  {
    kind: 'topicCue',
    // biome-ignore format: packed word list
    terms: [
      'about', 'regarding', 'concerning', 'on the topic of', 'on the subject of', 'nípa', 'game da',
      'gbasara',
    ],
  },
  // Look-alikes of cues that are not cues ("about 50 captchas", "whether or not").
  {
    kind: 'cueNegative',
    // biome-ignore format: packed word list
    terms: [
      'about #', 'about a hundred', 'about hundred*', 'about ten', 'about twenty', 'about thirty',
      'about fifty', 'whether or not', 'whether you like it or not',
      // Who does the errand, not what it asks about: "the research assistant should buy …", and
      // the person a job is done to, "the one who writes bad things about us" (thirteenth round).
      'research assistant*', 'research officer*', 'research team*', 'research staff',
      'research fellow*', 'research desk', 'writes bad things about', 'wrote bad things about',
      'writing bad things about', 'na-ede ihe ọjọọ gbasara', 'dere ihe ọjọọ gbasara',
      'ń kọ ohun burúkú nípa', 'kọ ohun burúkú nípa', 'rubuta mummunan abu game da',
      // A prize draw named research asks nothing: "won N50,000 in our market research draw"
      // (sixteenth round, voice-38).
      'research draw*', 'research raffle*', 'research prize*', 'research promo*',
      // Who the person is, by what they told: "the dock worker who told the terminal about the
      // seal has to be taken care of" (eighteenth round, voice-49).
      'who told the terminal about', 'who told the police about', 'who told customs about',
      'who told the customs about', 'who told management about', 'who told the management about',
      'wey tell police about', 'wey tell customs about',
    ],
  },
  // Pivots back to an instruction to the Operator: after one, a cue earlier in the sentence no
  // longer covers the action. English, Pidgin, Yoruba (lẹ́yìn náà = after that, jọ̀wọ́ =
  // please, kí o = (that) you), Hausa (sannan = then, don Allah = please), Igbo (biko =
  // please, mgbe ahụ = then).
  {
    kind: 'pivot',
    // biome-ignore format: packed word list
    terms: [
      'then', 'after that', 'after this', 'after which', 'afterwards', 'next', 'also', 'finally',
      'before that', 'once done', 'thereafter', 'if not', 'otherwise', 'if so', 'instead', 'but',
      'however', 'remember', 'make sure', 'ensure', 'be sure', 'you must', 'you should', 'you need',
      'you will', 'you have to', 'you can', 'you could', 'can you', 'yourself', 'I need you',
      'I want you', 'we need you', 'we want you', 'please', 'pls', 'kindly', 'abeg', 'make you',
      'you go', 'go and', "don't forget", 'lẹ́yìn náà', 'jọ̀wọ́', 'kí o', 'sannan', 'don Allah',
      'biko', 'mgbe ahụ',
      // An ultimatum's "or else": what follows is the threat, not one more thing to stop
      // ("tell him to stop preaching or he will be sorry": twenty-first round).
      'or else', 'or he', 'or she', 'or they', 'or we', 'or e go', 'or him go', 'or dem go',
      'or una go',
    ],
  },
  // "and" right before an action starts a new instruction ("ask about it and solve it").
  { kind: 'pivotAnd', terms: ['and', 'plus', 'kuma', 'sai'] },
  // Hand-over: the result goes to the requester. Cancels every suppression in its sentence.
  // English and Pidgin, Yoruba (fún mi = for/to me, sí mi = to me, fún wa = to us), Hausa
  // (turo min = send me, ba ni = give me, domin ni = for me), Igbo (maka m = for me, nye m =
  // give me, zitere m = send me).
  {
    kind: 'handover',
    // biome-ignore format: packed word list
    terms: [
      'to me', 'for me', 'send me', 'give me', 'forward me', 'tell me', 'text me', 'show me',
      'whatsapp me', 'dm me', 'with me', 'to us', 'for us', 'send us', 'give us', 'forward us',
      'text us', 'with us', 'on my behalf', 'on our behalf', 'on behalf of', 'but me', 'except me',
      'in your name', 'under your name', 'with your sim', 'with your number', 'with your phone',
      'using your', 'fún mi', 'sí mi', 'fún wa', 'turo min', 'tura min', 'aiko min', 'ba ni',
      'bani', 'fada min', 'kawo min', 'domin ni', 'gare ni', 'maka m', 'nye m', 'zitere m',
      'maka anyị', 'nye anyị',
      // A destination of the writer's named by its channel ("forward every code to this number":
      // twenty-first round).
      'to this number', 'to my number', 'to our number', 'to this line', 'to my line',
      'to this whatsapp', 'to my whatsapp', 'to our whatsapp', 'to our agent', 'to my agent',
    ],
  },
  // Negation right before an action ("never share your OTP"). English, Pidgin, Yoruba (má),
  // Hausa (kada, kar), Igbo (ejila = do not use).
  {
    kind: 'negation',
    // biome-ignore format: packed word list
    terms: [
      'never', 'not', 'no', "don't", 'dont', "doesn't", "won't", "shouldn't", 'cannot', "can't",
      'avoid*', 'refus*', 'stop', 'without', 'no go', 'no dey', 'má', 'máṣe', 'kada', 'kar',
      'ejila',
    ],
  },
  // Pronouns right after an action that point back to an earlier sentence ("register am").
  {
    kind: 'pronoun',
    terms: ['am', 'it', 'them', 'dem', 'this', 'that', 'these', 'those', 'one', 'yi', 'ya'],
  },
  // Signage just before the phrase: it is quoted text being observed ("the sign says ...").
  {
    kind: 'signageBefore',
    // biome-ignore format: packed word list
    terms: [
      'says', 'said', 'saying', 'reads', 'reading', 'written', 'printed', 'displays', 'displayed',
      'the words', 'the wording', 'the phrase', 'slogan*', 'tagline*', 'headline*', 'caption*',
      'titled', 'entitled', 'labelled', 'labeled', 'marked', 'advertis*', 'advert*',
      // Not "promot*": "the promoter" is a person, not a poster (fourteenth round, voice-25).
      'promote', 'promotes', 'promoted', 'promoting', 'promotion*', 'promotional',
    ],
  },
  // Signage just after the phrase ("the 'Open Account Today' banner").
  {
    kind: 'signageAfter',
    // biome-ignore format: packed word list
    terms: [
      'sign', 'signs', 'signage*', 'signboard*', 'sign board*', 'banner*', 'poster*', 'billboard*',
      'flyer*', 'flier*', 'handbill*', 'board*', 'notice*', 'sticker*', 'placard*', 'display*',
      'logo*', 'label*', 'advert*', 'is written', 'written on', 'printed on', 'painted on',
    ],
  },
  // Two real words that spell a listed term once spaces are ignored ("a count" ≠ "account").
  // "as usual" spells Hausa "asusu" (account) once joined; text-speak "is d" (is the) spells
  // "lsd", l and i being one letter (docs/safety.md, "Thirteenth round"). A "POS terminal" spells
  // "posterminal", a poster that framed what the sentence asked of it, and "POS stand" spells
  // "post and" (fourteenth round, voice-26).
  // biome-ignore format: packed word list
  {
    kind: 'splitTrap',
    // "play a" spells Igbo "pịa ya" (flog him), l and i being one letter ("play a song": fourteenth
    // round, voice-25).
    terms: [
      'a count', 'a counts', 'a counting', 'as usual', 'as usually', 'is d', 'play a',
      'pos terminal', 'pos terminals', 'pos stand', 'pos stands',
    ],
  },
];
