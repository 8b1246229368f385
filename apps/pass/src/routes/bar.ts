// Handlers of the bar endpoints: menus in the hub, the till (shifts, sales, storno), Z-reports, the ledger check
// and the receipt page the till's QR leads to.
import type { barEndpoints } from '@repo/contract/bar';
import { checkLedger } from '../bar/ledger-check';
import { syncOfflineSales, tillSecret } from '../bar/offline-sales';
import {
  addProduct,
  barEventOr404,
  barViews,
  categoryVatDefaults,
  changeBarName,
  changeProduct,
  createBar,
} from '../bar/menus';
import { receiptPage } from '../bar/receipt-page';
import { lastSaleOfTill, saleById, saleView, sellAtTill, storno } from '../bar/sales';
import type { Till } from '../bar/sales';
import { barShiftViews, closeShift, openShift, shiftOr404, shiftView } from '../bar/shifts';
import { barOfflineLimit, findTillChip, openShiftOfTill, upsertBarSettings } from '../db/queries/bars';
import { organizerDoorEvents } from '../db/queries/door-events';
import { notFound } from '../domain/domain-error';
import type { OrganizerPrincipal } from '../http/principal';
import { inOneStatement } from '../http/register-endpoint';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';

/** The till a caller is: a paired till device, or a member or key acting as one. */
function tillOf(principal: OrganizerPrincipal): Till {
  switch (principal.kind) {
    case 'device':
      return {
        tillKey: `device:${principal.device.deviceId}`,
        name: principal.device.name,
        deviceId: principal.device.deviceId,
        accountId: null,
      };
    case 'member':
      return {
        tillKey: `account:${principal.account.accountId}`,
        name: principal.actor.name,
        deviceId: null,
        accountId: principal.account.accountId,
      };
    case 'apiKey':
      return {
        tillKey: `apiKey:${principal.apiKeyId}`,
        name: principal.actor.name,
        deviceId: null,
        accountId: null,
      };
  }
}

export const barHandlers: HandlersOf<typeof barEndpoints> = {
  tillEvents: async ({ db, params, principal, ctx }) => {
    // The same events a door member sees for check-in: the organizer's, or those the member is given.
    const only = principal.kind === 'member' ? principal.eventIds : null;
    const rows = await organizerDoorEvents(db, params.organizerId, only);
    return {
      errorText: 'OK',
      events: rows.map((row) => ({
        eventId: row.eventId,
        namePub: pickText(row.name, ctx.language),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      })),
    };
  },
  hubBars: async ({ db, params, ctx }) => {
    const event = await barEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      eventNamePub: pickText(event.event.name, ctx.language),
      bars: await barViews(db, params.eventId),
      currencyId: event.event.currencyId,
      vatDefaults: await categoryVatDefaults(db, event.organizer.countryId),
      settings: { offlineLimitPerChip: await barOfflineLimit(db, params.eventId) },
    };
  },
  hubBarSettingsUpdate: async ({ db, params, body, audit }) => {
    await barEventOr404(db, params.eventId);
    await upsertBarSettings(db, params.eventId, body.offlineLimitPerChip);
    audit.resource('event', params.eventId);
    audit.detail(body);
    return { errorText: 'OK', settings: body };
  },
  hubBarCreate: async ({ db, params, body, audit }) => {
    const bar = await createBar(db, params.eventId, body.name);
    audit.resource('bar', bar.barId);
    audit.detail({ name: body.name });
    return { errorText: 'OK', bar };
  },
  hubBarUpdate: async ({ db, params, body, audit }) => {
    audit.resource('bar', params.barId);
    audit.detail({ name: body.name });
    return { errorText: 'OK', bar: await changeBarName(db, params.eventId, params.barId, body.name) };
  },
  hubBarProductCreate: async ({ db, params, body, audit }) => {
    const bar = await addProduct(db, params.eventId, params.barId, body);
    audit.resource('bar', params.barId);
    audit.detail({
      product: body.name,
      variants: body.variants,
      vatRateBasisPoints: body.vatRateBasisPoints ?? null,
    });
    return { errorText: 'OK', bar };
  },
  hubBarProductUpdate: async ({ db, params, body, audit }) => {
    const bar = await changeProduct(db, params.eventId, params.barId, params.productId, body);
    audit.resource('barProduct', params.productId);
    audit.detail({ product: body.name, variants: body.variants, active: body.active });
    return { errorText: 'OK', bar };
  },
  hubBarShifts: async ({ db, params }) => {
    const event = await barEventOr404(db, params.eventId);
    return { errorText: 'OK', shifts: await barShiftViews(db, event, params.barId) };
  },
  hubBarShift: async ({ db, params }) => {
    const event = await barEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      shift: await shiftView(db, event, await shiftOr404(db, params.eventId, params.shiftId)),
    };
  },
  hubLedgerCheck: async ({ db, params }) => ({
    errorText: 'OK',
    check: await checkLedger(db, await barEventOr404(db, params.eventId)),
  }),
  tillState: async ({ db, params, principal, ctx }) => {
    const event = await barEventOr404(db, params.eventId);
    const till = tillOf(principal);
    const shift = await openShiftOfTill(db, params.eventId, till.tillKey);
    const last = shift ? await lastSaleOfTill(db, params.eventId, till) : undefined;
    return {
      errorText: 'OK',
      till: {
        event: {
          eventId: event.event.id,
          namePub: pickText(event.event.name, ctx.language),
          currencyId: event.event.currencyId,
          timeZone: event.event.timeZone,
        },
        tillName: till.name,
        bars: await barViews(db, params.eventId, true),
        shift: shift ? await shiftView(db, event, shift) : null,
        lastSale: last ? await saleView(db, event, last, ctx.language) : null,
        offline: {
          limitPerChip: await barOfflineLimit(db, params.eventId),
          secret: await tillSecret(db, params.eventId, till.tillKey),
        },
      },
    };
  },
  tillShiftOpen: async ({ db, params, body, principal, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    const shift = await openShift(db, event, tillOf(principal), body.barId);
    audit.resource('barShift', shift.id);
    return { errorText: 'OK', shift: await shiftView(db, event, shift) };
  },
  tillShiftClose: async ({ db, params, principal, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    const shift = await closeShift(db, event, tillOf(principal), params.shiftId);
    audit.resource('barShift', shift.id);
    return { errorText: 'OK', shift: await shiftView(db, event, shift) };
  },
  tillChip: async ({ db, params }) => {
    const chip = await findTillChip(db, params.eventId, params.chipUid);
    if (!chip) throw notFound('chip', `No chip ${params.chipUid} at this event`);
    return { errorText: 'OK', chip };
  },
  // The sale is one statement that writes its own audit row (resource barSale, its total, payment method and
  // chip), so it runs without a transaction around it.
  tillSale: inOneStatement(async ({ db, params, body, principal, ctx, audit }) => {
    const { event, sale } = await sellAtTill(
      db,
      params.eventId,
      tillOf(principal),
      body,
      new Date(),
      audit.claim(),
    );
    return { errorText: 'OK', sale: await saleView(db, event, sale, ctx.language) };
  }),
  tillSync: async ({ db, params, body, principal, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    const results = await syncOfflineSales(db, event, tillOf(principal), body.sales);
    audit.resource('event', params.eventId);
    audit.detail({
      sales: results.length,
      refused: results.filter((result) => result.status === 'refused').length,
      inDebt: results.filter((result) => (result.chip?.debt ?? 0) > 0).length,
    });
    return { errorText: 'OK', results };
  },
  tillStorno: async ({ db, params, principal, ctx, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    const reversal = await storno(db, event, tillOf(principal), params.saleId);
    audit.resource('barSale', params.saleId);
    audit.detail({ storno: reversal.id, total: reversal.total });
    return { errorText: 'OK', sale: await saleView(db, event, reversal, ctx.language) };
  },
  barReceiptPage: async ({ db, params, ctx, reply }) => {
    const sale = await saleById(db, params.saleId);
    if (!sale) throw notFound('sale', `No sale ${params.saleId}`);
    const event = await barEventOr404(db, sale.eventId);
    void reply.type('text/html; charset=utf-8');
    return receiptPage(await saleView(db, event, sale, ctx.language), ctx.language);
  },
};
