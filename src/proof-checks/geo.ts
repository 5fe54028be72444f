// Great-circle distance and the wording of distances and durations in reasons. Reasons go to the
// agent in the evidence bundle, so they carry rounded distances and never a coordinate.
import type { LatLng } from './types.ts';

const EARTH_RADIUS_M = 6_371_008.8; // mean radius (IUGG)

/** Haversine distance in metres; accurate to ~0.5% anywhere, far better than phone GPS. */
export function distanceM(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function validLatLng(p: LatLng | null | undefined): p is LatLng {
  return (
    !!p &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
}

/** "0.4 km", "12 km": one decimal below 10 km, whole kilometres above. */
export function km(metres: number): string {
  const k = metres / 1000;
  return k < 10 ? `${Number(k.toFixed(1))} km` : `${Math.round(k)} km`;
}

/** "3 minutes", "5 hours", "2 days": the coarsest unit that keeps the number readable. */
export function duration(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}
