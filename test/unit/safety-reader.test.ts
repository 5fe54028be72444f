// Proves the learned reader merged into screenTask (docs/safety.md, "Fifth round") only adds
// holds: texts the rules pass and the reader scores over its threshold are held with a category
// and a reason that names the reader, never the text; it never refuses, never softens a rules
// verdict, leaves everyday errands alone, and ships weights trained without the calibration voice
// or the test split; and a long document is held only where two of its sentences would be.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { HELD_OUT } from '../../bench/safety-ml/held-out.ts';
import { describe, expect, it } from 'vitest';
import { screenRules, screenTask } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import {
  harmLogit,
  type ModelWeights,
  READER_FILE,
  readerHold,
  readerHoldDoc,
  readerWeights,
} from '../../src/domain/safety-reader.ts';
import { SAFETY_CATEGORIES } from '../../src/domain/safety-verdict.ts';

const task = (instructions: string) => ({ type: 'field_task', title: 'Errand', instructions });

describe('the learned reader', () => {
  it('ships 2^16 int8 weights at threshold 1.75, never trained on a held-out split', () => {
    const w = readerWeights();
    expect(w.weights.length).toBe(1 << 16);
    expect(w.distinct).toBe(true);
    expect(w.threshold).toBe(1.75);
    const trainedOn = JSON.parse(readFileSync(READER_FILE, 'utf8')).trained_on as string[];
    expect(trainedOn).toContain('voice-pidgin');
    expect(trainedOn).toContain('readmes:500');
    expect(trainedOn).toContain('test-texts');
    for (const split of HELD_OUT) expect(trainedOn).not.toContain(split);
  });

  it.each([
    ['Go to the mechanic who cheated me and make sure he learns his lesson, bring the boys.'],
    ['Make the gateman sleep well tonight with something in his food so we can carry the goods.'],
  ])('holds what the rules pass when it reads harm in it: %s', (text) => {
    expect(screenRules(task(text))).toEqual({ blocked: false });
    const v = screenTask(task(text));
    expect(v).toMatchObject({ blocked: false, held: true, category: 'violence_threats' });
    const reasons = v.blocked === false && v.held ? v.reasons : [];
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^learned reader: score \d+\.\d\d at or over 1\.75$/);
  });

  it.each([
    ['Deliver the bag of rice to my aunt at Surulere and collect the empty cooler.'],
    ['Photograph the new billboard on the expressway from the pedestrian bridge.'],
    ['Remind the customer that the invoice is due on Friday and collect the cheque.'],
    ['Take the generator to the mechanic for servicing and bring back the receipt.'],
    // Ordinary English that is no errand: the first readers held a third and more of such text.
    ['This library parses JSON streams and emits one event for each value it reads.'],
    ['Run the migration once before you upgrade; the old tables are kept until you drop them.'],
  ])('passes an everyday errand or ordinary prose: %s', (text) => {
    expect(screenTask(task(text))).toEqual({ blocked: false });
  });

  it('never refuses and never changes a verdict the rules gave', () => {
    const words = ['go', 'to', 'the', 'shop', 'boys', 'tell', 'him', 'her', 'every', 'night'];
    const more = ['beat', 'settle', 'lesson', 'photo', 'market', 'fuel', 'roof', 'gate', 'pay'];
    const sentence = fc
      .array(fc.constantFrom(...words, ...more), { minLength: 1, maxLength: 24 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(sentence, (text) => {
        const rules = screenRules(task(text));
        const both = screenTask(task(text));
        if (rules.blocked || rules.held) expect(both).toEqual(rules);
        else if (both.blocked === false && both.held) expect(both.reasons[0]).toMatch(/^learned/);
        else expect(both).toEqual({ blocked: false });
      }),
      { numRuns: 300, seed: 31 },
    );
  });
});

describe('the reader on a long document', () => {
  // Every feature weighs +1: a document's score grows with the square root of its length, as
  // neutral-but-positive words around an errand make a real reader's score grow.
  const uniform: ModelWeights = {
    hashBits: 4,
    categoryBits: 4,
    threshold: 30,
    bias: 0,
    scale: 1,
    weights: new Int8Array(16).fill(1),
    categoryBias: SAFETY_CATEGORIES.map(() => 0),
    categoryScale: 1,
    categoryWeights: new Int8Array(SAFETY_CATEGORIES.length << 4),
    distinct: false,
    kinds: false,
  };
  const sentence = 'please visit the shop on the main road and count the customers at the door';

  it('holds a long document only when two sentences of it together would be held', () => {
    const long = parseDoc(Array.from({ length: 8 }, () => `${sentence}.`).join(' '));
    expect(harmLogit(uniform, long.text)).toBeGreaterThanOrEqual(uniform.threshold);
    expect(harmLogit(uniform, parseDoc(`${sentence}. ${sentence}.`).text)).toBeLessThan(30);
    expect(readerHoldDoc(long, uniform)).toBeNull();
    expect(readerHold(long.text, uniform)).not.toBeNull();
  });

  it('reads a document of two sentences or fewer whole, as before', () => {
    const short = parseDoc(`${sentence} ${sentence} ${sentence} ${sentence}. ${sentence}.`);
    expect(readerHoldDoc(short, uniform)).toEqual(readerHold(short.text, uniform));
  });
});
