// The organiser's extra products over the API: stock that holds never exceed and an edit never lowers below
// what is sold, a product group with variants, VAT by kind and category, roles and an audit row per write.
import { hubProductEndpoints } from '@repo/contract/hub-products';
import type { ProductBody } from '@repo/contract/hub-products';
import { reservationEndpoints } from '@repo/contract/reservations';
import { productCategory } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productItems } from '../db/schema';
import { demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const eventId = demoEvents.festival.id;
const api = hubProductEndpoints;

const productBody = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: { cs: 'Parkování', en: 'Parking' },
  groupId: null,
  variantValueIds: [],
  kind: 'parking',
  productCategoryId: 0,
  price: 25000,
  vatRateBasisPoints: null,
  stock: 2,
  maxPerOrder: 2,
  saleStartsAt: null,
  saleEndsAt: null,
  visible: true,
  ...overrides,
});

describe.each(testDatabaseKinds)('organizer extra products on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const { writes, write } = recordingWrites();

  const hold = (ticketProductId: string, quantity: number) =>
    callEndpoint(t, reservationEndpoints.reservationCreate, {
      body: { eventId, extraProducts: [{ ticketProductId, quantity }] },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates a product with stock that holds cannot exceed, and keeps the stock above what is held', async () => {
    const created = await write(
      t,
      api.hubProductCreate,
      { params: { eventId }, body: productBody() },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { product } = api.hubProductCreate.response.parse(created.json());
    expect(product).toMatchObject({
      kind: 'parking',
      stock: 2,
      available: 2,
      effectiveVatRateBasisPoints: 2100,
    });

    expect((await hold(product.productId, 2)).statusCode).toBe(200);
    const over = await hold(product.productId, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorText: 'ERROR_SOLD_OUT', productId: product.productId });

    const lower = await write(
      t,
      api.hubProductUpdate,
      { params: { eventId, productId: product.productId }, body: productBody({ stock: 1 }) },
      ownerToken,
    );
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ errorText: 'ERROR_BELOW_SOLD', field: 'stock', taken: 2 });
    const raise = await write(
      t,
      api.hubProductUpdate,
      { params: { eventId, productId: product.productId }, body: productBody({ stock: 5, price: 30000 }) },
      ownerToken,
    );
    expect(raise.statusCode, raise.body).toBe(200);
    expect(api.hubProductUpdate.response.parse(raise.json()).product).toMatchObject({
      price: 30000,
      stock: 5,
      held: 2,
      available: 3,
    });
  });

  it('groups variants: a T-shirt in sizes, each size its own product with the value it is', async () => {
    const group = await write(
      t,
      api.hubProductGroupCreate,
      {
        params: { eventId },
        body: {
          name: { cs: 'Tričko', en: 'T-shirt' },
          variants: [{ name: { cs: 'Velikost' }, values: [{ cs: 'S' }, { cs: 'M' }, { cs: 'L' }] }],
        },
      },
      ownerToken,
    );
    expect(group.statusCode, group.body).toBe(200);
    const created = api.hubProductGroupCreate.response.parse(group.json()).group;
    const [size] = created.variants;
    expect(size?.values.map((value) => value.valuePub)).toEqual(['S', 'M', 'L']);
    const medium = size?.values[1]?.variantValueId ?? '';
    const shirt = await write(
      t,
      api.hubProductCreate,
      {
        params: { eventId },
        body: productBody({
          name: { cs: 'Tričko M' },
          kind: 'product',
          productCategoryId: productCategory.ids.additionalAssortment,
          groupId: created.groupId,
          variantValueIds: [medium],
          stock: null,
        }),
      },
      ownerToken,
    );
    expect(shirt.statusCode, shirt.body).toBe(200);
    expect(api.hubProductCreate.response.parse(shirt.json()).product).toMatchObject({
      groupId: created.groupId,
      variantValueIds: [medium],
      available: null,
      effectiveVatRateBasisPoints: 2100,
    });

    const list = api.hubProducts.response.parse(
      (await callEndpoint(t, api.hubProducts, { params: { eventId } }, ownerToken)).json(),
    );
    expect(list.groups.find((entry) => entry.groupId === created.groupId)?.namePub).toBe('Tričko');
    expect(list.products.some((product) => product.variantValueIds.includes(medium))).toBe(true);

    // Two values of one variant, or a value of another group, do not fit.
    const twoSizes = await write(
      t,
      api.hubProductCreate,
      {
        params: { eventId },
        body: productBody({
          groupId: created.groupId,
          variantValueIds: [medium, size?.values[0]?.variantValueId ?? ''],
        }),
      },
      ownerToken,
    );
    expect(twoSizes.statusCode).toBe(404);
    expect(twoSizes.json()).toMatchObject({
      errorText: 'ERROR_VARIANT_VALUE_NOT_FOUND',
      field: 'variantValueIds',
    });
    const orphan = await write(
      t,
      api.hubProductCreate,
      { params: { eventId }, body: productBody({ variantValueIds: [medium] }) },
      ownerToken,
    );
    expect(orphan.statusCode).toBe(400);
    expect(orphan.body).toContain('variantValueIds');
  });

  it("keeps a seeded chip's item and credit limits when only its price changes", async () => {
    const list = api.hubProducts.response.parse(
      (await callEndpoint(t, api.hubProducts, { params: { eventId } }, ownerToken)).json(),
    );
    const chip = list.products.find((product) => product.kind === 'nfcChip');
    const workshop = list.products.find((product) => product.kind === 'workshop');
    expect(workshop).toBeDefined();
    if (!chip) throw new Error('the festival sells a chip');
    const [before] = await t.database.db
      .select()
      .from(productItems)
      .where(eq(productItems.ticketProductId, chip.productId));
    const edited = await write(
      t,
      api.hubProductUpdate,
      {
        params: { eventId, productId: chip.productId },
        body: productBody({ name: chip.name, kind: 'nfcChip', stock: chip.stock, price: chip.price + 100 }),
      },
      ownerToken,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(productItems)
      .where(eq(productItems.ticketProductId, chip.productId));
    expect(after).toEqual(before);
  });

  it('lets owners and managers edit products, not box office or accountants, nor another organizer', async () => {
    const manager = await org.member(ownerToken, organizerId, 'manager');
    const created = await write(
      t,
      api.hubProductCreate,
      { params: { eventId }, body: productBody() },
      manager.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of ['boxOffice', 'accountant'] as const) {
      const member = await org.member(ownerToken, organizerId, role);
      const refused = await callEndpoint(
        t,
        api.hubProductCreate,
        { params: { eventId }, body: productBody() },
        member.token,
      );
      expect(refused.statusCode, role).toBe(403);
    }
    const foreign = await callEndpoint(
      t,
      api.hubProducts,
      { params: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps an audit row for every product write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    const productActions = entries.map((entry) => entry.action);
    expect(productActions.sort()).toEqual([...writes].sort());
    expect(entries.find((entry) => entry.action === 'hubProductGroupCreate')).toMatchObject({
      resourceType: 'productGroup',
    });
  });
});
