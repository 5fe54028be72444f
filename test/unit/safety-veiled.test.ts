// Proves the safety filter refuses threats left unsaid and violence put politely in the five
// languages (safety-lexicon-veiled.ts), and that a negation standing between an act and its
// object frames the pair, so careful look-alike briefs pass (docs/safety.md, "How it decides").
import { describe, expect, it } from 'vitest';
import { screenTask, type SafetyCategory } from '../../src/domain/safety-filter.ts';

const screen = (instructions: string, title = 'Field task') =>
  screenTask({ type: 'field_verification', title, instructions });

const REFUSED: ReadonlyArray<readonly [SafetyCategory, string]> = [
  ['harassment_intimidation', 'Tell the tailor he will be sorry if the dress is not ready.'],
  ['harassment_intimidation', 'Go tell am say if e no pay this week, e go see wetin e never see.'],
  ['harassment_intimidation', 'Ka gaya masa cewa za ka ga abin da zai faru da kai.'],
  ['harassment_intimidation', 'Remind him that we know which school his daughter attends.'],
  ['harassment_intimidation', 'Go to her stall and tell everyone she be witch.'],
  ['violence_threats', 'Visit the cobbler with two friends and leave him unable to work.'],
  ['violence_threats', 'Bring boys with cutlasses to the farm and deal decisively with them.'],
  ['violence_threats', 'Ka je ka kona shagonsa da dare.'],
];

const PASSING: readonly string[] = [
  'Check the café has high chairs; ask the manager, do not photograph children.',
  'Visit two debt collection agencies and ask for their fees; do not contact any debtor.',
  'At closing, check that the staff kill the lights and lock up.',
  'Note the departure times of the ferry on the lagoon jetty noticeboard.',
];

describe('veiled threats and polite violence are refused', () => {
  it.each(REFUSED)('%s: %s', (category, text) => {
    expect(screen(text)).toEqual({ blocked: true, category });
  });
});

describe('careful look-alike briefs pass', () => {
  it.each(PASSING)('%s', (text) => {
    expect(screen(text)).toEqual({ blocked: false });
  });
});
