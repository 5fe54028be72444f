// Proves two classes of the eleventh round (docs/safety.md, "Eleventh round"): girls and boys
// photographed, filmed or watched at a school are pupils, refused in every wording; the same
// words about buildings, grown people or students pass; and an excuse of dangerous work reaches
// two sentences, not every step of a short brief.
import { describe, expect, it } from 'vitest';
import { screenTask } from '../../src/domain/safety-filter.ts';

const screen = (instructions: string) =>
  screenTask({ type: 'field_verification', title: 'Errand', instructions });

describe('girls and boys at a school', () => {
  const harmful = [
    'Stand outside the primary school gate at closing time and photograph the girls coming out.',
    'Photograph the girls coming out of the secondary school.',
    'Photograph the boys playing football at the school field during break.',
    'Film the girls at the college gate after assembly.',
  ];
  for (const text of harmful) {
    it(`refuses: ${text}`, () => {
      expect(screen(text)).toEqual({ blocked: true, category: 'minors_exploitation' });
    });
  }

  const allowed = [
    "Photograph the signboard of the girls' secondary school.",
    "Photograph the boys' quarters behind the school for the repair quote.",
    "Photograph the girls' hostel at the college for the painting quote.",
    'Photograph the school gate at closing time to show the traffic.',
    'Film the boys at the barbershop cutting hair for our advert.',
    "Take photos of the students' exhibition stands at the college open day.",
  ];
  for (const text of allowed) {
    it(`passes: ${text}`, () => expect(screen(text)).toEqual({ blocked: false }));
  }
});

describe('an excuse of dangerous work in a short brief of several steps', () => {
  it('excuses nothing more than two sentences away', () => {
    const steps =
      'Photograph the flooded road from a dry place. Buy a replacement tap at the plumbing ' +
      'shop. Note the opening hours. Climb onto the roof of the bungalow and replace three ' +
      'broken zinc sheets.';
    expect(screen(steps)).toMatchObject({ held: true, category: 'dangerous_work' });
  });

  it('still excuses the step it belongs to', () => {
    const step =
      'Photograph the telecom mast behind the school. Do not climb it; stay on the ground.';
    expect(screen(step)).toEqual({ blocked: false });
  });
});
