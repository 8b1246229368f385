// Public shapes of the catalogue entities, as the pass API returns them (texts already in the request's language).
import { z } from 'zod';
import { enumId, isoDateTime, minorUnits, slug, uuid } from './common';

const text = z.string();
const nullableText = z.string().nullable();
const url = z.string().nullable();

/** Sale state of an event, ticket type or product, computed by the service at request time. */
export const saleState = z.enum(['on_sale', 'not_yet_on_sale', 'sale_ended', 'sold_out', 'unavailable']);
export type SaleState = z.infer<typeof saleState>;

export const organizer = z.object({
  organizerId: uuid,
  slug,
  name: text,
  descriptionPub: nullableText,
  logoUrl: url,
  primaryColor: text,
  secondaryColor: text,
  countryId: enumId,
  currencyId: enumId,
  vatId: nullableText,
  website: url,
});
export type Organizer = z.infer<typeof organizer>;

export const venue = z.object({
  venueId: uuid,
  name: text,
  venueTypeId: enumId,
  street: text,
  city: text,
  postalCode: text,
  regionId: enumId,
  countryId: enumId,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Venue = z.infer<typeof venue>;

export const eventGroup = z.object({
  eventGroupId: uuid,
  slug,
  organizerId: uuid,
  organizerSlug: slug,
  namePub: text,
  descriptionPub: nullableText,
  headerImageUrl: url,
});
export type EventGroup = z.infer<typeof eventGroup>;

/** What a listing card needs. */
export const eventSummary = z.object({
  eventId: uuid,
  eventSlug: slug,
  organizerId: uuid,
  organizerSlug: slug,
  organizerName: text,
  eventGroupId: uuid.nullable(),
  eventGroupSlug: slug.nullable(),
  namePub: text,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  timeZone: text,
  categoryId: enumId,
  kindId: enumId,
  sizeId: enumId,
  typeId: enumId,
  sectionTypeIds: z.array(enumId),
  headerImageUrl: url,
  currencyId: enumId,
  venueName: nullableText,
  city: nullableText,
  regionId: enumId.nullable(),
  countryId: enumId.nullable(),
  /** Lowest price of a ticket type on sale, in minor units; null when none is on sale. */
  priceFrom: minorUnits.nullable(),
  saleState,
});
export type EventSummary = z.infer<typeof eventSummary>;

/** The event page. */
export const eventDetail = eventSummary.extend({
  descriptionPub: nullableText,
  venue: venue.nullable(),
  galleryId: uuid.nullable(),
  saleStartsAt: isoDateTime.nullable(),
  saleEndsAt: isoDateTime.nullable(),
  termsUrl: url,
  published: z.boolean(),
  listed: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const band = z.object({
  bandId: uuid,
  name: text,
  genre: nullableText,
  countryId: enumId.nullable(),
  descriptionPub: nullableText,
  imageUrl: url,
  galleryId: uuid.nullable(),
  profileSlug: slug.nullable(),
});
export type Band = z.infer<typeof band>;

export const lineupBand = band.extend({ isMain: z.boolean(), displayOrder: z.int() });

export const performer = z.object({
  performerId: uuid,
  name: text,
  rolePub: nullableText,
  descriptionPub: nullableText,
  imageUrl: url,
  galleryId: uuid.nullable(),
  profileSlug: slug.nullable(),
});
export type Performer = z.infer<typeof performer>;

export const lineupPerformer = performer.extend({ isMain: z.boolean(), displayOrder: z.int() });

export const profile = z.object({
  profileId: uuid,
  slug,
  kind: z.enum(['band', 'performer']),
  bandId: uuid.nullable(),
  performerId: uuid.nullable(),
  name: text,
  headlinePub: nullableText,
  imageUrl: url,
  website: url,
  instagram: url,
  spotify: url,
});
export type Profile = z.infer<typeof profile>;

export const galleryImage = z.object({
  galleryImageId: uuid,
  galleryId: uuid,
  url: text,
  captionPub: nullableText,
  width: z.int().positive(),
  height: z.int().positive(),
  displayOrder: z.int(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const gallery = z.object({
  galleryId: uuid,
  namePub: text,
  imageCount: z.int().nonnegative(),
});
export type Gallery = z.infer<typeof gallery>;

export const stage = z.object({
  stageId: uuid,
  eventId: uuid,
  namePub: text,
  displayOrder: z.int(),
});
export type Stage = z.infer<typeof stage>;

export const programEntry = z.object({
  entryId: uuid,
  eventId: uuid,
  stageId: uuid,
  namePub: text,
  descriptionPub: nullableText,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  bandIds: z.array(uuid),
  performerIds: z.array(uuid),
});
export type ProgramEntry = z.infer<typeof programEntry>;

export const productItem = z.object({
  productItemId: uuid,
  itemTypeId: enumId,
  namePub: text,
  quantity: z.int().positive(),
  /** NFC chip items: credit a buyer may preload, minor units. */
  chipCreditMin: minorUnits.nullable(),
  chipCreditMax: minorUnits.nullable(),
});
export type ProductItem = z.infer<typeof productItem>;

export const ticketTypeGroup = z.object({
  ticketTypeGroupId: uuid,
  namePub: text,
  descriptionPub: nullableText,
  displayOrder: z.int(),
});
export type TicketTypeGroup = z.infer<typeof ticketTypeGroup>;

export const ticketType = z.object({
  ticketTypeId: uuid,
  eventId: uuid,
  ticketTypeGroup: ticketTypeGroup.pick({ ticketTypeGroupId: true, namePub: true }).nullable(),
  sectorId: uuid.nullable(),
  namePub: text,
  descriptionPub: nullableText,
  price: minorUnits,
  currencyId: enumId,
  minPerOrder: z.int().positive(),
  maxPerOrder: z.int().positive(),
  saleStartsAt: isoDateTime.nullable(),
  saleEndsAt: isoDateTime.nullable(),
  displayOrder: z.int(),
  accessCodeOnly: z.boolean(),
  /** Tickets left; null when unlimited. Informational: the sale itself is checked by the database. */
  available: z.int().nonnegative().nullable(),
  saleState,
  items: z.array(productItem),
});
export type TicketType = z.infer<typeof ticketType>;

export const ticketProduct = z.object({
  ticketProductId: uuid,
  eventId: uuid,
  productGroupId: uuid.nullable(),
  name: text,
  descriptionPub: nullableText,
  imageUrl: url,
  price: minorUnits,
  currencyId: enumId,
  maxPerOrder: z.int().positive(),
  displayOrder: z.int(),
  available: z.int().nonnegative().nullable(),
  saleState,
  items: z.array(productItem),
});
export type TicketProduct = z.infer<typeof ticketProduct>;

export const productGroup = z.object({
  productGroupId: uuid,
  eventId: uuid,
  namePub: text,
  descriptionPub: nullableText,
  imageUrl: url,
  displayOrder: z.int(),
});
export type ProductGroup = z.infer<typeof productGroup>;

export const variant = z.object({
  variantId: uuid,
  productGroupId: uuid,
  namePub: text,
  displayOrder: z.int(),
});
export type Variant = z.infer<typeof variant>;

export const variantValue = z.object({
  variantValueId: uuid,
  variantId: uuid,
  valuePub: text,
  displayOrder: z.int(),
});
export type VariantValue = z.infer<typeof variantValue>;

export const seat = z.object({
  seatId: uuid,
  sectorId: uuid,
  ticketTypeId: uuid,
  rowLabel: text,
  seatNumber: z.int().positive(),
  x: z.int(),
  y: z.int(),
});
export type Seat = z.infer<typeof seat>;

export const sector = z.object({
  sectorId: uuid,
  eventId: uuid,
  namePub: text,
  kind: z.enum(['crowd', 'seated']),
  capacity: z.int().nonnegative(),
  displayOrder: z.int(),
  mapWidth: z.int().nullable(),
  mapHeight: z.int().nullable(),
});
export type Sector = z.infer<typeof sector>;

export const sectorWithSeats = sector.extend({ seats: z.array(seat) });

export const eventPaymentMethod = z.object({
  paymentMethodId: enumId,
  displayOrder: z.int(),
});
