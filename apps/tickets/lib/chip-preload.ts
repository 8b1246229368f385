// Credit a buyer may preload on the NFC chips the cart's tickets and products come with (the order's chips[]):
// one entry per chip item, with the item's own limits.
import type { TicketProduct, TicketType } from '@repo/contract/entities';
import { itemType } from '@repo/enums/item-type';
import type { CartSelection } from './cart';

export interface PreloadableChip {
  productItemId: string;
  /** What the chip comes with, as the cart names it. */
  carrierName: string;
  /** Minor units; the order refuses an amount outside them. */
  min: number;
  max: number;
  /** How many chips of the item the order issues: each is loaded with the amount. */
  count: number;
}

const chipKinds = new Set<number>([itemType.ids.nfcChip, itemType.ids.vipNfcChip]);

export function preloadableChips(
  selection: CartSelection,
  ticketTypes: readonly TicketType[],
  extraProducts: readonly TicketProduct[],
): PreloadableChip[] {
  const chosenTypes = new Set([
    ...Object.entries(selection.tickets)
      .filter(([, quantity]) => quantity > 0)
      .map(([id]) => id),
    ...Object.values(selection.seats),
  ]);
  const typeCount = (ticketTypeId: string) =>
    (selection.tickets[ticketTypeId] ?? 0) +
    Object.values(selection.seats).filter((seatType) => seatType === ticketTypeId).length;
  const carriers = [
    ...ticketTypes
      .filter((type) => chosenTypes.has(type.ticketTypeId))
      .map((type) => ({ name: type.namePub, items: type.items, units: typeCount(type.ticketTypeId) })),
    ...extraProducts
      .filter((product) => (selection.extras[product.ticketProductId] ?? 0) > 0)
      .map((product) => ({
        name: product.name,
        items: product.items,
        units: selection.extras[product.ticketProductId] ?? 0,
      })),
  ];
  const chips = new Map<string, PreloadableChip>();
  for (const carrier of carriers) {
    for (const item of carrier.items) {
      if (!chipKinds.has(item.itemTypeId) || item.chipCreditMax === null || item.chipCreditMax <= 0) continue;
      const known = chips.get(item.productItemId);
      if (known) {
        known.count += carrier.units * item.quantity;
        continue;
      }
      chips.set(item.productItemId, {
        productItemId: item.productItemId,
        carrierName: carrier.name,
        min: Math.max(item.chipCreditMin ?? 0, 1),
        max: item.chipCreditMax,
        count: carrier.units * item.quantity,
      });
    }
  }
  return [...chips.values()];
}

/** The typed amounts (major units, "500" or "250,50") as the order's chips[]; empty fields preload nothing. */
export function chipsBody(
  chips: readonly PreloadableChip[],
  typed: Readonly<Record<string, string>>,
): { chips: { productItemId: string; amount: number }[]; invalid: string[] } {
  const body: { productItemId: string; amount: number }[] = [];
  const invalid: string[] = [];
  for (const chip of chips) {
    const text = (typed[chip.productItemId] ?? '').trim().replace(/\s/g, '').replace(',', '.');
    if (text === '') continue;
    const amount = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
    if (!Number.isSafeInteger(amount) || amount < chip.min || amount > chip.max)
      invalid.push(chip.productItemId);
    else body.push({ productItemId: chip.productItemId, amount });
  }
  return { chips: body, invalid };
}

/** What the typed credit adds to the order: each amount on every chip of its item. */
export function preloadTotal(
  chips: readonly PreloadableChip[],
  body: readonly { productItemId: string; amount: number }[],
): number {
  return body.reduce(
    (sum, entry) =>
      sum + entry.amount * (chips.find((chip) => chip.productItemId === entry.productItemId)?.count ?? 0),
    0,
  );
}
