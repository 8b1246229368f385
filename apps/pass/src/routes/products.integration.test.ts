// The product group, variant and ticket-product value endpoints over HTTP on the demo world (the festival T-shirt).
import { productEndpoints } from '@repo/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvents, demoProductGroups, demoProducts, demoVariants } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const english = { 'x-language-id': '3' };
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('product endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('product group', () => {
    const url = (id: string) => `/pass/product-group/${id}`;

    it('returns the T-shirt group with its four sizes in display order', async () => {
      const response = await get(url(demoProductGroups.festivalTshirt), english);
      expect(response.statusCode).toBe(200);
      const body = productEndpoints.productGroupById.response.parse(response.json());
      expect(body.productGroup).toMatchObject({
        productGroupId: demoProductGroups.festivalTshirt,
        eventId: demoEvents.festival.id,
        namePub: 'Festival T-shirt',
      });
      expect(body.products.map((product) => [product.name, product.available])).toEqual([
        ['Festival T-shirt – S', 46],
        ['Festival T-shirt – M', 49],
        ['Festival T-shirt – L', 54],
        ['Festival T-shirt – XL', 41],
      ]);
      expect(body.products[1]?.ticketProductId).toBe(demoProducts.festivalTshirtM);
      expect(
        body.products.every((product) => product.productGroupId === demoProductGroups.festivalTshirt),
      ).toBe(true);
    });

    it('answers 404 for an unknown group and 400 for a malformed id', async () => {
      const missing = await get(url(unknownId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_PRODUCT_GROUP_NOT_FOUND' });
      expect((await get(url('tricko'))).statusCode).toBe(400);
    });
  });

  describe('variants', () => {
    const url = (id: string) => `/pass/product-group/${id}/variants`;

    it('lists the size variant of the T-shirt group', async () => {
      const czech = productEndpoints.productGroupVariants.response.parse(
        (await get(url(demoProductGroups.festivalTshirt))).json(),
      );
      expect(czech.variants).toEqual([
        {
          variantId: demoVariants.festivalTshirtSize,
          productGroupId: demoProductGroups.festivalTshirt,
          namePub: 'Velikost',
          displayOrder: 0,
        },
      ]);
      const inEnglish = productEndpoints.productGroupVariants.response.parse(
        (await get(url(demoProductGroups.festivalTshirt), english)).json(),
      );
      expect(inEnglish.variants[0]?.namePub).toBe('Size');
    });

    it('answers 404 for an unknown group and 400 for a malformed id', async () => {
      expect((await get(url(unknownId))).json()).toMatchObject({
        errorText: 'ERROR_PRODUCT_GROUP_NOT_FOUND',
      });
      expect((await get(url('x'))).statusCode).toBe(400);
    });
  });

  describe('variant values', () => {
    const url = (id: string) => `/pass/variant/${id}/values`;

    it('lists the four sizes in order', async () => {
      const response = await get(url(demoVariants.festivalTshirtSize));
      expect(response.statusCode).toBe(200);
      const { values } = productEndpoints.variantValues.response.parse(response.json());
      expect(values.map((value) => value.valuePub)).toEqual(['S', 'M', 'L', 'XL']);
      expect(values.every((value) => value.variantId === demoVariants.festivalTshirtSize)).toBe(true);
    });

    it('answers 404 for an unknown variant and 400 for a malformed id', async () => {
      const missing = await get(url(unknownId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_VARIANT_NOT_FOUND' });
      expect((await get(url('size'))).statusCode).toBe(400);
    });
  });

  describe('ticket-product values', () => {
    const url = (id: string) => `/pass/ticket-product/${id}/values`;

    it('says the M T-shirt is size M', async () => {
      const response = await get(url(demoProducts.festivalTshirtM), english);
      expect(response.statusCode).toBe(200);
      const { values } = productEndpoints.ticketProductValues.response.parse(response.json());
      expect(values).toHaveLength(1);
      expect(values[0]).toMatchObject({
        variantId: demoVariants.festivalTshirtSize,
        valuePub: 'M',
        displayOrder: 1,
      });
    });

    it('gives no values for a product without variants', async () => {
      const { values } = productEndpoints.ticketProductValues.response.parse(
        (await get(url(demoProducts.festivalParking))).json(),
      );
      expect(values).toEqual([]);
    });

    it('answers 404 for an unknown product and 400 for a malformed id', async () => {
      const missing = await get(url(unknownId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_TICKET_PRODUCT_NOT_FOUND' });
      expect((await get(url('tshirt-m'))).statusCode).toBe(400);
    });
  });
});
