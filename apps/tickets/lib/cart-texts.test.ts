// The cart's first render takes the server's price and sale-start texts, and formats what the server did not know.
import type { TicketProduct, TicketType } from '@repo/contract/entities';
import { describe, expect, it } from 'vitest';
import { cartFormatOf, cartTextsOf } from './cart-texts';
import type { CartData } from './event-page';
import { formatDateTime, formatMoney } from './format';

const onSale = { price: 89000, currencyId: 1, saleStartsAt: null } as TicketType;
const later = { price: 129000, currencyId: 1, saleStartsAt: '2027-03-01T23:30:00Z' } as TicketType;
const parking = { price: 25000, currencyId: 1 } as TicketProduct;

const data = {
  publicTicketTypes: { errorText: 'OK', ticketTypes: [onSale, later], ticketTypeGroups: [] },
  extraProducts: { errorText: 'OK', extraProducts: [parking] },
} as unknown as CartData;

describe('cartTextsOf', () => {
  it('formats every price and sale start of the page as lib/format does, in the event zone', () => {
    const texts = cartTextsOf(data, 'cs', 'Europe/Prague');
    expect(Object.values(texts.money).sort()).toEqual(
      [formatMoney(89000, 1, 'cs'), formatMoney(129000, 1, 'cs'), formatMoney(25000, 1, 'cs')].sort(),
    );
    expect(texts.dateTimes).toEqual({
      '2027-03-01T23:30:00Z': formatDateTime('2027-03-01T23:30:00Z', 'cs', 'Europe/Prague'),
    });
  });
});

describe('cartFormatOf', () => {
  it("takes the server's text for a known amount and moment", () => {
    const texts = cartTextsOf(data, 'de', 'Europe/Prague');
    const format = cartFormatOf(
      { money: { ...texts.money, '1:89000': 'from the server' }, dateTimes: texts.dateTimes },
      'de',
      'Europe/Prague',
    );
    expect(format.money(89000, 1)).toBe('from the server');
    expect(format.dateTime('2027-03-01T23:30:00Z')).toBe(texts.dateTimes['2027-03-01T23:30:00Z']);
  });

  it('formats an amount, currency or moment the page did not have', () => {
    const format = cartFormatOf(cartTextsOf(data, 'en', 'Europe/Prague'), 'en', 'Europe/Prague');
    expect(format.money(178000, 1)).toBe(formatMoney(178000, 1, 'en'));
    expect(format.money(89000, 2)).toBe(formatMoney(89000, 2, 'en'));
    expect(format.dateTime('2027-07-01T16:00:00Z')).toBe('Jul 1, 2027, 6:00 PM');
  });
});
