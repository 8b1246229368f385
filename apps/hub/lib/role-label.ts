// Role names in the interface language, from @repo/enums (the one place the labels live).
import type { LabelLanguage } from '@repo/enums/define-enum';
import { organizerRole, organizerRoleKeys } from '@repo/enums/organizer-role';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';

export function roleLabel(role: OrganizerRoleKey, language: LabelLanguage): string {
  return organizerRole.get(organizerRole.ids[role]).labels[language];
}

/** Door and bar staff work at chosen events; the other roles organizer-wide. */
export function roleHasEvents(role: OrganizerRoleKey): boolean {
  return role === 'door' || role === 'bar';
}

/** Every role with its label, in the enumeration's order (owner first), for selects. */
export function roleOptions(language: LabelLanguage): { value: OrganizerRoleKey; label: string }[] {
  return organizerRoleKeys.map((role) => ({ value: role, label: roleLabel(role, language) }));
}
