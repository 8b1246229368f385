// Bars: menus edited in the hub, the till (shifts, sales debiting chips, storno), Z-reports and the ledger check.
import { z } from 'zod';
import { organizerAccess, publicAccess } from './access';
import { binary, enumId, isoDateTime, ok, uuid } from './common';
import { chipCode } from './chip-credit';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { receipt } from './receipts';

const money = z.int().nonnegative().max(100_000_000);
const vatRate = z.int().min(0).max(10_000);
const barName = z.string().trim().min(1, { error: 'must not be empty' }).max(80);

export const barVariant = z.object({
  /** Stable within its product (sales name it); new variants get one made by the service. */
  variantId: z.string().min(1).max(40),
  name: z.string(),
  price: money,
});

export const barProduct = z.object({
  productId: uuid,
  name: z.string(),
  productCategoryId: enumId,
  vatRateBasisPoints: vatRate,
  depositAmount: money,
  variants: z.array(barVariant).min(1),
  displayOrder: z.int(),
  active: z.boolean(),
  /** Raised by every edit: an offline till signs the version it showed with each sale. */
  version: z.int().min(1),
});
export type BarProduct = z.infer<typeof barProduct>;

export const bar = z.object({
  barId: uuid,
  eventId: uuid,
  name: z.string(),
  products: z.array(barProduct),
});
export type Bar = z.infer<typeof bar>;

export const barProductBody = z.object({
  name: z.string().trim().min(1, { error: 'must not be empty' }).max(80),
  /** productCategory enumeration (1-7). */
  productCategoryId: z.int().min(1).max(7),
  /** Left out: the default rate of the category in the organizer's country. */
  vatRateBasisPoints: vatRate.optional(),
  depositAmount: money.default(0),
  /** Sizes, each with its own price; one without a name for a product of one size. */
  variants: z
    .array(
      z.object({
        variantId: z.string().min(1).max(40).optional(),
        name: z.string().trim().max(40),
        price: money,
      }),
    )
    .min(1)
    .max(10),
  displayOrder: z.int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type BarProductBody = z.input<typeof barProductBody>;
export type BarProductInput = z.output<typeof barProductBody>;

export const barPaymentMethod = z.enum(['chip', 'cash']);
export type BarPaymentMethod = z.infer<typeof barPaymentMethod>;

export const barLineKind = z.enum(['product', 'deposit', 'cupReturn']);

export const barSaleLine = z.object({
  kind: barLineKind,
  productId: uuid,
  variantId: z.string().nullable(),
  name: z.string(),
  productCategoryId: enumId,
  vatRateBasisPoints: vatRate,
  unitPrice: z.int(),
  quantity: z.int(),
  total: z.int(),
});

export const barSale = z.object({
  saleId: uuid,
  clientSaleId: z.string(),
  number: z.int(),
  barId: uuid,
  shiftId: uuid,
  paymentMethod: barPaymentMethod,
  /** Charged (positive) or paid back (negative, returned cups) in minor units. */
  total: z.int(),
  soldAt: isoDateTime,
  chip: z.object({ chipUid: z.string(), balance: z.int() }).nullable(),
  lines: z.array(barSaleLine),
  /** Set on a storno: the sale it reverses. */
  stornoOfSaleId: uuid.nullable(),
  stornoedAt: isoDateTime.nullable(),
  /** The tax receipt of the sale's goods and deposits; null for a storno or a sale of returned cups only. */
  receipt: receipt.nullable(),
});
export type BarSale = z.infer<typeof barSale>;

const amountRow = { count: z.int(), quantity: z.int(), total: z.int() };

export const zReport = z.object({
  sales: z.int(),
  stornos: z.int(),
  stornoTotal: z.int(),
  total: z.int(),
  chipTotal: z.int(),
  cashTotal: z.int(),
  depositTotal: z.int(),
  cupReturnTotal: z.int(),
  byProduct: z.array(z.object({ name: z.string(), productCategoryId: enumId, ...amountRow })),
  byCategory: z.array(z.object({ productCategoryId: enumId, ...amountRow })),
  byVatRate: z.array(z.object({ vatRateBasisPoints: vatRate, base: z.int(), vat: z.int(), total: z.int() })),
});
export type ZReport = z.infer<typeof zReport>;

export const barShift = z.object({
  shiftId: uuid,
  barId: uuid,
  barName: z.string(),
  tillName: z.string(),
  openedAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
  currencyId: enumId,
  /** Kept at close; an open shift's report as of now. */
  zReport,
});
export type BarShift = z.infer<typeof barShift>;

export const ledgerCheck = z.object({
  chips: z.int(),
  /** Sum of the chips' balances. */
  balances: z.int(),
  topUps: z.int(),
  /** Spent at the bars, net of stornos (a positive number). */
  spends: z.int(),
  refunds: z.int(),
  /** What chips owe after offline sales spent past their balance (sum of the chips' debts). */
  debts: z.int(),
  /** top-ups − spends − refunds: what the ledger says visitors still hold, net of debts (balances − debts). */
  outstanding: z.int(),
  balanced: z.boolean(),
  /** Chips whose balance differs from the sum of their ledger rows, or whose debt from its debt rows. */
  differences: z.array(
    z.object({
      chipId: uuid,
      chipUid: z.string(),
      balance: z.int(),
      ledger: z.int(),
      debt: z.int(),
      debtLedger: z.int(),
    }),
  ),
  currencyId: enumId,
  checkedAt: isoDateTime,
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;

const eventParams = z.object({ eventId: uuid });
const barParams = z.object({ eventId: uuid, barId: uuid });
const menuAccess = organizerAccess('events', 'params.eventId');
const reportAccess = organizerAccess('reports', 'params.eventId');
/** The till: a member with the bar role (or owner, manager), or a paired till of the event. */
const tillAccess = organizerAccess('bar', 'params.eventId', ['till']);

/** The till's own sale id (a UUID it makes): sending it again never sells twice. */
export const clientSaleId = z.string().trim().min(8, { error: 'must be a sale id' }).max(64);

export const tillSaleBody = z
  .object({
    saleId: clientSaleId,
    barId: uuid,
    paymentMethod: barPaymentMethod,
    /** The chip's UID as read (Web NFC, a USB reader or typed); required for chip payments. */
    chipUid: chipCode.optional(),
    items: z
      .array(
        z.object({ productId: uuid, variantId: z.string().min(1).max(40), quantity: z.int().min(1).max(99) }),
      )
      .max(50),
    /** Returned cups per product: each pays back that product's deposit. */
    cupReturns: z
      .array(z.object({ productId: uuid, quantity: z.int().min(1).max(99) }))
      .max(50)
      .default([]),
    /** When the till made the sale; now when left out (offline sales send their real time). */
    soldAt: isoDateTime.optional(),
  })
  .refine((body) => body.items.length + body.cupReturns.length > 0, {
    error: 'must sell or take back something',
  })
  .refine((body) => body.paymentMethod !== 'chip' || body.chipUid !== undefined, {
    error: 'a chip payment needs the chip UID',
    path: ['chipUid'],
  });
export type TillSaleBody = z.input<typeof tillSaleBody>;
export type TillSaleInput = z.output<typeof tillSaleBody>;

/** How many queued offline sales one sync may carry. */
export const MAX_SYNC_SALES = 200;

/**
 * A sale the till made offline: the sale as it would have been sent, with its real time and the till's HMAC-SHA256
 * of offlineSaleSigningText (base64url) under the secret the pass handed this till (tillState.offline.secret).
 */
export const offlineSale = z
  .object({
    saleId: clientSaleId,
    barId: uuid,
    paymentMethod: barPaymentMethod,
    chipUid: chipCode.optional(),
    items: z
      .array(
        z.object({
          productId: uuid,
          variantId: z.string().min(1).max(40),
          quantity: z.int().min(1).max(99),
          /** The product's menu version the till showed, and the size's price in it (with `total`). */
          version: z.int().min(1).optional(),
          unitPrice: money.optional(),
        }),
      )
      .max(50),
    cupReturns: z
      .array(
        z.object({
          productId: uuid,
          quantity: z.int().min(1).max(99),
          /** The product's menu version whose deposit the till paid back (with `total`). */
          version: z.int().min(1).optional(),
        }),
      )
      .max(50)
      .default([]),
    /**
     * What the till charged. A sale with it is priced from the menu versions it names (a price changed in the hub
     * meanwhile does not touch it); one without it, as tills signed before versions, from the menu as it is.
     */
    total: z.int().min(-100_000_000).max(100_000_000).optional(),
    soldAt: isoDateTime,
    signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a base64url HMAC-SHA256' }),
  })
  .refine((body) => body.items.length + body.cupReturns.length > 0, {
    error: 'must sell or take back something',
  })
  .refine((body) => body.paymentMethod !== 'chip' || body.chipUid !== undefined, {
    error: 'a chip payment needs the chip UID',
    path: ['chipUid'],
  })
  .refine(
    (body) =>
      body.total === undefined ||
      (body.items.every((item) => item.version !== undefined && item.unitPrice !== undefined) &&
        body.cupReturns.every((cups) => cups.version !== undefined)),
    { error: 'a sale with its total names the menu version and price of every line', path: ['items'] },
  );
export type OfflineSaleBody = z.input<typeof offlineSale>;
export type OfflineSaleInput = z.output<typeof offlineSale>;

/**
 * The text a till signs for an offline sale and the pass verifies: every field that decides what the sale
 * charges, in a fixed order, so neither side depends on how an object's keys happen to be ordered. A sale with
 * its total signs its menu versions and prices too (v2), so nobody on the way can change what it charged.
 */
export function offlineSaleSigningText(
  eventId: string,
  sale: Omit<OfflineSaleInput, 'signature' | 'cupReturns'> & { cupReturns?: OfflineSaleInput['cupReturns'] },
): string {
  const head = [eventId, sale.saleId, sale.barId, sale.paymentMethod, sale.chipUid ?? null];
  const cupReturns = sale.cupReturns ?? [];
  if (sale.total === undefined) {
    return JSON.stringify([
      'till-offline-sale-v1',
      ...head,
      sale.items.map((item) => [item.productId, item.variantId, item.quantity]),
      cupReturns.map((cups) => [cups.productId, cups.quantity]),
      sale.soldAt,
    ]);
  }
  return JSON.stringify([
    'till-offline-sale-v2',
    ...head,
    sale.items.map((item) => [
      item.productId,
      item.variantId,
      item.quantity,
      item.version ?? null,
      item.unitPrice ?? null,
    ]),
    cupReturns.map((cups) => [cups.productId, cups.quantity, cups.version ?? null]),
    sale.total,
    sale.soldAt,
  ]);
}

export const offlineSaleResult = z.object({
  clientSaleId: z.string(),
  /** accepted (now or by an earlier sync of the same sale id) or refused (not signed by this till, or invalid). */
  status: z.enum(['accepted', 'refused']),
  /** ERROR_<NAME> of a refusal; null when accepted. */
  errorText: z.string().nullable(),
  saleId: uuid.nullable(),
  /** The chip after the sale: a debt means its offline sales spent more than it held (it is then blocked). */
  chip: z.object({ chipUid: z.string(), balance: z.int(), debt: z.int() }).nullable(),
});
export type OfflineSaleResult = z.infer<typeof offlineSaleResult>;

export const barSettings = z.object({
  /** How much one chip may spend at one till while that till is offline; 0 turns offline chip sales off. */
  offlineLimitPerChip: money,
});
export type BarSettings = z.infer<typeof barSettings>;

export const tillState = z.object({
  event: z.object({ eventId: uuid, namePub: z.string(), currencyId: enumId, timeZone: z.string() }),
  tillName: z.string(),
  bars: z.array(bar),
  shift: barShift.nullable(),
  /** The last sale of this till in its open shift (the one a storno reverses). */
  lastSale: barSale.nullable(),
  /** Selling offline: the event's limit per chip and this till's signing secret (base64url, 32 bytes). */
  offline: z.object({ limitPerChip: z.int(), secret: z.string() }),
});
export type TillState = z.infer<typeof tillState>;

export const barEndpoints = {
  tillEvents: defineEndpoint({
    id: 'tillEvents',
    method: 'GET',
    path: '/pass/till/organizer/{organizerId}/events',
    tag: 'bar',
    summary: "The organizer's events the caller may sell at (a bar member: the events given), soonest first",
    access: organizerAccess('bar', 'params.organizerId'),
    params: z.object({ organizerId: uuid }),
    response: ok({
      events: z.array(
        z.object({ eventId: uuid, namePub: z.string(), startsAt: isoDateTime, endsAt: isoDateTime }),
      ),
    }),
    errors: [403, 404],
  }),
  hubBars: defineEndpoint({
    id: 'hubBars',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/bars',
    tag: 'bar',
    summary: "The event's bars with their menus, and the default VAT rate of each product category",
    access: menuAccess,
    params: eventParams,
    response: ok({
      eventNamePub: z.string(),
      bars: z.array(bar),
      currencyId: enumId,
      vatDefaults: z.array(z.object({ productCategoryId: enumId, vatRateBasisPoints: vatRate })),
      settings: barSettings,
    }),
    errors: [403, 404],
  }),
  hubBarSettingsUpdate: defineEndpoint({
    id: 'hubBarSettingsUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/bar-settings',
    tag: 'bar',
    summary: "Set the event's bar settings: the offline spending limit per chip",
    access: menuAccess,
    params: eventParams,
    body: barSettings,
    response: ok({ settings: barSettings }),
    errors: [403, 404],
  }),
  hubBarCreate: defineEndpoint({
    id: 'hubBarCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/bars',
    tag: 'bar',
    summary: 'Add a bar (a point of sale) to the event',
    access: menuAccess,
    params: eventParams,
    body: z.object({ name: barName }),
    response: ok({ bar }),
    errors: [403, 404],
  }),
  hubBarUpdate: defineEndpoint({
    id: 'hubBarUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/bars/{barId}',
    tag: 'bar',
    summary: 'Rename a bar',
    access: menuAccess,
    params: barParams,
    body: z.object({ name: barName }),
    response: ok({ bar }),
    errors: [403, 404],
  }),
  hubBarProductCreate: defineEndpoint({
    id: 'hubBarProductCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/bars/{barId}/products',
    tag: 'bar',
    summary: "Add a product to a bar's menu: sizes with prices, category, VAT rate, cup deposit",
    access: menuAccess,
    params: barParams,
    body: barProductBody,
    response: ok({ bar }),
    errors: [403, 404, 422],
  }),
  hubBarProductUpdate: defineEndpoint({
    id: 'hubBarProductUpdate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/bars/{barId}/products/{productId}',
    tag: 'bar',
    summary: 'Change a product of the menu (or take it off); sales already made keep their own copies',
    access: menuAccess,
    params: z.object({ eventId: uuid, barId: uuid, productId: uuid }),
    body: barProductBody,
    response: ok({ bar }),
    errors: [403, 404, 422],
  }),
  hubBarShifts: defineEndpoint({
    id: 'hubBarShifts',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/bars/{barId}/shifts',
    tag: 'bar',
    summary: "A bar's till shifts, newest first, each with its Z-report",
    access: reportAccess,
    params: barParams,
    response: ok({ shifts: z.array(barShift) }),
    errors: [403, 404],
  }),
  hubBarShift: defineEndpoint({
    id: 'hubBarShift',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/shifts/{shiftId}',
    tag: 'bar',
    summary: 'One shift with its Z-report (kept at close; as of now while open)',
    access: reportAccess,
    params: z.object({ eventId: uuid, shiftId: uuid }),
    response: ok({ shift: barShift }),
    errors: [403, 404],
  }),
  hubLedgerCheck: defineEndpoint({
    id: 'hubLedgerCheck',
    method: 'GET',
    path: '/pass/hub/event/{eventId}/ledger-check',
    tag: 'bar',
    summary:
      "Checks the chip ledger of the event: every chip's balance equals the sum of its rows, and the " +
      'outstanding credit is top-ups − spends − refunds; lists the chips that differ',
    access: organizerAccess('audit', 'params.eventId'),
    params: eventParams,
    response: ok({ check: ledgerCheck }),
    errors: [403, 404],
  }),
  tillState: defineEndpoint({
    id: 'tillState',
    method: 'GET',
    path: '/pass/till/event/{eventId}',
    tag: 'bar',
    summary: "What a till shows: the event's bars and menus, this till's open shift and its last sale",
    access: tillAccess,
    params: eventParams,
    response: ok({ till: tillState }),
    errors: [403, 404],
  }),
  tillShiftOpen: defineEndpoint({
    id: 'tillShiftOpen',
    method: 'POST',
    path: '/pass/till/event/{eventId}/shift',
    tag: 'bar',
    summary: "Open this till's shift at a bar (answers the open one when there is one at that bar)",
    access: tillAccess,
    params: eventParams,
    body: z.object({ barId: uuid }),
    response: ok({ shift: barShift }),
    errors: [403, 404, 409],
  }),
  tillShiftClose: defineEndpoint({
    id: 'tillShiftClose',
    method: 'POST',
    path: '/pass/till/event/{eventId}/shift/{shiftId}/close',
    tag: 'bar',
    summary: "Close this till's shift: its Z-report is computed and kept (closing again answers it)",
    access: tillAccess,
    params: z.object({ eventId: uuid, shiftId: uuid }),
    response: ok({ shift: barShift }),
    errors: [403, 404],
  }),
  tillChip: defineEndpoint({
    id: 'tillChip',
    method: 'GET',
    path: '/pass/till/event/{eventId}/chip/{chipUid}',
    tag: 'bar',
    summary: "A chip's balance as the till reads it",
    access: tillAccess,
    params: z.object({ eventId: uuid, chipUid: chipCode }),
    response: ok({
      chip: z.object({
        chipUid: z.string(),
        balance: z.int(),
        /** Owed after offline sales; a chip in debt is blocked until a top-up pays it. */
        debt: z.int(),
        currencyId: enumId,
      }),
    }),
    errors: [403, 404],
  }),
  tillSale: defineEndpoint({
    id: 'tillSale',
    method: 'POST',
    path: '/pass/till/event/{eventId}/sale',
    tag: 'bar',
    summary:
      'Sell at the till: debits the chip atomically (never below zero, never past its limits) or takes cash; ' +
      'the same saleId answers the first sale again',
    access: tillAccess,
    params: eventParams,
    body: tillSaleBody,
    response: ok({ sale: barSale }),
    errors: [403, 404, 409, 422],
  }),
  tillSync: defineEndpoint({
    id: 'tillSync',
    method: 'POST',
    path: '/pass/till/event/{eventId}/sync',
    tag: 'bar',
    summary:
      'Send sales made offline, signed by this till, with their real times: applied per chip in (soldAt, saleId) ' +
      'order; a chip they overspend goes into debt and is blocked; a sale id sent before answers again',
    access: tillAccess,
    params: eventParams,
    body: z.object({ sales: z.array(offlineSale).min(1).max(MAX_SYNC_SALES) }),
    response: ok({ results: z.array(offlineSaleResult) }),
    errors: [403, 404],
  }),
  tillStorno: defineEndpoint({
    id: 'tillStorno',
    method: 'POST',
    path: '/pass/till/event/{eventId}/sale/{saleId}/storno',
    tag: 'bar',
    summary:
      "Reverse this till's last sale: the chip gets its amount back (a storno ledger row); again answers the same",
    access: tillAccess,
    params: z.object({ eventId: uuid, saleId: uuid }),
    response: ok({ sale: barSale }),
    errors: [403, 404, 409],
  }),
  barReceiptPage: defineEndpoint({
    id: 'barReceiptPage',
    method: 'GET',
    path: '/pass/bar/receipt/{saleId}',
    tag: 'bar',
    summary: "A bar sale's receipt as a page: where the QR on the till's screen leads",
    access: publicAccess,
    params: z.object({ saleId: uuid }),
    response: binary,
    produces: 'text/html',
    errors: [404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
