// MCP tools generated from the operation table: names, descriptions, JSON Schemas and
// annotations all come from the operation, so the two doors cannot drift apart.
import { createHash } from 'node:crypto';
import type { Tool } from '@modelcontextprotocol/server';
import type { Operation } from '../ops/operation.ts';
import { OPERATIONS } from '../ops/registry.ts';
import { toolJsonSchema } from './json-schema.ts';

/** docs/mcp.md marks these two as requiring an idempotency key on MCP too. */
const KEY_REQUIRED = new Set(['create_task', 'approve_task']);

export function toolOperations(operations: readonly Operation[] = OPERATIONS): Operation[] {
  return operations.filter((op) => op.tool !== undefined);
}

export function keyRequired(op: Operation): boolean {
  return KEY_REQUIRED.has(op.id);
}

export function takesKey(op: Operation): boolean {
  return op.idempotency === 'required';
}

const IDEMPOTENCY_PROPERTY = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Idempotency key: a retry with the same key and arguments returns the first result for ' +
    '24 h; the same key with other arguments is idempotency_conflict.',
  examples: ['order-7f3a-2026-11-21'],
};

function describe(op: Operation): string {
  const parts = [`${op.summary}.`, op.description];
  parts.push(`REST: ${op.method} ${op.path}.`);
  if (op.flag) parts.push(`Needs the delegation flag ${op.flag}.`);
  if (keyRequired(op)) parts.push('idempotency_key is required.');
  else if (takesKey(op)) {
    parts.push(
      'idempotency_key is optional: without one, a key is derived from the agent, the tool ' +
        'and the arguments, so retrying the same call is safe (and repeating it on purpose ' +
        'within 24 h returns the first result).',
    );
  }
  // Money and the error model are said once, in the server's instructions (server.ts).
  return parts.join(' ');
}

/**
 * The argument names a tool takes: its operation's input fields, and idempotency_key if it takes
 * one.
 */
export function argumentNames(op: Operation): ReadonlySet<string> {
  let names = argumentCache.get(op);
  if (!names) {
    names = buildArgumentNames(op);
    argumentCache.set(op, names);
  }
  return names;
}

/**
 * A tool's descriptor, built once per operation: generating its JSON Schemas costs milliseconds,
 * and HTTP builds a server per request.
 */
export function toolDescriptor(op: Operation): Tool {
  let tool = descriptorCache.get(op);
  if (!tool) {
    tool = buildDescriptor(op);
    descriptorCache.set(op, tool);
  }
  return tool;
}

const argumentCache = new WeakMap<Operation, ReadonlySet<string>>();
const descriptorCache = new WeakMap<Operation, Tool>();

function buildArgumentNames(op: Operation): ReadonlySet<string> {
  const input = toolJsonSchema(op.input, 'input') as { properties?: Record<string, unknown> };
  const names = new Set(Object.keys(input.properties ?? {}));
  if (takesKey(op)) names.add('idempotency_key');
  return names;
}

function buildDescriptor(op: Operation): Tool {
  const input = toolJsonSchema(op.input, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  if (takesKey(op)) {
    input.properties = { ...(input.properties ?? {}), idempotency_key: IDEMPOTENCY_PROPERTY };
    if (keyRequired(op)) input.required = [...(input.required ?? []), 'idempotency_key'];
  }
  // `$defs` of the data schema move to the root, where its `#/$defs/...` references point.
  const { $defs, ...data } = toolJsonSchema(op.output, 'output');
  const output = {
    type: 'object',
    properties: { data },
    required: ['data'],
    ...($defs ? { $defs } : {}),
  };
  return {
    name: op.id,
    title: op.summary,
    description: describe(op),
    // Arguments the tool does not name are refused (server.ts), and the schema says so.
    inputSchema: { type: 'object', ...input, additionalProperties: false } as Tool['inputSchema'],
    outputSchema: output as Tool['outputSchema'],
    annotations: {
      title: op.summary,
      readOnlyHint: op.readOnly,
      destructiveHint: op.tool?.destructive ?? false,
      idempotentHint: op.readOnly || (op.tool?.idempotent ?? false),
      openWorldHint: op.tool?.openWorld ?? false,
    },
  };
}

/**
 * A key for a mutating call made without one: the same agent, tool and arguments give the same key.
 */
export function derivedKey(agentId: string, op: Operation, args: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(args)
      .sort()
      .map((k) => [k, args[k]]),
  );
  return (
    `mcp-` +
    `${createHash('sha256')
      .update(`${agentId}\u0000` + `${op.id}\u0000${canonical}`)
      .digest('hex')
      .slice(0, 48)}`
  );
}
