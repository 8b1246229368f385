// Tests of the offline till's rules: the per-chip offline limit over the queue, the prices a sale is signed with,
// and a signature the pass's node:crypto HMAC agrees with (and that changes when the sale, or a price, does).
import { offlineSaleSigningText } from '@repo/contract/bar';
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offlineRoom, offlineSpent, signSale, withShownPrices } from './offline-sale';
import type { QueuedSale } from './offline-sale';

const eventId = '20000000-0000-4000-8000-000000000001';
const barId = '30000000-0000-4000-8000-000000000001';
const productId = '40000000-0000-4000-8000-000000000001';

function queued(chipUid: string | undefined, total: number): QueuedSale {
  return {
    eventId,
    total,
    sale: {
      saleId: crypto.randomUUID(),
      barId,
      paymentMethod: chipUid ? 'chip' : 'cash',
      chipUid,
      items: [{ productId, variantId: 'v1', quantity: 1 }],
      soldAt: '2027-07-09T18:00:00.000Z',
      signature: 'x'.repeat(43),
    },
  };
}

describe('the offline limit per chip', () => {
  const queue = [
    queued('04A1', 6_000),
    queued('04A1', 4_000),
    queued('04B2', 9_000),
    queued(undefined, 5_000),
  ];

  it('counts only what that chip bought offline', () => {
    expect(offlineSpent(queue, '04A1')).toBe(10_000);
    expect(offlineSpent(queue, '04C3')).toBe(0);
  });

  it('lets a sale through up to the limit and refuses past it, saying what is left', () => {
    expect(offlineRoom(queue, '04A1', 5_000, 15_000)).toBeNull();
    expect(offlineRoom(queue, '04A1', 6_000, 15_000)).toEqual({ left: 5_000 });
    expect(offlineRoom(queue, '04C3', 1, 0)).toEqual({ left: 0 });
    // Returned cups pay back: never refused.
    expect(offlineRoom(queue, '04A1', -5_000, 0)).toBeNull();
  });
});

describe('the offline sale signature', () => {
  it('is the HMAC-SHA256 the pass computes, and another sale or secret does not match it', async () => {
    const secret = randomBytes(32).toString('base64url');
    const sale = {
      saleId: crypto.randomUUID(),
      barId,
      paymentMethod: 'chip' as const,
      chipUid: '04A7C0FFEE2F80',
      items: [{ productId, variantId: 'v1', quantity: 2 }],
      cupReturns: [],
      soldAt: '2027-07-09T18:00:00.000Z',
    };
    const signed = await signSale(secret, eventId, sale);
    const expected = createHmac('sha256', Buffer.from(secret, 'base64url'))
      .update(offlineSaleSigningText(eventId, sale))
      .digest('base64url');
    expect(signed.signature).toBe(expected);
    const other = await signSale(secret, eventId, {
      ...sale,
      items: [{ productId, variantId: 'v1', quantity: 3 }],
    });
    expect(other.signature).not.toBe(expected);
    const otherKey = await signSale(randomBytes(32).toString('base64url'), eventId, sale);
    expect(otherKey.signature).not.toBe(expected);
  });
});

describe('the prices an offline sale carries', () => {
  const menu = [
    {
      productId,
      name: 'Pivo',
      productCategoryId: 1,
      vatRateBasisPoints: 2_100,
      depositAmount: 5_000,
      variants: [{ variantId: 'v1', name: '0,5 l', price: 6_000 }],
      displayOrder: 0,
      active: true,
      version: 3,
    },
  ];
  const sale = {
    saleId: crypto.randomUUID(),
    barId,
    paymentMethod: 'chip' as const,
    chipUid: '04A7C0FFEE2F80',
    items: [{ productId, variantId: 'v1', quantity: 2 }],
    cupReturns: [{ productId, quantity: 1 }],
  };

  it('names each line’s menu version and price and the total, which the signature then covers', async () => {
    const priced = withShownPrices(menu, sale, 17_000);
    expect(priced).toMatchObject({
      items: [{ productId, variantId: 'v1', quantity: 2, version: 3, unitPrice: 6_000 }],
      cupReturns: [{ productId, quantity: 1, version: 3 }],
      total: 17_000,
    });
    const secret = randomBytes(32).toString('base64url');
    const soldAt = '2027-07-09T18:00:00.000Z';
    const signed = await signSale(secret, eventId, { ...priced, soldAt });
    const cheaper = await signSale(secret, eventId, {
      ...priced,
      soldAt,
      items: [{ productId, variantId: 'v1', quantity: 2, version: 3, unitPrice: 1_000 }],
    });
    expect(cheaper.signature).not.toBe(signed.signature);
  });

  it('leaves a sale with a line the menu no longer holds, or a menu kept from before versions, as it was', () => {
    const gone = { ...sale, items: [{ productId, variantId: 'v9', quantity: 1 }] };
    expect(withShownPrices(menu, gone, 6_000)).toBe(gone);
    const { version: _version, ...unversioned } = menu[0] ?? { version: 0 };
    expect(withShownPrices([unversioned as (typeof menu)[number]], sale, 17_000)).toBe(sale);
  });
});
