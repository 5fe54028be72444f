// Prompts for the common jobs, and completion of the values an agent has to get exactly right
// (zone_ref, task type, workflow product), drawn from the same catalogues the service checks
// against (docs/mcp.md, "Prompts and completion").
import type { CompleteResult, GetPromptResult, Prompt } from '@modelcontextprotocol/server';
import { TASK_TYPES } from '../domain/catalogue.ts';
import { WORKFLOW_PRODUCTS } from '../domain/workflow-products.ts';
import { LAUNCH_ZONES } from '../domain/zones.ts';

export const PROMPTS: readonly Prompt[] = [
  {
    name: 'post_field_check',
    title: 'Post a field check',
    description:
      'Have a verified Operator visit an address and confirm what is there, ' +
      'with photo and location proof.',
    arguments: [
      { name: 'zone_ref', description: 'A live zone, e.g. ng.lagos.ikeja', required: true },
      { name: 'address', description: 'The address to visit', required: true },
      { name: 'type', description: 'Task type (default field_verification)', required: false },
    ],
  },
  {
    name: 'order_workflow',
    title: 'Order a workflow',
    description:
      'Order a multi-step verification product (several tasks, one price, one signed report).',
    arguments: [
      { name: 'product', description: 'A product id from list_workflow_products', required: true },
      { name: 'zone_ref', description: 'A live zone, e.g. ng.lagos.ikeja', required: true },
    ],
  },
];

function fieldCheck(args: Record<string, string>): string {
  const type = args.type || 'field_verification';
  return [
    `Post a ${type} task in ${args.zone_ref} for the address "${args.address}".`,
    '1. Call check_availability for the zone and estimate_task for the body, and tell me the',
    '   price and time to match before creating anything.',
    '2. Once I agree, call create_task with a fresh idempotency_key (reuse it if you retry).',
    '3. Subscribe to errand://tasks/{taskId} (or call get_task later) and, once proof is in,',
    '   look at get_proof and its photos before calling approve_task or reject_task.',
  ].join('\n');
}

function workflow(args: Record<string, string>): string {
  return [
    `Order the workflow product ${args.product} in ${args.zone_ref}.`,
    '1. Call list_workflow_products and tell me the price and the inputs it needs;',
    '   ask me for them.',
    '2. Call create_workflow with those inputs and a fresh idempotency_key.',
    '3. Subscribe to errand://workflows/{workflowId}; when it completes, read',
    '   errand://workflows/{workflowId}/report.',
  ].join('\n');
}

/** The messages of prompt `name`, or undefined when there is none of that name. */
export function promptMessages(
  name: string,
  args: Record<string, string>,
): GetPromptResult | undefined {
  const text =
    name === 'post_field_check'
      ? fieldCheck(args)
      : name === 'order_workflow'
        ? workflow(args)
        : undefined;
  if (text === undefined) return undefined;
  return { messages: [{ role: 'user', content: { type: 'text', text } }] };
}

const CHOICES: Record<string, () => string[]> = {
  zone_ref: () => [...LAUNCH_ZONES],
  type: () => TASK_TYPES.filter((t) => t.availability !== 'gated').map((t) => t.id),
  product: () => WORKFLOW_PRODUCTS.map((p) => p.id),
};

/** Values for an argument named zone_ref, type or product that start with (or contain) `value`. */
export function complete(argument: string, value: string): CompleteResult {
  const all = CHOICES[argument]?.() ?? [];
  const needle = value.toLowerCase();
  const starts = all.filter((v) => v.startsWith(needle));
  const contains = all.filter((v) => !v.startsWith(needle) && v.includes(needle));
  const values = [...starts, ...contains].slice(0, 100);
  return { completion: { values, total: values.length, hasMore: false } };
}
