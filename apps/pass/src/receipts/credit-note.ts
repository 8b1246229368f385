// Credit notes (opravné daňové doklady): what a refund credits per VAT rate, and the document shown for it.
import { getCurrency } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import type { CreditNoteLine, CreditNoteVatRow } from '../db/schema/credit-notes';
import { formatDate, formatDateTime, formatMoney, formatVatRate, localDay } from './format';
import type { Receipt } from './receipt-schema';
import { receiptTexts } from './receipt-texts';
import { splitLineTotal } from './vat-parts';
import { buildVatTable } from './vat-table';

/** An order line as sold: per unit after discount, its bundle parts (list prices per unit) if any. */
export interface CreditableItem {
  id: string;
  quantity: number;
  /** Per unit, after discount, VAT included. */
  unitPrice: number;
  discount: number;
  vatRateBasisPoints: number;
  parts: readonly { vatRateBasisPoints: number; unitPrice: number }[] | null;
}

/** What an order has had credited so far (all its credit notes together). */
export interface CreditedState {
  /** Units credited per order item (canceled tickets). */
  units: ReadonlyMap<string, number>;
  /** Amount credited without units (refunds by amount, and the non-ticket rest of a full refund). */
  amount: number;
}

/** Gross per rate of k units of a line: a bundle's parts split k × unit price as the receipt splits the line. */
function unitsGross(item: CreditableItem, units: number, vatPayer: boolean, into: Map<number, number>): void {
  const add = (rate: number, gross: number) => {
    into.set(rate, (into.get(rate) ?? 0) + gross);
  };
  const total = units * item.unitPrice;
  if (!vatPayer) {
    add(0, total);
    return;
  }
  if (!item.parts || item.parts.length === 0) {
    add(item.vatRateBasisPoints, total);
    return;
  }
  const shares = splitLineTotal(
    total,
    item.parts.map((part) => part.unitPrice),
  );
  item.parts.forEach((part, index) => add(part.vatRateBasisPoints, shares[index] ?? 0));
}

/** The receipt's gross per rate: every unit of every line. */
export function receiptGrossByRate(items: readonly CreditableItem[], vatPayer: boolean): Map<number, number> {
  const gross = new Map<number, number>();
  for (const item of items) unitsGross(item, item.quantity, vatPayer, gross);
  return gross;
}

/**
 * Cumulative credited gross per rate: the credited units as their lines split them, plus the amount spread
 * over what is left of each rate in proportion (largest remainder). Once everything is credited it is the
 * receipt's gross per rate exactly.
 */
export function creditedGrossByRate(
  items: readonly CreditableItem[],
  state: CreditedState,
  vatPayer: boolean,
): Map<number, number> {
  const credited = new Map<number, number>();
  for (const item of items) {
    const units = state.units.get(item.id) ?? 0;
    if (units > 0) unitsGross(item, units, vatPayer, credited);
  }
  const receipt = receiptGrossByRate(items, vatPayer);
  const rates = [...receipt.keys()].sort((a, b) => b - a);
  const left = rates.map((rate) => Math.max(0, (receipt.get(rate) ?? 0) - (credited.get(rate) ?? 0)));
  const leftTotal = left.reduce((sum, value) => sum + value, 0);
  if (state.amount > 0 && leftTotal > 0) {
    const amount = Math.min(state.amount, leftTotal);
    const exact = left.map((value) => (amount * value) / leftTotal);
    const shares = exact.map(Math.floor);
    let rest = amount - shares.reduce((sum, value) => sum + value, 0);
    const order = exact
      .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
      .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
    for (const { index } of order) {
      if (rest === 0) break;
      shares[index] = (shares[index] ?? 0) + 1;
      rest -= 1;
    }
    rates.forEach((rate, index) => credited.set(rate, (credited.get(rate) ?? 0) + (shares[index] ?? 0)));
  }
  return credited;
}

/** VAT rows of the cumulative credited gross per rate (the receipt's own rounding: per rate, half up). */
function vatRows(gross: ReadonlyMap<number, number>): Map<number, CreditNoteVatRow> {
  const table = buildVatTable(
    [...gross.entries()].map(([vatRateBasisPoints, grossTotal]) => ({ vatRateBasisPoints, grossTotal })),
  );
  return new Map(table.rows.map((row) => [row.vatRateBasisPoints, row]));
}

/**
 * The VAT rows of one credit note: the cumulative table after it minus the cumulative table before it, so the
 * notes of an order add up to the haléř to the receipt's own VAT table once the order is fully credited.
 */
export function creditNoteVatRows(
  items: readonly CreditableItem[],
  before: CreditedState,
  after: CreditedState,
  vatPayer: boolean,
): CreditNoteVatRow[] {
  const was = vatRows(creditedGrossByRate(items, before, vatPayer));
  const now = vatRows(creditedGrossByRate(items, after, vatPayer));
  const rates = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => b - a);
  return rates
    .map((vatRateBasisPoints) => {
      const a = now.get(vatRateBasisPoints);
      const b = was.get(vatRateBasisPoints);
      return {
        vatRateBasisPoints,
        base: (a?.base ?? 0) - (b?.base ?? 0),
        vat: (a?.vat ?? 0) - (b?.vat ?? 0),
        total: (a?.total ?? 0) - (b?.total ?? 0),
      };
    })
    .filter((row) => row.total !== 0 || row.vat !== 0);
}

export const creditNoteTexts: Readonly<
  Record<
    LabelLanguage,
    { title: string; plainTitle: string; original: string; reason: string; partial: string }
  >
> = {
  cs: {
    title: 'Opravný daňový doklad',
    plainTitle: 'Opravný doklad',
    original: 'K dokladu',
    reason: 'Důvod opravy',
    partial: 'Vrácení části ceny',
  },
  sk: {
    title: 'Opravná faktúra (dobropis)',
    plainTitle: 'Opravný doklad',
    original: 'K dokladu',
    reason: 'Dôvod opravy',
    partial: 'Vrátenie časti ceny',
  },
  en: {
    title: 'Credit note',
    plainTitle: 'Credit note',
    original: 'Corrects receipt',
    reason: 'Reason',
    partial: 'Partial refund',
  },
  de: {
    title: 'Rechnungskorrektur (Gutschrift)',
    plainTitle: 'Korrekturbeleg',
    original: 'Zu Beleg',
    reason: 'Grund der Korrektur',
    partial: 'Teilerstattung',
  },
};

export function creditNoteNumberText(number: number): string {
  return `OD${String(number)}`;
}

export interface CreditNoteDocumentInput {
  number: number;
  issuedAt: Date;
  reason: string;
  lines: readonly CreditNoteLine[];
  vatRows: readonly CreditNoteVatRow[];
  /** The original receipt, built in the language the note is shown in: seller, buyer, number, kind. */
  receipt: Receipt;
  language: LabelLanguage;
}

/**
 * The credit note as a document in the receipt's shape with negative amounts, plus what it corrects and why:
 * the same parties, numbering and formatting as the receipt it refers to.
 */
export function buildCreditNoteDocument(input: CreditNoteDocumentInput) {
  const { receipt, language } = input;
  const texts = creditNoteTexts[language];
  const money = (amount: number) => formatMoney(amount, receipt.currencyId, language);
  const name = (names: Record<string, string>) =>
    names[language] ?? names.cs ?? Object.values(names)[0] ?? '';
  const lines = input.lines.map((line) => {
    const total = line.quantity * line.unitPrice - line.discount;
    return {
      name: name(line.name),
      quantity: line.quantity,
      unitPrice: -line.unitPrice,
      discount: -line.discount,
      total: -total,
      vatRateBasisPoints: receipt.taxDocument ? line.vatRateBasisPoints : 0,
      unitPriceText: money(-line.unitPrice),
      totalText: money(-total),
      vatRateText: formatVatRate(receipt.taxDocument ? line.vatRateBasisPoints : 0, language),
    };
  });
  const rows = input.vatRows.map((row) => ({
    vatRateBasisPoints: row.vatRateBasisPoints,
    base: -row.base,
    vat: -row.vat,
    total: -row.total,
    vatRateText: formatVatRate(row.vatRateBasisPoints, language),
    baseText: money(-row.base),
    vatText: money(-row.vat),
    totalText: money(-row.total),
  }));
  const sum = (pick: (row: CreditNoteVatRow) => number) =>
    -input.vatRows.reduce((acc, row) => acc + pick(row), 0);
  const total = sum((row) => row.total);
  return {
    creditNoteNumber: creditNoteNumberText(input.number),
    title: receipt.taxDocument ? texts.title : texts.plainTitle,
    originalReceiptNumber: receipt.receiptNumber,
    originalLabel: texts.original,
    reasonLabel: texts.reason,
    reason: input.reason,
    taxDocument: receipt.taxDocument,
    issuedAt: input.issuedAt.toISOString(),
    issuedAtText: formatDateTime(input.issuedAt, receipt.timeZone, language),
    // A refund corrects the base on the day it is made (§ 42 zákona o DPH: the date of the correction).
    taxableSupplyDate: localDay(input.issuedAt, receipt.timeZone),
    taxableSupplyDateText: formatDate(input.issuedAt, receipt.timeZone, language),
    currencyId: receipt.currencyId,
    currencyCode: getCurrency(receipt.currencyId).isoChar,
    seller: receipt.seller,
    buyer: receipt.buyer,
    lines,
    vatTable: {
      rows,
      base: sum((row) => row.base),
      vat: sum((row) => row.vat),
      total,
      baseText: money(sum((row) => row.base)),
      vatText: money(sum((row) => row.vat)),
      totalText: money(total),
    },
    total,
    totalText: money(total),
    labels: { ...receiptTexts[language] } as Record<string, string>,
  };
}
export type CreditNoteDocument = ReturnType<typeof buildCreditNoteDocument>;
