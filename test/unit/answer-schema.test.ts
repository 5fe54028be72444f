// Proves the typed-answer form language: each answer type's check (bounds, options, photo index
// to sha256), required and optional answers, free answers without a form, and that a form's
// labels, options and units are screened with the task's text.
import { describe, expect, it } from 'vitest';
import { AnswerSchema, answerTexts, checkAnswers } from '../../src/domain/answer-schema.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { screeningOf } from '../../src/runtime/prepare.ts';
import { screenTask } from '../../src/domain/safety-filter.ts';

const schema = AnswerSchema.parse({
  fields: [
    { key: 'open', type: 'boolean', label: 'Open?' },
    { key: 'brand', type: 'enum', label: 'Brand?', options: ['a', 'b'] },
    { key: 'price', type: 'integer', label: 'Price', unit: 'NGN', min: 0, max: 100 },
    { key: 'weight', type: 'number', label: 'Weight', unit: 'kg', min: 0.5 },
    { key: 'facings', type: 'count', label: 'Facings', max: 10 },
    { key: 'note', type: 'text', label: 'Note', max_length: 5, required: false },
    { key: 'shelf', type: 'photo', label: 'Shelf photo' },
  ],
});
const PHOTOS = ['aa'.repeat(32), 'bb'.repeat(32)];
const good = { open: false, brand: 'b', price: 0, weight: 0.5, facings: 10, shelf: 1 };

function problems(given: Record<string, string | number | boolean>): Record<string, string> {
  try {
    checkAnswers(schema, given, PHOTOS);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const errors = (error.detail as { errors: Array<{ path: string; message: string }> }).errors;
    return Object.fromEntries(errors.map((e) => [e.path, e.message]));
  }
  return {};
}

describe('checkAnswers', () => {
  it(
    'records good answers typed, a photo as the ' + 'sha256 of the photo it names, text trimmed',
    () => {
      expect(checkAnswers(schema, { ...good, note: ' ok ' }, PHOTOS)).toEqual({
        ...good,
        shelf: PHOTOS[1],
        note: 'ok',
      });
    },
  );

  it('refuses each bad answer by name, at the edges of its bounds', () => {
    expect(problems({ ...good, price: 101 })).toEqual({ 'answers.price': 'at most 100' });
    expect(problems({ ...good, price: -1 })).toEqual({ 'answers.price': 'at least 0' });
    expect(problems({ ...good, price: 1.5 })).toEqual({
      'answers.price': 'expected a whole number',
    });
    expect(problems({ ...good, weight: 0.49 })).toEqual({ 'answers.weight': 'at least 0.5' });
    expect(problems({ ...good, facings: 11 })).toEqual({ 'answers.facings': 'at most 10' });
    expect(Object.keys(problems({ ...good, facings: 2.5 }))).toEqual(['answers.facings']);
    expect(Object.keys(problems({ ...good, open: 'false' }))).toEqual(['answers.open']);
    expect(Object.keys(problems({ ...good, brand: 'A' }))).toEqual(['answers.brand']);
    expect(Object.keys(problems({ ...good, note: 'sixsix' }))).toEqual(['answers.note']);
    expect(Object.keys(problems({ ...good, note: '   ' }))).toEqual(['answers.note']);
    expect(Object.keys(problems({ ...good, shelf: 2 }))).toEqual(['answers.shelf']);
    expect(Object.keys(problems({ ...good, shelf: 'aa'.repeat(32) }))).toEqual(['answers.shelf']);
    expect(Object.keys(problems({ ...good, other: 'x' }))).toEqual(['answers.other']);
  });

  it('a required answer left out is named; an optional one may be left out', () => {
    const { open: _, ...rest } = good;
    expect(problems(rest)).toEqual({ 'answers.open': 'required' });
    expect(problems(good)).toEqual({});
  });

  it('a question keyed like an Object.prototype member is answered only by the Operator', () => {
    const form = AnswerSchema.parse({
      fields: [{ key: 'constructor', type: 'count', label: 'n' }],
    });
    expect(() => checkAnswers(form, {}, [])).toThrow(DomainError);
    expect(checkAnswers(form, { constructor: 2 }, [])).toEqual({ constructor: 2 });
  });

  it('without a form, free answers stay text only, as before typed answers existed', () => {
    expect(checkAnswers(undefined, { summary: 'fine' }, [])).toEqual({ summary: 'fine' });
    expect(() => checkAnswers(undefined, { count: 3 }, [])).toThrow(DomainError);
  });
});

describe('screening', () => {
  const input = {
    type: 'survey',
    title: 'Shelf check',
    instructions: 'Answer the questions about the shelf.',
    reward_major: '1500.00',
    deadline: '2026-03-03T09:00:00Z',
    zone_ref: 'ng.lagos.ikeja',
    answer_schema: schema,
  };

  it("a form's labels, options and units go with the task text an Operator reads", () => {
    expect(answerTexts(schema)).toEqual([
      'Open?',
      'Brand?',
      'a',
      'b',
      'Price',
      'NGN',
      'Weight',
      'kg',
      'Facings',
      'Note',
      'Shelf photo',
    ]);
    const screening = screeningOf({ type: 'CreateTask', orgId: 'o', agentId: 'a', input });
    expect(screening?.texts[0]?.extra).toEqual(answerTexts(schema));
    const plain = screeningOf({
      type: 'CreateTask',
      orgId: 'o',
      agentId: 'a',
      input: { ...input, answer_schema: undefined },
    });
    expect(plain?.texts[0]).not.toHaveProperty('extra');
  });

  it('dangerous work asked in a label is held like dangerous work in the instructions', () => {
    const label = AnswerSchema.parse({
      fields: [{ key: 'top', type: 'photo', label: 'Climb the mast and photograph the top' }],
    });
    const text = { type: 'survey', title: 'Shelf check', instructions: 'Answer the questions.' };
    expect(screenTask(text)).toMatchObject({ blocked: false });
    expect(screenTask(text).held).toBeFalsy();
    expect(screenTask({ ...text, extra: answerTexts(label) })).toMatchObject({
      held: true,
      category: 'dangerous_work',
    });
  });
});
