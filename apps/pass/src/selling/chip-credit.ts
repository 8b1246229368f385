// Chip credit: top-up orders for an NFC chip (paid like any order) and crediting the chip once it is paid.
import type { ChipCreditFromCodeBody } from '@repo/contract/chip-credit';
import { randomBytes } from 'node:crypto';
import { paymentProviderFor } from '../payments/provider-accounts';
import { chipType, itemType, orderStatus } from '@repo/enums';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  chips,
  chipTopUps,
  chipTransactions,
  events,
  eventTopUpSettings,
  orderItems,
  organizers,
  orders,
  payments,
  productItems,
  ticketProducts,
  tickets,
  ticketTypes,
} from '../db/schema';
import { accountOrdersCondition } from '../db/queries/account-holdings';
import type { AccountScope } from '../db/queries/account-holdings';
import { DomainError, notFound } from '../domain/domain-error';
import { assertPaymentMethodAllowed, buyerColumns, paymentDeadline, providerOf } from './orders';
import type { OrderConfig, OrderRow, PaymentRow } from './orders';
import { applyChipMove } from './chip-ledger';
import { giveBackNotKept } from './top-up-give-back';
import { countryVatRates, lineVatRate } from './order-lines';
import { ANY_PRODUCT_CATEGORY } from '../receipts/vat-defaults';

/** The line's name in every language: what receipts and the order content show. */
export const chipCreditLineName = {
  cs: 'Dobití čipu',
  sk: 'Dobitie čipu',
  en: 'Chip top-up',
  de: 'Chip-Aufladung',
};

/** The first-top-up fee's line name in every language. */
export const chipFeeLineName = {
  cs: 'Poplatek za první dobití čipu',
  sk: 'Poplatok za prvé dobitie čipu',
  en: 'First chip top-up fee',
  de: 'Gebühr für die erste Chip-Aufladung',
};

const chipItemTypeIds: readonly number[] = [itemType.ids.nfcChip, itemType.ids.vipNfcChip];

/** Whether the chip has taken credit before (any top-up: desk, online or preloaded): only its first pays the fee. */
export async function hadTopUp(db: Db, chipId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chipTransactions.id })
    .from(chipTransactions)
    .where(and(eq(chipTransactions.chipId, chipId), eq(chipTransactions.kind, 'topUp')))
    .limit(1);
  return row !== undefined;
}

/** The event's first-top-up fee (set by its owner or manager); 0 when none is set. */
export async function firstTopUpFeeOf(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ fee: eventTopUpSettings.firstTopUpFee })
    .from(eventTopUpSettings)
    .where(eq(eventTopUpSettings.eventId, eventId));
  return row?.fee ?? 0;
}

/** What the chip's next top-up pays on top of its credit: the event's fee while the chip has had no credit. */
export async function topUpFeeDue(db: Db, chip: { id: string; eventId: string }): Promise<number> {
  const fee = await firstTopUpFeeOf(db, chip.eventId);
  return fee > 0 && !(await hadTopUp(db, chip.id)) ? fee : 0;
}

export interface ChipCreditLimits {
  min: number;
  /** null: no configured maximum. */
  max: number | null;
  /** The chip item the credit line refers to. */
  productItemId: string;
}

function formatMinor(amount: number): string {
  return (amount / 100).toFixed(2);
}

/**
 * The event's credit range: the lowest minimum and the highest maximum over its NFC chip items (regular and
 * VIP), so any chip the event issued can take what its most generous item allows. The line points at the
 * item matching the chip's type when there is one. Undefined when the event sells no chip items.
 */
export async function eventChipCreditLimits(
  db: Db,
  eventId: string,
  chipTypeId: number,
): Promise<ChipCreditLimits | undefined> {
  const items = await db
    .select({
      id: productItems.id,
      itemTypeId: productItems.itemTypeId,
      min: productItems.chipCreditMin,
      max: productItems.chipCreditMax,
    })
    .from(productItems)
    .leftJoin(ticketTypes, eq(ticketTypes.id, productItems.ticketTypeId))
    .leftJoin(ticketProducts, eq(ticketProducts.id, productItems.ticketProductId))
    .where(
      and(
        inArray(productItems.itemTypeId, [...chipItemTypeIds]),
        or(eq(ticketTypes.eventId, eventId), eq(ticketProducts.eventId, eventId)),
      ),
    )
    .orderBy(productItems.id);
  if (items.length === 0) return undefined;
  const wanted = chipTypeId === chipType.ids.vip ? itemType.ids.vipNfcChip : itemType.ids.nfcChip;
  // A chip takes the range of its own kind (regular or VIP), as the product texts state it; a VIP range must
  // not lift a regular chip's limit. Only an event without items of the chip's kind falls back to all of them.
  const ofKind = items.filter((item) => item.itemTypeId === wanted);
  const ranges = ofKind.length > 0 ? ofKind : items;
  const line = ranges[0];
  if (!line) return undefined;
  // A missing minimum means any credit from zero; one item without a maximum lifts the upper limit.
  const min = Math.min(...ranges.map((item) => item.min ?? 0));
  const max = ranges.some((item) => item.max === null)
    ? null
    : Math.max(...ranges.map((item) => item.max ?? 0));
  return { min, max, productItemId: line.id };
}

/**
 * A chip's own credit range: that of the chip item it was issued for (a VIP item's range never lifts a regular
 * chip's, nor one ticket type's chip another's); a chip handed out at the event without an item takes the
 * event's range for its kind.
 */
export async function chipCreditLimitsOf(
  db: Db,
  chip: { eventId: string; chipTypeId: number; productItemId: string | null },
): Promise<ChipCreditLimits | undefined> {
  if (chip.productItemId !== null) {
    const [item] = await db
      .select({ min: productItems.chipCreditMin, max: productItems.chipCreditMax })
      .from(productItems)
      .where(eq(productItems.id, chip.productItemId));
    if (item) return { min: item.min ?? 0, max: item.max, productItemId: chip.productItemId };
  }
  return eventChipCreditLimits(db, chip.eventId, chip.chipTypeId);
}

/** A random code printed on a top-up receipt (no 0/O, 1/I): with the chip UID it proves the chip. */
export function newReceiptCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The priced lines of an order, as far as they issue chips. */
interface ChipIssuingLine {
  kind: string;
  ticketTypeId: string | null;
  ticketProductId: string | null;
  quantity: number;
}

/**
 * The order lines of the cart's chips[]: one chipCredit line per chip item, for as many chips of that item as the
 * order's tickets and products issue, each loaded with the entry's amount. An item the order issues no chip of,
 * an item named twice, or an amount outside the item's own range is refused.
 */
export async function chipPreloadLines(
  tx: Db,
  lines: readonly ChipIssuingLine[],
  preloads: readonly { productItemId: string; amount: number }[],
) {
  if (preloads.length === 0) return [];
  const typeIds = lines.flatMap((line) =>
    line.kind === 'ticket' && line.ticketTypeId ? [line.ticketTypeId] : [],
  );
  const productIds = lines.flatMap((line) =>
    line.kind === 'product' && line.ticketProductId ? [line.ticketProductId] : [],
  );
  const items = await tx
    .select()
    .from(productItems)
    .where(
      and(
        inArray(productItems.itemTypeId, [...chipItemTypeIds]),
        or(
          typeIds.length > 0 ? inArray(productItems.ticketTypeId, typeIds) : sql`false`,
          productIds.length > 0 ? inArray(productItems.ticketProductId, productIds) : sql`false`,
        ),
      ),
    );
  const seen = new Set<string>();
  return preloads.map((preload) => {
    const item = items.find((candidate) => candidate.id === preload.productItemId);
    if (!item || seen.has(preload.productItemId)) {
      throw new DomainError(
        'CHIP_PRELOAD_INVALID',
        'chips[]: each entry must name, once, a chip item of the tickets or products ordered',
        { productItemId: preload.productItemId },
      );
    }
    seen.add(preload.productItemId);
    const min = item.chipCreditMin ?? 0;
    if (preload.amount < min || (item.chipCreditMax !== null && preload.amount > item.chipCreditMax)) {
      throw new DomainError('CHIP_CREDIT_LIMIT', 'chips[]: the credit is outside the chip item’s range', {
        productItemId: item.id,
        min,
        max: item.chipCreditMax,
      });
    }
    const count = lines.reduce((sum, line) => {
      const issues =
        (line.kind === 'ticket' && item.ticketTypeId !== null && line.ticketTypeId === item.ticketTypeId) ||
        (line.kind === 'product' &&
          item.ticketProductId !== null &&
          line.ticketProductId === item.ticketProductId);
      return issues ? sum + line.quantity * item.quantity : sum;
    }, 0);
    if (count === 0) {
      throw new DomainError('CHIP_PRELOAD_INVALID', 'chips[]: the order issues no chip of this item', {
        productItemId: item.id,
      });
    }
    return {
      kind: 'chipCredit' as const,
      ticketTypeId: null,
      ticketProductId: null,
      seatId: null,
      chipId: null,
      productItemId: item.id,
      name: chipCreditLineName,
      quantity: count,
      unitPrice: preload.amount,
      itemTypeId: item.itemTypeId,
      // Credit is a multi-purpose voucher: VAT is due when it is spent, not when it is loaded.
      vatRateBasisPoints: 0,
    };
  });
}

export type CreditOrderInput = ChipCreditFromCodeBody & {
  languageId: number;
  reqSourceId: number;
  brandId?: string | null;
};

/** What a credit order needs besides its chip: the amount, the buyer and how they pay. */
interface CreditOrderTerms {
  amount: number;
  paymentMethodId: number;
  email: string;
  name: string;
  phone?: string | null;
  languageId: number;
  reqSourceId: number;
  brandId?: string | null;
  accountId?: string | null;
}

type ChipWithEvent = { chip: typeof chips.$inferSelect; event: typeof events.$inferSelect };

/** A chip with its event, locked for the order being placed; a chip of an unpublished event counts as unknown. */
async function findPublicChip(tx: Db, where: SQL, label: string): Promise<ChipWithEvent> {
  const [found] = await tx
    .select({ chip: chips, event: events })
    .from(chips)
    .innerJoin(events, eq(events.id, chips.eventId))
    .where(where);
  if (!found || !found.event.published) throw notFound('chip', `No chip ${label}`);
  return found;
}

/**
 * A pending order for `amount` of credit on the chip named by its printed UID, with one chipCredit line and a
 * payment attempt. Nothing is held: the chip is credited when the order is paid (creditPaidChips).
 */
export async function createCreditOrder(
  db: Db,
  input: CreditOrderInput,
  config: OrderConfig,
  now = new Date(),
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  return db.transaction(async (tx) =>
    creditOrderForChip(
      tx,
      await findPublicChip(tx, eq(chips.chipUid, input.chipCode), `with code ${input.chipCode}`),
      input,
      config,
      now,
    ),
  );
}

/** Whether the account owns the chip: linked to it, or issued with / to a ticket of one of its orders. */
export async function accountOwnsChip(
  tx: Db,
  chip: typeof chips.$inferSelect,
  account: AccountScope,
): Promise<boolean> {
  if (chip.accountId !== null) return chip.accountId === account.accountId;
  const fromOrders = await tx
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(tickets, eq(tickets.orderId, orders.id))
    .where(
      and(
        accountOrdersCondition(account),
        or(
          chip.orderId === null ? sql`false` : eq(orders.id, chip.orderId),
          chip.ticketId === null ? sql`false` : eq(tickets.id, chip.ticketId),
        ),
      ),
    )
    .limit(1);
  return fromOrders.length > 0;
}

export interface AccountCreditInput {
  chipId: string;
  amount: number;
  paymentMethodId: number;
  languageId: number;
  reqSourceId: number;
  brandId?: string | null;
}

/**
 * order-create-credit: a signed-in visitor tops up one of their own chips (see accountOwnsChip); 403 for a
 * chip of someone else. The order is placed under the account's e-mail and the name of the order the chip
 * came with (the account itself has no name), and belongs to the account.
 */
export async function createAccountCreditOrder(
  db: Db,
  input: AccountCreditInput,
  account: AccountScope,
  config: OrderConfig,
  now = new Date(),
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  return db.transaction(async (tx) => {
    const found = await findPublicChip(tx, eq(chips.id, input.chipId), `with id ${input.chipId}`);
    if (!(await accountOwnsChip(tx, found.chip, account))) {
      throw new DomainError('CHIP_NOT_YOURS', 'This chip belongs to another account');
    }
    const [origin] = await tx
      .select({ name: orders.name, phone: orders.phone })
      .from(orders)
      .leftJoin(tickets, eq(tickets.orderId, orders.id))
      .where(
        or(
          found.chip.orderId === null ? sql`false` : eq(orders.id, found.chip.orderId),
          found.chip.ticketId === null ? sql`false` : eq(tickets.id, found.chip.ticketId),
        ),
      )
      .limit(1);
    return creditOrderForChip(
      tx,
      found,
      {
        ...input,
        email: account.email,
        name: origin?.name ?? account.email,
        phone: origin?.phone ?? null,
        accountId: account.accountId,
      },
      config,
      now,
    );
  });
}

async function creditOrderForChip(
  tx: Db,
  { chip, event }: ChipWithEvent,
  input: CreditOrderTerms,
  config: OrderConfig,
  now: Date,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  if (event.endsAt <= now) {
    throw new DomainError('EVENT_ENDED', 'The event of this chip has ended; its credit cannot be topped up');
  }
  if (chip.currencyId !== event.currencyId) {
    throw new DomainError(
      'CHIP_CURRENCY_MISMATCH',
      `The chip holds currency ${chip.currencyId} but the event sells in ${event.currencyId}`,
    );
  }
  const limits = await chipCreditLimitsOf(tx, chip);
  if (!limits) {
    throw new DomainError('CHIP_CREDIT_UNAVAILABLE', 'This event does not sell chip credit');
  }
  const range = `${formatMinor(limits.min)} to ${limits.max === null ? 'any amount' : formatMinor(limits.max)}`;
  const outOfRange = input.amount < limits.min || (limits.max !== null && input.amount > limits.max);
  // Whoever only knows the UID printed on a wristband must not learn what is on the chip, not even by trying
  // amounts until one is refused: their answer depends on the amount alone. What no longer fits when the order
  // is paid goes back through the refund queue (creditPaidChips).
  if (!input.accountId && outOfRange) {
    throw new DomainError('CHIP_CREDIT_LIMIT', `The chip can hold from ${range} of credit in total`, {
      min: limits.min,
      max: limits.max,
    });
  }
  const overMax = limits.max !== null && chip.balance + input.amount > limits.max;
  if (input.accountId && (outOfRange || overMax)) {
    throw new DomainError(
      'CHIP_CREDIT_LIMIT',
      `The chip can be topped up from ${range} in total (balance ${formatMinor(chip.balance)} now)`,
      {
        min: limits.min,
        max: limits.max,
        balance: chip.balance,
        maxTopUp: limits.max === null ? null : Math.max(0, limits.max - chip.balance),
      },
    );
  }
  await assertPaymentMethodAllowed(tx, event.id, input.paymentMethodId);
  // The first top-up of a chip pays the event's fee, online as at the desk: its own line, paid with the credit.
  const fee = await topUpFeeDue(tx, chip);
  const total = input.amount + fee;
  const provider = providerOf(input.paymentMethodId);
  const expiresAt = paymentDeadline(provider, config, now);
  // Top-ups are paid like orders: by card on the organizer's own provider when it has one.
  const payTo = await paymentProviderFor(tx, event.organizerId, provider, input.paymentMethodId);
  const [order] = await tx
    .insert(orders)
    .values({
      eventId: event.id,
      reservationId: null,
      statusId: orderStatus.ids.pending,
      ...buyerColumns(input),
      paymentMethodId: input.paymentMethodId,
      currencyId: event.currencyId,
      totalAmount: total,
      accountId: input.accountId ?? null,
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values({
    orderId: order.id,
    kind: 'chipCredit',
    chipId: chip.id,
    productItemId: limits.productItemId,
    name: chipCreditLineName,
    quantity: 1,
    unitPrice: input.amount,
    itemTypeId: itemType.ids.nfcChip,
    // Credit is a multi-purpose voucher: VAT is due when it is spent, not when it is loaded.
    vatRateBasisPoints: 0,
  });
  if (fee > 0) {
    await tx.insert(orderItems).values({
      orderId: order.id,
      kind: 'chipFee',
      chipId: chip.id,
      name: chipFeeLineName,
      quantity: 1,
      unitPrice: fee,
      itemTypeId: itemType.ids.product,
      vatRateBasisPoints: (await chipFeeVatRates(tx, event.organizerId)).line,
    });
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: payTo,
      paymentMethodId: input.paymentMethodId,
      amount: total,
      currencyId: event.currencyId,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  return { order, payment };
}

/**
 * The fee's VAT rate: unlike credit (a voucher taxed when spent) or a deposit (given back), the fee is kept by the
 * organiser for a service, so it is taxed now, at the standard rate of the organiser's country (its rate for goods
 * without a category). `charged` is what its receipt applies: 0 when the organiser is no VAT payer.
 */
export async function chipFeeVatRates(
  tx: Db,
  organizerId: string,
): Promise<{ line: number; charged: number }> {
  const [organizer] = await tx
    .select({ countryId: organizers.countryId, vatId: organizers.vatId })
    .from(organizers)
    .where(eq(organizers.id, organizerId));
  return organizer ? chipFeeVatRatesOf(tx, organizer) : { line: 0, charged: 0 };
}

/** chipFeeVatRates for an organiser already read (the desk has it with the event). */
export async function chipFeeVatRatesOf(
  tx: Db,
  organizer: { countryId: number; vatId: string | null },
): Promise<{ line: number; charged: number }> {
  const line = lineVatRate(await countryVatRates(tx, organizer.countryId), {
    itemTypeId: itemType.ids.product,
    productCategoryId: ANY_PRODUCT_CATEGORY,
  });
  return { line, charged: organizer.vatId?.trim() ? line : 0 };
}

/**
 * Credits the chips of a just-paid order, inside the paying transaction, never past the chip's maximum: two
 * top-ups placed side by side, or one placed by UID without knowing the balance, may not both fit. What does not
 * fit is queued for refund (reason chipLimit). A line names its chip (a top-up order) or only a chip item
 * (credit preloaded with a ticket: every chip of that item the order issued gets the line's amount). Credit for
 * a lost chip goes to the chip that replaced it. Each credit is a top-up record (channel online, or preload for credit bought with a ticket) and a ledger row
 * added to the balance, never a balance overwritten; the row's unique (orderId, chipId) key makes a second run
 * a no-op, and the balance moves only with a row actually inserted.
 */
export async function creditPaidChips(tx: Db, orderId: string): Promise<void> {
  const rows = await tx
    .select({
      id: orderItems.id,
      kind: orderItems.kind,
      chipId: orderItems.chipId,
      productItemId: orderItems.productItemId,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      vatRateBasisPoints: orderItems.vatRateBasisPoints,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.kind, ['chipCredit', 'chipFee'])))
    .orderBy(orderItems.id);
  const lines = rows.filter((row) => row.kind === 'chipCredit');
  // The rate the order's receipt charged the fee at (0 for an organiser without a VAT id), kept with the top-up.
  const sellerVatPayer =
    rows.some((row) => row.kind === 'chipFee') && (await orderSellerVatPayer(tx, orderId));
  // The fee paid with a chip's first top-up, kept on its top-up record (the receipt's own line already says it).
  const feeOf = (chipId: string) => {
    const fees = rows.filter((row) => row.kind === 'chipFee' && row.chipId === chipId);
    return {
      amount: fees.reduce((sum, row) => sum + row.unitPrice * row.quantity, 0),
      vatRateBasisPoints: sellerVatPayer ? (fees[0]?.vatRateBasisPoints ?? 0) : 0,
    };
  };
  const notKept = { credit: 0, feeItemIds: [] as string[] };
  for (const line of lines) {
    if (line.chipId) {
      const chipId = line.chipId;
      const outcome = await creditChip(
        tx,
        orderId,
        chipId,
        line.unitPrice * line.quantity,
        'online',
        feeOf(chipId),
      );
      notKept.credit += outcome.notCredited;
      if (outcome.feeNotDue) {
        notKept.feeItemIds.push(
          ...rows.filter((row) => row.kind === 'chipFee' && row.chipId === chipId).map((row) => row.id),
        );
      }
      continue;
    }
    if (!line.productItemId) continue;
    // Preloaded credit: the chips this order issued for the item (issueOrderChips ran just before).
    const issued = await tx
      .select({ id: chips.id })
      .from(chips)
      .where(and(eq(chips.orderId, orderId), eq(chips.productItemId, line.productItemId)))
      .orderBy(chips.id);
    for (const chip of issued) {
      notKept.credit += (await creditChip(tx, orderId, chip.id, line.unitPrice, 'preload')).notCredited;
    }
    // A line priced for more chips than were issued (none should be) is not kept.
    notKept.credit += Math.max(0, line.quantity - issued.length) * line.unitPrice;
  }
  await giveBackNotKept(tx, orderId, notKept);
}

async function orderSellerVatPayer(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ vatId: organizers.vatId })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(orders.id, orderId));
  return Boolean(row?.vatId?.trim());
}

/** Follows a blocked chip to the chip its balance moved to (a few hops at most). */
async function lockCreditTarget(tx: Db, chipId: string) {
  let id = chipId;
  for (let hop = 0; hop < 5; hop += 1) {
    // Locked, so a top-up paid (or a sale made) at the same moment waits and then sees this one's credit.
    const [chip] = await tx.select().from(chips).where(eq(chips.id, id)).for('update');
    if (!chip || chip.blockedAt === null || chip.replacedByChipId === null) return chip;
    id = chip.replacedByChipId;
  }
  return undefined;
}

/**
 * Credits one chip (or the chip that replaced it) with what fits under its maximum. The fee the order carried is
 * kept only when this is the chip's first credit: another top-up credited since the order was placed took that
 * place, and the fee then goes back (giveBackNotKept). Answers what was not credited and whether the fee is not due.
 */
async function creditChip(
  tx: Db,
  orderId: string,
  chipId: string,
  amount: number,
  channel: 'online' | 'preload',
  fee = { amount: 0, vatRateBasisPoints: 0 },
): Promise<{ notCredited: number; feeNotDue: boolean }> {
  const nothing = { notCredited: 0, feeNotDue: false };
  const chip = await lockCreditTarget(tx, chipId);
  if (!chip) return nothing;
  const limits = await chipCreditLimitsOf(tx, chip);
  const room =
    // What pays a debt (offline sales past the balance) never reaches the balance, so it does not count against
    // the maximum.
    chip.blockedAt !== null
      ? 0
      : limits?.max == null
        ? amount
        : Math.max(0, limits.max - chip.balance + chip.debt);
  const credited = Math.min(amount, room);
  const [existing] = await tx
    .select({ id: chipTransactions.id })
    .from(chipTransactions)
    .where(
      and(
        eq(chipTransactions.orderId, orderId),
        eq(chipTransactions.chipId, chip.id),
        eq(chipTransactions.kind, 'topUp'),
      ),
    );
  if (existing) return nothing;
  // The chip row is locked: two top-up orders paid at once see each other's credit here, in turn.
  const feeDue = fee.amount > 0 && !(await hadTopUp(tx, chip.id));
  const [topUp] = await tx
    .insert(chipTopUps)
    .values({
      eventId: chip.eventId,
      chipId: chip.id,
      channel,
      amount: credited,
      fee: feeDue ? fee.amount : 0,
      feeVatRateBasisPoints: feeDue ? fee.vatRateBasisPoints : 0,
      currencyId: chip.currencyId,
      orderId,
      receiptCode: newReceiptCode(),
    })
    .returning({ id: chipTopUps.id });
  const inserted = await tx
    .insert(chipTransactions)
    .values({ chipId: chip.id, amount: credited, kind: 'topUp', orderId, topUpId: topUp?.id ?? null })
    .onConflictDoNothing({
      target: [chipTransactions.orderId, chipTransactions.chipId, chipTransactions.kind],
    })
    .returning({ id: chipTransactions.id });
  if (inserted.length === 0) return nothing;
  // A chip in debt after offline sales pays it from this top-up first (a debtSettled row), which unblocks it.
  await applyChipMove(tx, chip, credited);
  return { notCredited: amount - credited, feeNotDue: fee.amount > 0 && !feeDue };
}
