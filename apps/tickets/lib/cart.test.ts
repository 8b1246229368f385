// Tests of the cart rules: grouping, quantity steps, lines with discounts, hold body and codes.
import type { TicketProduct, TicketType } from '@repo/contract/entities';
import { describe, expect, it } from 'vitest';
import {
  cartLines,
  cartTotal,
  emptySelection,
  groupTicketTypes,
  parseCodes,
  reservationBodyOf,
  stepProductQuantity,
  stepTicketQuantity,
  unitDiscountOf,
  withProductStep,
  withTicketStep,
} from './cart';

const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function ticketType(n: number, overrides: Partial<TicketType> = {}): TicketType {
  return {
    ticketTypeId: id(n),
    eventId: id(900),
    ticketTypeGroup: null,
    sectorId: null,
    namePub: `Type ${n}`,
    descriptionPub: null,
    price: 10000,
    currencyId: 1,
    minPerOrder: 1,
    maxPerOrder: 4,
    saleStartsAt: null,
    saleEndsAt: null,
    displayOrder: n,
    accessCodeOnly: false,
    available: null,
    saleState: 'on_sale',
    items: [],
    ...overrides,
  };
}

const product: TicketProduct = {
  ticketProductId: id(50),
  eventId: id(900),
  productGroupId: null,
  name: 'Parking',
  descriptionPub: null,
  imageUrl: null,
  price: 25000,
  currencyId: 1,
  maxPerOrder: 2,
  displayOrder: 1,
  available: 5,
  saleState: 'on_sale',
  items: [],
};

describe('groupTicketTypes', () => {
  it('puts ungrouped types first, then groups by their display order, members by theirs', () => {
    const weekend = { ticketTypeGroupId: id(100), namePub: 'Weekend', descriptionPub: null, displayOrder: 2 };
    const day = { ticketTypeGroupId: id(101), namePub: 'Day', descriptionPub: null, displayOrder: 1 };
    const sections = groupTicketTypes(
      [
        ticketType(3, { ticketTypeGroup: weekend }),
        ticketType(2, { ticketTypeGroup: day }),
        ticketType(1, { ticketTypeGroup: day }),
        ticketType(4),
      ],
      [weekend, day],
    );
    expect(sections.map((section) => section.group?.namePub ?? null)).toEqual([null, 'Day', 'Weekend']);
    expect(sections[1]?.ticketTypes.map((type) => type.namePub)).toEqual(['Type 1', 'Type 2']);
  });
});

describe('stepTicketQuantity', () => {
  it('jumps from 0 to the minimum and back, and stops at the maximum or what is left', () => {
    const pair = ticketType(1, { minPerOrder: 2, maxPerOrder: 3 });
    expect(stepTicketQuantity(pair, 0, 1)).toBe(2);
    expect(stepTicketQuantity(pair, 2, 1)).toBe(3);
    expect(stepTicketQuantity(pair, 3, 1)).toBe(3);
    expect(stepTicketQuantity(pair, 2, -1)).toBe(0);
    expect(stepTicketQuantity(ticketType(2, { available: 1 }), 1, 1)).toBe(1);
  });

  it('never adds a sold-out or not-yet-on-sale type', () => {
    expect(stepTicketQuantity(ticketType(1, { saleState: 'sold_out', available: 0 }), 0, 1)).toBe(0);
    expect(stepTicketQuantity(ticketType(1, { saleState: 'not_yet_on_sale' }), 0, 1)).toBe(0);
  });
});

describe('stepProductQuantity', () => {
  it('stays between 0 and the smaller of the maximum and what is left', () => {
    expect(stepProductQuantity(product, 1, 1)).toBe(2);
    expect(stepProductQuantity(product, 2, 1)).toBe(2);
    expect(stepProductQuantity(product, 0, -1)).toBe(0);
  });
});

describe('withTicketStep and withProductStep', () => {
  it('apply steps one after another to the selection as it then is, so two quick taps both count', () => {
    const pass = ticketType(1, { maxPerOrder: 4 });
    // Two taps queued before a re-render: both updaters see the result of the one before.
    const queued = [
      (s: typeof emptySelection) => withTicketStep(s, pass, 1),
      (s: typeof emptySelection) => withTicketStep(s, pass, 1),
    ];
    const afterTaps = queued.reduce((selection, update) => update(selection), emptySelection);
    expect(afterTaps.tickets[pass.ticketTypeId]).toBe(2);
    const withExtras = withProductStep(withProductStep(afterTaps, product, 1), product, 1);
    expect(withExtras.extras[product.ticketProductId]).toBe(2);
    expect(withExtras.tickets[pass.ticketTypeId]).toBe(2);
  });

  it('return the same selection when a step changes nothing, so the cart neither re-renders nor tracks it', () => {
    const soldOut = ticketType(1, { saleState: 'sold_out', available: 0 });
    expect(withTicketStep(emptySelection, soldOut, 1)).toBe(emptySelection);
    expect(withProductStep(emptySelection, product, -1)).toBe(emptySelection);
  });
});

describe('cartLines and discounts', () => {
  const types = [ticketType(1), ticketType(2, { price: 20000 })];
  const selection = { tickets: { [id(1)]: 2 }, seats: { [id(70)]: id(2) }, extras: { [id(50)]: 1 } };

  it('makes a line per ticket type (crowd and seats) and per product', () => {
    const lines = cartLines(selection, types, [product], null);
    expect(lines.map((line) => [line.name, line.quantity, line.total])).toEqual([
      ['Type 1', 2, 20000],
      ['Type 2', 1, 20000],
      ['Parking', 1, 25000],
    ]);
    expect(cartTotal(lines)).toBe(65000);
  });

  it('names the chosen seats on their ticket type line, in the order they were chosen', () => {
    const seated = { tickets: {}, seats: { [id(71)]: id(2), [id(72)]: id(2), [id(73)]: id(1) }, extras: {} };
    const labels = new Map([
      [id(71), 'Stalls, row B, seat 4'],
      [id(72), 'Stalls, row B, seat 5'],
      [id(73), 'Balcony, row A, seat 1'],
    ]);
    const lines = cartLines(seated, types, [product], null, labels);
    expect(lines.map((line) => [line.name, line.quantity, line.seats])).toEqual([
      ['Type 1', 1, ['Balcony, row A, seat 1']],
      ['Type 2', 2, ['Stalls, row B, seat 4', 'Stalls, row B, seat 5']],
    ]);
    expect(cartLines(selection, types, [product], null).every((line) => line.seats.length === 0)).toBe(true);
  });

  it('applies a percent or fixed code to the ticket types it covers, like the pass service', () => {
    const percent = {
      valid: true as const,
      code: 'JARO',
      kind: 'percent' as const,
      value: 1550,
      ticketTypeIds: [id(1)],
      remainingUses: null,
      validUntil: null,
    };
    expect(unitDiscountOf(ticketType(1, { price: 9999 }), percent)).toBe(1550);
    expect(unitDiscountOf(ticketType(2), percent)).toBe(0);
    const fixed = { ...percent, kind: 'fixed' as const, value: 50000, ticketTypeIds: null };
    expect(unitDiscountOf(ticketType(2), fixed)).toBe(10000);
    expect(cartTotal(cartLines(selection, types, [product], { ...fixed, value: 3000 }))).toBe(
      65000 - 3 * 3000,
    );
  });
});

describe('reservationBodyOf', () => {
  it('sends only chosen items, seats and the codes', () => {
    expect(
      reservationBodyOf(
        id(900),
        { tickets: { [id(1)]: 2, [id(2)]: 0 }, seats: { [id(70)]: id(3) }, extras: {} },
        ['A'],
      ),
    ).toEqual({
      eventId: id(900),
      tickets: [{ ticketTypeId: id(1), quantity: 2 }],
      seatIds: [id(70)],
      extraProducts: [],
      codes: ['A'],
      demo: false,
    });
  });

  it('marks a hold of the demo cart as demo', () => {
    const selection = { tickets: { [id(1)]: 1 }, seats: {}, extras: {} };
    expect(reservationBodyOf(id(900), selection, [], true).demo).toBe(true);
  });
});

describe('parseCodes', () => {
  it('splits, trims and de-duplicates ?codes=', () => {
    expect(parseCodes(' A, B,,A ')).toEqual(['A', 'B']);
    expect(parseCodes(['A', 'C'])).toEqual(['A', 'C']);
    expect(parseCodes(undefined)).toEqual([]);
  });
});
