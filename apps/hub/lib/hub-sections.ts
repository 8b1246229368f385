// The hub's sections per organizer and the permission (of @repo/contract/access) each needs, so a member sees
// only the pages that work for their role; links keep the chosen organizer in `?organizer=`.
import type { Permission } from '@repo/contract/access';

export const hubSections = [
  { id: 'overview', path: '/', permission: 'view' },
  { id: 'events', path: '/events', permission: 'events' },
  { id: 'venues', path: '/venues', permission: 'events' },
  { id: 'mailTexts', path: '/mail-texts', permission: 'events' },
  // Every member reads the profile; the page lets only the team permission change it.
  { id: 'profile', path: '/profile', permission: 'view' },
  { id: 'team', path: '/team', permission: 'team' },
  { id: 'apiKeys', path: '/api-keys', permission: 'team' },
  { id: 'webhooks', path: '/webhooks', permission: 'team' },
  { id: 'payments', path: '/payments', permission: 'team' },
  { id: 'devices', path: '/devices', permission: 'events' },
  { id: 'orders', path: '/orders', permission: 'orders' },
  { id: 'bank', path: '/bank', permission: 'orders' },
  { id: 'reports', path: '/reports', permission: 'reports' },
  // The accountant reads the refund queue and its batches; approving and paying need the orders permission.
  { id: 'refunds', path: '/refunds', permission: 'reports' },
  { id: 'door', path: '/door', permission: 'door' },
  { id: 'till', path: '/till', permission: 'bar' },
  // The top-up desk: chip credit paid in cash or by card at the box office.
  { id: 'topUp', path: '/topup', permission: 'orders' },
  { id: 'audit', path: '/audit', permission: 'audit' },
] as const satisfies readonly { id: string; path: string; permission: Permission }[];

export type HubSection = (typeof hubSections)[number];
export type HubSectionId = HubSection['id'];

/** Whether a member with these permissions (hubOrganizers answers them per organizer) may use the section. */
export function canUseSection(section: HubSectionId, permissions: readonly string[]): boolean {
  const found = hubSections.find((entry) => entry.id === section);
  return found !== undefined && permissions.includes(found.permission);
}

/** The sections a member with these permissions may use, in navigation order. */
export function sectionsFor(permissions: readonly string[]): HubSection[] {
  return hubSections.filter((section) => permissions.includes(section.permission));
}

/** The address of a section for one organizer: `/team?organizer=<id>`. */
export function sectionHref(section: HubSectionId, organizerId: string): string {
  const found = hubSections.find((entry) => entry.id === section);
  return `${found?.path ?? '/'}?organizer=${encodeURIComponent(organizerId)}`;
}
