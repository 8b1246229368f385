import { describe, expect, it } from 'vitest';
import { availableUnits, eventSaleState, itemSaleState } from './sale-state';

const now = new Date('2027-03-01T12:00:00Z');
const past = new Date('2027-02-01T00:00:00Z');
const future = new Date('2027-04-01T00:00:00Z');
const openEvent = { published: true, endsAt: future, saleStartsAt: null, saleEndsAt: null };
const item = { saleStartsAt: null, saleEndsAt: null, available: 5, visible: true };

describe('availableUnits', () => {
  it('is null for unlimited capacity and never negative', () => {
    expect(availableUnits(null, 10)).toBeNull();
    expect(availableUnits(10, 3)).toBe(7);
    expect(availableUnits(10, 12)).toBe(0);
  });
});

describe('itemSaleState', () => {
  it('follows the item window and availability', () => {
    expect(itemSaleState(item, null, now)).toBe('on_sale');
    expect(itemSaleState({ ...item, saleStartsAt: future }, null, now)).toBe('not_yet_on_sale');
    expect(itemSaleState({ ...item, saleEndsAt: past }, null, now)).toBe('sale_ended');
    expect(itemSaleState({ ...item, available: 0 }, null, now)).toBe('sold_out');
    expect(itemSaleState({ ...item, available: null }, null, now)).toBe('on_sale');
    expect(itemSaleState({ ...item, visible: false }, null, now)).toBe('unavailable');
  });

  it('treats the end of the window as closed (exclusive end)', () => {
    expect(itemSaleState({ ...item, saleEndsAt: now }, null, now)).toBe('sale_ended');
    expect(itemSaleState({ ...item, saleStartsAt: now }, null, now)).toBe('on_sale');
  });

  it('takes the closed event gate over its own state', () => {
    expect(itemSaleState(item, 'unavailable', now)).toBe('unavailable');
  });
});

describe('eventSaleState', () => {
  it('is unavailable when unpublished, whatever the items', () => {
    expect(eventSaleState({ ...openEvent, published: false }, [item], now)).toBe('unavailable');
  });

  it('follows the event window and end', () => {
    expect(eventSaleState({ ...openEvent, saleStartsAt: future }, [item], now)).toBe('not_yet_on_sale');
    expect(eventSaleState({ ...openEvent, saleEndsAt: past }, [item], now)).toBe('sale_ended');
    expect(eventSaleState({ ...openEvent, endsAt: past }, [item], now)).toBe('sale_ended');
  });

  it('is on sale when any item is, else not yet, else sold out, else ended', () => {
    const soldOut = { ...item, available: 0 };
    const later = { ...item, saleStartsAt: future };
    const ended = { ...item, saleEndsAt: past };
    expect(eventSaleState(openEvent, [soldOut, item], now)).toBe('on_sale');
    expect(eventSaleState(openEvent, [soldOut, later], now)).toBe('not_yet_on_sale');
    expect(eventSaleState(openEvent, [soldOut, ended], now)).toBe('sold_out');
    expect(eventSaleState(openEvent, [ended], now)).toBe('sale_ended');
    expect(eventSaleState(openEvent, [], now)).toBe('unavailable');
  });
});
