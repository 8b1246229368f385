// The split of a bundled ticket between VAT rates and of a line total between its parts.
import { country, itemType, productCategory } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { vatDefaultRows } from './vat-defaults';
import { splitLineTotal, ticketVatParts } from './vat-parts';

const czechRates = vatDefaultRows().filter((row) => row.countryId === country.ids.czechRepublic);
const entry = { name: { cs: 'Vstup' }, itemTypeId: itemType.ids.eventEntry };
const item = (
  priceShare: number | null,
  itemTypeId: number = itemType.ids.product,
  productCategoryId = 0,
) => ({
  name: { cs: 'Položka' },
  itemTypeId,
  productCategoryId,
  priceShare,
});

describe('ticketVatParts', () => {
  it('gives shared items their own rate and the entry the rest; none without shares', () => {
    expect(ticketVatParts({ price: 35_000, entry, items: [item(null)], rates: czechRates })).toBeNull();
    const parts = ticketVatParts({
      price: 129_000,
      entry,
      items: [item(70_000, itemType.ids.product, productCategory.ids.savoury), item(10_000), item(null)],
      rates: czechRates,
    });
    expect(parts?.map((part) => [part.vatRateBasisPoints, part.unitPrice])).toEqual([
      [1200, 49_000],
      [1200, 70_000],
      [2100, 10_000],
    ]);
  });

  it('refuses shares above the price', () => {
    expect(() => ticketVatParts({ price: 100, entry, items: [item(101)], rates: czechRates })).toThrow(
      RangeError,
    );
  });
});

describe('splitLineTotal', () => {
  it('splits in proportion to the minor unit and adds up exactly', () => {
    expect(splitLineTotal(59_999, [25_000, 10_000])).toEqual([42_856, 17_143]);
    expect(splitLineTotal(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitLineTotal(0, [0, 0])).toEqual([0, 0]);
    const big = splitLineTotal(Number.MAX_SAFE_INTEGER, [3, 7]);
    expect(big.reduce((sum, part) => sum + part, 0)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
