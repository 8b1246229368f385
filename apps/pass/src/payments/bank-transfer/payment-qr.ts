// The bank-transfer payment QR of an order: QR Platba (SPAYD) for CZK, PAY by square for EUR, as PNG or SVG.
import { currency, getCurrency } from '@repo/enums';
import QRCode from 'qrcode';
import type { QRCodeRenderersOptions } from 'qrcode';
import { BankTransferFieldError } from './field-error';
import { buildPayBySquare } from './pay-by-square';
import { buildSpayd } from './spayd';

export interface PaymentQrInput {
  /** The organizer's IBAN. */
  iban: string;
  bic?: string;
  /** The order's total (or what is left to pay) in integer minor units. */
  amountMinor: number;
  /** currency enumeration id of @repo/enums: CZK and EUR are supported. */
  currencyId: number;
  /** The order number as a variable symbol (see variable-symbol.ts). */
  variableSymbol: string;
  message?: string;
  /** The organizer's name: optional for CZK, required for EUR (PAY by square 1.2.0). */
  recipientName?: string;
  dueDate?: Date;
}

export type PaymentQrKind = 'spayd' | 'payBySquare';

export interface PaymentQrPayload {
  /** Which standard the payload follows, e.g. to caption the image "QR Platba" or "PAY by square". */
  kind: PaymentQrKind;
  /** The text to put into the QR code. */
  payload: string;
}

function unsupportedCurrency(currencyId: number): BankTransferFieldError {
  let name = `id ${String(currencyId)}`;
  try {
    name = getCurrency(currencyId).isoChar;
  } catch {
    // An unknown id keeps the numeric name; the message below says what is supported either way.
  }
  return new BankTransferFieldError(
    'currencyId',
    `bank-transfer QR supports CZK (QR Platba) and EUR (PAY by square), not ${name}`,
  );
}

/** The QR payload for an order: SPAYD for CZK, PAY by square for EUR; other currencies throw. */
export function paymentQrPayload(input: PaymentQrInput): PaymentQrPayload {
  const { currencyId, recipientName, ...rest } = input;
  if (currencyId === currency.ids.czk) {
    return {
      kind: 'spayd',
      payload: buildSpayd({
        ...rest,
        currencyIsoChar: 'CZK',
        ...(recipientName === undefined ? {} : { recipientName }),
      }),
    };
  }
  if (currencyId === currency.ids.eur) {
    if (recipientName === undefined) {
      throw new BankTransferFieldError('recipientName', 'is required for a PAY by square (EUR) QR code');
    }
    return {
      kind: 'payBySquare',
      payload: buildPayBySquare({ ...rest, currencyIsoChar: 'EUR', recipientName }),
    };
  }
  throw unsupportedCurrency(currencyId);
}

/**
 * How payment QR codes are drawn. Error correction M (15 %) is what the QR Platba standard prescribes and
 * what PAY by square uses; a margin of 4 modules is the quiet zone ISO/IEC 18004 requires for reliable
 * scanning; 320 px is sharp on a phone screen and in a PDF.
 */
export const PAYMENT_QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 4,
  width: 320,
} as const satisfies QRCodeRenderersOptions;

/** The QR image of a payload: a PNG buffer or an SVG document. */
export function renderPaymentQr(payload: string, format: 'png'): Promise<Buffer>;
export function renderPaymentQr(payload: string, format: 'svg'): Promise<string>;
export function renderPaymentQr(payload: string, format: 'png' | 'svg'): Promise<Buffer | string>;
export async function renderPaymentQr(payload: string, format: 'png' | 'svg'): Promise<Buffer | string> {
  if (format === 'png') {
    return QRCode.toBuffer(payload, { ...PAYMENT_QR_OPTIONS, type: 'png' });
  }
  return QRCode.toString(payload, { ...PAYMENT_QR_OPTIONS, type: 'svg' });
}
