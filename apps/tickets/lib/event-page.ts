// Data of an event's cart page: catalogue parts (cached with the page), ticket availability always fresh.
import { paymentMethod } from '@repo/enums/payment-method';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { PassClient } from '@repo/api-client/pass-client';
import { brandSellsOrganizer } from './brands';
import { catalogue, orNotFound, serverPass, uncachedCatalogue } from './pass-server';
import { buildProgramme } from './programme';
import type { StorefrontContext } from './storefront-context';

/** Payment methods the storefront can take online (the pass service answers 422 for the others). */
export const onlinePaymentMethodIds: readonly number[] = [
  paymentMethod.ids.paymentCard,
  paymentMethod.ids.googlePay,
  paymentMethod.ids.applePay,
  paymentMethod.ids.clickToPay,
  paymentMethod.ids.bankTransfer,
];

/**
 * The event and its organizer; 404 when unknown, unpublished, or not sold by this brand. Memoised per
 * request, as both generateMetadata and the page ask for it. `fresh` (the cached cart page) skips the short
 * catalogue cache: that page is rendered once per revalidation and should then show the current event.
 */
export const loadEvent = cache(
  async (ctx: StorefrontContext, organizerSlug: string, eventSlug: string, fresh = false) => {
    if (!brandSellsOrganizer(ctx.brand, organizerSlug)) notFound();
    const read = fresh ? uncachedCatalogue : catalogue;
    return orNotFound(read(ctx, 'eventBySlugsV2', { params: { organizerSlug, eventSlug } }));
  },
);

/**
 * The demo cart's event: as loadEvent, but the unpublished event whose id the demo link's secret carries is
 * found too. Never from the catalogue cache, so no unpublished event can reach normal pages through it.
 */
export async function loadDemoEvent(
  ctx: StorefrontContext,
  organizerSlug: string,
  eventSlug: string,
  demoEventId: string,
) {
  if (!brandSellsOrganizer(ctx.brand, organizerSlug)) notFound();
  return orNotFound(
    serverPass(ctx).eventBySlugsV2({ params: { organizerSlug, eventSlug }, query: { demoEventId } }),
  );
}

/**
 * Everything the demo cart shows, read with demo=true (so an unpublished event answers too) and never from a
 * cache, availability included; the demo page is rendered per request.
 */
export async function loadDemoCart(ctx: StorefrontContext, eventId: string): Promise<CartData> {
  const pass = serverPass(ctx);
  const query = { demo: 'true' as const };
  const [methods, sectors, publicTicketTypes, extraProducts] = await Promise.all([
    pass.eventPaymentMethods({ params: { eventId }, query }),
    pass.eventSectors({ params: { eventId }, query }),
    pass.eventTicketTypesV2({ params: { eventId }, query }),
    pass.eventExtraProductsV2({ params: { eventId }, query }),
  ]);
  const seatMaps = await Promise.all(
    sectors.sectors
      .filter((sector) => sector.kind === 'seated')
      .map(async (sector) => {
        const [seats, states] = await Promise.all([
          pass.sectorByIdV2({ params: { sectorId: sector.sectorId }, query }),
          pass.reservationSeatAvailability({ params: { sectorId: sector.sectorId } }),
        ]);
        return { sectorId: sector.sectorId, seats: seats.sector.seats, states };
      }),
  );
  // The cart's queries (same endpoints and inputs, api-client's query options) start from these and poll on.
  return {
    seatMaps,
    paymentMethodIds: onlinePaymentMethodsOf(methods.paymentMethods),
    sectors: sectors.sectors,
    publicTicketTypes,
    extraProducts,
    readAt: null,
  };
}
/** What the cart shows: catalogue parts, and ticket types and extras read for the request or (cached page) at render. */
export interface CartData {
  seatMaps: {
    sectorId: string;
    seats: Awaited<ReturnType<PassClient['sectorByIdV2']>>['sector']['seats'];
    states: Awaited<ReturnType<PassClient['reservationSeatAvailability']>> | undefined;
  }[];
  paymentMethodIds: number[];
  sectors: Awaited<ReturnType<PassClient['eventSectors']>>['sectors'];
  publicTicketTypes: Awaited<ReturnType<PassClient['eventTicketTypesV2']>>;
  extraProducts: Awaited<ReturnType<PassClient['eventExtraProductsV2']>>;
  /**
   * When the ticket types and extras were read, for the cached page (epoch ms): its copy is shown at once, so the
   * page does not jump when a live answer comes, and counts as an answer of that age (the cart fetches it again
   * when it is older than the queries' stale time). Null: read for this request.
   */
  readAt: number | null;
}

/**
 * The cached cart page's part of the cart: payment methods, sectors, seat maps and the ticket types and extras as
 * they were when the page was rendered (a copy the cart fetches again once it is older than its stale time); seat
 * states come live in the browser only. Read from the pass directly, not through the short catalogue cache: the page is rendered
 * once per revalidation, and should then be current.
 */
export async function loadCartCatalogue(ctx: StorefrontContext, eventId: string): Promise<CartData> {
  const pass = serverPass(ctx);
  const readAt = Date.now();
  const [methods, sectors, publicTicketTypes, extraProducts] = await Promise.all([
    pass.eventPaymentMethods({ params: { eventId } }),
    pass.eventSectors({ params: { eventId } }),
    pass.eventTicketTypesV2({ params: { eventId } }),
    pass.eventExtraProductsV2({ params: { eventId } }),
  ]);
  const seatMaps = await Promise.all(
    sectors.sectors
      .filter((sector) => sector.kind === 'seated')
      .map(async (sector) => ({
        sectorId: sector.sectorId,
        seats: (await pass.sectorByIdV2({ params: { sectorId: sector.sectorId } })).sector.seats,
        states: undefined,
      })),
  );
  return {
    seatMaps,
    paymentMethodIds: onlinePaymentMethodsOf(methods.paymentMethods),
    sectors: sectors.sectors,
    publicTicketTypes,
    extraProducts,
    readAt,
  };
}

function onlinePaymentMethodsOf(
  methods: readonly { paymentMethodId: number; displayOrder: number }[],
): number[] {
  return [...methods]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((method) => method.paymentMethodId)
    .filter((id) => onlinePaymentMethodIds.includes(id));
}

/**
 * What the event page shows besides the cart: the line-up (bands and performers, headliners first as the
 * organizer ordered them), the programme by day and stage and the event's photos. Catalogue reads, cached like
 * the event (`fresh` as in loadEvent).
 */
export async function loadEventContent(
  ctx: StorefrontContext,
  event: { eventId: string; timeZone: string; galleryId: string | null },
  fresh = false,
) {
  const read = fresh ? uncachedCatalogue : catalogue;
  const params = { params: { eventId: event.eventId } };
  const [{ bands }, { performers }, { stages }, { entries }, gallery] = await Promise.all([
    read(ctx, 'eventBands', params),
    read(ctx, 'eventPerformers', params),
    read(ctx, 'eventStages', params),
    read(ctx, 'eventEntries', params),
    event.galleryId ? read(ctx, 'galleryImages', { query: { galleryId: event.galleryId } }) : null,
  ]);
  const byOrder = <T extends { displayOrder: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.displayOrder - b.displayOrder);
  const names = new Map<string, string>([
    ...bands.map((band) => [band.bandId, band.name] as const),
    ...performers.map((performer) => [performer.performerId, performer.name] as const),
  ]);
  return {
    bands: byOrder(bands),
    performers: byOrder(performers),
    programme: buildProgramme({ entries, stages, names, timeZone: event.timeZone, locale: ctx.locale }),
    photos: gallery ? [...gallery.images].sort((a, b) => a.displayOrder - b.displayOrder) : [],
  };
}
export type EventContent = Awaited<ReturnType<typeof loadEventContent>>;
