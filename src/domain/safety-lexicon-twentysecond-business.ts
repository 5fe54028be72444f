// Twenty-second round, harm put as business (docs/safety.md, "Twenty-second round, harm put as
// business"): papers for deliveries that never took place, papers backdated, companies opened
// in workers' names unknown to them, a tender's competition faked, a trader warned of
// "inspections" by friends at the council, a young woman taken to a director's suite, a load
// whose manifest lies, residents' ID cards copied behind their backs. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Papers made or got signed for work or deliveries that never happened (disputing them is
 *  lawful: the verbs are the papers' making). */
// biome-ignore format: packed word list
const PAPERS_MADE: Terms = [
  'signed invoice*', 'obtain* ... invoice*', 'prepare* ... invoice*', 'issue* ... invoice*',
  'raise* ... invoice*', 'make* ... invoice*', 'write* ... invoice*', 'sign* ... delivery note*',
  'signed delivery note*', 'prepare* ... delivery note*', 'write* ... receipt*',
  'issue* ... receipt*',
  'make* ... receipt*', 'prepare* ... waybill*', 'signed waybill*',
  'sign* ... completion certificate*',
  'signed completion certificate*', 'fill* ... timesheet*', 'sign* ... attendance',
];

// biome-ignore format: packed word list
const NEVER_HAPPENED: Terms = [
  'did not take place', "didn't take place", 'never took place', 'that never happened',
  'were never delivered', 'was never delivered', 'never delivered', 'were not delivered',
  'work that was not done', 'work not done', 'work never done', 'services not rendered',
  'services never rendered', 'never supplied', 'were not supplied', 'days they did not work',
  "days they didn't work", 'hours they did not work', 'goods we never received',
];

/** Papers backdated (the pay rise backdated to January is lawful: the papers are the terms). */
const BACKDATE = ['backdate', 'backdate these', 'backdate the', 'backdate our', 'backdate all the'];

// biome-ignore format: packed word list
const BACKDATED_PAPERS = [
  'delivery note*', 'invoice*', 'receipt*', 'document*', 'contract*', 'letter*', 'minutes',
  'agreement*', 'waybill*', 'certificate*', 'approval*', 'memo*', 'board resolution*', 'form*',
];

const PAPERS_BACKDATED: Terms = BACKDATE.flatMap((b) => BACKDATED_PAPERS.map((p) => `${b} ${p}`));

/** Companies, accounts or lines opened in workers' names unknown to them. */
// biome-ignore format: packed word list
const OPENED_IN_NAMES: Terms = [
  'register* ... compan*', 'register* ... business*', 'incorporate* ... compan*',
  'open* ... account*', 'register* ... sim*', 'register* ... line*', 'apply for ... loan*',
];

// biome-ignore format: packed word list
const NAMES_OF_OTHERS: Terms = [
  'using the names of', 'in the names of our', 'with the names of our', "in our drivers' names",
  "in our workers' names", "in our staff's names", "in our cleaners' names",
];

// biome-ignore format: packed word list
const UNKNOWN_TO_THEM: Terms = [
  "they don't need to know", 'they do not need to know', 'without their knowledge',
  "don't tell them", 'do not tell them', 'without telling them', "they won't know",
  'they will not know', 'they must not know', 'no need to tell them',
];

/** A tender's competition faked: quotes from one's own companies under other letterheads. */
// biome-ignore format: packed word list
const TENDER_FAKED: Terms = [
  'competing quotes from our own', 'quotes from our own sister', 'quotes from our sister compan*',
  'with different letterheads so', 'different letterheads ... tender', 'tender looks competitive',
  'so the tender looks', 'so the bid looks', 'bids look competitive', 'cover quote*', 'cover bid*',
  'bid rigging', 'rig the tender', 'rig the bid*',
];

/** A trader warned of what "friends at the council" may do if he will not switch. */
// biome-ignore format: packed word list
const IF_THEY_WILL_NOT: Terms = [
  "if they don't", 'if they do not', 'if they refuse', 'unless they', "if he doesn't",
  'if he does not', "if she doesn't", 'if she does not', 'if he refuses', 'if she refuses',
];

// biome-ignore format: packed word list
const FRIENDS_WILL_VISIT: Terms = [
  'unexpected inspection*', 'unexpected visit*', 'surprise inspection* from our',
  'our friends at the council', 'our friends in the council', 'our friends at the police',
  'our friends in the police', 'our friends at the ministry', 'our friends in government',
  'our people in the police', 'our boys will visit', 'our boys may visit',
];

/** A young woman taken to a powerful man's hotel suite, to be alone with him. */
// biome-ignore format: packed word list
const TAKE_HER: Terms = [
  'take the new female', 'take the female', 'take the girl', 'take the intern',
  'take the new intern',
  'bring the intern', 'bring the new intern', 'bring the girl', 'take her to', 'bring her to',
  'take the new girl', 'send the intern', 'send the girl', 'send her to',
];

// biome-ignore format: packed word list
const HIS_SUITE: Terms = [
  "director's hotel", "director's suite", "chairman's hotel", "chairman's suite", "oga's hotel",
  "oga's suite", "his hotel suite", "his hotel room", "ceo's hotel", "ceo's suite", "md's hotel",
  "md's suite", "boss's hotel", "senator's hotel", "senator's suite", "honourable's hotel",
];

// biome-ignore format: packed word list
const ALONE_WITH_HIM: Terms = [
  'privately', 'in private', 'alone with', 'spend the night', 'she should stay', 'stay the night',
  'tonight', 'dinner', 'after the party', 'at night', 'late at night', 'he wants to see her',
  'he wants to discuss her', 'he wants to meet her',
];

/** A load whose manifest lies, not to be opened or asked about. */
// biome-ignore format: packed word list
const MANIFEST_LIES: Terms = [
  'manifest will say', 'waybill will say', 'papers will say', 'manifest says rice but',
  "don't open them or ask", 'do not open them or ask', "don't open or ask", 'do not open or ask',
  "don't ask what is inside", 'do not ask what is inside', "don't ask what's inside",
  "don't ask what is in", 'do not ask what is in', 'no ask wetin dey inside',
];

/** Residents' ID cards copied behind their backs. */
// biome-ignore format: packed word list
const IDS_COPIED: Terms = [
  'id card*', 'nin slip*', 'voter* card*', "driver's licen*", 'passport* data page*',
  'national id*', 'bvn*',
];

// biome-ignore format: packed word list
const KEPT_SECRETLY: Terms = [
  "don't tell them we keep", 'do not tell them we keep', "don't tell them we are keeping",
  'do not tell them we are keeping', "don't tell them we'll keep", 'do not tell them we will keep',
  'without telling them we keep', 'secretly keep copies', 'keep copies without',
  'keep a copy without',
  "don't tell them we copy", 'do not tell them we copy',
];

export const TWENTYSECOND_BUSINESS_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'papers for deliveries that never took place',
        outcome: 'refuse',
        act: PAPERS_MADE,
        obj: NEVER_HAPPENED,
        forward: 100,
        backward: 40,
      },
      { name: 'papers backdated', outcome: 'refuse', alone: PAPERS_BACKDATED },
      {
        name: "companies opened in others' names, unknown to them",
        outcome: 'refuse',
        act: OPENED_IN_NAMES,
        obj: NAMES_OF_OTHERS,
        needs: UNKNOWN_TO_THEM,
        forward: 60,
        backward: 40,
      },
      { name: "a tender's competition faked", outcome: 'refuse', alone: TENDER_FAKED },
      {
        name: "residents' ID cards copied behind their backs",
        outcome: 'refuse',
        act: KEPT_SECRETLY,
        obj: IDS_COPIED,
        forward: 0,
        backward: 100,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: "a trader warned of his enemies' friends",
        outcome: 'refuse',
        act: IF_THEY_WILL_NOT,
        obj: FRIENDS_WILL_VISIT,
        forward: 100,
        backward: 0,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "a young woman taken to a powerful man's suite",
        outcome: 'refuse',
        act: TAKE_HER,
        obj: HIS_SUITE,
        needs: ALONE_WITH_HIM,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [{ name: 'a load whose manifest lies', outcome: 'hold', alone: MANIFEST_LIES }],
  },
];
