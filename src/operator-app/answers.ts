// The task's typed questions as a phone form (docs/api.md, "Typed answers"; docs/operator-app.md):
// which input each field type gets, and the form's strings turned into the typed answers the
// proof carries (boolean, option, number, text, photo index). The decider checks them again
// against the form; this first check is so the Operator reads the reason on the phone.
export interface FormField {
  key: string;
  type: 'boolean' | 'enum' | 'integer' | 'number' | 'text' | 'photo' | 'count';
  label: string;
  required: boolean;
  options?: string[];
  unit?: string;
  min?: number;
  max?: number;
  maxLength?: number;
}

const TYPES = new Set(['boolean', 'enum', 'integer', 'number', 'text', 'photo', 'count']);

/** The form of a task's view (`answer_schema`), or the one free note a task without a form has. */
export function answerFields(schema: unknown): FormField[] {
  const fields = (schema as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) {
    return [{ key: 'note', type: 'text', label: '', required: false, maxLength: 2000 }];
  }
  return fields
    .filter(
      (f): f is Record<string, unknown> =>
        typeof f === 'object' && f !== null && TYPES.has(f.type as string),
    )
    .map((f) => ({
      key: String(f.key),
      type: f.type as FormField['type'],
      label: String(f.label ?? ''),
      required: f.required !== false,
      ...(Array.isArray(f.options) ? { options: f.options.map(String) } : {}),
      ...(typeof f.unit === 'string' ? { unit: f.unit } : {}),
      ...(typeof f.min === 'number' ? { min: f.min } : {}),
      ...(typeof f.max === 'number' ? { max: f.max } : {}),
      ...(typeof f.max_length === 'number' ? { maxLength: f.max_length } : {}),
    }));
}

export type Typed =
  | { ok: true; values: Record<string, string | number | boolean> }
  | { ok: false; errors: string[] };

/** Strings from the form to typed answers; the keys of fields answered wrongly otherwise. */
export function typedAnswers(fields: FormField[], raw: Record<string, string>): Typed {
  const values: Record<string, string | number | boolean> = {};
  const errors: string[] = [];
  for (const f of fields) {
    const given = (raw[f.key] ?? '').trim();
    if (given === '') {
      if (f.required) errors.push(f.key);
      continue;
    }
    const value = typed(f, given);
    if (value === undefined) errors.push(f.key);
    else values[f.key] = value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}

function typed(f: FormField, v: string): string | number | boolean | undefined {
  switch (f.type) {
    case 'boolean':
      return v === 'true' ? true : v === 'false' ? false : undefined;
    case 'enum':
      return f.options?.includes(v) ? v : undefined;
    case 'text':
      return v.length <= (f.maxLength ?? 200) ? v : undefined;
    case 'photo':
      return v === '0' ? 0 : undefined; // the one photo this form takes
    case 'count':
    case 'integer':
    case 'number': {
      const n = Number(v);
      const whole = f.type !== 'number';
      if (!Number.isFinite(n) || (whole && !Number.isSafeInteger(n))) return undefined;
      if ((f.type === 'count' && n < 0) || (f.min !== undefined && n < f.min)) return undefined;
      return f.max !== undefined && n > f.max ? undefined : n;
    }
  }
}
