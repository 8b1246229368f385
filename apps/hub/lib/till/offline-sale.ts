// The offline till's rules, without storage or screen: what a chip already spent offline at this till, whether
// one more sale fits the event's offline limit, and the HMAC-SHA256 signature (Web Crypto) the pass checks.
import type { BarProduct, OfflineSaleBody, OfflineSaleInput } from '@repo/contract/bar';
import { offlineSaleSigningText } from '@repo/contract/bar';

/** A sale made offline, waiting in the till's queue until the pass takes it. */
export interface QueuedSale {
  eventId: string;
  /** What the till charged (the menu it held): counts against the chip's offline limit. */
  total: number;
  sale: OfflineSaleBody;
}

/** What the till sold offline to a chip and has not synced yet. */
export function offlineSpent(queue: readonly QueuedSale[], chipUid: string): number {
  return queue
    .filter((entry) => entry.sale.paymentMethod === 'chip' && entry.sale.chipUid === chipUid)
    .reduce((sum, entry) => sum + entry.total, 0);
}

/**
 * Whether a chip sale of `total` may be made offline: null when it fits, else what is left of the limit (0 when
 * offline chip sales are off). Returned cups (a negative total) always fit.
 */
export function offlineRoom(
  queue: readonly QueuedSale[],
  chipUid: string,
  total: number,
  limitPerChip: number,
): { left: number } | null {
  const spent = offlineSpent(queue, chipUid);
  if (total <= 0 || spent + total <= limitPerChip) return null;
  return { left: Math.max(0, limitPerChip - spent) };
}

type UnsignedSale = Omit<OfflineSaleInput, 'signature' | 'soldAt'>;

/**
 * The sale with the prices the till shows: each line's menu version and price and the total charged, which the
 * pass then charges however the menu changes before the sync. A line the menu no longer holds leaves the sale as
 * it was (priced from the menu at the sync), so the pass never refuses a whole batch over one sale.
 */
export function withShownPrices(
  menu: readonly BarProduct[],
  sale: UnsignedSale,
  total: number,
): UnsignedSale {
  // A menu kept in the browser before products had versions has none: such a till signs as before.
  const productOf = (productId: string) =>
    menu.find((product) => product.productId === productId && Number.isInteger(product.version));
  const items = sale.items.map((item) => {
    const product = productOf(item.productId);
    const variant = product?.variants.find((candidate) => candidate.variantId === item.variantId);
    return product && variant ? { ...item, version: product.version, unitPrice: variant.price } : null;
  });
  const cupReturns = sale.cupReturns.map((cups) => {
    const product = productOf(cups.productId);
    return product ? { ...cups, version: product.version } : null;
  });
  if (items.some((item) => item === null) || cupReturns.some((cups) => cups === null)) return sale;
  return {
    ...sale,
    items: items.flatMap((item) => (item ? [item] : [])),
    cupReturns: cupReturns.flatMap((cups) => (cups ? [cups] : [])),
    total,
  };
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Signs a sale with the till's secret (tillState.offline.secret) the way the pass verifies it. */
export async function signSale(
  secret: string,
  eventId: string,
  sale: Omit<OfflineSaleInput, 'signature'>,
): Promise<OfflineSaleBody> {
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase64url(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const text = new TextEncoder().encode(offlineSaleSigningText(eventId, sale));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, text));
  return { ...sale, signature: base64url(signature) };
}
