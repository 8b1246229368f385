// Home page listing: the brand's events, narrowed by the visitor's filters and grouped into section rows.
import type { EventSummary } from '@repo/contract/entities';
import { sectionType } from '@repo/enums/section-type';
import { z } from 'zod';
import { brandSellsOrganizer } from './brands';
import type { Brand } from './brands';

/** The home page's filter query (`?category=7&region=1`); anything malformed is ignored, not an error. */
export const homeFilters = z.object({
  category: z.coerce.number().int().positive().optional().catch(undefined),
  region: z.coerce.number().int().positive().optional().catch(undefined),
});
export type HomeFilters = z.infer<typeof homeFilters>;

export interface HomeSection {
  readonly sectionTypeId: number;
  readonly events: readonly EventSummary[];
}

/** Events the brand sells that match the filters, in the listing's order (by start). */
export function filterEvents(
  events: readonly EventSummary[],
  brand: Brand,
  filters: HomeFilters,
): EventSummary[] {
  return events.filter(
    (event) =>
      brandSellsOrganizer(brand, event.organizerSlug) &&
      (filters.category === undefined || event.categoryId === filters.category) &&
      (filters.region === undefined || event.regionId === filters.region),
  );
}

/** One row per section type that has events, in the enumeration's order (popular first). */
export function groupIntoSections(events: readonly EventSummary[]): HomeSection[] {
  return sectionType
    .list()
    .filter((entry) => entry.id !== 0)
    .map((entry) => ({
      sectionTypeId: entry.id,
      events: events.filter((event) => event.sectionTypeIds.includes(entry.id)),
    }))
    .filter((section) => section.events.length > 0);
}

/** Distinct ids of a field among the events, for the filter options. */
export function idsPresent(events: readonly EventSummary[], field: 'categoryId' | 'regionId'): number[] {
  const ids = new Set<number>();
  for (const event of events) {
    const id = event[field];
    if (id !== null && id !== 0) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
