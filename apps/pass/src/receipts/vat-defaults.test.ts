// The default VAT table: Czech and Slovak rates per item type and product category, and the lookup's fallback.
import { country, itemType, productCategory } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { ANY_PRODUCT_CATEGORY, vatDefaultRows, vatRateFor } from './vat-defaults';

const rows = vatDefaultRows();
const of = (countryId: number) => rows.filter((row) => row.countryId === countryId);
const goods = (countryId: number, category: keyof typeof productCategory.ids) =>
  vatRateFor(of(countryId), {
    itemTypeId: itemType.ids.product,
    productCategoryId: productCategory.ids[category],
  });

describe('vat defaults', () => {
  it('taxes Czech entries and food at 12 %, soft drinks at 12 %, alcohol and goods at 21 %', () => {
    const cz = country.ids.czechRepublic;
    expect(
      vatRateFor(of(cz), { itemTypeId: itemType.ids.eventEntry, productCategoryId: ANY_PRODUCT_CATEGORY }),
    ).toBe(1200);
    expect(goods(cz, 'savoury')).toBe(1200);
    expect(goods(cz, 'sweet')).toBe(1200);
    expect(goods(cz, 'nonAlcoholic')).toBe(1200);
    expect(goods(cz, 'beer')).toBe(2100);
    expect(goods(cz, 'wine')).toBe(2100);
    expect(goods(cz, 'otherAlcohol')).toBe(2100);
    expect(goods(cz, 'additionalAssortment')).toBe(2100);
  });

  it('taxes Slovak entries and alcohol at 23 %, food and soft drinks at 19 %', () => {
    const sk = country.ids.slovakia;
    expect(
      vatRateFor(of(sk), { itemTypeId: itemType.ids.eventEntry, productCategoryId: ANY_PRODUCT_CATEGORY }),
    ).toBe(2300);
    expect(goods(sk, 'savoury')).toBe(1900);
    expect(goods(sk, 'sweet')).toBe(1900);
    expect(goods(sk, 'nonAlcoholic')).toBe(1900);
    expect(goods(sk, 'beer')).toBe(2300);
    expect(goods(sk, 'otherAlcohol')).toBe(2300);
  });

  it('keeps chips at 0 % and falls back to the item type for goods without a category', () => {
    for (const countryId of [country.ids.czechRepublic, country.ids.slovakia]) {
      expect(
        vatRateFor(of(countryId), {
          itemTypeId: itemType.ids.nfcChip,
          productCategoryId: ANY_PRODUCT_CATEGORY,
        }),
      ).toBe(0);
      expect(
        vatRateFor(of(countryId), {
          itemTypeId: itemType.ids.parking,
          productCategoryId: productCategory.ids.beer,
        }),
      ).toBe(countryId === country.ids.slovakia ? 2300 : 2100);
    }
    expect(goods(country.ids.czechRepublic, 'unknown')).toBe(2100);
    expect(vatRateFor(of(country.ids.austria), { itemTypeId: 1, productCategoryId: 0 })).toBeUndefined();
  });

  it('has one row per country, item type and category', () => {
    const keys = rows.map((row) => `${row.countryId}:${row.itemTypeId}:${row.productCategoryId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.every((row) => Number.isInteger(row.rateBasisPoints) && row.rateBasisPoints <= 10_000)).toBe(
      true,
    );
  });
});
