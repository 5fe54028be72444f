// The policy lexicon as one list (safety-lexicon-{goods,harm,people,places}.ts) and the frame
// words every policy category shares, turned into lexicon groups for the one trie of
// safety-tags.ts. Kinds are `category/rule/role`, `category/safe`, `category/excuse`.
import type { LexiconGroup, LexiconKind } from './safety-lexicon.ts';
import { GOODS_SPECS } from './safety-lexicon-goods.ts';
import { HARM_SPECS } from './safety-lexicon-harm.ts';
import { PEOPLE_SPECS } from './safety-lexicon-people.ts';
import { CONCEPT_SPECS } from './safety-lexicon-concepts.ts';
import { PLACES_SPECS } from './safety-lexicon-places.ts';
import { STRUCTURE_SPECS } from './safety-lexicon-structure.ts';
import { STRUCTURE_THING_SPECS } from './safety-lexicon-structure-things.ts';
import { LOOKALIKE_SPECS } from './safety-lexicon-lookalikes.ts';
import { LAWFUL_LOOKALIKE_SPECS } from './safety-lexicon-lookalikes-lawful.ts';
import { OUTCOME_SPECS } from './safety-lexicon-outcomes.ts';
import { OUTCOME_THING_SPECS } from './safety-lexicon-outcomes-things.ts';
import { COVER_SPECS } from './safety-lexicon-covers.ts';
import { TWELFTH_LOOKALIKE_SPECS } from './safety-lexicon-twelfth-lookalikes.ts';
import { TWELFTH_OPERATIONS_SPECS } from './safety-lexicon-twelfth-operations.ts';
import { TWELFTH_HARM_SPECS } from './safety-lexicon-twelfth-harm.ts';
import { CREDENTIAL_TWELFTH_SPECS } from './safety-lexicon-twelfth-credential.ts';
import { THIRTEENTH_HARM_SPECS } from './safety-lexicon-thirteenth-harm.ts';
import { THIRTEENTH_LANGUAGE_SPECS } from './safety-lexicon-thirteenth-languages.ts';
import { THIRTEENTH_HOUSEHOLD_SPECS } from './safety-lexicon-thirteenth-households.ts';
import { THIRTEENTH_STRUCTURED_SPECS } from './safety-lexicon-thirteenth-structured.ts';
import { THIRTEENTH_COMMUNITY_SPECS } from './safety-lexicon-thirteenth-community.ts';
import {
  THIRTEENTH_RESEARCH_LOOKALIKE_SPECS,
  THIRTEENTH_RESEARCH_SPECS,
} from './safety-lexicon-thirteenth-research.ts';
import {
  THIRTEENTH_SURVEYED_CRIMES,
  THIRTEENTH_TRADERS_SPECS,
} from './safety-lexicon-thirteenth-traders.ts';
import { THIRTEENTH_WORKSITES_SPECS } from './safety-lexicon-thirteenth-worksites.ts';
import { FOURTEENTH_RURAL_SPECS } from './safety-lexicon-fourteenth-rural.ts';
import { FOURTEENTH_EVENTS_SPECS } from './safety-lexicon-fourteenth-events.ts';
import { FOURTEENTH_CIVIC_SPECS } from './safety-lexicon-fourteenth-civic.ts';
import { FOURTEENTH_DEBT_SPECS } from './safety-lexicon-fourteenth-debt.ts';
import { FIFTEENTH_LEAD_SPECS } from './safety-lexicon-fifteenth-lead.ts';
import { FOURTEENTH_CAMPUSES_SPECS } from './safety-lexicon-fourteenth-campuses.ts';
import { FIFTEENTH_WATCH_SPECS } from './safety-lexicon-fifteenth-watch.ts';
import { FIFTEENTH_DEVICES_SPECS } from './safety-lexicon-fifteenth-devices.ts';
import { FIFTEENTH_CARE_SPECS } from './safety-lexicon-fifteenth-care.ts';
import { FIFTEENTH_WORKSHOPS_SPECS } from './safety-lexicon-fifteenth-workshops.ts';
import { FIFTEENTH_OLDER_LAWFUL_SPECS } from './safety-lexicon-fifteenth-older-lawful.ts';
import { FIFTEENTH_OLDER_MISSES_SPECS } from './safety-lexicon-fifteenth-older-misses.ts';
import { SIXTEENTH_FIELDBANKING_SPECS } from './safety-lexicon-sixteenth-fieldbanking.ts';
import { SIXTEENTH_FUEL_SPECS } from './safety-lexicon-sixteenth-fuel.ts';
import { SIXTEENTH_CREATORS_SPECS } from './safety-lexicon-sixteenth-creators.ts';
import { SIXTEENTH_RETAIL_SPECS } from './safety-lexicon-sixteenth-retail.ts';
import { SIXTEENTH_PARKS_SPECS } from './safety-lexicon-sixteenth-parks.ts';
import { SIXTEENTH_LANGUAGES_SPECS } from './safety-lexicon-sixteenth-languages.ts';
import { SIXTEENTH_OLDER_MISSES_SPECS } from './safety-lexicon-sixteenth-older-misses.ts';
import { SIXTEENTH_OLDER_LAWFUL_SPECS } from './safety-lexicon-sixteenth-older-lawful.ts';
import { SEVENTEENTH_BEAUTY_SPECS } from './safety-lexicon-seventeenth-beauty.ts';
import { SEVENTEENTH_RECRUITMENT_SPECS } from './safety-lexicon-seventeenth-recruitment.ts';
import { SEVENTEENTH_FOOD_SPECS } from './safety-lexicon-seventeenth-food.ts';
import { SEVENTEENTH_ANIMALS_SPECS } from './safety-lexicon-seventeenth-animals.ts';
import { SEVENTEENTH_WASTE_SPECS } from './safety-lexicon-seventeenth-waste.ts';
import { SEVENTEENTH_OLDER_MISSES_SPECS } from './safety-lexicon-seventeenth-older-misses.ts';
import { SEVENTEENTH_OLDER_LAWFUL_SPECS } from './safety-lexicon-seventeenth-older-lawful.ts';
import { EIGHTEENTH_PORTS_SPECS } from './safety-lexicon-eighteenth-ports.ts';
import { EIGHTEENTH_ESTATES_SPECS } from './safety-lexicon-eighteenth-estates.ts';
import { EIGHTEENTH_NIGHTLIFE_SPECS } from './safety-lexicon-eighteenth-nightlife.ts';
import { EIGHTEENTH_HEALERS_SPECS } from './safety-lexicon-eighteenth-healers.ts';
import { EIGHTEENTH_AGENTS_SPECS } from './safety-lexicon-eighteenth-agents.ts';
import { EIGHTEENTH_OLDER_SPECS } from './safety-lexicon-eighteenth-older.ts';
import { EIGHTEENTH_ENGINE_SPECS } from './safety-lexicon-eighteenth-engine.ts';
import { NINETEENTH_ASSAULT_SPECS } from './safety-lexicon-nineteenth-assault.ts';
import { NINETEENTH_PEOPLES_SPECS } from './safety-lexicon-nineteenth-peoples.ts';
import { TWENTIETH_SPECS } from './safety-lexicon-twentieth.ts';
import { TWENTIETH_HARM_SPECS } from './safety-lexicon-twentieth-harm.ts';
import { TWENTIETH_PEOPLE_SPECS } from './safety-lexicon-twentieth-people.ts';
import { TWENTIETH_FRAUD_SPECS } from './safety-lexicon-twentieth-fraud.ts';
import { TWENTYFIRST_SPECS } from './safety-lexicon-twentyfirst.ts';
import { TWENTYFIRST_HARM_SPECS } from './safety-lexicon-twentyfirst-harm.ts';
import { TWENTYFIRST_PEOPLE_SPECS } from './safety-lexicon-twentyfirst-people.ts';
import { TWENTYFIRST_BUSINESS_SPECS } from './safety-lexicon-twentyfirst-business.ts';
import { TWENTYFIRST_DEVICES_SPECS } from './safety-lexicon-twentyfirst-devices.ts';
import { TWENTYFIRST_LAWFUL_SPECS } from './safety-lexicon-twentyfirst-lawful.ts';
import { TWENTYFIRST_FRAUD_SPECS } from './safety-lexicon-twentyfirst-fraud.ts';
import { TWENTYSECOND_SPECS } from './safety-lexicon-twentysecond.ts';
import { TWENTYSECOND_BUSINESS_SPECS } from './safety-lexicon-twentysecond-business.ts';
import { TWENTYSECOND_LAWFUL_SPECS } from './safety-lexicon-twentysecond-lawful.ts';
import { TWENTYSECOND_LANGUAGES_SPECS } from './safety-lexicon-twentysecond-languages.ts';
import { TWENTYSECOND_HARM_SPECS } from './safety-lexicon-twentysecond-harm.ts';
import { TWENTYSECOND_PEOPLE_SPECS } from './safety-lexicon-twentysecond-people.ts';
import { TWENTYSECOND_GOODS_SPECS } from './safety-lexicon-twentysecond-goods.ts';
import { TWENTYSECOND_CASING_SPECS } from './safety-lexicon-twentysecond-casing.ts';
import { TWENTYSECOND_CODES_SPECS } from './safety-lexicon-twentysecond-codes.ts';
import { TWENTYSECOND_HAZARDS_SPECS } from './safety-lexicon-twentysecond-hazards.ts';
import { TWENTYSECOND_WATCH_SPECS } from './safety-lexicon-twentysecond-watch.ts';
import { TWENTYSECOND_OLDER_MISSES_SPECS } from './safety-lexicon-twentysecond-older-misses.ts';
import { TWENTYTHIRD_SPECS } from './safety-lexicon-twentythird.ts';
import { TWENTYTHIRD_FRAUD_SPECS } from './safety-lexicon-twentythird-fraud.ts';
import { TWENTYTHIRD_HARM_SPECS } from './safety-lexicon-twentythird-harm.ts';
import { TWENTYTHIRD_IDIOMS_SPECS } from './safety-lexicon-twentythird-idioms.ts';
import { TWENTYTHIRD_LAWFUL_SPECS } from './safety-lexicon-twentythird-lawful.ts';
import { TWENTYTHIRD_DECEIT_SPECS } from './safety-lexicon-twentythird-deceit.ts';
import { TWENTYTHIRD_HAZARDS_SPECS } from './safety-lexicon-twentythird-hazards.ts';
import { TWENTYTHIRD_CUSTOMS_SPECS } from './safety-lexicon-twentythird-customs.ts';
import { TWENTYTHIRD_TRUST_SPECS } from './safety-lexicon-twentythird-trust.ts';
import { TWENTYTHIRD_NATURE_SPECS } from './safety-lexicon-twentythird-nature.ts';
import { TWENTYTHIRD_BABIES_SPECS } from './safety-lexicon-twentythird-babies.ts';
import { TWENTYTHIRD_VOICES_SPECS } from './safety-lexicon-twentythird-voices.ts';
import { TWENTYTHIRD_BRIEFS_SPECS } from './safety-lexicon-twentythird-briefs.ts';
import { TWENTYFOURTH_SPECS } from './safety-lexicon-twentyfourth.ts';
import { TWENTYFOURTH_LAWFUL_SPECS } from './safety-lexicon-twentyfourth-lawful.ts';
import { TWENTYFIFTH_SPECS } from './safety-lexicon-twentyfifth.ts';
import { TWENTYFIFTH_LAWFUL_SPECS } from './safety-lexicon-twentyfifth-lawful.ts';
import { TWENTYSIXTH_SPECS } from './safety-lexicon-twentysixth.ts';
import { TWENTYSIXTH_CIVIC_SPECS } from './safety-lexicon-twentysixth-civic.ts';
import { TWENTYSIXTH_FOURTH_SPECS } from './safety-lexicon-twentysixth-fourth.ts';
import { TWENTYSIXTH_FIFTH_SPECS } from './safety-lexicon-twentysixth-fifth.ts';
import { TWENTYSIXTH_GOODS_SPECS } from './safety-lexicon-twentysixth-goods.ts';
import { TWENTYSIXTH_SIXTH_SPECS } from './safety-lexicon-twentysixth-sixth.ts';
import { TWENTYSIXTH_THIRD_SPECS } from './safety-lexicon-twentysixth-third.ts';
import { TWENTYSIXTH_LAWFUL_SPECS } from './safety-lexicon-twentysixth-lawful.ts';
import { TWENTYSIXTH_LATER_LAWFUL_SPECS } from './safety-lexicon-twentysixth-lawful-later.ts';
import { TWENTYSEVENTH_SPECS } from './safety-lexicon-twentyseventh.ts';
import { TWENTYSEVENTH_LAWFUL_SPECS } from './safety-lexicon-twentyseventh-lawful.ts';
import { TWENTYSEVENTH_SECOND_SPECS } from './safety-lexicon-twentyseventh-second.ts';
import { TWENTYSEVENTH_THIRD_SPECS } from './safety-lexicon-twentyseventh-third.ts';
import { TWENTYSEVENTH_FOURTH_SPECS } from './safety-lexicon-twentyseventh-fourth.ts';
import { TWENTYSEVENTH_FOURTH_LAWFUL_SPECS } from './safety-lexicon-twentyseventh-lawful-fourth.ts';
import { TWENTYSEVENTH_THIRD_LAWFUL_SPECS } from './safety-lexicon-twentyseventh-lawful-third.ts';
import { TWENTYSEVENTH_LATER_LAWFUL_SPECS } from './safety-lexicon-twentyseventh-lawful-second.ts';
import {
  TWELFTH_LANGUAGE_GROUPS,
  TWELFTH_LANGUAGE_SPECS,
} from './safety-lexicon-twelfth-languages.ts';
import type { CategorySpec } from './safety-policy-spec.ts';

export const POLICY_SPECS: readonly CategorySpec[] = [
  ...GOODS_SPECS,
  ...HARM_SPECS,
  ...PEOPLE_SPECS,
  ...PLACES_SPECS,
  ...CONCEPT_SPECS,
  ...STRUCTURE_SPECS,
  ...STRUCTURE_THING_SPECS,
  ...LOOKALIKE_SPECS,
  ...LAWFUL_LOOKALIKE_SPECS,
  ...OUTCOME_SPECS,
  ...OUTCOME_THING_SPECS,
  ...COVER_SPECS,
  ...TWELFTH_LOOKALIKE_SPECS,
  ...TWELFTH_HARM_SPECS,
  ...CREDENTIAL_TWELFTH_SPECS,
  ...TWELFTH_LANGUAGE_SPECS,
  ...TWELFTH_OPERATIONS_SPECS,
  ...THIRTEENTH_LANGUAGE_SPECS,
  ...THIRTEENTH_HARM_SPECS,
  ...THIRTEENTH_HOUSEHOLD_SPECS,
  ...THIRTEENTH_RESEARCH_SPECS,
  ...THIRTEENTH_RESEARCH_LOOKALIKE_SPECS,
  ...THIRTEENTH_TRADERS_SPECS,
  ...THIRTEENTH_WORKSITES_SPECS,
  ...THIRTEENTH_STRUCTURED_SPECS,
  ...THIRTEENTH_COMMUNITY_SPECS,
  ...FOURTEENTH_RURAL_SPECS,
  ...FOURTEENTH_EVENTS_SPECS,
  ...FOURTEENTH_CIVIC_SPECS,
  ...FOURTEENTH_DEBT_SPECS,
  ...FIFTEENTH_LEAD_SPECS,
  ...FOURTEENTH_CAMPUSES_SPECS,
  ...FIFTEENTH_WATCH_SPECS,
  ...FIFTEENTH_DEVICES_SPECS,
  ...FIFTEENTH_CARE_SPECS,
  ...FIFTEENTH_WORKSHOPS_SPECS,
  ...FIFTEENTH_OLDER_LAWFUL_SPECS,
  ...FIFTEENTH_OLDER_MISSES_SPECS,
  ...SIXTEENTH_FIELDBANKING_SPECS,
  ...SIXTEENTH_FUEL_SPECS,
  ...SIXTEENTH_CREATORS_SPECS,
  ...SIXTEENTH_RETAIL_SPECS,
  ...SIXTEENTH_PARKS_SPECS,
  ...SIXTEENTH_LANGUAGES_SPECS,
  ...SIXTEENTH_OLDER_MISSES_SPECS,
  ...SIXTEENTH_OLDER_LAWFUL_SPECS,
  ...SEVENTEENTH_BEAUTY_SPECS,
  ...SEVENTEENTH_RECRUITMENT_SPECS,
  ...SEVENTEENTH_FOOD_SPECS,
  ...SEVENTEENTH_ANIMALS_SPECS,
  ...SEVENTEENTH_WASTE_SPECS,
  ...SEVENTEENTH_OLDER_MISSES_SPECS,
  ...SEVENTEENTH_OLDER_LAWFUL_SPECS,
  ...EIGHTEENTH_PORTS_SPECS,
  ...EIGHTEENTH_ESTATES_SPECS,
  ...EIGHTEENTH_NIGHTLIFE_SPECS,
  ...EIGHTEENTH_HEALERS_SPECS,
  ...EIGHTEENTH_AGENTS_SPECS,
  ...EIGHTEENTH_OLDER_SPECS,
  ...EIGHTEENTH_ENGINE_SPECS,
  ...NINETEENTH_ASSAULT_SPECS,
  ...NINETEENTH_PEOPLES_SPECS,
  ...TWENTIETH_SPECS,
  ...TWENTIETH_HARM_SPECS,
  ...TWENTIETH_PEOPLE_SPECS,
  ...TWENTIETH_FRAUD_SPECS,
  ...TWENTYFIRST_SPECS,
  ...TWENTYFIRST_HARM_SPECS,
  ...TWENTYFIRST_PEOPLE_SPECS,
  ...TWENTYFIRST_BUSINESS_SPECS,
  ...TWENTYFIRST_DEVICES_SPECS,
  ...TWENTYFIRST_LAWFUL_SPECS,
  ...TWENTYFIRST_FRAUD_SPECS,
  ...TWENTYSECOND_SPECS,
  ...TWENTYSECOND_BUSINESS_SPECS,
  ...TWENTYSECOND_LAWFUL_SPECS,
  ...TWENTYSECOND_LANGUAGES_SPECS,
  ...TWENTYSECOND_HARM_SPECS,
  ...TWENTYSECOND_PEOPLE_SPECS,
  ...TWENTYSECOND_GOODS_SPECS,
  ...TWENTYSECOND_CASING_SPECS,
  ...TWENTYSECOND_CODES_SPECS,
  ...TWENTYSECOND_HAZARDS_SPECS,
  ...TWENTYSECOND_WATCH_SPECS,
  ...TWENTYSECOND_OLDER_MISSES_SPECS,
  ...TWENTYTHIRD_SPECS,
  ...TWENTYTHIRD_FRAUD_SPECS,
  ...TWENTYTHIRD_HARM_SPECS,
  ...TWENTYTHIRD_IDIOMS_SPECS,
  ...TWENTYTHIRD_LAWFUL_SPECS,
  ...TWENTYTHIRD_DECEIT_SPECS,
  ...TWENTYTHIRD_HAZARDS_SPECS,
  ...TWENTYTHIRD_CUSTOMS_SPECS,
  ...TWENTYTHIRD_TRUST_SPECS,
  ...TWENTYTHIRD_NATURE_SPECS,
  ...TWENTYTHIRD_BABIES_SPECS,
  ...TWENTYTHIRD_VOICES_SPECS,
  ...TWENTYTHIRD_BRIEFS_SPECS,
  ...TWENTYFOURTH_SPECS,
  ...TWENTYFOURTH_LAWFUL_SPECS,
  ...TWENTYFIFTH_SPECS,
  ...TWENTYFIFTH_LAWFUL_SPECS,
  ...TWENTYSIXTH_SPECS,
  ...TWENTYSIXTH_GOODS_SPECS,
  ...TWENTYSIXTH_CIVIC_SPECS,
  ...TWENTYSIXTH_THIRD_SPECS,
  ...TWENTYSIXTH_FOURTH_SPECS,
  ...TWENTYSIXTH_FIFTH_SPECS,
  ...TWENTYSIXTH_SIXTH_SPECS,
  ...TWENTYSIXTH_LAWFUL_SPECS,
  ...TWENTYSIXTH_LATER_LAWFUL_SPECS,
  ...TWENTYSEVENTH_SPECS,
  ...TWENTYSEVENTH_SECOND_SPECS,
  ...TWENTYSEVENTH_THIRD_SPECS,
  ...TWENTYSEVENTH_FOURTH_SPECS,
  ...TWENTYSEVENTH_LAWFUL_SPECS,
  ...TWENTYSEVENTH_LATER_LAWFUL_SPECS,
  ...TWENTYSEVENTH_THIRD_LAWFUL_SPECS,
  ...TWENTYSEVENTH_FOURTH_LAWFUL_SPECS,
];

/** The lexicon kind of one role of one rule: `category/spec.rule/role`. Several specs may name
 *  one category (safety-lexicon-concepts.ts adds rules to each), so the spec's index is in it. */
const ownKind = (spec: number, rule: number, role: string): LexiconKind =>
  `${POLICY_SPECS[spec]?.category}/${spec}.${rule}/${role}`;

const ROLES = ['alone', 'act', 'obj', 'needs'] as const;

/** A role whose terms are word for word an earlier role's (one act list shared by several rules)
 *  reads that role's kind: the trie then ends each term once, not once a copy, and the walk tags
 *  it once (docs/safety.md, "Twenty-third round, cost"). */
const SHARED_KIND: ReadonlyMap<LexiconKind, LexiconKind> = (() => {
  const first = new Map<string, LexiconKind>();
  const shared = new Map<LexiconKind, LexiconKind>();
  POLICY_SPECS.forEach((spec, s) => {
    spec.rules.forEach((rule, i) => {
      for (const role of ROLES) {
        const terms = rule[role];
        if (!terms) continue;
        const key = terms.join('\n');
        const earlier = first.get(key);
        if (earlier) shared.set(ownKind(s, i, role), earlier);
        else first.set(key, ownKind(s, i, role));
      }
    });
  });
  return shared;
})();

export const ruleKind = (spec: number, rule: number, role: string): LexiconKind => {
  const own = ownKind(spec, rule, role);
  return SHARED_KIND.get(own) ?? own;
};

/** Words before a match that make it a topic, not a task. */
const FRAME_TERMS = [
  'anti',
  'anti-',
  'against',
  'awareness',
  'prevention',
  'prevent*',
  'sensitis*',
  'sensitiz*',
  'dangers of',
  'danger of',
  'risks of',
  'risk of',
  'effects of',
  'effect of',
  'victim*',
  'survivor*',
  'report* on',
  'reports of',
  'reported',
  'news',
  'cases of',
  'incidence*',
  'incident*',
  'rate of',
  'rates of',
  'statistic*',
  'warning*',
  'warn* ... about',
  'warn* ... against',
  'warn* ... not',
  'beware',
  'say no to',
  'stop',
  'fight against',
  'crackdown',
  'ban on',
  'banned',
  'illegal to',
  'punishable',
  'penalt*',
  'offence*',
  'offense*',
  'crime of',
  'how to avoid',
  'how to spot',
  'how to identify',
  'how to recognis*',
  'how to recogniz*',
  'how to protect',
  'how to report',
  'protect* ... from',
  'safety tip*',
  'tips on',
  'history of',
  'fear of',
  'afraid of',
  'worried about',
  'concern* about',
  'problem of',
  'problems of',
  'rise in',
  'increase in',
  'fall in',
  'impact of',
  'laws on',
  'law against',
  'policy on',
  'policies on',
  'free from',
  'free of',
  'zero tolerance',
  'no to',
  'report ... to the police',
  'reported to the police',
  'stories of',
  'experience* of',
  'accused of',
  'arrested for',
  'jailed for',
  'convicted of',
  'heard about',
  'rumour* of',
  'rumor* of',
  'tsoron',
  'ìwádìí lórí',
  // Hausa research and awareness before a harm ("binciken zamba", a scam survey: fifteenth
  // round, voice-31).
  'binciken',
  'bincike kan',
  'bincike akan',
  'bincike a kan',
  'wayar da kai kan',
  'illolin',
  // Igbo research titles and fear ("nchọpụta maka ntọrọ", "na-atụ egwu"), as Yoruba "ìwádìí
  // lórí" (sixteenth round, voice-36).
  'nchọpụta maka',
  'nchọpụta banyere',
  'nyocha maka',
  'atụ egwu',
  'ìwádìí nípa',
  'ever seen',
  'ever witnessed',
  'have seen',
  'has seen',
  'witnessed',
  // Research into how common a harm is (twelfth round).
  'how common',
  'how widespread',
  'how prevalent',
  'prevalence of',
  'research* on',
  'research* into',
  'study of',
  'study on',
  'studies on',
  'what they think of',
  'what they think about',
  'wetin dem think of',
  'wetin dem think about',
  'how they feel about',
  'their views on',
  'their opinion* on',
  'their opinion* about',
];

export const FRAME_KIND = 'policy/frame';

/** Words right after a match that make it the topic of the work ("OTP scam survey"). */
const AFTER_FRAME_TERMS = [
  'survey*',
  'awareness',
  'questionnaire*',
  'research',
  'study',
  'studies',
  'report',
  'reports',
  'statistic*',
  'prevention',
  'education',
  'sensitis*',
  'sensitiz*',
  'warning*',
  'campaign*',
  'poll',
  'interview*',
  'victim*',
  // "kidnapping fear", a survey's subject (thirteenth round, voice-21).
  'fear',
  'fears',
  // "to buy vandalised cable na crime": a notice that says so names the act, not an errand
  // (seventeenth round, voice-44).
  'na crime',
  'is a crime',
  'are crimes',
  'is an offence',
  'is an offense',
  'is a criminal offence',
  'laifi ne',
  'ìwà ọ̀daràn ni',
  'bụ mpụ',
];
export const AFTER_FRAME_KIND = 'policy/after';
/** A study named in a task's title ("Survey: POS agents and fake payment alerts", "Research
 *  assistant – …"): the title's words after it name what the study asks about (twenty-seventh
 *  round). Read in the title only (safety-policy.ts). */
export const STUDY_TITLE_KIND = 'policy/study-title';
// biome-ignore format: packed word list
const STUDY_TITLE_TERMS = [
  'survey', 'surveys', 'research', 'study', 'questionnaire', 'poll', 'focus group*', 'assessment',
  'nyocha', 'nchọpụta', 'nchoputa', 'bincike', 'binciken', 'ìwádìí', 'iwadii',
];
/** "do not enter or photograph": the negation reaches past "or". */
export const OR_KIND = 'policy/or';
/** "ask ... whether", Yoruba "bi ... bóyá", Hausa "tambayi ... ko", Igbo "jụọ ... ma": what follows
 *  is what the respondent is asked about. */
/** "any", "the", "your": a determiner right before a negated act's object ("do not request any
 *  SIM swap"). */
export const DETERMINER_KIND = 'policy/determiner';
export const ASK_KIND = 'policy/ask';
export const WHETHER_KIND = 'policy/whether';
/** Asking someone else (not "check whether you can solve it", a test the Operator runs): after
 *  one of these, "whether you can buy" is the question's own words (twelfth round). */
export const ASK_OTHER_KIND = 'policy/askOther';
const ASK_OTHER_TERMS = [
  'ask*',
  'enquir*',
  'inquir*',
  'find out',
  'tambayi',
  'tambaye',
  'jụọ',
  'béèrè',
  'beere',
];
const ASK_TERMS = [
  'ask*',
  'survey*',
  'interview*',
  'find out',
  'check',
  'checks',
  'checking',
  'enquir*',
  'inquir*',
  'question*',
  'poll',
  'tambayi',
  // Hausa "tambaye su ko", the form before a pronoun (thirteenth round, voice-19).
  'tambaye',
  'tambaya*',
  'jụọ',
  'ajụjụ',
  'bi',
  'béèrè',
  'beere',
  'ìwádìí',
  'nyocha',
  'binciken',
];
const WHETHER_TERMS = [
  'if',
  'whether',
  'bóyá',
  'ko',
  'ma',
  'how many',
  'how often',
  'how much',
  'what',
  'which',
  'who',
  'why',
  'when',
  'where',
  'do they',
  'does',
  'did',
  'have they',
  'has anyone',
  'have you',
  'do you',
  'is there',
  'are there',
  'shin',
  'ṣé',
  'ọ bụrụ na',
];

/** The policy's terms as lexicon groups, for the one trie of safety-tags.ts. */
export function policyLexicon(): LexiconGroup[] {
  const groups: LexiconGroup[] = [
    { kind: FRAME_KIND, terms: FRAME_TERMS },
    { kind: AFTER_FRAME_KIND, terms: AFTER_FRAME_TERMS },
    { kind: STUDY_TITLE_KIND, terms: STUDY_TITLE_TERMS },
    { kind: ASK_KIND, terms: ASK_TERMS },
    { kind: ASK_OTHER_KIND, terms: ASK_OTHER_TERMS },
    { kind: WHETHER_KIND, terms: WHETHER_TERMS },
    { kind: OR_KIND, terms: ['or', 'nor', 'abi', 'ko', 'ma ọ bụ', 'tàbí'] },
    // biome-ignore format: packed word list
    {
      kind: DETERMINER_KIND,
      terms: [
        'any', 'a', 'an', 'the', 'your', 'their', 'his', 'her', 'my', 'our', 'anybody', 'anyone',
        'another', 'other', 'people', 'someone',
      ],
    },
    // A code said to arrive on someone's phone is a one-time code (Pidgin "enter the woman phone").
    {
      kind: 'codeQualifier',
      terms: [
        'enter* ... phone',
        'come* to ... phone',
        'drop* for ... phone',
        'on her phone',
        'on his phone',
        'the woman phone',
        'the man phone',
        'im phone',
        'her phone',
        'his phone',
      ],
    },
    // What a match names when a schedule or a fare list follows: "river crossing schedule".
    { kind: AFTER_FRAME_KIND, terms: ['schedule*', 'timetable*', 'fare', 'fares'] },
    // "kidnapping and robbery survey": a survey named for a list of crimes frames each of them
    // (thirteenth round, voice-16).
    {
      kind: AFTER_FRAME_KIND,
      terms: ['and', 'or'].flatMap((j) =>
        THIRTEENTH_SURVEYED_CRIMES.flatMap((c) =>
          ['survey*', 'awareness', 'research', 'questionnaire*', 'study'].map(
            (f) => `${j} ${c} ${f}`,
          ),
        ),
      ),
    },
    // A negation with its modal, so that it stands right before the act: "you do not need to
    // meet the children", "you must not enter".
    {
      kind: 'negation',
      terms: [
        'do not need to',
        "don't need to",
        'no need to',
        'not need to',
        'need not',
        'must not',
        'should not',
        'do not have to',
        "don't have to",
        'will not',
        'never need to',
      ],
    },
    // "stop" is a campaign's frame word ("Stop kidnapping") unless it is a place to stop at.
    {
      kind: 'cueNegative',
      terms: [
        'each stop',
        'every stop',
        // Vehicles stopped on a road (twelfth round).
        'stop motor*',
        'stop cars',
        'stop the cars',
        'stop vehicles',
        'stop the vehicles',
        'stop drivers',
        'stop every motor',
        'stop every car',
        'bus stop',
        // Getting on a vehicle, not a notice board ("the schoolgirls who board the danfo"):
        // read by the sign frame (sixteenth round, voice-36).
        'who board*',
        'that board*',
        'to board',
        'boarding the',
        'boarding a',
        ...[
          'bus',
          'buses',
          'danfo',
          'keke',
          'okada',
          'brt',
          'train',
          'ferry',
          'boat',
          'plane',
          'flight',
        ].flatMap((v) => [`board* the ${v}`, `board* a ${v}`]),
        'first stop',
        'next stop',
        'last stop',
        'one stop',
        'the stop',
        'stop at',
        'stop by',
        'stop over',
        'stop there',
        'stop for',
        // A complainant is a person, not a question about complaints.
        'complainant*',
        // "the owner is not aware": a person who does not know, not a survey of awareness.
        'not aware',
        'unaware',
        // "if e no pay, wahala go dey": the negation of a condition, not of the instruction.
        'if e no',
        'if she no',
        'if he no',
        'if im no',
        'if dem no',
        'if una no',
        'if she does not',
        'if he does not',
        "if she doesn't",
        "if he doesn't",
        'if they do not',
        "if they don't",
        'ti kò bá',
        'tí kò bá',
        'idan bai',
        'idan ba ta',
        'idan ba su',
        // More subjects and conditions of the same clause, whose negation framed the instruction
        // after the comma ("if him no pay, beat am"; Yoruba "bí kò bá san", "bí ó bá kọ̀", if he
        // refuses, where "bi … ko" read as asking whether: sixteenth round, older rules).
        'if e never',
        'if im never',
        'if him no',
        'if una never',
        'when e no',
        'when he no',
        'when she no',
        "if he won't",
        "if she won't",
        "if they won't",
        'if he will not',
        'if she will not',
        'if they will not',
        'bí kò bá',
        'bi ko ba',
        'bí wọn kò bá',
        'tí wọn kò bá',
        'bí ó bá kọ̀',
        'tí ó bá kọ̀',
        'bí wọ́n bá kọ̀',
        'tí wọ́n bá kọ̀',
      ],
    },
  ];
  groups.push(...TWELFTH_LANGUAGE_GROUPS);
  POLICY_SPECS.forEach((spec, s) => {
    if (spec.safe) groups.push({ kind: `${spec.category}/safe`, terms: spec.safe });
    if (spec.excuse) groups.push({ kind: `${spec.category}/excuse`, terms: spec.excuse });
    if (spec.anywhere) groups.push({ kind: `${spec.category}/anywhere`, terms: spec.anywhere });
    spec.rules.forEach((rule, i) => {
      for (const role of ROLES) {
        const terms = rule[role];
        // A shared kind's terms are in the trie once, under the role that named them first.
        if (terms && !SHARED_KIND.has(ownKind(s, i, role))) {
          groups.push({ kind: ownKind(s, i, role), terms });
        }
      }
    });
  });
  return groups;
}
