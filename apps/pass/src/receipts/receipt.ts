// Builds the structured content of a tax receipt (simplified or full) from plain order data, and its plain-text rendering.
import { getCurrency, paymentMethod } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { taxDocumentKind } from './document-kind';
import { formatDate, formatDateTime, formatMoney, formatVatRate, localDay } from './format';
import type { Receipt, ReceiptLine, ReceiptLinePart, ReceiptVatTable } from './receipt-schema';
import { receiptTexts } from './receipt-texts';
import type { ReceiptTexts } from './receipt-texts';
import { buildVatTable } from './vat-table';
import { splitLineTotal } from './vat-parts';

export {
  receiptLineSchema,
  receiptSchema,
  receiptVatRowSchema,
  receiptVatTableSchema,
} from './receipt-schema';
export type {
  Receipt,
  ReceiptDocumentKind,
  ReceiptLine,
  ReceiptVatRow,
  ReceiptVatTable,
} from './receipt-schema';

export interface ReceiptSeller {
  name: string;
  /** The seller's country: its law decides between a simplified and a full document (document-kind.ts). */
  countryId: number;
  /** Null when the seller is not a VAT payer: the receipt then carries no VAT (see buildReceipt). */
  vatId: string | null;
  companyId: string | null;
  /** Slovak DIČ beside the IČ DPH; null or left out where the VAT id is the tax id. */
  taxId?: string | null;
  address: string | null;
}

export interface ReceiptBuyer {
  name: string;
  companyName?: string | null;
  /** IČO: with it (or a VAT id) the buyer gets a full tax document. */
  companyId?: string | null;
  vatId?: string | null;
  taxId?: string | null;
  address?: string | null;
}

/** A part of a line bundling items of different VAT rates, per unit, VAT included, before the line discount. */
export interface ReceiptLinePartInput {
  name: string;
  vatRateBasisPoints: number;
  unitPrice: number;
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
  /** A bundle's price per item (their unit prices add up to unitPrice); the line's total is split likewise. */
  parts?: readonly ReceiptLinePartInput[] | null;
}

export interface ReceiptInput {
  receiptNumber: string;
  issuedAt: Date;
  /** When the payment was received: the date of taxable supply of tickets paid in advance. issuedAt by default. */
  taxableSupplyAt?: Date;
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
 * The receipt's content. Line totals are quantity × unitPrice − discount; the VAT table groups them by rate,
 * a bundled line's parts each at their own rate. A seller without a VAT id may not issue a tax document nor
 * charge VAT, so then every line is put at 0 % and the receipt is titled as a plain sales receipt (taxDocument
 * false). Otherwise documentKind (document-kind.ts) says whether it is a simplified or a full tax document.
 * Throws RangeError for invalid amounts, quantities, rates, parts that do not add up to the unit price or an
 * empty receipt number, and the @repo/enums lookup error for an unknown currency or payment method.
 */
export function buildReceipt(input: ReceiptInput): Receipt {
  const { language, currencyId } = input;
  if (input.receiptNumber.trim() === '') throw new RangeError('receiptNumber must not be empty');
  if (Number.isNaN(input.issuedAt.getTime())) throw new RangeError('issuedAt must be a valid date');
  const suppliedAt = input.taxableSupplyAt ?? input.issuedAt;
  if (Number.isNaN(suppliedAt.getTime())) throw new RangeError('taxableSupplyAt must be a valid date');
  const currencyCode = getCurrency(currencyId).isoChar;
  const paymentMethodText = paymentMethod.label(input.paymentMethodId, language);
  const sellerVatPayer = input.seller.vatId !== null && input.seller.vatId.trim() !== '';
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
    const vatRateBasisPoints = sellerVatPayer ? line.vatRateBasisPoints : 0;
    const total = gross - discount;
    const parts = sellerVatPayer ? lineParts(line, total, where) : [];
    const rates = [...new Set(parts.map((part) => part.vatRateBasisPoints))];
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
      vatRateText:
        rates.length > 1
          ? rates.map((rate) => formatVatRate(rate, language)).join(' + ')
          : formatVatRate(vatRateBasisPoints, language),
      parts: parts.map((part): ReceiptLinePart => ({
        ...part,
        vatRateText: formatVatRate(part.vatRateBasisPoints, language),
        totalText: money(part.total),
      })),
    };
  });

  // buildVatTable validates the rates (integers 0-10000).
  const table = buildVatTable(
    lines.flatMap((line) =>
      line.parts.length > 0
        ? line.parts.map((part) => ({ grossTotal: part.total, vatRateBasisPoints: part.vatRateBasisPoints }))
        : [{ grossTotal: line.total, vatRateBasisPoints: line.vatRateBasisPoints }],
    ),
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

  const documentKind = taxDocumentKind({
    sellerVatId: input.seller.vatId,
    sellerCountryId: input.seller.countryId,
    currencyId,
    total: table.total,
    buyerCompanyId: input.buyer?.companyId,
    buyerVatId: input.buyer?.vatId,
  });
  const taxDocument = documentKind !== 'plain';
  const texts = receiptTexts[language];
  const text = (value: string | null | undefined) =>
    value === null || value === undefined || value.trim() === '' ? null : value.trim();
  return {
    receiptNumber: input.receiptNumber,
    taxDocument,
    documentKind,
    title: documentTitle(texts, documentKind),
    issuedAt: input.issuedAt.toISOString(),
    issuedAtText: formatDateTime(input.issuedAt, input.timeZone, language),
    taxableSupplyDate: localDay(suppliedAt, input.timeZone),
    taxableSupplyDateText: formatDate(suppliedAt, input.timeZone, language),
    timeZone: input.timeZone,
    language,
    currencyId,
    currencyCode,
    seller: {
      name: input.seller.name,
      companyId: text(input.seller.companyId),
      vatId: taxDocument ? text(input.seller.vatId) : null,
      taxId: text(input.seller.taxId),
      address: text(input.seller.address),
    },
    buyer: input.buyer
      ? {
          name: input.buyer.name,
          companyName: text(input.buyer.companyName),
          companyId: text(input.buyer.companyId),
          vatId: text(input.buyer.vatId),
          taxId: text(input.buyer.taxId),
          address: text(input.buyer.address),
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

  out.push(documentTitle(texts, receipt.documentKind));
  field(texts.receiptNumber, receipt.receiptNumber);
  field(
    receipt.documentKind === 'full' ? texts.issueDate : texts.date,
    formatDateTime(new Date(receipt.issuedAt), receipt.timeZone, language),
  );
  if (receipt.taxDocument) {
    field(
      texts.taxableSupplyDate,
      formatDate(new Date(`${receipt.taxableSupplyDate}T12:00:00Z`), 'UTC', language),
    );
  }
  out.push('');

  const party = (who: Receipt['seller']) => {
    field(texts.address, who.address);
    field(texts.companyId, who.companyId);
    field(texts.taxId, who.taxId);
    field(who.taxId ? texts.vatIdBesideTaxId : texts.vatId, who.vatId);
  };
  field(texts.seller, receipt.seller.name);
  party(receipt.seller);
  if (!receipt.taxDocument) out.push(texts.notVatPayer);

  if (receipt.buyer) {
    out.push('');
    field(texts.buyer, receipt.buyer.companyName ?? receipt.buyer.name);
    if (receipt.buyer.companyName !== null) out.push(receipt.buyer.name);
    party(receipt.buyer);
  }

  out.push('', `${texts.items}:`);
  for (const line of receipt.lines) {
    const parts = [`${String(line.quantity)} × ${money(line.unitPrice)}`];
    if (line.discount > 0) parts.push(`${texts.discount} ${money(-line.discount)}`);
    if (receipt.taxDocument && line.parts.length === 0)
      parts.push(`${texts.vat} ${rate(line.vatRateBasisPoints)}`);
    out.push(`- ${line.name}`, `  ${parts.join(', ')} = ${money(line.total)}`);
    for (const part of line.parts) {
      out.push(
        `  ${texts.ofWhich} ${part.name}, ${texts.vat} ${rate(part.vatRateBasisPoints)} = ${money(part.total)}`,
      );
    }
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

function documentTitle(texts: ReceiptTexts, kind: Receipt['documentKind']): string {
  return { plain: texts.plainTitle, simplified: texts.taxTitle, full: texts.fullTitle }[kind];
}

/** A bundled line's total split between its parts, which must add up to the line's unit price. */
function lineParts(
  line: ReceiptLineInput,
  total: number,
  where: string,
): Omit<ReceiptLinePart, 'vatRateText' | 'totalText'>[] {
  const parts = line.parts ?? [];
  if (parts.length === 0) return [];
  parts.forEach((part, index) =>
    assertNonNegativeMinorUnits(part.unitPrice, `${where}.parts[${String(index)}].unitPrice`),
  );
  const sum = parts.reduce((acc, part) => acc + part.unitPrice, 0);
  if (sum !== line.unitPrice) {
    throw new RangeError(
      `${where}.parts add up to ${String(sum)}, not to the unit price ${String(line.unitPrice)}`,
    );
  }
  const totals = splitLineTotal(
    total,
    parts.map((part) => part.unitPrice),
  );
  return parts.map((part, index) => ({
    name: part.name,
    vatRateBasisPoints: part.vatRateBasisPoints,
    total: totals[index] ?? 0,
  }));
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
