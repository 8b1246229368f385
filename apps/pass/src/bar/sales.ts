// A sale at a till and its storno. A sale is one statement, the database function bar_sell
// (drizzle/0030_bar_sell.sql): the chip row is locked, the balance checked (never below zero, never above the chip
// item's maximum when returned cups pay back), the sale, its lines and a spend ledger row written and the balance
// moved, all or nothing. The till's own sale id makes a retry answer the first sale, which
// is also what lets an offline till send its signed sales later with their real time (bar/offline-sales.ts);
// those may spend past the balance into a debt, which blocks the chip for sales here until a top-up pays it.
import type { BarSale, TillSaleInput } from '@repo/contract/bar';
import { paymentMethod } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import type { Db } from '../db/database';
import { domainErrorOf } from '../db/function-errors';
import { rowFromJson } from '../db/json-row';
import type { BarEvent } from '../db/queries/bars';
import { openShiftOfTill, openShiftWithMenu } from '../db/queries/bars';
import type { BarProductRow } from '../db/queries/bars';
import type { AuditRowBase } from '../db/queries/audit-log';
import { barSaleLines, barSales, chips, events, organizers } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import type { DomainErrorCode } from '../domain/domain-error';
import { formatPostalAddress } from '../receipts/format';
import { buildReceipt } from '../receipts/receipt';
import type { Receipt } from '../receipts/receipt';
import { chipCreditLimitsOf } from '../selling/chip-credit';
import { moveChip } from '../selling/chip-ledger';

export type BarSaleRow = typeof barSales.$inferSelect;
/** A sale line as its answer and receipt read it. */
type SaleLine = Omit<typeof barSaleLines.$inferSelect, 'id' | 'saleId'>;

/** A just-written sale's lines and chip balance, so its answer needs no second read. */
const known = new WeakMap<
  BarSaleRow,
  { lines: SaleLine[]; chip: { chipUid: string; balance: number; debt: number } | null }
>();

/** Who sells: a paired till, a member or an API key; one open shift per till. */
export interface Till {
  tillKey: string;
  name: string;
  deviceId: string | null;
  accountId: string | null;
}

/** How far ahead of the service's clock a till's sale time may be (clock drift), in milliseconds. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** The texts of the sale's refusals (bar_sell raises the codes, drizzle/0030_bar_sell.sql). */
const refusalTexts: Partial<Record<DomainErrorCode, string>> = {
  SHIFT_NOT_OPEN: 'Open a shift at this bar before selling',
  CHIP_NOT_OF_EVENT: 'This chip was issued for another event',
  CHIP_LOST: 'This chip was reported lost and is blocked',
  CHIP_CURRENCY_MISMATCH: 'The chip holds another currency than the event sells in',
  CHIP_BLOCKED: 'The chip owes for offline sales; a top-up settles it first',
  INSUFFICIENT_CREDIT: 'The chip does not hold enough credit',
  CHIP_CREDIT_LIMIT: 'The chip cannot hold more credit',
  SALE_ID_REUSED: 'Another till already used this sale id',
};

/** How a sale reaches the pass: at once, or queued by an offline till (no balance check: it was already sold). */
export type SaleMode = 'online' | 'offline';

/** The menu as bar_sell prices from it (the rows' own names, as bar_product's columns in the function). */
function menuForSale(menu: BarProductRow[]) {
  return menu.map((row) => ({
    id: row.id,
    name: row.name,
    productCategoryId: row.productCategoryId,
    vatRateBasisPoints: row.vatRateBasisPoints,
    depositAmount: row.depositAmount,
    variants: row.variants,
    active: row.active,
  }));
}

/**
 * The chip's maximum when the sale may pay credit back (returned cups): the only sales that raise a balance
 * at a till, so only they read the chip's limits first.
 */
async function maxCreditFor(db: Db, input: TillSaleInput, mode: SaleMode): Promise<number | null> {
  if (
    mode !== 'online' ||
    input.paymentMethod !== 'chip' ||
    !input.chipUid ||
    input.cupReturns.length === 0
  ) {
    return null;
  }
  const [chip] = await db.select().from(chips).where(eq(chips.chipUid, input.chipUid));
  if (!chip) return null;
  return (await chipCreditLimitsOf(db, chip))?.max ?? null;
}

/**
 * Sells in one statement (bar_sell): checks the till's open shift at the sale's bar, prices the lines from the
 * menu (or `menu`), locks the chip, writes the sale, its lines, the audit row and the chip's move, and answers
 * with the event. The till's sale id seen before answers the first sale (also while another request still
 * writes it). Atomic on its own, so a till's online sale needs no transaction around it.
 */
async function runSale(
  db: Db,
  eventId: string,
  till: Till,
  input: TillSaleInput,
  now: Date,
  mode: SaleMode,
  options: { menu?: BarProductRow[]; audit?: AuditRowBase } = {},
): Promise<{ event: BarEvent; sale: BarSaleRow }> {
  const soldAt = input.soldAt ? new Date(input.soldAt) : now;
  if (soldAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
    throw new DomainError('INVALID_INPUT', 'The sale time is in the future', { field: 'soldAt' });
  }
  const call = {
    eventId,
    tillKey: till.tillKey,
    barId: input.barId,
    saleId: input.saleId,
    paymentMethod: input.paymentMethod,
    chipUid: input.chipUid ?? null,
    items: input.items,
    cupReturns: input.cupReturns,
    soldAt: soldAt.toISOString(),
    offline: mode === 'offline',
    menu: options.menu ? menuForSale(options.menu) : null,
    maxCredit: await maxCreditFor(db, input, mode),
    audit: options.audit ?? null,
  };
  let answer: SellAnswer;
  try {
    const [row] = rowsOf<{ answer: SellAnswer }>(
      await db.execute(sql`select bar_sell(${JSON.stringify(call)}::jsonb) as answer`),
    );
    if (!row) throw new Error('bar_sell answered nothing');
    answer = row.answer;
  } catch (error) {
    throw domainErrorOf(error, refusalTexts);
  }
  const sale = rowFromJson(barSales, answer.sale);
  // A sale just written answers from what the statement wrote, without reading it back; a retry reads.
  if (answer.lines) known.set(sale, { lines: answer.lines, chip: answer.chip });
  return {
    event: { event: rowFromJson(events, answer.event), organizer: rowFromJson(organizers, answer.organizer) },
    sale,
  };
}

/** What bar_sell answers (rows in their JSON form; lines and chip only for a sale it wrote). */
interface SellAnswer {
  event: Record<string, unknown>;
  organizer: Record<string, unknown>;
  sale: Record<string, unknown>;
  lines: SaleLine[] | null;
  chip: { chipUid: string; balance: number; debt: number } | null;
}

/**
 * Sells an offline till's sale; `priceFrom` gives the menu it was sold from (the versions its till showed) in
 * place of the bar's menu now.
 */
export async function sell(
  db: Db,
  event: BarEvent,
  till: Till,
  input: TillSaleInput,
  now = new Date(),
  mode: SaleMode = 'online',
  priceFrom?: (menu: BarProductRow[]) => BarProductRow[],
): Promise<BarSaleRow> {
  const open = priceFrom ? await openShiftWithMenu(db, event.event.id, till.tillKey, input.barId) : undefined;
  const menu = open && priceFrom ? priceFrom(open.menu) : undefined;
  const { sale } = await runSale(db, event.event.id, till, input, now, mode, { menu });
  return sale;
}

/**
 * A till's sale as it arrives online, in one statement with the event, the till's shift and the menu; `audit`,
 * when given, is the caller's audit row, written by that statement (none for a retry, which changes nothing).
 */
export async function sellAtTill(
  db: Db,
  eventId: string,
  till: Till,
  input: TillSaleInput,
  now = new Date(),
  audit?: AuditRowBase,
): Promise<{ event: BarEvent; sale: BarSaleRow }> {
  return runSale(db, eventId, till, input, now, 'online', { audit });
}

/** The till's last sale in its open shift that is not a storno: the one a storno may reverse. */
export async function lastSaleOfTill(db: Db, eventId: string, till: Till): Promise<BarSaleRow | undefined> {
  const shift = await openShiftOfTill(db, eventId, till.tillKey);
  if (!shift) return undefined;
  const [row] = await db
    .select()
    .from(barSales)
    .where(
      and(
        eq(barSales.shiftId, shift.id),
        eq(barSales.tillKey, till.tillKey),
        isNull(barSales.stornoOfSaleId),
      ),
    )
    .orderBy(desc(barSales.number))
    .limit(1);
  return row;
}

async function stornoOf(db: Db, saleId: string) {
  const [row] = await db.select().from(barSales).where(eq(barSales.stornoOfSaleId, saleId));
  return row;
}

/** Reverses the till's last sale: a storno sale and a storno ledger row; a second call answers the first. */
export async function storno(
  db: Db,
  event: BarEvent,
  till: Till,
  saleId: string,
  now = new Date(),
): Promise<BarSaleRow> {
  const [sale] = await db
    .select()
    .from(barSales)
    .where(and(eq(barSales.id, saleId), eq(barSales.eventId, event.event.id)));
  if (!sale || sale.stornoOfSaleId !== null) throw notFound('sale', `No sale ${saleId} at this event`);
  const done = await stornoOf(db, sale.id);
  if (done) return done;
  const last = await lastSaleOfTill(db, event.event.id, till);
  if (last?.id !== sale.id) {
    throw new DomainError('SALE_NOT_LAST', "Only this till's last sale of its open shift can be reversed");
  }
  const [chip] = sale.chipId
    ? await db.select().from(chips).where(eq(chips.id, sale.chipId)).for('update')
    : [undefined];
  const [marked] = await db
    .update(barSales)
    .set({ stornoedAt: now })
    .where(and(eq(barSales.id, sale.id), isNull(barSales.stornoedAt)))
    .returning();
  if (!marked) {
    const first = await stornoOf(db, sale.id);
    if (!first) throw new Error(`sale ${sale.id} is stornoed without a storno`);
    return first;
  }
  const [reversal] = await db
    .insert(barSales)
    .values({
      eventId: sale.eventId,
      barId: sale.barId,
      shiftId: sale.shiftId,
      clientSaleId: `storno:${sale.id}`,
      tillKey: till.tillKey,
      paymentMethod: sale.paymentMethod,
      chipId: sale.chipId,
      total: -sale.total,
      soldAt: now,
      stornoOfSaleId: sale.id,
    })
    .returning();
  if (!reversal) throw new Error('storno insert returned nothing');
  // Money back to a chip in debt pays the debt first.
  if (chip) await moveChip(db, chip, sale.total, { kind: 'storno', saleId: reversal.id });
  return reversal;
}

export async function linesOf(db: Db, saleId: string) {
  return db
    .select()
    .from(barSaleLines)
    .where(eq(barSaleLines.saleId, saleId))
    .orderBy(asc(barSaleLines.position));
}

/** The organiser as the seller on the receipts issued at the event (bars and the top-up desk). */
export function receiptSellerOf(event: BarEvent, language: LabelLanguage) {
  const { organizer } = event;
  return {
    name: organizer.legalName ?? organizer.name,
    countryId: organizer.countryId,
    vatId: organizer.vatId,
    companyId: organizer.companyId,
    taxId: organizer.taxId,
    address: formatPostalAddress(organizer, organizer.countryId, language),
  };
}

/**
 * The simplified tax receipt of a sale's goods and deposits, by the receipts module's rules (the seller's VAT
 * id and country decide the document). Returned cups are no supply and are not on it; null for a storno or a
 * sale of returned cups only.
 */
export function saleReceipt(
  event: BarEvent,
  sale: BarSaleRow,
  lines: SaleLine[],
  language: LabelLanguage,
): Receipt | null {
  const sold = lines.filter((line) => line.kind !== 'cupReturn');
  if (sale.stornoOfSaleId !== null || sold.length === 0) return null;
  return buildReceipt({
    receiptNumber: `B${String(sale.number)}`,
    issuedAt: sale.soldAt,
    timeZone: event.event.timeZone,
    language,
    currencyId: event.event.currencyId,
    seller: receiptSellerOf(event, language),
    lines: sold.map((line) => ({
      name: line.kind === 'deposit' ? `${depositName[language]}: ${line.name}` : line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRateBasisPoints: line.vatRateBasisPoints,
    })),
    paymentMethodId: sale.paymentMethod === 'chip' ? paymentMethod.ids.chip : paymentMethod.ids.cash,
  });
}

const depositName: Record<LabelLanguage, string> = {
  cs: 'Záloha na kelímek',
  sk: 'Záloha na pohár',
  en: 'Cup deposit',
  de: 'Becherpfand',
};

export async function saleView(
  db: Db,
  event: BarEvent,
  sale: BarSaleRow,
  language: LabelLanguage,
): Promise<BarSale> {
  const fresh = known.get(sale);
  const lines = fresh?.lines ?? (await linesOf(db, sale.id));
  const [chip] = fresh
    ? fresh.chip
      ? [fresh.chip]
      : []
    : sale.chipId
      ? await db.select().from(chips).where(eq(chips.id, sale.chipId))
      : [];
  return {
    saleId: sale.id,
    clientSaleId: sale.clientSaleId,
    number: sale.number,
    barId: sale.barId,
    shiftId: sale.shiftId,
    paymentMethod: sale.paymentMethod,
    total: sale.total,
    soldAt: sale.soldAt.toISOString(),
    chip: chip ? { chipUid: chip.chipUid, balance: chip.balance } : null,
    lines: lines.map((line) => ({
      kind: line.kind,
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      productCategoryId: line.productCategoryId,
      vatRateBasisPoints: line.vatRateBasisPoints,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      total: line.total,
    })),
    stornoOfSaleId: sale.stornoOfSaleId,
    stornoedAt: sale.stornoedAt?.toISOString() ?? null,
    receipt: saleReceipt(event, sale, lines, language),
  };
}

export async function saleById(db: Db, saleId: string): Promise<BarSaleRow | undefined> {
  const [row] = await db.select().from(barSales).where(eq(barSales.id, saleId));
  return row;
}
