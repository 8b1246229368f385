// The top-up desk: the box office loads credit on chips on site (cash or card terminal), activates chips handed
// out at the event, and moves a lost chip's balance to a new one; the event's desk rules are set in the hub.
import { z } from 'zod';
import { organizerAccess, publicAccess } from './access';
import { binary, enumId, isoDateTime, ok, uuid } from './common';
import { chipCode } from './chip-credit';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

const money = z.int().nonnegative().max(100_000_000);

export const topUpSettings = z.object({
  /** The smallest top-up at the desk, minor units (0: none); a chip item's own minimum still holds. */
  minTopUp: money,
  /** Charged once per chip on its first top-up, on top of the credit (organiser revenue, not credit). */
  firstTopUpFee: money,
});
export type TopUpSettings = z.infer<typeof topUpSettings>;

export const deskChip = z.object({
  chipUid: z.string(),
  /** False for a chip the service does not know yet: a top-up activates it. */
  known: z.boolean(),
  balance: z.int(),
  /** Owed after offline sales spent past the balance; the next top-up pays it first. */
  debt: z.int(),
  currencyId: enumId,
  /** Reported lost: takes no credit; its balance moved to replacedByChipUid. */
  blocked: z.boolean(),
  replacedByChipUid: z.string().nullable(),
  /** Owned by an account or bought with an order: can be replaced when lost. */
  registered: z.boolean(),
  /** What the next top-up costs on top of its credit (the first-top-up fee, or 0). */
  feeDue: z.int(),
  /** The smallest and largest top-up the chip takes now (null: no maximum). */
  minTopUp: z.int(),
  maxTopUp: z.int().nullable(),
});
export type DeskChip = z.infer<typeof deskChip>;

export const topUpChannel = z.enum(['cash', 'card']);
/** How credit came onto a chip: at the desk (cash, card), a top-up order (online), bought with a ticket (preload). */
export const creditChannel = z.enum(['online', 'preload', 'cash', 'card']);
export type CreditChannel = z.infer<typeof creditChannel>;

export const deskTopUp = z.object({
  topUpId: uuid,
  chipUid: z.string(),
  channel: creditChannel,
  amount: z.int(),
  fee: z.int(),
  /** The fee's VAT rate on its receipt (0 without a fee, or for an organiser without a VAT id). */
  feeVatRateBasisPoints: z.int(),
  /** The VAT included in the fee. */
  feeVat: z.int(),
  /** What the visitor paid: amount + fee. */
  paid: z.int(),
  currencyId: enumId,
  /** The chip was activated by this top-up. */
  activated: z.boolean(),
  balance: z.int(),
  actorName: z.string().nullable(),
  receiptCode: z.string(),
  createdAt: isoDateTime,
});
export type DeskTopUp = z.infer<typeof deskTopUp>;

export const deskTopUpBody = z.object({
  /** The desk's own id of the top-up (a UUID it makes): sending it again never loads twice. */
  clientTopUpId: z.string().trim().min(8).max(64),
  chipUid: chipCode,
  /** The credit loaded, minor units; the fee (if due) is paid on top. */
  amount: z.int().positive().max(100_000_000),
  channel: topUpChannel,
});
export type DeskTopUpBody = z.input<typeof deskTopUpBody>;

export const chipReplaceBody = z.object({
  lostChipUid: chipCode,
  newChipUid: chipCode,
});

const eventParams = z.object({ eventId: uuid });
/** The desk: the box office (and the owner); orders and money are theirs. */
const deskAccess = organizerAccess('orders', 'params.eventId');

export const topUpDeskEndpoints = {
  deskEvents: defineEndpoint({
    id: 'deskEvents',
    method: 'GET',
    path: '/pass/desk/organizer/{organizerId}/events',
    tag: 'bar',
    summary:
      "The organizer's events the caller may top up chips at (a member given events: those), soonest first",
    access: organizerAccess('orders', 'params.organizerId'),
    params: z.object({ organizerId: uuid }),
    response: ok({
      events: z.array(
        z.object({ eventId: uuid, namePub: z.string(), startsAt: isoDateTime, endsAt: isoDateTime }),
      ),
    }),
    errors: [403, 404],
  }),
  hubTopUpSettings: defineEndpoint({
    id: 'hubTopUpSettings',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/top-up-settings',
    tag: 'bar',
    summary: "The event's top-up desk rules: the minimum top-up and the first-top-up fee",
    access: organizerAccess('events', 'params.eventId'),
    params: eventParams,
    response: ok({ settings: topUpSettings, currencyId: enumId }),
    errors: [403, 404],
  }),
  hubTopUpSettingsUpdate: defineEndpoint({
    id: 'hubTopUpSettingsUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/top-up-settings',
    tag: 'bar',
    summary: "Set the event's minimum top-up and first-top-up fee (owner, manager)",
    access: organizerAccess('events', 'params.eventId'),
    params: eventParams,
    body: topUpSettings,
    response: ok({ settings: topUpSettings, currencyId: enumId }),
    errors: [403, 404],
  }),
  deskState: defineEndpoint({
    id: 'deskState',
    method: 'GET',
    path: '/pass/desk/event/{eventId}',
    tag: 'bar',
    summary: 'What the top-up desk shows: the event, its desk rules and the last top-ups made at it',
    access: deskAccess,
    params: eventParams,
    response: ok({
      event: z.object({ eventId: uuid, namePub: z.string(), currencyId: enumId }),
      settings: topUpSettings,
      recent: z.array(deskTopUp),
    }),
    errors: [403, 404],
  }),
  deskChip: defineEndpoint({
    id: 'deskChip',
    method: 'GET',
    path: '/pass/desk/event/{eventId}/chip/{chipUid}',
    tag: 'bar',
    summary:
      'A chip as the desk reads it: balance, whether a top-up activates it, the fee due and its limits',
    access: deskAccess,
    params: z.object({ eventId: uuid, chipUid: chipCode }),
    response: ok({ chip: deskChip }),
    errors: [403, 404, 409, 422],
  }),
  deskTopUp: defineEndpoint({
    id: 'deskTopUp',
    method: 'POST',
    path: '/pass/desk/event/{eventId}/top-up',
    tag: 'bar',
    summary:
      'Load credit on a chip for cash or a card terminal payment (a chip unknown yet is activated); the ' +
      'first top-up of a chip pays the fee on top; the same clientTopUpId answers the first top-up again',
    access: deskAccess,
    params: eventParams,
    body: deskTopUpBody,
    response: ok({ topUp: deskTopUp }),
    errors: [403, 404, 409, 422],
  }),
  deskChipReplace: defineEndpoint({
    id: 'deskChipReplace',
    method: 'POST',
    path: '/pass/desk/event/{eventId}/chip-replace',
    tag: 'bar',
    summary:
      'Block a lost registered chip and move its balance to a new chip (a transfer ledger row on both); the new ' +
      'chip takes over its owner',
    access: deskAccess,
    params: eventParams,
    body: chipReplaceBody,
    response: ok({ lost: deskChip, replacement: deskChip }),
    errors: [403, 404, 409, 422],
  }),
  deskReceiptPage: defineEndpoint({
    id: 'deskReceiptPage',
    method: 'GET',
    path: '/pass/desk/receipt/{topUpId}',
    tag: 'bar',
    summary: "A desk top-up's receipt as a page: where the QR on the desk's screen leads",
    description:
      'The credit loaded (a voucher, not taxed until spent) and the first-top-up fee with its VAT, as a ' +
      'simplified tax document of the organiser.',
    access: publicAccess,
    params: z.object({ topUpId: uuid }),
    response: binary,
    produces: 'text/html',
    errors: [404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
