// Handlers of the top-up desk endpoints: the event's desk rules, reading a chip, top-ups and lost chips.
import type { topUpDeskEndpoints } from '@repo/contract/top-up-desk';
import { barEventOr404 } from '../bar/menus';
import { deskReceiptPage } from '../bar/receipt-page';
import {
  deskTopUpById,
  deskTopUpReceipt,
  readDeskChip,
  recentDeskTopUps,
  replaceLostChip,
  saveTopUpSettings,
  topUpAtDesk,
  topUpSettingsOf,
} from '../bar/top-up-desk';
import type { DeskActor } from '../bar/top-up-desk';
import { organizerDoorEvents } from '../db/queries/door-events';
import type { OrganizerPrincipal } from '../http/principal';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import { notFound } from '../domain/domain-error';

/** Who works the desk, as its receipts name them. */
function actorOf(principal: OrganizerPrincipal): DeskActor {
  switch (principal.kind) {
    case 'device':
      return { accountId: null, deviceId: principal.device.deviceId, name: principal.device.name };
    case 'member':
      return { accountId: principal.account.accountId, deviceId: null, name: principal.actor.name };
    case 'apiKey':
      return { accountId: null, deviceId: null, name: principal.actor.name };
  }
}

export const topUpDeskHandlers: HandlersOf<typeof topUpDeskEndpoints> = {
  deskEvents: async ({ db, params, principal, ctx }) => {
    // The events the door and the tills list: the organizer's, or those the member is given.
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
  hubTopUpSettings: async ({ db, params }) => {
    const event = await barEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      settings: await topUpSettingsOf(db, params.eventId),
      currencyId: event.event.currencyId,
    };
  },
  hubTopUpSettingsUpdate: async ({ db, params, body, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    audit.resource('event', params.eventId);
    audit.detail({ topUpSettings: body });
    return {
      errorText: 'OK',
      settings: await saveTopUpSettings(db, params.eventId, body),
      currencyId: event.event.currencyId,
    };
  },
  deskState: async ({ db, params, ctx }) => {
    const event = await barEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      event: {
        eventId: event.event.id,
        namePub: pickText(event.event.name, ctx.language),
        currencyId: event.event.currencyId,
      },
      settings: await topUpSettingsOf(db, params.eventId),
      recent: await recentDeskTopUps(db, params.eventId),
    };
  },
  deskChip: async ({ db, params }) => ({
    errorText: 'OK',
    chip: await readDeskChip(db, await barEventOr404(db, params.eventId), params.chipUid),
  }),
  deskTopUp: async ({ db, params, body, principal, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    const topUp = await topUpAtDesk(db, event, actorOf(principal), body);
    audit.resource('chipTopUp', topUp.topUpId);
    audit.detail({
      chipUid: topUp.chipUid,
      channel: topUp.channel,
      amount: topUp.amount,
      fee: topUp.fee,
      activated: topUp.activated,
    });
    return { errorText: 'OK', topUp };
  },
  deskReceiptPage: async ({ db, params, ctx, reply }) => {
    const row = await deskTopUpById(db, params.topUpId);
    if (!row) throw notFound('topUp', `No desk top-up ${params.topUpId}`);
    const receipt = deskTopUpReceipt(await barEventOr404(db, row.eventId), row, ctx.language);
    void reply.type('text/html; charset=utf-8');
    return deskReceiptPage(receipt, ctx.language);
  },
  deskChipReplace: async ({ db, params, body, audit }) => {
    const event = await barEventOr404(db, params.eventId);
    const replaced = await replaceLostChip(db, event, body);
    audit.resource('chip', replaced.lostChipId);
    audit.detail({
      lostChipUid: body.lostChipUid,
      newChipUid: body.newChipUid,
      newChipId: replaced.newChipId,
      moved: replaced.moved,
    });
    return { errorText: 'OK', lost: replaced.lost, replacement: replaced.replacement };
  },
};
