import { describe, expect, it } from 'vitest';
import {
  currencyCode,
  mergeCartItems,
  toMajorUnits,
  transactionId,
  type CartTicketEntry,
} from './cart-items';

const vip = { ticketTypeId: 11, namePub: 'VIP', price: 250_000, ticketTypeGroup: { namePub: 'Friday' } };
const standard = { ticketTypeId: 12, namePub: 'Standard', price: 99_900 };
const parking = { ticketProductId: 'p-1', name: 'Parking', price: 15_000, count: 1 };
const tshirt = { ticketProductId: 'p-2', name: 'T-shirt', price: 49_900, count: 2 };

describe('mergeCartItems', () => {
  it('merges tickets by ticket type id with a quantity', () => {
    const tickets: CartTicketEntry[] = [{ ticketType: vip }, { ticketType: standard }, { ticketType: vip }];
    expect(mergeCartItems(tickets)).toEqual([
      { kind: 'ticket', id: '11', name: 'VIP', category: 'Friday', price: 2500, quantity: 2 },
      { kind: 'ticket', id: '12', name: 'Standard', category: undefined, price: 999, quantity: 1 },
    ]);
  });

  it('merges extra products by product id across tickets, adding their counts', () => {
    const tickets: CartTicketEntry[] = [
      { ticketType: vip, extraProducts: [parking, tshirt] },
      { ticketType: standard, extraProducts: [{ ...parking, count: 2 }] },
    ];
    const extras = mergeCartItems(tickets).filter((item) => item.kind === 'extra');
    expect(extras).toEqual([
      { kind: 'extra', id: 'p-1', name: 'Parking', price: 150, quantity: 3 },
      { kind: 'extra', id: 'p-2', name: 'T-shirt', price: 499, quantity: 2 },
    ]);
  });

  it('drops extras ordered zero times', () => {
    expect(mergeCartItems([{ ticketType: vip, extraProducts: [{ ...parking, count: 0 }] }])).toHaveLength(1);
  });

  it('gives nothing for an empty cart', () => {
    expect(mergeCartItems([])).toEqual([]);
  });
});

describe('values and ids', () => {
  it('divides minor units by 100', () => {
    expect(toMajorUnits(123_456)).toBe(1234.56);
    expect(toMajorUnits(0)).toBe(0);
  });

  it('takes the order id, else the event id', () => {
    expect(transactionId({ orderId: 'o-1', eventId: 'e-1' })).toBe('o-1');
    expect(transactionId({ orderId: null, eventId: 'e-1' })).toBe('e-1');
    expect(transactionId({ orderId: '', eventId: undefined })).toBeUndefined();
  });

  it('maps currency ids to ISO codes and unknown ones to undefined', () => {
    expect(currencyCode(1)).toBe('CZK');
    expect(currencyCode(2)).toBe('EUR');
    expect(currencyCode(999)).toBeUndefined();
  });
});
