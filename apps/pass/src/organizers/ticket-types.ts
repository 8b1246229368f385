// The organiser's ticket types: create and edit (never touching what was sold), order, shared quotas, groups.
import type {
  IncludedItem,
  quotaBody,
  ticketGroupBody,
  ticketTypeBody,
} from '@repo/contract/hub-ticket-types';
import { itemType } from '@repo/enums';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  findCatalogueEvent,
  findEventTicketType,
  findQuota,
  findTicketGroup,
  insertQuota,
  insertTicketGroup,
  insertTicketType,
  insertTicketTypeItems,
  listEventTicketTypes,
  listTicketGroups,
  nextTicketTypeOrder,
  replaceTicketTypeItems,
  setTicketTypeOrder,
  updateQuota,
  updateTicketType,
} from '../db/queries/catalogue';
import type { QuotaRow, TicketTypeRow } from '../db/queries/catalogue';
import { DomainError } from '../domain/domain-error';

export type TicketTypeInput = z.output<typeof ticketTypeBody>;
export type QuotaInput = z.output<typeof quotaBody>;
export type TicketGroupInput = z.output<typeof ticketGroupBody>;
/** A known id instead of a random one (the demo seed's well-known ids). */
export interface FixedId {
  id?: string;
}
export type CatalogueEventRow = NonNullable<Awaited<ReturnType<typeof findCatalogueEvent>>>;

export async function catalogueEventOr404(db: Db, eventId: string): Promise<CatalogueEventRow> {
  const event = await findCatalogueEvent(db, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', `No event with id ${eventId}`);
  return event;
}

/** The product_item rows of included items; names are the item kind's own labels in every language. */
function itemRows(items: readonly IncludedItem[]) {
  return items.map((item) => {
    const id = itemType.ids[item.kind];
    const chip = item.kind === 'nfcChip';
    return {
      itemTypeId: id,
      name: { ...itemType.get(id).labels },
      quantity: item.quantity,
      chipCreditMin: chip ? item.chipCreditMin : null,
      chipCreditMax: chip ? item.chipCreditMax : null,
    };
  });
}

/** The group and quota a body names must belong to the event. */
async function checkReferences(db: Db, eventId: string, input: TicketTypeInput): Promise<void> {
  if (input.groupId && !(await findTicketGroup(db, eventId, input.groupId))) {
    throw new DomainError('TICKET_GROUP_NOT_FOUND', `No ticket-type group ${input.groupId} at this event`, {
      field: 'groupId',
    });
  }
  if (input.quotaId && !(await findQuota(db, eventId, input.quotaId))) {
    throw new DomainError('QUOTA_NOT_FOUND', `No quota ${input.quotaId} at this event`, { field: 'quotaId' });
  }
}

function ownFields(input: TicketTypeInput) {
  return {
    name: input.name,
    ticketTypeGroupId: input.groupId,
    quotaId: input.quotaId,
    price: input.price,
    vatRateBasisPoints: input.vatRateBasisPoints,
    capacity: input.capacity,
    minPerOrder: input.minPerOrder,
    maxPerOrder: input.maxPerOrder,
    saleStartsAt: input.saleStartsAt === null ? null : new Date(input.saleStartsAt),
    saleEndsAt: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
    visible: input.visible,
    accessCodeOnly: input.accessCodeOnly,
  };
}

export async function createTicketType(
  tx: Db,
  event: CatalogueEventRow,
  input: TicketTypeInput,
  fixed: FixedId = {},
): Promise<TicketTypeRow> {
  await checkReferences(tx, event.id, input);
  const row = await insertTicketType(tx, {
    ...ownFields(input),
    id: fixed.id,
    eventId: event.id,
    currencyId: event.currencyId,
    displayOrder: await nextTicketTypeOrder(tx, event.id),
  });
  await insertTicketTypeItems(tx, row.id, itemRows(input.items));
  return row;
}

export async function ticketTypeOr404(db: Db, eventId: string, ticketTypeId: string): Promise<TicketTypeRow> {
  const row = await findEventTicketType(db, eventId, ticketTypeId);
  if (!row) throw new DomainError('TICKET_TYPE_NOT_FOUND', `No ticket type ${ticketTypeId} at this event`);
  return row;
}

/**
 * Edits a ticket type. Orders keep the price and names they were priced with (order items copy them), so a new
 * price applies to new sales only. Units sold or held stay counted: the capacity may not go below them, and a
 * type with any cannot move to another quota (the pools' counters would no longer add up).
 */
export async function editTicketType(
  tx: Db,
  eventId: string,
  ticketTypeId: string,
  input: TicketTypeInput,
): Promise<TicketTypeRow> {
  const current = await ticketTypeOr404(tx, eventId, ticketTypeId);
  await checkReferences(tx, eventId, input);
  if (current.quotaId !== input.quotaId && current.sold + current.held > 0) {
    throw new DomainError(
      'TICKET_TYPE_HAS_SALES',
      `Ticket type ${ticketTypeId} has ${current.sold + current.held} tickets sold or held; its quota stays`,
      { field: 'quotaId' },
    );
  }
  const row = await updateTicketType(tx, ticketTypeId, ownFields(input));
  if (!row) throw belowSold('capacity', current.sold + current.held);
  await replaceTicketTypeItems(tx, ticketTypeId, itemRows(input.items));
  return row;
}

function belowSold(field: string, taken: number): DomainError {
  return new DomainError('BELOW_SOLD', `${field} cannot go below the ${taken} already sold or held`, {
    field,
    taken,
  });
}

/** Sets the display order; the list must name every ticket type of the event exactly once. */
export async function reorderTicketTypes(tx: Db, eventId: string, orderedIds: readonly string[]) {
  const existing = new Set((await listEventTicketTypes(tx, eventId)).map((row) => row.id));
  if (existing.size !== orderedIds.length || orderedIds.some((id) => !existing.has(id))) {
    throw new DomainError('INVALID_INPUT', 'ticketTypeIds must list every ticket type of the event once', {
      field: 'ticketTypeIds',
    });
  }
  await setTicketTypeOrder(tx, eventId, orderedIds);
}

export async function createQuota(
  tx: Db,
  eventId: string,
  input: QuotaInput,
  fixed: FixedId = {},
): Promise<QuotaRow> {
  return insertQuota(tx, { id: fixed.id, eventId, name: input.name, capacity: input.capacity });
}

export async function editQuota(tx: Db, eventId: string, quotaId: string, input: QuotaInput) {
  const current = await findQuota(tx, eventId, quotaId);
  if (!current) throw new DomainError('QUOTA_NOT_FOUND', `No quota ${quotaId} at this event`);
  const row = await updateQuota(tx, quotaId, input);
  if (!row) throw belowSold('capacity', current.sold + current.held);
  return row;
}

export async function createTicketGroup(
  tx: Db,
  eventId: string,
  input: TicketGroupInput,
  fixed: FixedId = {},
) {
  const groups = await listTicketGroups(tx, eventId);
  return insertTicketGroup(tx, { id: fixed.id, eventId, name: input.name, displayOrder: groups.length });
}
