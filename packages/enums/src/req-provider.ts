// Sign-in provider enumeration (reqProvider): how an account authenticated.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'email', labels: { cs: 'E-mail', sk: 'E-mail', en: 'Email', de: 'E-Mail' } },
  { id: 2, key: 'facebook', labels: { cs: 'Facebook', sk: 'Facebook', en: 'Facebook', de: 'Facebook' } },
  { id: 3, key: 'google', labels: { cs: 'Google', sk: 'Google', en: 'Google', de: 'Google' } },
  { id: 4, key: 'apple', labels: { cs: 'Apple', sk: 'Apple', en: 'Apple', de: 'Apple' } },
] as const satisfies readonly EnumEntry[];

export const reqProvider = defineEnum<EnumEntry, typeof entries>('reqProvider', entries);
