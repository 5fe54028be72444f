// Tool schemas as JSON Schema, sized for a model's context: tools/list is read into the agent's
// prompt on every connection, so each byte costs there (docs/mcp.md, "Schemas").
// - An output schema is generated with zod's `reused: 'ref'`: a piece used twice (a minor-unit
//   amount, a timestamp) is written once under `$defs` and referenced. Input schemas stay inline,
//   since some clients do not follow `$ref` in arguments, and each argument keeps its description.
// - `format: date-time` alone says what a timestamp is; zod also writes a ~290-character pattern
//   for it, which the service checks anyway. The pattern is left out.
// - Integer bounds equal to JavaScript's safe-integer range say nothing and are left out.
// - Output schemas carry no `examples` (they show what to send), and a piece under ~120
//   characters is written out where it is used rather than referenced from `$defs`.
// - A typed question of an answer form is described as one object with every field it may have,
//   not as the seven-way union zod writes (~4 KB in each tool that takes or shows a task); the
//   service checks each question against the exact union (docs/api.md, "Typed answers").
import { z } from 'zod';
import { AnswerField } from '../domain/answer-schema.ts';

const ANSWER_FIELD_JSON = {
  type: 'object',
  description:
    'One question. type boolean | enum (options) | integer, number (unit, min, max) | text ' +
    '(max_length) | photo | count (max); required defaults to true',
  properties: {
    key: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,39}$' },
    label: { type: 'string', maxLength: 200 },
    type: { enum: ['boolean', 'enum', 'integer', 'number', 'text', 'photo', 'count'] },
    required: { type: 'boolean' },
    options: { type: 'array', items: { type: 'string', maxLength: 80 }, maxItems: 20 },
    unit: { type: 'string', maxLength: 16 },
    min: { type: 'number' },
    max: { type: 'number' },
    max_length: { type: 'integer', minimum: 1, maximum: 500 },
  },
  required: ['key', 'label', 'type'],
  additionalProperties: false,
};

function override(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  if (ctx.zodSchema !== AnswerField) return;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, structuredClone(ANSWER_FIELD_JSON));
}

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function compact(node: unknown, io: 'input' | 'output'): unknown {
  if (Array.isArray(node)) return node.map((n) => compact(n, io));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = compact(value, io);
  if (out.format === 'date-time') delete out.pattern;
  // Examples show a caller what to send; an answer's shape is told by its types and descriptions.
  if (io === 'output') delete out.examples;
  if (out.type === 'integer') {
    if (out.minimum === -SAFE_MAX) delete out.minimum;
    if (out.maximum === SAFE_MAX) delete out.maximum;
  }
  return out;
}

export function toolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const reused = io === 'output' ? 'ref' : 'inline';
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused, override });
  const out = compact(generated, io) as Record<string, unknown>;
  delete out.$schema;
  return pruneDefs(inlineSmallDefs(out));
}

/** A piece this small costs more as `{"$ref":"#/$defs/__schemaN"}` and its def than written out. */
const INLINE_DEF_CHARS_MAX = 120;

/** Writes small `$defs` out where they are referenced (pruneDefs then drops them). */
function inlineSmallDefs(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = schema.$defs as Record<string, unknown> | undefined;
  if (defs === undefined) return schema;
  const small = new Map<string, unknown>();
  for (const [name, def] of Object.entries(defs)) {
    const text = JSON.stringify(def);
    if (text.length <= INLINE_DEF_CHARS_MAX && !text.includes('"$ref"')) small.set(name, def);
  }
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node as Record<string, unknown>);
    const ref = (node as { $ref?: unknown }).$ref;
    const name = typeof ref === 'string' ? ref.replace('#/$defs/', '') : undefined;
    if (name !== undefined && small.has(name)) {
      const { $ref: _ref, ...siblings } = node as Record<string, unknown>;
      return { ...(structuredClone(small.get(name)) as object), ...(walk(siblings) as object) };
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, walk(v)]));
  };
  return walk(schema) as Record<string, unknown>;
}

/** Drops `$defs` no reference reaches (pieces of a node the override above replaced). */
function pruneDefs(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = schema.$defs as Record<string, unknown> | undefined;
  if (defs === undefined) return schema;
  const { $defs: _all, ...rest } = schema;
  const kept = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node).matchAll(/"#\/\$defs\/([^"]+)"/g)) {
      if (name === undefined || kept.has(name)) continue;
      kept.add(name);
      visit(defs[name]);
    }
  };
  visit(rest);
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(defs)) if (kept.has(name)) out[name] = defs[name];
  return { ...rest, $defs: out };
}
