// Handlers of the sold-ticket reads.
import type { LabelLanguage } from '@repo/enums';
import type { soldTicketEndpoints } from '@repo/contract/sold-tickets';
import type { Db } from '../db/database';
import { findTicketDetail, isChipItem, listTicketChips, ticketTypeItems } from '../db/queries/sold-tickets';
import type { TicketLookup } from '../db/queries/sold-tickets';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { orderLines } from '../selling/order-views';

async function ticketOr404(db: Db, lookup: TicketLookup, language: LabelLanguage) {
  // One message for every miss: it must not tell a wrong event from an unknown code.
  return found(await findTicketDetail(db, lookup, language), 'ticket', 'No such ticket');
}

export const soldTicketHandlers: HandlersOf<typeof soldTicketEndpoints> = {
  ticketById: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    ticket: await ticketOr404(db, { ticketId: query.ticketId }, ctx.language),
  }),
  ticketByCode: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    ticket: await ticketOr404(db, { qrCode: query.code }, ctx.language),
  }),
  ticketItems: async ({ db, query, ctx }) => {
    const ticket = await ticketOr404(db, { ticketId: query.ticketId }, ctx.language);
    return {
      errorText: 'OK',
      ticketId: ticket.ticketId,
      items: await ticketTypeItems(db, ticket.ticketTypeId, ctx.language),
    };
  },
  ticketProducts: async ({ db, query, ctx }) => {
    const ticket = await ticketOr404(db, { ticketId: query.ticketId }, ctx.language);
    const lines = await orderLines(db, ticket.orderId, ctx.language);
    return {
      errorText: 'OK',
      ticketId: ticket.ticketId,
      orderId: ticket.orderId,
      products: lines.filter((line) => line.kind === 'product'),
    };
  },
  ticketChips: async ({ db, query, ctx }) => {
    const ticket = await ticketOr404(db, { ticketId: query.ticketId }, ctx.language);
    const items = await ticketTypeItems(db, ticket.ticketTypeId, ctx.language);
    const linked = await listTicketChips(db, ticket.ticketId);
    return {
      errorText: 'OK',
      ticketId: ticket.ticketId,
      // One entry per chip issued for the item (chips are issued when the order is paid); null before that.
      chips: items.filter(isChipItem).flatMap((item) => {
        const issued = linked.filter((chip) => chip.productItemId === item.productItemId);
        if (issued.length === 0) return [{ ...item, chipId: null as string | null }];
        return issued.map((chip) => ({ ...item, chipId: chip.id as string | null }));
      }),
    };
  },
  eventTicketByQrCodeV2: async ({ db, params, ctx }) => ({
    errorText: 'OK',
    ticket: await ticketOr404(db, { qrCode: params.qrCode, eventId: params.eventId }, ctx.language),
  }),
};
