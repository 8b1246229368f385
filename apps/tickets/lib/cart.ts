// Cart rules shared by the cart's components: grouping, quantity limits, lines, discount, totals, hold body.
import type { TicketProduct, TicketType, TicketTypeGroup } from '@repo/contract/entities';
import type { DiscountCodeCheck } from '@repo/contract/discount-codes';

export interface CartSelection {
  /** Crowd tickets: ticket type id -> quantity. */
  readonly tickets: Readonly<Record<string, number>>;
  /** Chosen seats: seat id -> the ticket type (price category) it is sold as. */
  readonly seats: Readonly<Record<string, string>>;
  /** Extra products: ticket product id -> quantity. */
  readonly extras: Readonly<Record<string, number>>;
}

export const emptySelection: CartSelection = { tickets: {}, seats: {}, extras: {} };

export interface TicketTypeSection {
  readonly group: Pick<TicketTypeGroup, 'ticketTypeGroupId' | 'namePub'> | null;
  readonly ticketTypes: readonly TicketType[];
}

/** Ticket types grouped by their group in the groups' display order (ungrouped ones first), each by displayOrder. */
export function groupTicketTypes(
  ticketTypes: readonly TicketType[],
  groups: readonly TicketTypeGroup[],
): TicketTypeSection[] {
  const byOrder = (a: { displayOrder: number }, b: { displayOrder: number }) =>
    a.displayOrder - b.displayOrder;
  const sorted = [...ticketTypes].sort(byOrder);
  const sections: TicketTypeSection[] = [];
  const ungrouped = sorted.filter((type) => type.ticketTypeGroup === null);
  if (ungrouped.length > 0) sections.push({ group: null, ticketTypes: ungrouped });
  for (const group of [...groups].sort(byOrder)) {
    const members = sorted.filter(
      (type) => type.ticketTypeGroup?.ticketTypeGroupId === group.ticketTypeGroupId,
    );
    if (members.length > 0) sections.push({ group, ticketTypes: members });
  }
  // Types whose group was not listed still appear, under their own group name.
  const listed = new Set(groups.map((group) => group.ticketTypeGroupId));
  const orphans = sorted.filter(
    (type) => type.ticketTypeGroup && !listed.has(type.ticketTypeGroup.ticketTypeGroupId),
  );
  for (const type of orphans) {
    const existing = sections.find(
      (section) => section.group?.ticketTypeGroupId === type.ticketTypeGroup?.ticketTypeGroupId,
    );
    if (existing) (existing.ticketTypes as TicketType[]).push(type);
    else sections.push({ group: type.ticketTypeGroup, ticketTypes: [type] });
  }
  return sections;
}

/** Whether the item can be added now. */
export function isBuyable(item: { saleState: string; available: number | null }): boolean {
  return item.saleState === 'on_sale' && (item.available === null || item.available > 0);
}

/** Most of a ticket type (or product) one order may hold: its per-order maximum, capped by what is left. */
export function maxQuantity(item: { maxPerOrder: number; available: number | null }): number {
  return item.available === null ? item.maxPerOrder : Math.min(item.maxPerOrder, item.available);
}

/**
 * The next quantity of a ticket type after a step of +1 or -1: 0, or between its minimum and maximum per
 * order (adding from 0 jumps to the minimum, removing below the minimum empties it).
 */
export function stepTicketQuantity(type: TicketType, current: number, step: 1 | -1): number {
  if (!isBuyable(type)) return step < 0 ? 0 : current;
  const max = maxQuantity(type);
  if (step > 0) {
    const next = current === 0 ? type.minPerOrder : current + 1;
    return next > max ? current : next;
  }
  const next = current - 1;
  return next < type.minPerOrder ? 0 : next;
}

/** The next quantity of an extra product: between 0 and its maximum. */
export function stepProductQuantity(product: TicketProduct, current: number, step: 1 | -1): number {
  if (step < 0) return Math.max(0, current - 1);
  if (!isBuyable(product)) return current;
  return Math.min(maxQuantity(product), current + 1);
}

/**
 * The selection after one step of a ticket type; the same object when the step changes nothing. Meant for
 * `setSelection(current => ...)`, so each tap is applied to the selection as it then is: two taps before a
 * re-render both count (a handler reading its render's selection lost one, seen in a browser test).
 */
export function withTicketStep(selection: CartSelection, type: TicketType, step: 1 | -1): CartSelection {
  const current = selection.tickets[type.ticketTypeId] ?? 0;
  const next = stepTicketQuantity(type, current, step);
  return next === current
    ? selection
    : { ...selection, tickets: { ...selection.tickets, [type.ticketTypeId]: next } };
}

/** The selection after one step of an extra product; the same object when the step changes nothing. */
export function withProductStep(
  selection: CartSelection,
  product: TicketProduct,
  step: 1 | -1,
): CartSelection {
  const current = selection.extras[product.ticketProductId] ?? 0;
  const next = stepProductQuantity(product, current, step);
  return next === current
    ? selection
    : { ...selection, extras: { ...selection.extras, [product.ticketProductId]: next } };
}

export interface CartLine {
  readonly key: string;
  readonly kind: 'ticket' | 'product';
  readonly ticketTypeId: string | null;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: number;
  /** Discount per unit from a discount code. */
  readonly unitDiscount: number;
  readonly total: number;
  /** The seats a seated ticket line is for, as the buyer reads them (sector, row, seat); empty otherwise. */
  readonly seats: readonly string[];
}

/** Discount per unit a code gives on a ticket type (never more than its price). */
export function unitDiscountOf(type: TicketType, discount: DiscountCodeCheck | null): number {
  if (!discount) return 0;
  if (discount.ticketTypeIds !== null && !discount.ticketTypeIds.includes(type.ticketTypeId)) return 0;
  // Rounded half up to whole minor units, exactly as the pass service prices the order.
  const amount =
    discount.kind === 'percent' ? Math.floor((type.price * discount.value + 5000) / 10_000) : discount.value;
  return Math.min(type.price, amount);
}

/** The cart's lines: tickets (crowd and seated, per type) then extra products, with the code's discount. */
export function cartLines(
  selection: CartSelection,
  ticketTypes: readonly TicketType[],
  products: readonly TicketProduct[],
  discount: DiscountCodeCheck | null,
  /** Seat id -> its label (sector, row, number); seats without one are counted but not named. */
  seatLabels: ReadonlyMap<string, string> = new Map(),
): CartLine[] {
  const ticketCounts = new Map<string, number>();
  for (const [id, quantity] of Object.entries(selection.tickets)) {
    if (quantity > 0) ticketCounts.set(id, (ticketCounts.get(id) ?? 0) + quantity);
  }
  const seatsOfType = new Map<string, string[]>();
  for (const [seatId, typeId] of Object.entries(selection.seats)) {
    ticketCounts.set(typeId, (ticketCounts.get(typeId) ?? 0) + 1);
    const label = seatLabels.get(seatId);
    if (label) seatsOfType.set(typeId, [...(seatsOfType.get(typeId) ?? []), label]);
  }
  const lines: CartLine[] = [];
  for (const type of ticketTypes) {
    const quantity = ticketCounts.get(type.ticketTypeId) ?? 0;
    if (quantity === 0) continue;
    const unitDiscount = unitDiscountOf(type, discount);
    lines.push({
      key: `ticket:${type.ticketTypeId}`,
      kind: 'ticket',
      ticketTypeId: type.ticketTypeId,
      name: type.namePub,
      quantity,
      unitPrice: type.price,
      unitDiscount,
      total: quantity * (type.price - unitDiscount),
      seats: seatsOfType.get(type.ticketTypeId) ?? [],
    });
  }
  for (const product of products) {
    const quantity = selection.extras[product.ticketProductId] ?? 0;
    if (quantity === 0) continue;
    lines.push({
      key: `product:${product.ticketProductId}`,
      kind: 'product',
      ticketTypeId: null,
      name: product.name,
      quantity,
      unitPrice: product.price,
      unitDiscount: 0,
      total: quantity * product.price,
      seats: [],
    });
  }
  return lines;
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0);
}

export function ticketCount(selection: CartSelection): number {
  return (
    Object.values(selection.tickets).reduce((sum, quantity) => sum + quantity, 0) +
    Object.keys(selection.seats).length
  );
}

/** The body of a hold (reservation) for the selection; `demo` for the demo cart (unpublished events too). */
export function reservationBodyOf(
  eventId: string,
  selection: CartSelection,
  codes: readonly string[],
  demo = false,
) {
  return {
    eventId,
    tickets: Object.entries(selection.tickets)
      .filter(([, quantity]) => quantity > 0)
      .map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
    seatIds: Object.keys(selection.seats),
    extraProducts: Object.entries(selection.extras)
      .filter(([, quantity]) => quantity > 0)
      .map(([ticketProductId, quantity]) => ({ ticketProductId, quantity })),
    codes: [...codes],
    demo,
  };
}

/** `?codes=A,B` of a cart link as a clean list (trimmed, no empties or repeats, at most 20). */
export function parseCodes(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const codes = raw
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '' && code.length <= 64);
  return [...new Set(codes)].slice(0, 20);
}
