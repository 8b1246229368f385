// Organizer member role enumeration: what an account may do in an organizer's hub.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'owner', labels: { cs: 'Vlastník', sk: 'Vlastník', en: 'Owner', de: 'Inhaber' } },
  {
    id: 2,
    key: 'member',
    labels: { cs: 'Člen týmu', sk: 'Člen tímu', en: 'Team member', de: 'Teammitglied' },
  },
] as const satisfies readonly EnumEntry[];

/** Roles of organizer_member: the creator of an organizer is its owner. */
export const organizerRole = defineEnum<EnumEntry, typeof entries>('organizerRole', entries);
