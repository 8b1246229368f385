// Builds the structured content of a simplified tax receipt from plain order data, and its plain-text rendering.
import { getCurrency, paymentMethod } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { formatDateTime, formatMoney, formatVatRate } from './format';
import type { Receipt, ReceiptLine, ReceiptVatTable } from './receipt-schema';
import { receiptTexts } from './receipt-texts';
import { buildVatTable } from './vat-table';

export {
  receiptLineSchema,
  receiptSchema,
  receiptVatRowSchema,
  receiptVatTableSchema,
} from './receipt-schema';
export type { Receipt, ReceiptLine, ReceiptVatRow, ReceiptVatTable } from './receipt-schema';

export interface ReceiptSeller {
  name: string;
  /** Null when the seller is not a VAT payer: the receipt then carries no VAT (see buildReceipt). */
  vatId: string | null;
  companyId: string | null;
  address: string | null;
}

export interface ReceiptBuyer {
  name: string;
  companyName?: string | null;
  vatId?: string | null;
  address?: string | null;
}

export interface ReceiptLineInput {
  /** Already in the receipt's language (order items keep their name at the time of purchase). */
  name: string;
  /** Positive integer. */
  quantity: number;
  /** Price per unit BEFORE the line discount, VAT included, minor units. */
  unitPrice: number;
  /** VAT rate in basis points (1200 = 12 %), from the vat_rate table for the country and item type. */
  vatRateBasisPoints: number;
  /** Discount on the whole line (not per unit), minor units; at most quantity × unitPrice. */
  discount?: number;
}

export interface ReceiptInput {
  receiptNumber: string;
  issuedAt: Date;
  /** IANA time zone the date is printed in, e.g. the event's 'Europe/Prague'. */
  timeZone: string;
  language: LabelLanguage;
  currencyId: number;
  seller: ReceiptSeller;
  buyer?: ReceiptBuyer;
  lines: readonly ReceiptLineInput[];
  /** paymentMethod enumeration of @repo/enums. */
  paymentMethodId: number;
}

/**
 * The receipt's content. Line totals are quantity × unitPrice − discount; the VAT table groups them by rate.
 * A seller without a VAT id may not issue a tax document nor charge VAT, so then every line is put at 0 %
 * and the receipt is titled as a plain sales receipt (taxDocument false).
 * Throws RangeError for invalid amounts, quantities, rates or an empty receipt number, and the @repo/enums
 * lookup error for an unknown currency or payment method.
 */
export function buildReceipt(input: ReceiptInput): Receipt {
  const { language, currencyId } = input;
  if (input.receiptNumber.trim() === '') throw new RangeError('receiptNumber must not be empty');
  if (Number.isNaN(input.issuedAt.getTime())) throw new RangeError('issuedAt must be a valid date');
  const currencyCode = getCurrency(currencyId).isoChar;
  const paymentMethodText = paymentMethod.label(input.paymentMethodId, language);
  const taxDocument = input.seller.vatId !== null && input.seller.vatId.trim() !== '';
  const money = (amount: number) => formatMoney(amount, currencyId, language);

  const lines = input.lines.map((line, index): ReceiptLine => {
    const where = `lines[${String(index)}]`;
    const discount = line.discount ?? 0;
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`${where}.quantity must be a positive integer, got ${String(line.quantity)}`);
    }
    assertNonNegativeMinorUnits(line.unitPrice, `${where}.unitPrice`);
    assertNonNegativeMinorUnits(discount, `${where}.discount`);
    const gross = line.quantity * line.unitPrice;
    assertNonNegativeMinorUnits(gross, `${where} quantity × unitPrice`);
    if (discount > gross) {
      throw new RangeError(`${where}.discount ${String(discount)} exceeds the line price ${String(gross)}`);
    }
    const vatRateBasisPoints = taxDocument ? line.vatRateBasisPoints : 0;
    const total = gross - discount;
    return {
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount,
      total,
      vatRateBasisPoints,
      unitPriceText: money(line.unitPrice),
      discountText: discount > 0 ? money(-discount) : null,
      totalText: money(total),
      vatRateText: formatVatRate(vatRateBasisPoints, language),
    };
  });

  // buildVatTable validates the rates (integers 0-10000).
  const table = buildVatTable(
    lines.map((line) => ({ grossTotal: line.total, vatRateBasisPoints: line.vatRateBasisPoints })),
  );
  const vatTable: ReceiptVatTable = {
    rows: table.rows.map((row) => ({
      ...row,
      vatRateText: formatVatRate(row.vatRateBasisPoints, language),
      baseText: money(row.base),
      vatText: money(row.vat),
      totalText: money(row.total),
    })),
    base: table.base,
    vat: table.vat,
    total: table.total,
    baseText: money(table.base),
    vatText: money(table.vat),
    totalText: money(table.total),
  };

  const texts = receiptTexts[language];
  return {
    receiptNumber: input.receiptNumber,
    taxDocument,
    title: taxDocument ? texts.taxTitle : texts.plainTitle,
    issuedAt: input.issuedAt.toISOString(),
    issuedAtText: formatDateTime(input.issuedAt, input.timeZone, language),
    timeZone: input.timeZone,
    language,
    currencyId,
    currencyCode,
    seller: { ...input.seller, vatId: taxDocument ? input.seller.vatId : null },
    buyer: input.buyer
      ? {
          name: input.buyer.name,
          companyName: input.buyer.companyName ?? null,
          vatId: input.buyer.vatId ?? null,
          address: input.buyer.address ?? null,
        }
      : null,
    paymentMethodId: input.paymentMethodId,
    paymentMethodText,
    lines,
    vatTable,
    total: table.total,
    totalText: money(table.total),
  };
}

/**
 * The receipt as plain text for an e-mail body, labels and amounts in `language` (by default the receipt's).
 * Line names stay as built: they were chosen in the receipt's language.
 */
export function renderReceiptText(receipt: Receipt, language: LabelLanguage = receipt.language): string {
  const texts = receiptTexts[language];
  const money = (amount: number) => formatMoney(amount, receipt.currencyId, language);
  const rate = (basisPoints: number) => formatVatRate(basisPoints, language);
  const out: string[] = [];
  const field = (label: string, value: string | null) => {
    if (value !== null && value.trim() !== '') out.push(`${label}: ${value}`);
  };

  out.push(receipt.taxDocument ? texts.taxTitle : texts.plainTitle);
  field(texts.receiptNumber, receipt.receiptNumber);
  field(texts.date, formatDateTime(new Date(receipt.issuedAt), receipt.timeZone, language));
  out.push('');

  field(texts.seller, receipt.seller.name);
  field(texts.address, receipt.seller.address);
  field(texts.companyId, receipt.seller.companyId);
  field(texts.vatId, receipt.seller.vatId);
  if (!receipt.taxDocument) out.push(texts.notVatPayer);

  if (receipt.buyer) {
    out.push('');
    field(texts.buyer, receipt.buyer.companyName ?? receipt.buyer.name);
    if (receipt.buyer.companyName !== null) out.push(receipt.buyer.name);
    field(texts.address, receipt.buyer.address);
    field(texts.vatId, receipt.buyer.vatId);
  }

  out.push('', `${texts.items}:`);
  for (const line of receipt.lines) {
    const parts = [`${String(line.quantity)} × ${money(line.unitPrice)}`];
    if (line.discount > 0) parts.push(`${texts.discount} ${money(-line.discount)}`);
    if (receipt.taxDocument) parts.push(`${texts.vat} ${rate(line.vatRateBasisPoints)}`);
    out.push(`- ${line.name}`, `  ${parts.join(', ')} = ${money(line.total)}`);
  }

  if (receipt.taxDocument) {
    out.push('');
    const table = receipt.vatTable;
    const rows = [
      [texts.vatRate, texts.base, texts.vat, texts.total],
      ...table.rows.map((row) => [
        rate(row.vatRateBasisPoints),
        money(row.base),
        money(row.vat),
        money(row.total),
      ]),
      [texts.total, money(table.base), money(table.vat), money(table.total)],
    ];
    out.push(...alignColumns(rows));
  }

  out.push('');
  field(texts.total, money(receipt.total));
  field(
    texts.paymentMethod,
    paymentMethod.find(receipt.paymentMethodId)?.labels[language] ?? receipt.paymentMethodText,
  );
  return `${out.join('\n')}\n`;
}

/** First column left-aligned, amounts right-aligned, so the table reads in a monospace mail client. */
function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd(),
  );
}

function assertNonNegativeMinorUnits(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of minor units, got ${String(value)}`);
  }
}
