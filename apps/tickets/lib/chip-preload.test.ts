import type { TicketProduct, TicketType } from '@repo/contract/entities';
import { itemType } from '@repo/enums/item-type';
import { describe, expect, it } from 'vitest';
import { emptySelection } from './cart';
import { chipsBody, preloadableChips, preloadTotal } from './chip-preload';

const chipItem = (productItemId: string, min: number | null, max: number | null) => ({
  productItemId,
  itemTypeId: itemType.ids.nfcChip,
  namePub: 'Čip',
  quantity: 1,
  chipCreditMin: min,
  chipCreditMax: max,
});
const entry = {
  productItemId: 'e',
  itemTypeId: itemType.ids.eventEntry,
  namePub: 'Vstup',
  quantity: 1,
  chipCreditMin: null,
  chipCreditMax: null,
};
const pass = {
  ticketTypeId: 't1',
  namePub: 'Permanentka',
  items: [entry, chipItem('c1', 20_000, 1_000_000)],
};
const day = { ticketTypeId: 't2', namePub: 'Pátek', items: [entry, chipItem('c1', 20_000, 1_000_000)] };
const noCredit = { ticketTypeId: 't3', namePub: 'Staff', items: [chipItem('c3', null, null)] };
const chipProduct = { ticketProductId: 'p1', name: 'VIP čip', items: [chipItem('c2', null, 500_000)] };
const types = [pass, day, noCredit] as unknown as TicketType[];
const products = [chipProduct] as unknown as TicketProduct[];

describe('chip preload', () => {
  it('offers each chip item of what is chosen once, with its own limits', () => {
    const chips = preloadableChips(
      { ...emptySelection, tickets: { t1: 2, t2: 1, t3: 1 }, extras: { p1: 1 } },
      types,
      products,
    );
    expect(chips).toEqual([
      { productItemId: 'c1', carrierName: 'Permanentka', min: 20_000, max: 1_000_000, count: 3 },
      { productItemId: 'c2', carrierName: 'VIP čip', min: 1, max: 500_000, count: 1 },
    ]);
    expect(preloadableChips({ ...emptySelection, tickets: { t1: 0 } }, types, products)).toEqual([]);
  });

  it('turns typed amounts into chips[] and names the ones outside the limits', () => {
    const chips = preloadableChips(
      { ...emptySelection, tickets: { t1: 1 }, extras: { p1: 1 } },
      types,
      products,
    );
    expect(chipsBody(chips, { c1: '500', c2: '' })).toEqual({
      chips: [{ productItemId: 'c1', amount: 50_000 }],
      invalid: [],
    });
    expect(chipsBody(chips, { c1: '1 250,50' }).chips).toEqual([{ productItemId: 'c1', amount: 125_050 }]);
    expect(chipsBody(chips, { c1: '100', c2: '6000' }).invalid).toEqual(['c1', 'c2']);
    expect(chipsBody(chips, { c1: 'hodně' }).invalid).toEqual(['c1']);
    // 500 Kč on the pass's chip and 100 Kč on the VIP chip: 600 Kč more to pay.
    expect(preloadTotal(chips, chipsBody(chips, { c1: '500', c2: '100' }).chips)).toBe(60_000);
  });
});
