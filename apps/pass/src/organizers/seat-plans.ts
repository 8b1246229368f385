// The organiser's seat plan: seated sectors, blocks of seats, price categories; a held or sold seat never changes.
import type { SeatPlanSector, seatBlockBody, sectorBody } from '@repo/contract/hub-seat-plans';
import type { LabelLanguage } from '@repo/enums';
import { layoutSeatBlock, seatMapSize } from '@repo/contract/seat-block-layout';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  deleteSeats,
  deleteSector,
  eventTicketTypeSectors,
  findSeatedSector,
  insertSeatedSector,
  insertSeats,
  listSeatedSectors,
  listSectorSeats,
  lockedSeatIds,
  nextSectorOrder,
  renameSector,
  seatCountsByTicketType,
  setSeatsTicketType,
  setSectorSize,
  setTicketTypesSector,
} from '../db/queries/seat-plans';
import type { SeatPlanSectorRow, SeatRow } from '../db/queries/seat-plans';
import { DomainError } from '../domain/domain-error';
import { pickText } from '../i18n-text';
import type { FixedId } from './ticket-types';

export async function seatedSectorOr404(
  db: Db,
  eventId: string,
  sectorId: string,
): Promise<SeatPlanSectorRow> {
  const sector = await findSeatedSector(db, eventId, sectorId);
  if (!sector) throw new DomainError('SECTOR_NOT_FOUND', `No seated sector ${sectorId} at this event`);
  return sector;
}

const seatName = (seat: SeatRow) => `${seat.rowLabel}/${seat.seatNumber}`;

/** Refuses when any of the seats was held or sold: naming them, so the organiser sees which. */
async function refuseLocked(db: Db, chosen: readonly SeatRow[], doing: string): Promise<void> {
  const locked = await lockedSeatIds(
    db,
    chosen.map((seat) => seat.id),
  );
  const names = chosen.filter((seat) => locked.has(seat.id)).map(seatName);
  if (names.length > 0) {
    const shown = names.slice(0, 10).join(', ') + (names.length > 10 ? ` and ${names.length - 10} more` : '');
    throw new DomainError('SEAT_LOCKED', `Seats held or sold cannot be ${doing} (row/seat ${shown})`, {
      field: 'seatIds',
      seats: names,
    });
  }
}

/** Capacity is the number of seats; the map grows and shrinks with them. */
async function resize(db: Db, sectorId: string): Promise<void> {
  const all = await listSectorSeats(db, [sectorId]);
  await setSectorSize(db, sectorId, { capacity: all.length, ...seatMapSize(all) });
}

export async function createSector(
  db: Db,
  eventId: string,
  input: z.output<typeof sectorBody>,
  fixed: FixedId = {},
) {
  return insertSeatedSector(db, {
    id: fixed.id,
    eventId,
    name: input.name,
    displayOrder: await nextSectorOrder(db, eventId),
  });
}

export async function updateSector(
  db: Db,
  eventId: string,
  sectorId: string,
  input: z.output<typeof sectorBody>,
) {
  await seatedSectorOr404(db, eventId, sectorId);
  await renameSector(db, sectorId, input.name);
}

export async function removeSector(db: Db, eventId: string, sectorId: string): Promise<void> {
  await seatedSectorOr404(db, eventId, sectorId);
  await refuseLocked(db, await listSectorSeats(db, [sectorId]), 'removed');
  await deleteSector(db, eventId, sectorId);
}

/** A ticket type of the event, which must sell seat by seat in this sector (or be free to be assigned to it). */
async function priceCategory(db: Db, eventId: string, ticketTypeId: string) {
  const type = (await eventTicketTypeSectors(db, eventId)).find((row) => row.id === ticketTypeId);
  if (!type) {
    throw new DomainError('TICKET_TYPE_NOT_FOUND', `No ticket type ${ticketTypeId} at this event`, {
      field: 'ticketTypeId',
    });
  }
  return type;
}

export async function createSeatBlock(
  db: Db,
  eventId: string,
  sectorId: string,
  input: z.output<typeof seatBlockBody>,
): Promise<number> {
  await seatedSectorOr404(db, eventId, sectorId);
  const type = await priceCategory(db, eventId, input.ticketTypeId);
  if (type.sectorId !== sectorId) {
    if (type.sectorId !== null) {
      throw new DomainError('TICKET_TYPE_IN_USE', 'The ticket type already sells seats of another sector', {
        field: 'ticketTypeId',
      });
    }
    // A type that sold without seats would leave the sector's counters short of its sales.
    if (type.sold + type.held > 0) {
      throw new DomainError(
        'TICKET_TYPE_HAS_SALES',
        'A ticket type with sales cannot start selling by seat',
        {
          field: 'ticketTypeId',
        },
      );
    }
    await setTicketTypesSector(db, eventId, [type.id], sectorId);
  }
  const existing = await listSectorSeats(db, [sectorId]);
  const block = layoutSeatBlock(input);
  const numbers = new Set(existing.map((seat) => `${seat.rowLabel}/${seat.seatNumber}`));
  const places = new Set(existing.map((seat) => `${seat.x}:${seat.y}`));
  const clash = block.find(
    (seat) => numbers.has(`${seat.rowLabel}/${seat.seatNumber}`) || places.has(`${seat.x}:${seat.y}`),
  );
  if (clash) {
    throw new DomainError(
      'SEAT_EXISTS',
      `Row ${clash.rowLabel} seat ${clash.seatNumber} (or its place on the map) is already in the sector`,
      { field: 'firstRow' },
    );
  }
  await insertSeats(
    db,
    block.map((seat) => ({ ...seat, sectorId, ticketTypeId: type.id })),
  );
  await resize(db, sectorId);
  return block.length;
}

async function chosenSeats(db: Db, sectorId: string, seatIds: readonly string[]): Promise<SeatRow[]> {
  const all = await listSectorSeats(db, [sectorId]);
  const wanted = new Set(seatIds);
  const chosen = all.filter((seat) => wanted.has(seat.id));
  if (chosen.length !== wanted.size) {
    throw new DomainError('SEAT_NOT_FOUND', 'A seat is not in this sector', { field: 'seatIds' });
  }
  return chosen;
}

export async function removeSeats(
  db: Db,
  eventId: string,
  sectorId: string,
  seatIds: readonly string[],
): Promise<void> {
  await seatedSectorOr404(db, eventId, sectorId);
  const chosen = await chosenSeats(db, sectorId, seatIds);
  await refuseLocked(db, chosen, 'removed');
  await deleteSeats(
    db,
    sectorId,
    chosen.map((seat) => seat.id),
  );
  await resize(db, sectorId);
}

export async function setSeatCategory(
  db: Db,
  eventId: string,
  sectorId: string,
  seatIds: readonly string[],
  ticketTypeId: string,
): Promise<void> {
  await seatedSectorOr404(db, eventId, sectorId);
  const type = await priceCategory(db, eventId, ticketTypeId);
  if (type.sectorId !== sectorId) {
    throw new DomainError('TICKET_TYPE_NOT_IN_SECTOR', 'Assign the ticket type to the sector first', {
      field: 'ticketTypeId',
    });
  }
  const chosen = await chosenSeats(db, sectorId, seatIds);
  await refuseLocked(
    db,
    chosen.filter((seat) => seat.ticketTypeId !== ticketTypeId),
    'given another price category',
  );
  await setSeatsTicketType(
    db,
    sectorId,
    chosen.map((seat) => seat.id),
    ticketTypeId,
  );
}

/** The sector sells through exactly these ticket types from now on. */
export async function assignSectorTicketTypes(
  db: Db,
  eventId: string,
  sectorId: string,
  ticketTypeIds: readonly string[],
): Promise<void> {
  await seatedSectorOr404(db, eventId, sectorId);
  const types = await eventTicketTypeSectors(db, eventId);
  const wanted = new Set(ticketTypeIds);
  for (const id of wanted) {
    const type = types.find((row) => row.id === id);
    if (!type) {
      throw new DomainError('TICKET_TYPE_NOT_FOUND', `No ticket type ${id} at this event`, {
        field: 'ticketTypeIds',
      });
    }
    if (type.sectorId === sectorId) continue;
    if (type.sectorId !== null) {
      throw new DomainError('TICKET_TYPE_IN_USE', `Ticket type ${id} already sells seats of another sector`, {
        field: 'ticketTypeIds',
      });
    }
    if (type.sold + type.held > 0) {
      throw new DomainError(
        'TICKET_TYPE_HAS_SALES',
        `Ticket type ${id} has sales: it cannot start selling by seat`,
        {
          field: 'ticketTypeIds',
        },
      );
    }
  }
  const leaving = types.filter((type) => type.sectorId === sectorId && !wanted.has(type.id));
  const priced = await seatCountsByTicketType(db, sectorId);
  for (const type of leaving) {
    if ((priced.get(type.id) ?? 0) > 0 || type.sold + type.held > 0) {
      throw new DomainError(
        'TICKET_TYPE_IN_USE',
        `Ticket type ${type.id} still prices seats of this sector or has sold them: give those seats another category first`,
        { field: 'ticketTypeIds' },
      );
    }
  }
  await setTicketTypesSector(
    db,
    eventId,
    leaving.map((type) => type.id),
    null,
  );
  await setTicketTypesSector(db, eventId, [...wanted], sectorId);
}

/** The seat plan as the hub shows it: seated sectors (all, or the listed ones) with seats and price categories. */
export async function loadSeatPlan(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  sectorIds?: readonly string[],
): Promise<SeatPlanSector[]> {
  const sectors = await listSeatedSectors(db, eventId, sectorIds);
  const ids = sectors.map((sector) => sector.id);
  const [allSeats, types] = await Promise.all([
    listSectorSeats(db, ids),
    eventTicketTypeSectors(db, eventId),
  ]);
  const locked = await lockedSeatIds(
    db,
    allSeats.map((seat) => seat.id),
  );
  return sectors.map((sector) => ({
    sectorId: sector.id,
    name: sector.name,
    namePub: pickText(sector.name, language),
    displayOrder: sector.displayOrder,
    capacity: sector.capacity,
    sold: sector.sold,
    held: sector.held,
    mapWidth: sector.mapWidth,
    mapHeight: sector.mapHeight,
    ticketTypeIds: types.filter((type) => type.sectorId === sector.id).map((type) => type.id),
    seats: allSeats
      .filter((seat) => seat.sectorId === sector.id)
      .map((seat) => ({
        seatId: seat.id,
        rowLabel: seat.rowLabel,
        seatNumber: seat.seatNumber,
        x: seat.x,
        y: seat.y,
        ticketTypeId: seat.ticketTypeId,
        locked: locked.has(seat.id),
      })),
  }));
}
