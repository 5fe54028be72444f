// The workflow catalogue: composite products sold as one order with one escrow lock (issue 6).
// Each step is a task of a catalogue type with its share of the reward; the price is the sum of
// the step rewards plus the platform fee on that sum, rounded up like every fee.
import { feeFor } from './money.ts';
import { findTaskType } from './catalogue.ts';

export interface WorkflowStep {
  readonly type: string;
  readonly title: string;
  readonly rewardMinor: bigint;
}

export interface WorkflowProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly steps: readonly WorkflowStep[];
  /** JSON Schema of the `inputs` an order gives (address, business name, ...). */
  readonly inputsSchema: Readonly<Record<string, unknown>>;
}

const ADDRESS_INPUTS = {
  type: 'object',
  properties: {
    business_name: { type: 'string', minLength: 1, maxLength: 200 },
    address: { type: 'string', minLength: 1, maxLength: 500 },
  },
  required: ['business_name', 'address'],
};

export const WORKFLOW_PRODUCTS: readonly WorkflowProduct[] = [
  {
    id: 'business_address_verification',
    title: 'Business address verification',
    description: 'A field check that the business operates at the address, a storefront photo and a short survey of the owner or staff.',
    steps: [
      { type: 'field_verification', title: 'Confirm the business operates at the address', rewardMinor: 150_000n },
      { type: 'storefront_photo', title: 'Photograph the storefront and signage', rewardMinor: 100_000n },
      { type: 'survey', title: 'Five-question survey with the owner or staff', rewardMinor: 120_000n },
    ],
    inputsSchema: ADDRESS_INPUTS,
  },
  {
    id: 'retail_shelf_audit',
    title: 'Retail shelf audit',
    description: 'Shelf availability and pricing of listed products, with a photo of the store front.',
    steps: [
      { type: 'shelf_audit', title: 'Audit the listed products on the shelf', rewardMinor: 200_000n },
      { type: 'storefront_photo', title: 'Photograph the store front', rewardMinor: 100_000n },
    ],
    inputsSchema: { ...ADDRESS_INPUTS, properties: { ...ADDRESS_INPUTS.properties, products: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 50 } }, required: ['business_name', 'address', 'products'] },
  },
  {
    id: 'property_inspection',
    title: 'Property inspection',
    description: 'An inspection of a property against a checklist, with photos of the frontage.',
    steps: [
      { type: 'property_inspection', title: 'Inspect the property against the checklist', rewardMinor: 500_000n },
      { type: 'storefront_photo', title: 'Photograph the frontage', rewardMinor: 100_000n },
    ],
    inputsSchema: ADDRESS_INPUTS,
  },
];

export function findProduct(id: string): WorkflowProduct | undefined {
  return WORKFLOW_PRODUCTS.find((p) => p.id === id);
}

/** Reward of all steps, the fee on it, and the total one order locks. */
export function productPrice(product: WorkflowProduct, feeBps: bigint): { rewardMinor: bigint; feeMinor: bigint; totalMinor: bigint } {
  const rewardMinor = product.steps.reduce((sum, s) => sum + s.rewardMinor, 0n);
  const feeMinor = feeFor(rewardMinor, feeBps);
  return { rewardMinor, feeMinor, totalMinor: rewardMinor + feeMinor };
}

/** Every step is a known task type: checked once at load, so a typo fails at start-up. */
for (const p of WORKFLOW_PRODUCTS) for (const s of p.steps) if (!findTaskType(s.type)) throw new Error(`workflow ${p.id}: unknown step type ${s.type}`);
