// Request origin enumeration (reqSource): which storefront, app or partner channel a request came from.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

// Keys keep the spec's CONSTANT names because other systems exchange these exact strings.
const entries = [
  { id: 0, key: 'UNKNOWN', labels: UNKNOWN_LABELS },
  { id: 1, key: 'WEB', labels: { cs: 'Web', sk: 'Web', en: 'Web', de: 'Web' } },
  {
    id: 2,
    key: 'MOBILE_ANDROID',
    labels: {
      cs: 'Mobilní aplikace (Android)',
      sk: 'Mobilná aplikácia (Android)',
      en: 'Mobile app (Android)',
      de: 'Mobile App (Android)',
    },
  },
  {
    id: 3,
    key: 'MOBILE_IOS',
    labels: {
      cs: 'Mobilní aplikace (iOS)',
      sk: 'Mobilná aplikácia (iOS)',
      en: 'Mobile app (iOS)',
      de: 'Mobile App (iOS)',
    },
  },
  {
    id: 4,
    key: 'WEB_UNITED_TICKETS',
    labels: {
      cs: 'Web United Tickets',
      sk: 'Web United Tickets',
      en: 'United Tickets website',
      de: 'Website United Tickets',
    },
  },
  {
    id: 5,
    key: 'WEB_DINO_LIVE',
    labels: { cs: 'Web Dino Live', sk: 'Web Dino Live', en: 'Dino Live website', de: 'Website Dino Live' },
  },
  { id: 6, key: 'GOOUT', labels: { cs: 'GoOut', sk: 'GoOut', en: 'GoOut', de: 'GoOut' } },
  { id: 7, key: 'EASOL', labels: { cs: 'Easol', sk: 'Easol', en: 'Easol', de: 'Easol' } },
  { id: 8, key: 'SHERWOOD', labels: { cs: 'Sherwood', sk: 'Sherwood', en: 'Sherwood', de: 'Sherwood' } },
] as const satisfies readonly EnumEntry[];

export const reqSource = defineEnum<EnumEntry, typeof entries>('reqSource', entries);
