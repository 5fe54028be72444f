// The proof form's typed questions (docs/api.md, "Typed answers"): a task's answer_schema becomes
// form fields (a task without one gets a single optional note), and the form's strings become
// typed answers, with every wrongly answered or missing required field named.
import { describe, expect, it } from 'vitest';
import { answerFields, typedAnswers } from '../../src/operator-app/answers.ts';

const schema = {
  fields: [
    { key: 'open', type: 'boolean', label: 'Is it open?' },
    { key: 'kind', type: 'enum', label: 'Kind', options: ['pharmacy', 'shop'] },
    { key: 'price', type: 'integer', label: 'Price', unit: 'NGN', min: 0, max: 100000 },
    { key: 'weight', type: 'number', label: 'Weight', required: false },
    { key: 'staff', type: 'count', label: 'Staff', max: 50 },
    { key: 'sign', type: 'photo', label: 'The sign' },
    { key: 'note', type: 'text', label: 'Note', max_length: 10, required: false },
  ],
};

describe('proof form answers', () => {
  it('a task without a form has one optional note', () => {
    const [note] = answerFields(undefined);
    expect(note).toMatchObject({ key: 'note', type: 'text', required: false });
    expect(typedAnswers(answerFields(undefined), {})).toEqual({ ok: true, values: {} });
  });

  it('types each answer by its field', () => {
    const fields = answerFields(schema);
    const keys = ['open', 'kind', 'price', 'weight', 'staff', 'sign', 'note'];
    expect(fields.map((f) => f.key)).toEqual(keys);
    const raw = {
      open: 'true',
      kind: 'shop',
      price: '450',
      weight: '1.5',
      staff: '2',
      sign: '0',
      note: ' ok ',
    };
    expect(typedAnswers(fields, raw)).toEqual({
      ok: true,
      values: { open: true, kind: 'shop', price: 450, weight: 1.5, staff: 2, sign: 0, note: 'ok' },
    });
  });

  it('names every wrong or missing answer', () => {
    const fields = answerFields(schema);
    const raw = {
      open: 'maybe',
      kind: 'bank',
      price: '-1',
      staff: '2.5',
      note: 'far too long text',
    };
    expect(typedAnswers(fields, raw)).toEqual({
      ok: false,
      errors: ['open', 'kind', 'price', 'staff', 'sign', 'note'],
    });
  });
});
