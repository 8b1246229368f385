// Handlers of the v1 ticket catalogue endpoints, and the event / ticket-type lookups the v2 handlers share.
import type { ticketEndpoints } from '@repo/contract/tickets';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import { findChipItem } from '../db/queries/product-items';
import { listEventTicketProducts } from '../db/queries/products';
import { findTicketProduct, loadTicketTypeExtraProducts } from '../db/queries/ticket-products';
import { findTicketType } from '../db/queries/ticket-types';
import { listPublicTicketTypes } from '../db/queries/tickets';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { eventOr404, publishedEventOr404 } from './event-lookups';

export async function ticketTypeOr404(db: Db, ticketTypeId: string, language: LabelLanguage, now: Date) {
  return found(
    await findTicketType(db, ticketTypeId, language, now),
    'ticketType',
    `No ticket type with id ${ticketTypeId}`,
  );
}

/** Visible extra products of a published event (404 for an unknown or unpublished event). */
export async function eventExtraProducts(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  now: Date,
  demo?: boolean,
) {
  const event = await eventOr404(db, eventId, demo);
  return listEventTicketProducts(db, event.id, language, now, demo);
}

export const ticketHandlers: HandlersOf<typeof ticketEndpoints> = {
  ticketTypesByEvent: async ({ db, query, ctx }) => {
    const event = await publishedEventOr404(db, query.eventId);
    return { errorText: 'OK', ...(await listPublicTicketTypes(db, event.id, ctx.language, new Date())) };
  },
  ticketTypesById: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    ticketType: await ticketTypeOr404(db, query.ticketTypeId, ctx.language, new Date()),
  }),
  ticketTypesExtraProducts: async ({ db, query, ctx }) => {
    const now = new Date();
    const ticketType = await ticketTypeOr404(db, query.ticketTypeId, ctx.language, now);
    return {
      errorText: 'OK',
      extraProducts: await loadTicketTypeExtraProducts(db, ticketType.ticketTypeId, ctx.language, now),
    };
  },
  ticketTypeContentItemTypes: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    items: (await ticketTypeOr404(db, query.ticketTypeId, ctx.language, new Date())).items,
  }),
  ticketProductItemTypes: async ({ db, query, ctx }) => {
    const product = found(
      await findTicketProduct(db, query.ticketProductId, ctx.language, new Date()),
      'ticketProduct',
      `No extra product with id ${query.ticketProductId}`,
    );
    return { errorText: 'OK', items: product.items };
  },
  chipCreditLimit: async ({ db, query }) => {
    const chip = found(
      await findChipItem(db, query.productItemId),
      'productItem',
      `No NFC chip item with id ${query.productItemId}`,
    );
    return {
      errorText: 'OK',
      productItemId: chip.item.id,
      currencyId: chip.currencyId,
      // No configured minimum means any credit from zero up; no maximum means no upper limit.
      min: chip.item.chipCreditMin ?? 0,
      max: chip.item.chipCreditMax,
    };
  },
  ticketExtraProducts: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    extraProducts: await eventExtraProducts(db, query.eventId, ctx.language, new Date()),
  }),
};
