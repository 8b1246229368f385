// Default VAT rates per country, item type and product category: the one table the seed writes and order pricing reads.
import { country, itemType, productCategory } from '@repo/enums';

type ItemTypeKey = Exclude<keyof typeof itemType.ids, 'unknown'>;
type CategoryKey = Exclude<keyof typeof productCategory.ids, 'unknown'>;

/** productCategory id 0: the rate of an item type whatever (or without) its category. */
export const ANY_PRODUCT_CATEGORY = productCategory.ids.unknown;

export interface CountryVatDefaults {
  countryId: number;
  /** Basis points per item type (1200 = 12 %); a product without a category takes `product`. */
  itemTypes: Record<ItemTypeKey, number>;
  /** Basis points per category of goods sold as `product` items (food and drinks at the stands). */
  productCategories: Record<CategoryKey, number>;
}

/**
 * Czech Republic (zákon 235/2004 Sb. as amended from 1 January 2024): standard 21 %, one reduced 12 %.
 * 12 %: admissions to cultural and sports events, accommodation (the camping zone), food, and drinks served
 * as a catering service except alcoholic ones. 21 %: alcohol (draught beer too since 2024), goods such as
 * merchandise, parking and courses (workshops).
 *
 * Slovakia (zákon 222/2004 Z. z. as amended from 1 January 2025 by 278/2024 Z. z.): standard 23 %, reduced
 * 19 % and 5 %. Admissions to cultural events (concerts, festivals, theatre: what is sold here) are not in
 * the reduced lists, so 23 %; the 5 % rate covers admissions to sports events, basic foods and restaurant
 * service with seating, and 19 % food for direct consumption and non-alcoholic drinks served at bars and
 * stands. Event stands sell food and soft drinks to take away, hence 19 %; alcohol 23 %.
 *
 * NFC chips (the deposit and any credit) are 0 % in both: credit is a multi-purpose voucher whose VAT falls due
 * when it is spent at the stands, and a refundable deposit is no supply.
 */
export const vatDefaults: readonly CountryVatDefaults[] = [
  {
    countryId: country.ids.czechRepublic,
    itemTypes: {
      eventEntry: 1200,
      repeatedEventEntry: 1200,
      attractionEntry: 1200,
      zone: 1200,
      parking: 2100,
      workshop: 2100,
      product: 2100,
      nfcChip: 0,
      vipNfcChip: 0,
    },
    productCategories: {
      nonAlcoholic: 1200,
      beer: 2100,
      wine: 2100,
      otherAlcohol: 2100,
      savoury: 1200,
      sweet: 1200,
      additionalAssortment: 2100,
    },
  },
  {
    countryId: country.ids.slovakia,
    itemTypes: {
      eventEntry: 2300,
      repeatedEventEntry: 2300,
      attractionEntry: 2300,
      zone: 2300,
      parking: 2300,
      workshop: 2300,
      product: 2300,
      nfcChip: 0,
      vipNfcChip: 0,
    },
    productCategories: {
      nonAlcoholic: 1900,
      beer: 2300,
      wine: 2300,
      otherAlcohol: 2300,
      savoury: 1900,
      sweet: 1900,
      additionalAssortment: 2300,
    },
  },
];

export interface VatRateRow {
  countryId: number;
  itemTypeId: number;
  /** ANY_PRODUCT_CATEGORY (0) for the item type's own rate. */
  productCategoryId: number;
  rateBasisPoints: number;
}

/** The defaults as rows of the vat_rate table (what the seed upserts). */
export function vatDefaultRows(): VatRateRow[] {
  return vatDefaults.flatMap((defaults) => [
    ...Object.entries(defaults.itemTypes).map(([key, rateBasisPoints]) => ({
      countryId: defaults.countryId,
      itemTypeId: itemType.ids[key as ItemTypeKey],
      productCategoryId: ANY_PRODUCT_CATEGORY,
      rateBasisPoints,
    })),
    ...Object.entries(defaults.productCategories).map(([key, rateBasisPoints]) => ({
      countryId: defaults.countryId,
      itemTypeId: itemType.ids.product,
      productCategoryId: productCategory.ids[key as CategoryKey],
      rateBasisPoints,
    })),
  ]);
}

/** What a line is taxed as: its item type and, for goods, the product's category (0 when none). */
export interface VatKind {
  itemTypeId: number;
  productCategoryId: number;
}

/**
 * The rate of one kind from a country's rows: the category's own rate when there is one, else the item type's.
 * Undefined when the country has no rate for the item type, so the caller decides (never a silent 0 %).
 */
export function vatRateFor(rows: readonly VatRateRow[], kind: VatKind): number | undefined {
  const exact = rows.find(
    (row) => row.itemTypeId === kind.itemTypeId && row.productCategoryId === kind.productCategoryId,
  );
  if (exact) return exact.rateBasisPoints;
  return rows.find(
    (row) => row.itemTypeId === kind.itemTypeId && row.productCategoryId === ANY_PRODUCT_CATEGORY,
  )?.rateBasisPoints;
}
