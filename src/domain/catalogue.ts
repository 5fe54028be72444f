// The governed task-type catalogue and published prices. Every price has a config key so
// GET /v1/pricing can show where it comes from.

type Availability = 'live' | 'pilot' | 'gated';

export interface TaskType {
  readonly id: string;
  readonly title: string;
  readonly availability: Availability;
  readonly needsVisit: boolean;
  readonly minRewardMinor: Readonly<Record<string, bigint>>;
}

export const TASK_TYPES: readonly TaskType[] = [
  {
    id: 'field_verification',
    title: 'Field check of an address or site',
    availability: 'live',
    needsVisit: true,
    minRewardMinor: { NGN: 150_000n },
  },
  {
    id: 'storefront_photo',
    title: 'Photo of a storefront or sign',
    availability: 'live',
    needsVisit: true,
    minRewardMinor: { NGN: 100_000n },
  },
  {
    id: 'survey',
    title: 'Short in-person survey',
    availability: 'live',
    needsVisit: true,
    minRewardMinor: { NGN: 120_000n },
  },
  {
    id: 'phone_call',
    title: 'Phone call to confirm a fact',
    availability: 'pilot',
    needsVisit: false,
    minRewardMinor: { NGN: 50_000n },
  },
  {
    id: 'shelf_audit',
    title: 'Retail shelf audit',
    availability: 'pilot',
    needsVisit: true,
    minRewardMinor: { NGN: 200_000n },
  },
  {
    id: 'property_inspection',
    title: 'Property inspection',
    availability: 'gated',
    needsVisit: true,
    minRewardMinor: { NGN: 500_000n },
  },
];

export const FEE_BPS_DEFAULT = 1_000n;

export function findTaskType(id: string): TaskType | undefined {
  return TASK_TYPES.find((t) => t.id === id);
}

/** Live and Pilot types are open to every org; a Gated type needs `flags.task_type.<id>`. */
export function taskTypeAvailable(
  type: TaskType | undefined,
  orgFlags: ReadonlyMap<string, boolean>,
): boolean {
  if (!type) return false;
  return type.availability !== 'gated' || orgFlags.get(`flags.task_type.${type.id}`) === true;
}

export interface PublishedPrice {
  readonly key: string;
  readonly value: string;
}

export function publishedPrices(feeBps: bigint): PublishedPrice[] {
  const prices: PublishedPrice[] = [{ key: 'pricing.fee_bps', value: feeBps.toString() }];
  for (const t of TASK_TYPES) {
    for (const [currency, amount] of Object.entries(t.minRewardMinor)) {
      prices.push({ key: `pricing.min_reward.${t.id}.${currency}`, value: amount.toString() });
    }
  }
  return prices;
}
