// The credential rules' twelfth-round groups (docs/safety.md, "Twelfth round, credential"): who
// acts (the account holder herself, a wish, an escort), what is asked of whom (a scam message that
// asked for "my OTP"), how a question to a bank is put in Pidgin, Hausa, Yoruba and Igbo, a sign's
// wording photographed, and a CAPTCHA described by what it shows. safety-credential-frames.ts
// reads the new kinds; the old kinds here only add terms.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Relatives and other people an Operator goes along with. */
// biome-ignore format: packed word list
const KIN = [
  'mother', 'mum', 'mom', 'mama', 'mummy', 'father', 'dad', 'daddy', 'papa', 'grandma',
  'grandmother', 'grandpa', 'grandfather', 'aunt', 'aunty', 'auntie', 'uncle', 'brother', 'sister',
  'wife', 'husband', 'son', 'daughter', 'neighbour', 'neighbor', 'friend', 'boss', 'oga', 'madam',
];

/** "carry my papa go", "take my mother to", "tẹ̀lé ìyá mi lọ": the verb's object is a person
 *  taken somewhere, not a credential (the person acts, the Operator goes along). */
const ESCORTED = [
  ...['my', 'our', 'his', 'her', 'their', 'the', 'your'].flatMap((owner) =>
    KIN.flatMap((kin) => ['go', 'to', 'along', 'come'].map((to) => `${owner} ${kin} ${to}`)),
  ),
  // A person by pronoun, Pidgin "carry am go"; "send them to us" is not one.
  ...['am', 'him', 'her', 'them', 'dem'].map((p) => `${p} go`),
  'him to the',
  'her to the',
  ...['ìyá', 'bàbá', 'ìyàwó', 'ọkọ', 'ẹ̀gbọ́n', 'àbúrò', 'màmá'].flatMap((kin) => [
    `${kin} mi lọ`,
    `${kin} wa lọ`,
  ]),
];

/** "calls asking for OTPs", "SMS wey dey ask": a message that asks, received by the people a
 *  survey asks about. */
const MESSAGE_ASKS: Terms = [
  'call',
  'calls',
  'caller*',
  'message*',
  'sms',
  'text*',
  'email*',
  'link*',
  'alert*',
  'scammer*',
  'fraudster*',
].flatMap((asker) =>
  ['asking', 'requesting', 'demanding', 'that ask*', 'which ask*', 'wey dey ask', 'wey ask'].map(
    (verb) => `${asker} ${verb}`,
  ),
);

export const CREDENTIAL_TWELFTH_LEXICON: readonly LexiconGroup[] = [
  { kind: 'messageAsks', terms: MESSAGE_ASKS },
  // A survey of how common a harm is ("measuring how common phone scams are"): a topic.
  {
    kind: 'policy/frame',
    terms: ['how common', 'how widespread', 'how frequent*', 'how prevalent', 'prevalence of'],
  },
  { kind: 'escortObject', terms: ESCORTED },
  // A wish right before the act: the holder means to open it; the Operator is sent to ask.
  // English, Pidgin (wan), Hausa (tana son = she wants), Igbo (chọrọ = wants).
  {
    kind: 'wishBefore',
    // biome-ignore format: packed word list
    terms: [
      'wants to', 'want to', 'wanted to', 'wish* to', 'would like to', 'plan* to', 'planning to',
      'intend* to', 'hope* to', 'hoping to', 'wan', 'wan go', 'tana son', 'yana son',
      'suna son', 'muna son', 'ina son', 'chọrọ', 'na-achọ',
    ],
  },
  // The holder's own account right before it ("her own savings account").
  {
    kind: 'ownBefore',
    // biome-ignore format: packed word list
    terms: [
      'her own', 'his own', 'their own', 'my own', 'our own', 'him own', 'im own', 'she own',
      'dem own',
    ],
  },
  // The holder does it herself: English, Pidgin, Yoruba (fúnra rẹ̀), Hausa (da kanta), Igbo
  // (n'onwe ya).
  {
    kind: 'reflexive',
    // biome-ignore format: packed word list
    terms: [
      'herself', 'himself', 'themselves', 'fúnra rẹ̀', 'funra re', 'fúnrarẹ̀',
      'da kanta', 'da kansa', 'da kansu', "n'onwe ya", 'onwe ya', 'onwe ha',
      // The holders with their own papers, or the writer's family going themselves (thirteenth
      // round). Not "in person": the Operator too goes in person with someone's NIN slips.
      'with their own id*', 'with her own id*', 'with his own id*', 'by herself',
      'does their own', 'do their own', 'does her own', 'does his own', 'by himself', 'by themselves', 'ourselves', "n'onwe anyị",
      'onwe anyị', 'fúnra wọn', 'funra won', 'fúnra wa',
    ],
  },
  // A warning's negation standing between the act and the credential ("read them this message:
  // 'never give anyone your PIN'"): the credential is what the warning keeps (thirteenth round).
  // English, Pidgin, Hausa (kada, kar), Yoruba (má), Igbo (ejila, egbula).
  {
    kind: 'warningNegation',
    // biome-ignore format: packed word list
    terms: [
      'never', "don't", 'dont', 'do not', 'no bank will', 'no one will', 'nobody will',
      'will never', 'no go ever', 'kada', 'kar', 'má', 'máṣe', 'má ṣe', 'ejila', 'egbula',
      'nobody should', 'no one should', 'make nobody', 'no body should',
    ],
  },
  // Teaching someone how to do it (thirteenth round): with the learner doing it herself in the
  // sentence, the Operator teaches, the holder acts. English, Yoruba (kọ́ … bí), Igbo (kuziere),
  // Hausa (koya … yadda, nuna … yadda).
  {
    kind: 'teachHow',
    // biome-ignore format: packed word list
    terms: [
      'teach* ... how', 'show* ... how', 'kọ́ ... bí', 'kọ ... bí', 'fi hàn ... bí', 'kuziere ... ka',
      'kuziere ... otu', 'koya ... yadda', 'nuna ... yadda',
    ],
  },
  // What to bring is asked, not brought ("Reset my PIN: what to bring"; thirteenth round).
  {
    kind: 'requirementAsk',
    // biome-ignore format: packed word list
    terms: [
      'what to bring', 'what to carry', 'what i need to bring', 'what we need to bring',
      'what documents to bring', 'what papers to bring', 'what she needs to bring',
      'what he needs to bring',
    ],
  },
  // A participle after "and" continues the clause it joins ("whether anyone has called them
  // pretending to be their bank and asking for an OTP"): no new instruction (thirteenth round).
  {
    kind: 'gerundAct',
    // biome-ignore format: packed word list
    terms: [
      'asking', 'requesting', 'demanding', 'telling', 'saying', 'claiming', 'pretending',
      'sending', 'collecting', 'begging',
    ],
  },
  // A message received, reported ("our estate has had many calls asking for OTPs").
  {
    kind: 'messageReceived',
    // biome-ignore format: packed word list
    terms: [
      'had', 'has had', 'have had', 'received', 'receiving', 'been getting', 'keep getting',
      'kept getting', 'got',
    ],
  },
  // Right after a nominal pair: a document about the process ("wallet-onboarding leaflet").
  {
    kind: 'credentialAfter',
    // biome-ignore format: packed word list
    terms: [
      'leaflet*', 'brochure*', 'guide', 'guides', 'guidebook*', 'manual*', 'tutorial*',
      'checklist*', 'procedure*', 'requirement*', 'policy', 'policies', 'explainer*', 'faq*',
    ],
  },
  // A message or caller asked the writer for her own code: a scam received, reported.
  {
    kind: 'askedOfMe',
    // biome-ignore format: packed word list
    terms: [
      'ask* for my', 'ask* me for my', 'ask* me to share my', 'ask* me to send my', 'ask* for our',
      'ask* us for our', 'ask* me my', 'request* my', 'request* for my', 'demand* my',
      'demand* for my', 'dey ask for my', 'dey ask me for my',
    ],
  },
  // Seeing a sign: its quoted words follow its name ("photograph the banner 'Open an account'").
  {
    kind: 'observeVerb',
    // biome-ignore format: packed word list
    terms: [
      'photograph*', 'photo of', 'photos of', 'picture of', 'pictures of', 'snap*', 'fọ́tò', 'foto',
      'hoto', 'hotuna', 'ya fọ́tò', 'dauki hoto', 'look at', 'hoton', 'dauki hoton',
    ],
  },
  // Sign names in Yoruba (àsíá = banner, pátákó = board, ìpolówó = advert), Hausa (allon talla =
  // billboard, tuta = banner, fosta = poster), Igbo (ọkọlọtọ = banner, bọọdụ = board).
  {
    kind: 'signageAfter',
    // biome-ignore format: packed word list
    terms: [
      'àsíá', 'pátákó', 'ìpolówó', 'allon talla', 'tuta', 'fosta', 'ọkọlọtọ', 'bọọdụ',
      'akwụkwọ mgbasa ozi',
    ],
  },
  // Asking what opening an account takes, in Pidgin (wetin … need), Hausa (tambaye … waɗanne,
  // ake buƙata = is needed), Yoruba (nílò láti = need to), Igbo (a chọrọ iji = needed to); a
  // directory question ("find which offices register SIMs"). Credential rules only: "find where
  // she lives" is no question to the policy rules.
  {
    kind: 'credentialCue',
    // biome-ignore format: packed word list
    terms: [
      'ask* ... wetin', 'wetin ... need*', 'wetin ... require*', 'tambay* ... waɗanne',
      'tambay* ... wane', 'tambay* ... wace', 'tambay* ... me', 'tambay* ... yaya',
      'tambay* ... takard*', 'ake buƙata', 'nílò láti', 'ohun tí ... nílò', 'kí ni ... nílò',
      // Who needs it, in Hausa (take/yake/suke buƙata); what to bring, in Igbo (thirteenth round).
      'take buƙata', 'yake buƙata', 'suke buƙata', 'jụọ akwụkwọ', 'kwesịrị iweta',
      'ihe ... chọrọ iji',
      'jụọ ... ihe', 'a chọrọ iji', 'ihe a chọrọ', 'ndị a chọrọ', 'find which', 'find where',
      'find what', 'list which', 'list where', 'note which', 'check which', 'which documents',
      'which papers', 'what papers', 'which id', 'what id',
    ],
  },
  // A CAPTCHA said by what it shows.
  {
    kind: 'captchaObject',
    // biome-ignore format: packed word list
    terms: [
      'verification image*', 'verification box*', 'verification letter*', 'verification character*', 'verification tile*', 'verification picture*', 'matching tile*',
      'distorted letter*', 'distorted character*', 'distorted word*', 'crooked letter*',
      'wavy letter*', 'squiggly letter*', 'wiggly letter*', 'traffic light picture*',
      'pick all the traffic light*', 'select all the traffic light*', 'click all the traffic light*',
    ],
  },
  // What a CAPTCHA is made of: one only with a CAPTCHA word or a bot near (within a brief's
  // paragraph, safety-credential-frames.ts).
  {
    kind: 'captchaNoun',
    // biome-ignore format: packed word list
    terms: [
      'box', 'boxes', 'image', 'images', 'puzzle*', 'letters', 'characters', 'tiles', 'squares',
      'pictures', 'digits',
    ],
  },
  {
    kind: 'captchaQualifier',
    // biome-ignore format: packed word list
    terms: [
      'image verification*', 'verification image*', 'verification box*', 'verification letter*',
      'distorted', 'crooked', 'wavy', 'squiggly', 'warped', 'scraper*', 'bot', 'bots',
      'automation tool*', 'booking script*', 'the script can', 'so the script', 'so our script*',
      'so that our script*', 'so the bot', 'captcha*',
      // An audio CAPTCHA heard and typed for a tool; a script or software that hits one
      // (thirteenth round).
      'audio challenge*', 'audio captcha*', 'so our tool', 'so the tool', 'our tool can',
      'script', 'scripts', 'my software', 'our software', 'the software',
    ],
  },
  // Numbers after the noun, as Yoruba, Hausa and Igbo count ("àkántì báǹkì mẹ́ta").
  {
    kind: 'newMarker',
    // biome-ignore format: packed word list
    terms: [
      'méjì', 'mẹ́ta', 'mẹ́rin', 'márùn-ún', 'mẹ́wàá', 'biyu', 'uku', 'hudu', 'biyar', 'goma',
      'abụọ', 'atọ', 'anọ', 'iri',
    ],
  },
  // Yoruba spellings of "number"; write down in Hausa (rubuta) and Igbo (dee).
  { kind: 'codeNoun', terms: ['nọ́ńbà', 'nọ́ḿbà', 'nọmba', 'nomba'] },
  // SIM lines in Hausa (layi, layuka) and pre-registered lines; Hausa "rajistar" (registering
  // of), "su" (them) pointing back, "lambobin sirri" (secret numbers), "miƙa" (hand over) and
  // "miƙa mana" (hand to us) (thirteenth round).
  {
    kind: 'accountNoun',
    // biome-ignore format: packed word list
    terms: [
      'layi', 'layuka', 'layukan', 'layin waya', 'pre-reg line*', 'prereg line*',
      'pre-registered line*', 'pre-registered sim*',
    ],
  },
  { kind: 'accountActionStrong', terms: ['rajistar', 'yi rajistar', 'rijistar'] },
  { kind: 'pronoun', terms: ['su'] },
  // "The little number the bank texts": a one-time code by its nickname.
  { kind: 'codeNoun', terms: ['little number*', 'small number*'] },
  { kind: 'otpObject', terms: ['lambobin sirri', 'lambobin sirrinsu'] },
  { kind: 'otpAction', terms: ['miƙa', 'mika'] },
  { kind: 'handover', terms: ['miƙa mana', 'mika mana', 'miƙa min', 'mika min'] },
  { kind: 'otpAction', terms: ['rubuta', 'dee'] },
  // "weta ha" (Igbo: bring them).
  { kind: 'pronoun', terms: ['ha'] },
];

/** "She go bring her NIN", "he will bring his passport": the holder brings her own papers. */
const HOLDER_BRINGS: Terms = [
  ...['she', 'he', 'they', 'dem', 'mama', 'papa'].flatMap((who) =>
    ['go', 'will', 'would', 'should', 'must', 'can', 'dey', 'wil'].map((m) => `${who} ${m}`),
  ),
  'she',
  'he',
  ...KIN.flatMap((kin) => ['will', 'go', 'would'].map((m) => `${kin} ${m}`)),
].flatMap((lead) =>
  ['bring*', 'carry', 'show*', 'present*', 'use'].flatMap((verb) =>
    ['her', 'his', 'him', 'their', 'dem'].map((own) => `${lead} ${verb} ${own}`),
  ),
);

/** The policy rules' look-alikes of the same class (appended at the end of POLICY_SPECS): the
 *  relative who opens her own account brings her own NIN, and the Operator only goes along. */
export const CREDENTIAL_TWELFTH_SPECS: readonly CategorySpec[] = [
  { category: 'impersonation_fraud', rules: [], safe: HOLDER_BRINGS },
];
