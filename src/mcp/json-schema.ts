// Tool schemas as JSON Schema, sized for a model's context: tools/list is read into the agent's
// prompt on every connection, so each byte costs there (docs/mcp.md, "Schemas").
// - An output schema is generated with zod's `reused: 'ref'`: a piece used twice (a minor-unit
//   amount, a timestamp) is written once under `$defs` and referenced. Input schemas stay inline,
//   since some clients do not follow `$ref` in arguments, and each argument keeps its description.
// - `format: date-time` alone says what a timestamp is; zod also writes a ~290-character pattern
//   for it, which the service checks anyway. The pattern is left out.
// - Integer bounds equal to JavaScript's safe-integer range say nothing and are left out.
import { z } from 'zod';

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(compact);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = compact(value);
  if (out.format === 'date-time') delete out.pattern;
  if (out.type === 'integer') {
    if (out.minimum === -SAFE_MAX) delete out.minimum;
    if (out.maximum === SAFE_MAX) delete out.maximum;
  }
  return out;
}

export function toolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const reused = io === 'output' ? 'ref' : 'inline';
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused });
  const out = compact(generated) as Record<string, unknown>;
  delete out.$schema;
  return out;
}
