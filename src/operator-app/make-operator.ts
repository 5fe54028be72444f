// Making the Operator of an account whose identity is established (the KYC partner's verified
// check, or staff deciding a stopped check by hand): admin_register_operator through the
// operation layer (decided, logged, applied) with tier `verified` and what onboarding asked.
// docs/operator-app.md, "Onboarding and the identity check".
import type { IncomingHttpHeaders } from 'node:http';
import { ZONE_GEOFENCES } from '../domain/zones.ts';
import { invoke } from '../ops/invoke.ts';
import { registerOperator } from '../ops/operators.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import type { AppAccount, AppProfile } from './store.ts';

export async function makeOperator(
  deps: { engine: Engine; services: Services },
  account: AppAccount,
  profile: AppProfile,
  request: { requestId: string; headers: IncomingHttpHeaders },
): Promise<string> {
  const ctx = { ...deps, ...request };
  const made = await invoke(registerOperator, ctx, {
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone: account.phone,
    languages: profile.languages,
    lga_coverage: profile.lgaCoverage,
    skills: profile.skills,
    tier: 'verified',
    zone_ref: profile.zoneRef,
    location: locationOf(profile),
  });
  return made.operator_id;
}

/** The first covered LGA's geofence centre, else the State's first LGA with one, else Lagos'. */
function locationOf(profile: AppProfile): { lat: number; lng: number } {
  for (const ref of profile.lgaCoverage) {
    const fence = ZONE_GEOFENCES.get(ref);
    if (fence) return fence.center;
  }
  const inState = [...ZONE_GEOFENCES].find(([ref]) => ref.startsWith(`${profile.zoneRef}.`));
  return (inState?.[1] ?? ZONE_GEOFENCES.get('ng.lagos.ikeja')!).center;
}
