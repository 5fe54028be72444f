// Shared campaign bodies for the engine and HTTP tests: a template referencing {{address}} and
// {{shop}}, and rows in live Lagos zones. 1500.00 reward + 10% fee = 165000 minor a row.
export const ROW_TOTAL = 165_000n;

export const TEMPLATE = {
  type: 'field_verification',
  title: 'Shelf check at {{shop}}',
  instructions: 'Visit {{shop}} at {{address}} and photograph the drinks shelf.',
  reward_major: '1500.00',
  proof_requirements: ['photo'],
  deadline_after_hours: 48,
};

export function rows(n: number, zone = 'ng.lagos.ikeja') {
  return Array.from({ length: n }, (_, i) => ({
    zone_ref: zone,
    vars: { shop: `Shop ${i + 1}`, address: `${i + 1} Allen Avenue, Ikeja` },
  }));
}

export function campaignBody(n: number, overrides: Record<string, unknown> = {}) {
  return { name: `Shelf audit of ${n} shops`, template: TEMPLATE, rows: rows(n), ...overrides };
}
