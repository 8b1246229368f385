// Fixed ids of the shared demo rows that demo-ids.ts does not name (further venues, bands, performers, galleries).
// They start with "d" so they never collide with demo-ids.ts, whose ids start with the entity kind digit.

const kinds = { venue: 1, band: 2, performer: 3, gallery: 4 } as const;

export type SeedIdKind = keyof typeof kinds;

export function seedId(kind: SeedIdKind, n: number): string {
  return `d0000000-${kinds[kind].toString().padStart(4, '0')}-4000-8000-${n.toString().padStart(12, '0')}`;
}
