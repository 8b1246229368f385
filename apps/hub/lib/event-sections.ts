// The tabs of one event in the hub: one line per tab, so later pages (ticket types, products, codes) add theirs
// here. Links keep the organizer in `?organizer=` like the hub's sections.
import type { Permission } from '@repo/contract/access';

export const eventSections = [
  { id: 'details', path: '', permission: 'events' },
  { id: 'tickets', path: '/tickets', permission: 'events' },
  { id: 'seats', path: '/seats', permission: 'events' },
  { id: 'products', path: '/products', permission: 'events' },
  { id: 'codes', path: '/codes', permission: 'events' },
  { id: 'programme', path: '/programme', permission: 'events' },
  { id: 'attendees', path: '/attendees', permission: 'reports' },
  { id: 'bars', path: '/bars', permission: 'events' },
] as const satisfies readonly {
  id: string;
  /** Below /events/{eventId}; '' is the event's own page. */
  path: string;
  permission: Permission;
}[];

export type EventSection = (typeof eventSections)[number];
export type EventSectionId = EventSection['id'];

/** The tabs a member with these permissions may use, in order. */
export function eventSectionsFor(permissions: readonly string[]): EventSection[] {
  return eventSections.filter((section) => permissions.includes(section.permission));
}

/** `/events/{eventId}/tickets?organizer=…` for a tab of one event. */
export function eventSectionHref(section: EventSection, eventId: string, organizerId: string): string {
  return `/events/${encodeURIComponent(eventId)}${section.path}?organizer=${encodeURIComponent(organizerId)}`;
}
