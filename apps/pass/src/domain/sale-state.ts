// Sale state rules shared by events, ticket types and extra products; availability comes from the caller.
import type { SaleState } from '@repo/contract/entities';

export interface SaleWindow {
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export interface SellableState extends SaleWindow {
  /** Units left; null when unlimited. */
  available: number | null;
  visible: boolean;
}

export interface EventSaleInput extends SaleWindow {
  published: boolean;
  endsAt: Date;
}

/** Units left from a capacity (null = unlimited) and the units sold; never negative. */
export function availableUnits(capacity: number | null, sold: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - sold);
}

function windowState(window: SaleWindow, now: Date): 'before' | 'open' | 'after' {
  if (window.saleStartsAt && now < window.saleStartsAt) return 'before';
  if (window.saleEndsAt && now >= window.saleEndsAt) return 'after';
  return 'open';
}

/** The event's own gate: unpublished events and events past their window or end are never on sale. */
export function eventGateState(event: EventSaleInput, now: Date): SaleState | null {
  if (!event.published) return 'unavailable';
  if (now >= event.endsAt) return 'sale_ended';
  const window = windowState(event, now);
  if (window === 'before') return 'not_yet_on_sale';
  if (window === 'after') return 'sale_ended';
  return null;
}

/** State of one ticket type or product inside an event whose gate is open (or `gate` when it is closed). */
export function itemSaleState(item: SellableState, gate: SaleState | null, now: Date): SaleState {
  if (gate) return gate;
  if (!item.visible) return 'unavailable';
  const window = windowState(item, now);
  if (window === 'before') return 'not_yet_on_sale';
  if (window === 'after') return 'sale_ended';
  return item.available === 0 ? 'sold_out' : 'on_sale';
}

/**
 * An event's state from its publicly offered items (visible, not access-code-only): on sale when any is;
 * otherwise the soonest thing a visitor can wait for (not yet on sale), else sold out, else ended.
 */
export function eventSaleState(event: EventSaleInput, items: SellableState[], now: Date): SaleState {
  const gate = eventGateState(event, now);
  if (gate) return gate;
  const states = items
    .map((item) => itemSaleState(item, null, now))
    .filter((state) => state !== 'unavailable');
  if (states.length === 0) return 'unavailable';
  for (const state of ['on_sale', 'not_yet_on_sale', 'sold_out'] as const) {
    if (states.includes(state)) return state;
  }
  return 'sale_ended';
}
