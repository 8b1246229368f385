// Units left of ticket types, extra products and sectors: the one place the selling issue will subtract live holds.
import { availableUnits } from '../../domain/sale-state';

/** Tickets of a type left to sell; null when the type is unlimited. */
export function ticketTypeAvailable(row: { capacity: number | null; sold: number }): number | null {
  return availableUnits(row.capacity, row.sold);
}

/** Pieces of an extra product left to sell; null when the stock is unlimited. */
export function ticketProductAvailable(row: { stock: number | null; sold: number }): number | null {
  return availableUnits(row.stock, row.sold);
}

/** Places left in a sector, given every ticket sold into it under any of its price categories. */
export function sectorAvailable(capacity: number, soldInSector: number): number {
  return availableUnits(capacity, soldInSector) ?? 0;
}
