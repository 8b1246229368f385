import { productBody } from '@repo/contract/hub-products';
import type { HubProduct } from '@repo/contract/hub-products';
import { describe, expect, it } from 'vitest';
import { emptyProductForm, productBodyFrom, productFormField, productFormFrom } from './product-form';

const zone = 'Europe/Prague';

describe('extra-product form', () => {
  it('makes a valid body: unlimited stock when empty, no category unless goods, no values without a group', () => {
    const values = { ...emptyProductForm(), kind: 'parking' as const, price: '250', productCategoryId: '3' };
    values.name.cs = 'Parkování';
    values.variantValues = { v1: 'x' };
    expect(productBody.parse(productBodyFrom(values, zone))).toMatchObject({
      kind: 'parking',
      productCategoryId: 0,
      price: 25000,
      stock: null,
      groupId: null,
      variantValueIds: [],
    });
  });

  it('starts an edit from the stored product with its variant values by variant', () => {
    const stored: HubProduct = {
      productId: '70000000-0000-4000-8000-000000000001',
      groupId: '71000000-0000-4000-8000-000000000001',
      variantValueIds: ['73000000-0000-4000-8000-000000000002'],
      name: { cs: 'Tričko' },
      namePub: 'Tričko',
      kind: 'product',
      productCategoryId: 7,
      price: 45000,
      currencyId: 1,
      vatRateBasisPoints: null,
      effectiveVatRateBasisPoints: 2100,
      stock: 40,
      sold: 3,
      held: 0,
      available: 37,
      maxPerOrder: 5,
      saleStartsAt: null,
      saleEndsAt: null,
      displayOrder: 0,
      visible: true,
    };
    const values = productFormFrom(stored, zone, () => 'size');
    expect(values).toMatchObject({ price: '450', stock: '40', productCategoryId: '7' });
    expect(values.variantValues).toEqual({ size: '73000000-0000-4000-8000-000000000002' });
    expect(productBodyFrom(values, zone).variantValueIds).toEqual(['73000000-0000-4000-8000-000000000002']);
    expect(productFormField('variantValueIds.0')).toBe('variantValueIds');
  });
});
