// A sale at a till and its storno. One transaction per sale: the chip row is locked, the balance checked (never
// below zero, never above the chip item's maximum when returned cups pay back), the sale, its lines and a spend
// ledger row written and the balance moved. The till's own sale id makes a retry answer the first sale, which
// is also what lets an offline till send its signed sales later with their real time (bar/offline-sales.ts);
// those may spend past the balance into a debt, which blocks the chip for sales here until a top-up pays it.
import type { BarSale, TillSaleInput } from '@repo/contract/bar';
import { paymentMethod } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { BarEvent } from '../db/queries/bars';
import { openShiftOfTill, openShiftWithMenu, tillSaleContext } from '../db/queries/bars';
import type { BarProductRow, OpenShiftWithMenu } from '../db/queries/bars';
import type { AuditRowBase } from '../db/queries/audit-log';
import { auditLog, barSaleLines, barSales, chips } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { formatPostalAddress } from '../receipts/format';
import { buildReceipt } from '../receipts/receipt';
import type { Receipt } from '../receipts/receipt';
import { chipCreditLimitsOf } from '../selling/chip-credit';
import { afterMove, moveChip } from '../selling/chip-ledger';

export type BarSaleRow = typeof barSales.$inferSelect;
/** A sale line as its answer and receipt read it. */
type SaleLine = Omit<typeof barSaleLines.$inferSelect, 'id' | 'saleId'>;

/** A just-written sale's lines and chip balance, so its answer needs no second read. */
const known = new WeakMap<
  BarSaleRow,
  { lines: SaleLine[]; chip: { chipUid: string; balance: number; debt: number } | null }
>();
type NewLine = Omit<SaleLine, 'position'>;

/** Who sells: a paired till, a member or an API key; one open shift per till. */
export interface Till {
  tillKey: string;
  name: string;
  deviceId: string | null;
  accountId: string | null;
}

/** How far ahead of the service's clock a till's sale time may be (clock drift), in milliseconds. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

async function findSaleByClientId(db: Db, eventId: string, clientSaleId: string) {
  const [row] = await db
    .select()
    .from(barSales)
    .where(and(eq(barSales.eventId, eventId), eq(barSales.clientSaleId, clientSaleId)));
  return row;
}

function sameTill(row: BarSaleRow, till: Till): BarSaleRow {
  if (row.tillKey !== till.tillKey) {
    throw new DomainError('SALE_ID_REUSED', 'Another till already used this sale id');
  }
  return row;
}

/** The lines of a sale from the menu as it is now: each keeps its own name, price and VAT rate. */
function priceLines(menu: BarProductRow[], input: TillSaleInput): NewLine[] {
  const lines: NewLine[] = [];
  const findBarProduct = (productId: string) => menu.find((row) => row.id === productId);
  const product = (productId: string) => {
    const row = findBarProduct(productId);
    if (!row || !row.active) {
      throw new DomainError('BAR_PRODUCT_UNAVAILABLE', `Product ${productId} is not on this bar's menu`, {
        productId,
      });
    }
    return row;
  };
  for (const item of input.items) {
    const row = product(item.productId);
    const variant = row.variants.find((candidate) => candidate.variantId === item.variantId);
    if (!variant) {
      throw new DomainError('BAR_PRODUCT_UNAVAILABLE', `Product ${row.name} has no size ${item.variantId}`, {
        productId: row.id,
      });
    }
    lines.push({
      kind: 'product',
      productId: row.id,
      variantId: variant.variantId,
      name: variant.name ? `${row.name} ${variant.name}` : row.name,
      productCategoryId: row.productCategoryId,
      vatRateBasisPoints: row.vatRateBasisPoints,
      unitPrice: variant.price,
      quantity: item.quantity,
      total: variant.price * item.quantity,
    });
    if (row.depositAmount > 0) {
      // A refundable deposit is no supply: 0 % VAT (receipts/vat-defaults.ts).
      lines.push({
        kind: 'deposit',
        productId: row.id,
        variantId: null,
        name: row.name,
        productCategoryId: row.productCategoryId,
        vatRateBasisPoints: 0,
        unitPrice: row.depositAmount,
        quantity: item.quantity,
        total: row.depositAmount * item.quantity,
      });
    }
  }
  for (const cups of input.cupReturns) {
    const row = findBarProduct(cups.productId);
    if (!row || row.depositAmount === 0) {
      throw new DomainError('BAR_PRODUCT_UNAVAILABLE', `Product ${cups.productId} takes no cup deposit`, {
        productId: cups.productId,
      });
    }
    lines.push({
      kind: 'cupReturn',
      productId: row.id,
      variantId: null,
      name: row.name,
      productCategoryId: row.productCategoryId,
      vatRateBasisPoints: 0,
      unitPrice: -row.depositAmount,
      quantity: cups.quantity,
      total: -row.depositAmount * cups.quantity,
    });
  }
  return lines;
}

async function lockChipByUid(db: Db, event: BarEvent, chipUid: string) {
  const [chip] = await db.select().from(chips).where(eq(chips.chipUid, chipUid)).for('update');
  if (!chip) throw notFound('chip', `No chip ${chipUid}`);
  if (chip.eventId !== event.event.id) {
    throw new DomainError('CHIP_NOT_OF_EVENT', 'This chip was issued for another event');
  }
  // A lost chip, blocked at the box office: its balance lives on its replacement.
  if (chip.blockedAt !== null)
    throw new DomainError('CHIP_LOST', 'This chip was reported lost and is blocked');
  if (chip.currencyId !== event.event.currencyId) {
    throw new DomainError(
      'CHIP_CURRENCY_MISMATCH',
      'The chip holds another currency than the event sells in',
    );
  }
  return chip;
}

/**
 * Charges a sale made online to its chip (negative `amount` spends): never below zero, never past the maximum,
 * never while the chip owes a debt from offline sales.
 */
async function chargeChip(
  db: Db,
  chip: typeof chips.$inferSelect,
  amount: number,
  saleId: string,
): Promise<{ balance: number; debt: number }> {
  // Returned cups paying back still go through: what they pay settles the debt first.
  if (chip.debt > 0 && amount < 0) {
    throw new DomainError('CHIP_BLOCKED', 'The chip owes for offline sales; a top-up settles it first', {
      debt: chip.debt,
    });
  }
  const after = afterMove(chip, amount).balance;
  if (chip.balance + amount < 0) {
    throw new DomainError('INSUFFICIENT_CREDIT', 'The chip does not hold enough credit', {
      balance: chip.balance,
      missing: -(chip.balance + amount),
    });
  }
  if (amount > 0) {
    // Returned cups paying back more than was bought: the chip item's maximum still holds.
    const limits = await chipCreditLimitsOf(db, chip);
    if (limits?.max != null && after > limits.max) {
      throw new DomainError('CHIP_CREDIT_LIMIT', 'The chip cannot hold more credit', {
        max: limits.max,
        balance: chip.balance,
      });
    }
  }
  return moveChip(db, chip, amount, { kind: 'spend', saleId });
}

/** What must hold before a sale is written: the till's open shift at the sale's bar, the menu, the chip locked. */
async function checkSale(
  db: Db,
  event: BarEvent,
  open: OpenShiftWithMenu | undefined,
  input: TillSaleInput,
  now: Date,
) {
  // An open shift of this till at this bar also proves the bar is the event's.
  if (!open || open.shift.barId !== input.barId) {
    throw new DomainError('SHIFT_NOT_OPEN', 'Open a shift at this bar before selling');
  }
  const soldAt = input.soldAt ? new Date(input.soldAt) : now;
  if (soldAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
    throw new DomainError('INVALID_INPUT', 'The sale time is in the future', { field: 'soldAt' });
  }
  const lines = priceLines(open.menu, input);
  const chip =
    input.paymentMethod === 'chip' && input.chipUid ? await lockChipByUid(db, event, input.chipUid) : null;
  return { shiftId: open.shift.id, lines, chip, soldAt };
}

/** How a sale reaches the pass: at once, or queued by an offline till (no balance check: it was already sold). */
export type SaleMode = 'online' | 'offline';

/**
 * Sells; the same client sale id answers the first sale (also while another request still writes it). `priceFrom`
 * gives the menu an offline sale was sold from (the versions its till showed) in place of the bar's menu now.
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
  const open = await openShiftWithMenu(db, event.event.id, till.tillKey, input.barId);
  const priced = open && priceFrom ? { ...open, menu: priceFrom(open.menu) } : open;
  return recordSale(db, event, priced, till, input, now, mode);
}

/**
 * A till's sale as it arrives online: the event, the till's shift and the menu come in one read; `audit`, when
 * given, is the caller's audit row, written by the sale's own statement (one round trip less per sale).
 */
export async function sellAtTill(
  db: Db,
  eventId: string,
  till: Till,
  input: TillSaleInput,
  now = new Date(),
  audit?: AuditRowBase,
): Promise<{ event: BarEvent; sale: BarSaleRow }> {
  const context = await tillSaleContext(db, eventId, till.tillKey, input.barId);
  if (!context) throw notFound('event', `No event with id ${eventId}`);
  const sale = await recordSale(db, context.event, context.open, till, input, now, 'online', audit);
  return { event: context.event, sale };
}

async function recordSale(
  db: Db,
  event: BarEvent,
  open: OpenShiftWithMenu | undefined,
  till: Till,
  input: TillSaleInput,
  now: Date,
  mode: SaleMode,
  audit?: AuditRowBase,
): Promise<BarSaleRow> {
  // A retry of a sale already written answers it. That is found by the sale's insert below (its unique index), not
  // by a read first; a retry the checks before it would refuse (shift closed since, product taken off the menu,
  // chip blocked since) looks the first sale up then and answers it. The balance is checked after the insert, so
  // a retry of the sale that emptied the chip meets the unique index first.
  const answerSeenOr = async (error: unknown): Promise<BarSaleRow> => {
    if (!(error instanceof DomainError)) throw error;
    const seen = await findSaleByClientId(db, event.event.id, input.saleId);
    if (seen) return sameTill(seen, till);
    throw error;
  };
  let checked: { shiftId: string; lines: NewLine[]; chip: typeof chips.$inferSelect | null; soldAt: Date };
  try {
    checked = await checkSale(db, event, open, input, now);
  } catch (error) {
    return answerSeenOr(error);
  }
  const { shiftId, lines, chip, soldAt } = checked;
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const newSale = db.$with('new_sale').as(
    db
      .insert(barSales)
      .values({
        eventId: event.event.id,
        barId: input.barId,
        shiftId,
        clientSaleId: input.saleId,
        tillKey: till.tillKey,
        paymentMethod: input.paymentMethod,
        chipId: chip?.id ?? null,
        total,
        soldAt,
        offline: mode === 'offline',
      })
      .onConflictDoNothing({ target: [barSales.eventId, barSales.clientSaleId] })
      .returning(),
  );
  // The sale and its lines in one statement: the lines' insert reads the new sale's id from the first, so a
  // sale id seen before (no new sale) writes no lines either.
  const written = lines.map((line, position) => ({ ...line, position }));
  const newLines = db.$with('new_lines', {}).as(sql`insert into ${barSaleLines} (sale_id, position, kind,
    product_id, variant_id, name, product_category_id, vat_rate_basis_points, unit_price, quantity, total)
    select new_sale.id, l.position, l.kind, l."productId", l."variantId", l.name, l."productCategoryId",
      l."vatRateBasisPoints", l."unitPrice", l.quantity, l.total
    from new_sale, jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as l(position int, kind text,
      "productId" uuid, "variantId" text, name text, "productCategoryId" int, "vatRateBasisPoints" int,
      "unitPrice" int, quantity int, total int)`);
  // The audit row too, read from the new sale: a retry (no new sale) writes none, as it changes nothing.
  const auditDetail = { total, paymentMethod: input.paymentMethod, chipId: chip?.id ?? null };
  const newAudit = audit
    ? db.$with('new_audit', {})
        .as(sql`insert into ${auditLog} (organizer_id, actor_kind, actor_id, actor_name,
        action, resource_type, resource_id, detail)
      select ${audit.organizerId}, ${audit.actorKind}, ${audit.actorId}, ${audit.actorName}, ${audit.action},
        'barSale', new_sale.id::text, ${JSON.stringify(auditDetail)}::jsonb
      from new_sale`)
    : undefined;
  const [sale] = await (newAudit ? db.with(newSale, newLines, newAudit) : db.with(newSale, newLines))
    .select()
    .from(newSale);
  if (!sale) {
    // A retry of a sale already written, or being written by a request that raced this one (the unique index
    // waited for it to commit).
    const first = await findSaleByClientId(db, event.event.id, input.saleId);
    if (!first) throw new Error(`sale ${input.saleId} conflicted but is not there`);
    return sameTill(first, till);
  }
  // An offline sale was handed over already: it spends past the balance into a debt rather than be refused.
  // A refused charge throws and rolls the sale and its lines back with the transaction.
  const after = chip
    ? mode === 'offline'
      ? await moveChip(db, chip, -total, { kind: 'spend', saleId: sale.id })
      : await chargeChip(db, chip, -total, sale.id)
    : null;
  // The answer is built from what was just written, without reading it back.
  known.set(sale, {
    lines: written,
    chip: chip && after ? { chipUid: chip.chipUid, balance: after.balance, debt: after.debt } : null,
  });
  return sale;
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
