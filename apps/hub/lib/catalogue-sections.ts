// The catalogue pages of one event (ticket types, extra products, codes, programme): their paths and the permission each
// needs, in tab order. Event tabs (lib/event-sections.ts) take these over when the event pages arrive.
import type { Permission } from '@repo/contract/access';

export const catalogueSections = [
  { id: 'tickets', segment: 'tickets', permission: 'events' },
  { id: 'products', segment: 'products', permission: 'events' },
  { id: 'codes', segment: 'codes', permission: 'events' },
  { id: 'programme', segment: 'programme', permission: 'events' },
] as const satisfies readonly { id: string; segment: string; permission: Permission }[];

export type CatalogueSectionId = (typeof catalogueSections)[number]['id'];

/** `/events/<id>/tickets` and its siblings. */
export function catalogueHref(eventId: string, section: CatalogueSectionId): string {
  const found = catalogueSections.find((entry) => entry.id === section);
  return `/events/${encodeURIComponent(eventId)}/${found?.segment ?? section}`;
}
