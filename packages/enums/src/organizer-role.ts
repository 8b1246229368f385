// Organizer member role enumeration: what an account (or an API key's scope) may do in an organizer's hub.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'owner', labels: { cs: 'Vlastník', sk: 'Vlastník', en: 'Owner', de: 'Inhaber' } },
  // Id 2 was the generic "team member" before roles existed; no code ever created one, so it became manager.
  { id: 2, key: 'manager', labels: { cs: 'Manažer', sk: 'Manažér', en: 'Manager', de: 'Manager' } },
  { id: 3, key: 'boxOffice', labels: { cs: 'Pokladna', sk: 'Pokladňa', en: 'Box office', de: 'Kasse' } },
  { id: 4, key: 'door', labels: { cs: 'Vstup', sk: 'Vstup', en: 'Door', de: 'Einlass' } },
  { id: 5, key: 'bar', labels: { cs: 'Bar', sk: 'Bar', en: 'Bar', de: 'Bar' } },
  {
    id: 6,
    key: 'accountant',
    labels: { cs: 'Účetní', sk: 'Účtovník', en: 'Accountant', de: 'Buchhaltung' },
  },
] as const satisfies readonly EnumEntry[];

/**
 * Roles of organizer_member and scopes of organizer API keys: owner (everything, the team), manager (events,
 * catalogue, codes), box office (orders, refunds, manual payments), door (check-in at its events), bar (tills
 * at its bars), accountant (reports and exports, read only). What each may do is @repo/contract/access.
 */
export const organizerRole = defineEnum<EnumEntry, typeof entries>('organizerRole', entries);

export type OrganizerRoleKey = Exclude<(typeof entries)[number]['key'], 'unknown'>;
/** The role keys in id order, as a tuple (zod enums and selects read it). */
export const organizerRoleKeys = [
  'owner',
  'manager',
  'boxOffice',
  'door',
  'bar',
  'accountant',
] as const satisfies readonly OrganizerRoleKey[];

/** The key of a role id; throws for unknown (0) and ids that are not roles, which no member may have. */
export function organizerRoleKey(roleId: number): OrganizerRoleKey {
  const key = organizerRole.get(roleId).key;
  const found = organizerRoleKeys.find((candidate) => candidate === key);
  if (!found) throw new RangeError(`Role id ${roleId} is not an organizer role`);
  return found;
}

export function organizerRoleId(key: OrganizerRoleKey): number {
  return organizerRole.ids[key];
}
