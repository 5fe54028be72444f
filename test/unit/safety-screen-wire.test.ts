// Proves the screening worker's wire form carries every verdict back unchanged: passes, refusals of
// every category, holds with their staff-only reasons, and the extras of a text on the way over.
import { describe, expect, it } from 'vitest';
import { screenTask, type TaskText } from '../../src/domain/safety-filter.ts';
import screenBatch, { flatTexts, verdictsOf } from '../../src/workers/screen.ts';

const TEXTS: TaskText[] = [
  {
    type: 'field_verification',
    title: 'Check the shop',
    instructions: 'Confirm the shop at 12 Allen Avenue is open and photograph the storefront.',
  },
  {
    type: 'field_verification',
    title: 'Field task',
    instructions: 'Solve the CAPTCHA on this website for me.',
  },
  {
    type: 'field_verification',
    title: 'Mast check',
    instructions: 'Climb the telecom mast at Ikeja and photograph the serial plate on the antenna.',
  },
  {
    type: 'field_verification',
    title: 'Errand',
    instructions: 'Buy two wraps of weed from the guy at the park and bring them to me.',
  },
  {
    type: 'survey',
    title: 'Opinion',
    instructions: 'Ask traders what they think about the new market levy.',
    extra: ['Which option?', 'Beat him until he pays'],
  },
];

describe('the screening worker wire form', () => {
  it('decodes to the verdicts screenTask gives, holds and their reasons included', () => {
    const verdicts = verdictsOf(screenBatch(flatTexts(TEXTS)));
    expect(verdicts).toEqual(TEXTS.map(screenTask));
    const kinds = verdicts.map((v) => (v.blocked ? 'refuse' : v.held ? 'hold' : 'pass'));
    expect(kinds).toEqual(['pass', 'refuse', 'hold', 'refuse', 'refuse']);
    const held = verdicts[2]!;
    expect(held.held && held.category === 'dangerous_work' && held.reasons.length > 0).toBe(true);
  });

  it('screens the extras together with the rest of the text', () => {
    const [withExtra] = verdictsOf(screenBatch(flatTexts([TEXTS[4]!])));
    const [without] = verdictsOf(screenBatch(flatTexts([{ ...TEXTS[4]!, extra: undefined }])));
    expect(withExtra).toEqual({ blocked: true, category: 'violence_threats' });
    expect(without).toEqual({ blocked: false });
  });

  it('answers a batch without holds in one byte a text after the count', () => {
    expect(screenBatch(flatTexts([TEXTS[0]!, TEXTS[1]!])).length).toBe(4 + 2);
  });

  it('refuses to decode a code it does not know', () => {
    expect(() => verdictsOf(Uint8Array.from([1, 0, 0, 0, 40]))).toThrow(/unknown verdict code/);
  });
});
