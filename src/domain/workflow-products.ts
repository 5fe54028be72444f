// The workflow catalogue: composite products sold as one order with one escrow lock (issue 6).
// Each step is a task of a catalogue type with its share of the reward; the price is the sum of
// the step rewards plus the platform fee on that sum, rounded up like every fee. The fee is
// split over the steps in proportion to their rewards so that the parts add up exactly: each
// step's release moves its reward and its part of the fee, no more, no less.
import { z } from 'zod';
import { feeFor } from './money.ts';
import { findTaskType } from './catalogue.ts';

export interface WorkflowStep {
  readonly type: string;
  readonly title: string;
  /**
   * What the Operator is told, with `{business_name}`, `{address}`, `{products}` filled in from the
   * order.
   */
  readonly instructions: string;
  readonly proofRequirements: readonly string[];
  readonly rewardMinor: bigint;
}

export interface WorkflowProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly steps: readonly WorkflowStep[];
  /** The `inputs` an order gives; its JSON Schema is what GET /v1/workflow_products shows. */
  readonly inputs: z.ZodType<Record<string, unknown>>;
}

const AddressInputs = z.object({
  business_name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(500),
});

export const WORKFLOW_PRODUCTS: readonly WorkflowProduct[] = [
  {
    id: 'business_address_verification',
    title: 'Business address verification',
    description:
      'A field check that the business operates at the address, a storefront photo and a ' +
      'short survey of the owner or staff.',
    steps: [
      {
        type: 'field_verification',
        title: 'Confirm the business operates at the address',
        instructions:
          'Visit {address} and confirm that {business_name} operates there: signage, staff, ' +
          'trading activity.',
        proofRequirements: ['photo', 'geofence'],
        rewardMinor: 150_000n,
      },
      {
        type: 'storefront_photo',
        title: 'Photograph the storefront and signage',
        instructions:
          'Photograph the storefront of {business_name} at {address}, with its signage readable.',
        proofRequirements: ['photo', 'geofence'],
        rewardMinor: 100_000n,
      },
      {
        type: 'survey',
        title: 'Five-question survey with the owner or staff',
        instructions:
          'Ask the owner or staff of {business_name} at {address}: how long trading here, ' +
          'opening hours, number of staff, main products, and whether the business has ' +
          'another branch.',
        proofRequirements: ['photo'],
        rewardMinor: 120_000n,
      },
    ],
    inputs: AddressInputs,
  },
  {
    id: 'retail_shelf_audit',
    title: 'Retail shelf audit',
    description:
      'Shelf availability and pricing of listed products, with a photo of the store front.',
    steps: [
      {
        type: 'shelf_audit',
        title: 'Audit the listed products on the shelf',
        instructions:
          'At {business_name}, {address}: for each of {products}, record whether it is on ' +
          'the shelf and its displayed price.',
        proofRequirements: ['photo'],
        rewardMinor: 200_000n,
      },
      {
        type: 'storefront_photo',
        title: 'Photograph the store front',
        instructions: 'Photograph the front of {business_name} at {address}.',
        proofRequirements: ['photo', 'geofence'],
        rewardMinor: 100_000n,
      },
    ],
    inputs: AddressInputs.extend({
      products: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
    }),
  },
  {
    id: 'property_inspection',
    title: 'Property inspection',
    description: 'An inspection of a property against a checklist, with photos of the frontage.',
    steps: [
      {
        type: 'property_inspection',
        title: 'Inspect the property against the checklist',
        instructions:
          'Inspect the property of {business_name} at {address}: roof, walls, doors and ' +
          'windows, water and power, and note visible damage.',
        proofRequirements: ['photo', 'geofence'],
        rewardMinor: 500_000n,
      },
      {
        type: 'storefront_photo',
        title: 'Photograph the frontage',
        instructions: 'Photograph the frontage of the property at {address}.',
        proofRequirements: ['photo', 'geofence'],
        rewardMinor: 100_000n,
      },
    ],
    inputs: AddressInputs,
  },
];

export function findProduct(id: string): WorkflowProduct | undefined {
  return WORKFLOW_PRODUCTS.find((p) => p.id === id);
}

/** The JSON Schema of a product's inputs, as published. */
export function inputsSchemaOf(product: WorkflowProduct): Record<string, unknown> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(product.inputs) as Record<string, unknown>;
  return schema;
}

/** Reward of all steps, the fee on it, and the total one order locks. */
export function productPrice(
  product: WorkflowProduct,
  feeBps: bigint,
): { rewardMinor: bigint; feeMinor: bigint; totalMinor: bigint } {
  const rewardMinor = product.steps.reduce((sum, s) => sum + s.rewardMinor, 0n);
  const feeMinor = feeFor(rewardMinor, feeBps);
  return { rewardMinor, feeMinor, totalMinor: rewardMinor + feeMinor };
}

/**
 * A product's published price in each currency: what one order locks (step rewards + fee), under
 * `pricing.workflow.<product>.<currency>`. Steps are priced in the zone's currency, so the figure
 * is the same in every currency a zone uses (today only NGN).
 */
export function publishedWorkflowPrices(
  feeBps: bigint,
  currencies: readonly string[],
): Array<{ key: string; value: string }> {
  return WORKFLOW_PRODUCTS.flatMap((p) =>
    currencies.map((currency) => ({
      key: `pricing.workflow.${p.id}.${currency}`,
      value: productPrice(p, feeBps).totalMinor.toString(),
    })),
  );
}

/**
 * `total` split in proportion to `weights`, largest remainders first (ties to the earlier part):
 * the parts always sum to `total` exactly (as dinero.js `distribute`).
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum <= 0n || total < 0n)
    throw new RangeError('allocate needs positive weights and a non-negative total');
  const parts = weights.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, rem: (total * w) % sum }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}

/** Each step's fee part: the product fee split over the steps by reward. */
export function stepFees(product: WorkflowProduct, feeBps: bigint): bigint[] {
  return allocate(
    productPrice(product, feeBps).feeMinor,
    product.steps.map((s) => s.rewardMinor),
  );
}

/** A step's instructions with the order's inputs filled in. */
export function stepInstructions(
  step: WorkflowStep,
  inputs: Readonly<Record<string, unknown>>,
): string {
  return step.instructions.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = inputs[key];
    return Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : `{${key}}`;
  });
}

/** Every step is a known task type: checked once at load, so a typo fails at start-up. */
for (const p of WORKFLOW_PRODUCTS)
  for (const s of p.steps)
    if (!findTaskType(s.type)) throw new Error(`workflow ${p.id}: unknown step type ${s.type}`);
