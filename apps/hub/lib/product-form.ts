// The extra-product form's values (text as typed) and the contract body they make, both ways.
import type { HubProduct, ProductBody, ProductKind } from '@repo/contract/hub-products';
import { isoToLocalInput, localInputToIso } from './datetime-input';
import {
  formatMoneyInput,
  formatPercent,
  parseMoneyInput,
  parseOptionalCount,
  parsePercentInput,
} from './money-input';

export interface ProductFormValues {
  name: { cs: string; sk: string; en: string; de: string };
  groupId: string;
  /** The chosen value per variant id ('' = none). */
  variantValues: Record<string, string>;
  kind: ProductKind;
  productCategoryId: string;
  price: string;
  vatRate: string;
  stock: string;
  maxPerOrder: string;
  saleStartsAt: string;
  saleEndsAt: string;
  visible: boolean;
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: { cs: '', sk: '', en: '', de: '' },
    groupId: '',
    variantValues: {},
    kind: 'product',
    productCategoryId: '0',
    price: '',
    vatRate: '',
    stock: '',
    maxPerOrder: '10',
    saleStartsAt: '',
    saleEndsAt: '',
    visible: true,
  };
}

/** `variantOf` maps a value id to its variant id (from the product's group). */
export function productFormFrom(
  product: HubProduct,
  timeZone: string,
  variantOf: (valueId: string) => string | undefined,
): ProductFormValues {
  const variantValues: Record<string, string> = {};
  for (const valueId of product.variantValueIds) {
    const variantId = variantOf(valueId);
    if (variantId) variantValues[variantId] = valueId;
  }
  return {
    name: {
      cs: product.name.cs,
      sk: product.name.sk ?? '',
      en: product.name.en ?? '',
      de: product.name.de ?? '',
    },
    groupId: product.groupId ?? '',
    variantValues,
    kind: product.kind,
    productCategoryId: String(product.productCategoryId),
    price: formatMoneyInput(product.price),
    vatRate: product.vatRateBasisPoints === null ? '' : formatPercent(product.vatRateBasisPoints),
    stock: product.stock === null ? '' : String(product.stock),
    maxPerOrder: String(product.maxPerOrder),
    saleStartsAt: isoToLocalInput(product.saleStartsAt, timeZone),
    saleEndsAt: isoToLocalInput(product.saleEndsAt, timeZone),
    visible: product.visible,
  };
}

/** The body the values make, unchecked: the contract's productBody decides whether it is valid. */
export function productBodyFrom(values: ProductFormValues, timeZone: string): ProductBody {
  const grouped = values.groupId !== '';
  return {
    name: values.name,
    groupId: grouped ? values.groupId : null,
    variantValueIds: grouped ? Object.values(values.variantValues).filter((id) => id !== '') : [],
    kind: values.kind,
    productCategoryId: values.kind === 'product' ? Number(values.productCategoryId) : 0,
    price: parseMoneyInput(values.price),
    vatRateBasisPoints: parsePercentInput(values.vatRate),
    stock: parseOptionalCount(values.stock),
    maxPerOrder: parseOptionalCount(values.maxPerOrder) ?? Number.NaN,
    saleStartsAt: localInputToIso(values.saleStartsAt, timeZone),
    saleEndsAt: localInputToIso(values.saleEndsAt, timeZone),
    visible: values.visible,
  };
}

/** The form field an issue path or a pass error's `field` belongs to. */
export function productFormField(path: string): string {
  if (path.startsWith('variantValueIds')) return 'variantValueIds';
  if (path === 'vatRateBasisPoints') return 'vatRate';
  return path;
}
