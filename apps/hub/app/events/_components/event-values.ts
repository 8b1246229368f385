// An event form's values as typed, from the event the pass answers and back to the body the contract checks.
import type { EventBody, HubEventDetail } from '@repo/contract/hub-events';
import { DEFAULT_TIME_ZONE } from '@repo/contract/hub-events';
import { paymentMethod } from '@repo/enums/payment-method';
import { venueBody } from '../../venues/_components/venue-values';
import { emptyVenueValues } from '../../venues/_components/venue-values';
import type { VenueValues } from '../../venues/_components/venue-values';

export const eventLanguages = ['cs', 'sk', 'en', 'de'] as const;
export type EventLanguage = (typeof eventLanguages)[number];

/** Zones of the countries the platform sells in; the event's own zone is kept when it is another. */
export const timeZones = [
  'Europe/Prague',
  'Europe/Bratislava',
  'Europe/Vienna',
  'Europe/Berlin',
  'Europe/Warsaw',
  'Europe/Budapest',
  'Europe/Belgrade',
  'Europe/Athens',
  'Europe/London',
] as const;

/** The venue select's value for "create a new venue with the event". */
export const NEW_VENUE = 'new';

export interface EventValues {
  name: Record<EventLanguage, string>;
  description: Record<EventLanguage, string>;
  slug: string;
  categoryId: string;
  kindId: string;
  sizeId: string;
  typeId: string;
  /** A venue id, NEW_VENUE, or '' for none yet. */
  venue: string;
  newVenue: VenueValues;
  eventGroupId: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  currencyId: string;
  paymentMethodIds: number[];
}

const blank = { cs: '', sk: '', en: '', de: '' };

export function newEventValues(currencyId: number): EventValues {
  return {
    name: { ...blank },
    description: { ...blank },
    slug: '',
    categoryId: '',
    kindId: '',
    sizeId: '',
    typeId: '1',
    venue: '',
    newVenue: emptyVenueValues,
    eventGroupId: '',
    startsAt: '',
    endsAt: '',
    timeZone: DEFAULT_TIME_ZONE,
    currencyId: String(currencyId),
    paymentMethodIds: [paymentMethod.ids.paymentCard, paymentMethod.ids.bankTransfer],
  };
}

export function eventValues(event: HubEventDetail): EventValues {
  const texts = (source: Record<EventLanguage, string | null>) => ({
    cs: source.cs ?? '',
    sk: source.sk ?? '',
    en: source.en ?? '',
    de: source.de ?? '',
  });
  return {
    name: texts(event.name),
    description: texts(event.description),
    slug: event.slug,
    categoryId: String(event.categoryId),
    kindId: String(event.kindId),
    sizeId: String(event.sizeId),
    typeId: String(event.typeId),
    venue: event.venueId ?? '',
    newVenue: emptyVenueValues,
    eventGroupId: event.eventGroupId ?? '',
    startsAt: event.startsAtLocal,
    endsAt: event.endsAtLocal,
    timeZone: event.timeZone,
    currencyId: String(event.currencyId),
    paymentMethodIds: event.paymentMethodIds,
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

export function eventBody(values: EventValues): EventBody {
  const creating = values.venue === NEW_VENUE;
  return {
    name: {
      cs: values.name.cs,
      sk: orNull(values.name.sk),
      en: orNull(values.name.en),
      de: orNull(values.name.de),
    },
    description: {
      cs: orNull(values.description.cs),
      sk: orNull(values.description.sk),
      en: orNull(values.description.en),
      de: orNull(values.description.de),
    },
    slug: values.slug,
    categoryId: Number(values.categoryId),
    kindId: Number(values.kindId),
    sizeId: Number(values.sizeId),
    typeId: Number(values.typeId),
    venueId: creating || values.venue === '' ? null : values.venue,
    newVenue: creating ? venueBody(values.newVenue) : null,
    eventGroupId: orNull(values.eventGroupId),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    currencyId: Number(values.currencyId),
    paymentMethodIds: values.paymentMethodIds,
  };
}
