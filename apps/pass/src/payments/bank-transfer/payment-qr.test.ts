import { currency } from '@repo/enums';
import { decode } from 'bysquare/pay';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { PAYMENT_QR_OPTIONS, paymentQrPayload, renderPaymentQr } from './payment-qr';
import type { PaymentQrInput } from './payment-qr';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const czkOrder: PaymentQrInput = {
  iban: 'CZ6508000000192000145399',
  amountMinor: 159000,
  currencyId: currency.ids.czk,
  variableSymbol: '1000042',
  message: 'Vstupenky 1000042',
  recipientName: 'Pořadatel s.r.o.',
};

const eurOrder: PaymentQrInput = {
  iban: 'SK9611000000002918599669',
  amountMinor: 4990,
  currencyId: currency.ids.eur,
  variableSymbol: '1000043',
  recipientName: 'Usporiadateľ s.r.o.',
};

describe('paymentQrPayload', () => {
  it('is QR Platba (SPAYD) for CZK', () => {
    expect(paymentQrPayload(czkOrder)).toEqual({
      kind: 'spayd',
      payload:
        'SPD*1.0*ACC:CZ6508000000192000145399*AM:1590.00*CC:CZK*MSG:Vstupenky 1000042*RN:Poradatel s.r.o.*X-VS:1000042',
    });
  });

  it('is PAY by square for EUR', () => {
    const qr = paymentQrPayload(eurOrder);
    expect(qr.kind).toBe('payBySquare');
    expect(decode(qr.payload).payments[0]).toMatchObject({
      amount: 49.9,
      currencyCode: 'EUR',
      variableSymbol: '1000043',
      beneficiary: { name: 'Usporiadatel s.r.o.' },
    });
  });

  it('needs the organizer name for EUR', () => {
    const { recipientName: _omitted, ...withoutName } = eurOrder;
    expect(() => paymentQrPayload(withoutName)).toThrow(/^recipientName: /);
  });

  it('refuses other currencies, saying which are supported', () => {
    expect(() => paymentQrPayload({ ...czkOrder, currencyId: currency.ids.gbp })).toThrow(
      'currencyId: bank-transfer QR supports CZK (QR Platba) and EUR (PAY by square), not GBP',
    );
    expect(() => paymentQrPayload({ ...czkOrder, currencyId: 999 })).toThrow(
      /supports CZK .* and EUR .*, not id 999/,
    );
  });
});

describe('renderPaymentQr', () => {
  const payload = paymentQrPayload(czkOrder).payload;

  it('renders a 320 px PNG', async () => {
    const png = await renderPaymentQr(payload, 'png');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR, the first chunk, holds width and height at bytes 16..23.
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 320]);
  });

  it('renders an SVG with error correction M and a four-module quiet zone', async () => {
    const svg = await renderPaymentQr(payload, 'svg');
    expect(svg).toContain('<svg');
    expect(svg).toContain('width="320"');
    const symbol = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const side = symbol.modules.size + 2 * PAYMENT_QR_OPTIONS.margin;
    expect(svg).toContain(`viewBox="0 0 ${String(side)} ${String(side)}"`);
    // Level H needs a larger symbol for the same text, so the size also tells which level was used.
    const highSide =
      QRCode.create(payload, { errorCorrectionLevel: 'H' }).modules.size + 2 * PAYMENT_QR_OPTIONS.margin;
    expect(highSide).not.toBe(side);
  });

  it('draws with the options the standards ask for', () => {
    expect(PAYMENT_QR_OPTIONS).toEqual({ errorCorrectionLevel: 'M', margin: 4, width: 320 });
  });
});
