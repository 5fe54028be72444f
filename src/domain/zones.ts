// The zone registry: Nigeria's 36 States and the FCT with their 774 LGAs, from the
// nigerian-states-and-lgas package (ISC). Refs are `ng.<state>` and `ng.<state>.<lga>`, slugged,
// because LGA names repeat across States (Surulere, Ifelodun, Obi, Bassa, ...).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = require('nigerian-states-and-lgas') as {
  all(): Array<{ state: string; lgas: string[] }>;
};

export type ZoneStatus = 'live' | 'coming-soon';

export interface Zone {
  readonly ref: string;
  readonly name: string;
  readonly kind: 'state' | 'lga';
  readonly stateRef: string;
  readonly defaultStatus: ZoneStatus;
}

// The package spells Katsina "Kastina".
const STATE_NAME_FIXES: Record<string, string> = { Kastina: 'Katsina' };

/** Zones live out of the box: a few LGAs of Lagos and the FCT, where the first Operators are. */
export const LAUNCH_ZONES = new Set([
  'ng.lagos.ikeja',
  'ng.lagos.eti-osa',
  'ng.lagos.lagos-island',
  'ng.lagos.surulere',
  'ng.lagos.lagos-mainland',
  'ng.fct.abuja-municipal-area-council',
]);

/**
 * Geofences of the launch zones: approximate LGA centres and a radius that covers the LGA. The
 * zone package carries no coordinates; a zone needs a geofence here before proofs from it can
 * pass the location check (without one, location is `warn` and the proof goes to review).
 */
export const ZONE_GEOFENCES: ReadonlyMap<
  string,
  { center: { lat: number; lng: number }; radiusM: number }
> = new Map([
  ['ng.lagos.ikeja', { center: { lat: 6.6018, lng: 3.3515 }, radiusM: 6_000 }],
  ['ng.lagos.eti-osa', { center: { lat: 6.4474, lng: 3.5402 }, radiusM: 15_000 }],
  ['ng.lagos.lagos-island', { center: { lat: 6.4549, lng: 3.3903 }, radiusM: 4_000 }],
  ['ng.lagos.surulere', { center: { lat: 6.4968, lng: 3.3553 }, radiusM: 5_000 }],
  ['ng.lagos.lagos-mainland', { center: { lat: 6.5059, lng: 3.3779 }, radiusM: 5_000 }],
  [
    'ng.fct.abuja-municipal-area-council',
    { center: { lat: 9.0579, lng: 7.4951 }, radiusM: 25_000 },
  ],
]);

/** Africa/Lagos is UTC+1 all year (no daylight saving). */
export const NIGERIA_UTC_OFFSET_MINUTES = 60;

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function stateSlug(name: string): string {
  return name === 'Federal Capital Territory' ? 'fct' : slug(name);
}

function build(): Map<string, Zone> {
  const zones = new Map<string, Zone>();
  for (const { state, lgas } of source.all()) {
    const name = STATE_NAME_FIXES[state] ?? state;
    const stateRef = `ng.${stateSlug(name)}`;
    zones.set(stateRef, {
      ref: stateRef,
      name,
      kind: 'state',
      stateRef,
      defaultStatus: 'coming-soon',
    });
    for (const lga of lgas) {
      const ref = `${stateRef}.${slug(lga)}`;
      if (zones.has(ref)) throw new Error(`duplicate zone ref ${ref}`);
      const status: ZoneStatus = LAUNCH_ZONES.has(ref) ? 'live' : 'coming-soon';
      zones.set(ref, { ref, name: lga, kind: 'lga', stateRef, defaultStatus: status });
    }
  }
  return zones;
}

export const ZONES: ReadonlyMap<string, Zone> = build();

/** Status after admin overrides; a State is live when any of its LGAs is. */
export function zoneStatus(
  ref: string,
  overrides: ReadonlyMap<string, ZoneStatus>,
): ZoneStatus | undefined {
  const zone = ZONES.get(ref);
  if (!zone) return undefined;
  if (zone.kind === 'lga') return overrides.get(ref) ?? zone.defaultStatus;
  for (const z of ZONES.values()) {
    if (
      z.kind === 'lga' &&
      z.stateRef === ref &&
      (overrides.get(z.ref) ?? z.defaultStatus) === 'live'
    )
      return 'live';
  }
  return 'coming-soon';
}

/** Every live zone ref in registry order (a State is live when any of its LGAs is): one pass. */
export function liveZones(overrides: ReadonlyMap<string, ZoneStatus>): string[] {
  const liveStates = new Set<string>();
  for (const z of ZONES.values())
    if (z.kind === 'lga' && (overrides.get(z.ref) ?? z.defaultStatus) === 'live')
      liveStates.add(z.stateRef);
  return [...ZONES.values()]
    .filter((z) =>
      z.kind === 'state'
        ? liveStates.has(z.ref)
        : (overrides.get(z.ref) ?? z.defaultStatus) === 'live',
    )
    .map((z) => z.ref);
}

export function currencyOfZone(_ref: string): string {
  return 'NGN';
}

/** Every currency some zone of the registry is priced in. */
export const ZONE_CURRENCIES: readonly string[] = [
  ...new Set([...ZONES.keys()].map(currencyOfZone)),
];
