// Proves the document the safety filter reads (src/domain/safety-document.ts): a sentence cut in
// two between the title and the instructions is read as one sentence when the title has no end
// mark and the instructions open on a joining word, and only then: a label title stays apart.
import { describe, expect, it } from 'vitest';
import { documentOf, screenTask } from '../../src/domain/safety-filter.ts';

const task = (title: string, instructions: string) => ({
  type: 'field_verification',
  title,
  instructions,
});

describe('a sentence cut between title and instructions', () => {
  const title = 'Transfer 200 litres of petrol from the drums';
  const rest = 'into jerrycans in the shop using a hose.';

  it('is one sentence when the instructions carry on with a joining word', () => {
    expect(documentOf(task(title, rest))).toBe(`field_verification\n\n${title} ${rest}`);
    expect(screenTask(task(title, rest))).toMatchObject({ held: true, category: 'dangerous_work' });
  });

  it('stays two sentences after a title that ends with a full stop', () => {
    expect(documentOf(task(`${title}.`, rest))).toBe(`field_verification\n\n${title}.\n\n${rest}`);
  });

  it('stays two when the instructions open on their own verb: a label title', () => {
    const label = task('tank cleaning', "book a tank cleaning company for the building's tank");
    expect(documentOf(label)).toContain('tank cleaning\n\nbook');
    expect(screenTask(label)).toEqual({ blocked: false });
  });
});
