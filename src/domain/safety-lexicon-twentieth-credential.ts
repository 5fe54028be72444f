// The twentieth round's credential words (docs/safety.md, "Twentieth round"): others counted as
// they register, not registered by the Operator ("count how many people are registering SIMs at
// the Glo office"), and codes said to come to the SIMs named ("the codes that come to these SIM
// cards"). Groups of kinds the credential rules of safety-filter.ts already read.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const CREDENTIAL_TWENTIETH_LEXICON: readonly LexiconGroup[] = [
  // People counted or watched as they do the act: the act is theirs, asked about by the count
  // (a question cue before the act frames it: safety-filter.ts, researchFramed).
  {
    kind: 'questionCue',
    // biome-ignore format: packed word list
    terms: [
      'count how many people are', 'count how many customers are', 'how many people are',
      'how many customers are', 'number of people ... are', 'number of customers ... are',
      'count the people ... are', 'count the customers ... are',
    ],
  },
  // How a code arrives, on SIMs the writer names: "the codes that come to these SIM cards".
  {
    kind: 'codeQualifier',
    // biome-ignore format: packed word list
    terms: [
      'come to these sim*', 'comes to these sim*', 'come to the sim*', 'comes to the sim*',
      'come to this sim*', 'comes to this sim*', 'arrive on these sim*', 'arrive* on the sim*',
      'on these sim*', 'to these lines', 'on these lines',
    ],
  },
];
