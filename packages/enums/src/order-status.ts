// Order status enumeration and the transitions an order may take (the pass service enforces them in SQL).
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'pending',
    labels: { cs: 'Čeká na platbu', sk: 'Čaká na platbu', en: 'Awaiting payment', de: 'Wartet auf Zahlung' },
  },
  { id: 2, key: 'paid', labels: { cs: 'Zaplaceno', sk: 'Zaplatené', en: 'Paid', de: 'Bezahlt' } },
  { id: 3, key: 'canceled', labels: { cs: 'Zrušeno', sk: 'Zrušené', en: 'Canceled', de: 'Storniert' } },
  {
    id: 4,
    key: 'expired',
    labels: { cs: 'Vypršelo', sk: 'Vypršané', en: 'Expired', de: 'Abgelaufen' },
  },
  {
    id: 5,
    key: 'refunded',
    labels: { cs: 'Vráceno', sk: 'Vrátené', en: 'Refunded', de: 'Erstattet' },
  },
] as const satisfies readonly EnumEntry[];

export const orderStatus = defineEnum<EnumEntry, typeof entries>('orderStatus', entries);

type OrderStatusId = (typeof entries)[number]['id'];

/**
 * pending -> paid      a payment (card notification, matched bank transfer) covers the total
 * pending -> canceled  the buyer cancels an unpaid order; its inventory is released
 * pending -> expired   nobody paid before expiresAt; its inventory is released
 * paid     -> refunded  the box office gave back all that was paid (each refund with its credit note)
 * refunded, canceled and expired are final. A payment that arrives for an expired or canceled order does not
 * revive it: it is recorded and flagged for a refund.
 */
export const orderStatusTransitions: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = {
  0: [],
  1: [2, 3, 4],
  2: [5],
  3: [],
  4: [],
  5: [],
};

export function canTransitionOrder(from: number, to: number): boolean {
  return (orderStatusTransitions[from as OrderStatusId] ?? []).includes(to as OrderStatusId);
}
