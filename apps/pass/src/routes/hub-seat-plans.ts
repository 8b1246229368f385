// Handlers of the organiser's seat-plan endpoints: seated sectors, blocks of seats, price categories.
import type { SeatPlanSector, hubSeatPlanEndpoints } from '@repo/contract/hub-seat-plans';
import type { LabelLanguage } from '@repo/enums';
import type { Db } from '../db/database';
import type { HandlersOf } from '../http/register-endpoint';
import {
  assignSectorTicketTypes,
  createSeatBlock,
  createSector,
  loadSeatPlan,
  removeSeats,
  removeSector,
  setSeatCategory,
  updateSector,
} from '../organizers/seat-plans';
import { catalogueEventOr404 } from '../organizers/ticket-types';

async function sectorOf(db: Db, eventId: string, sectorId: string, language: LabelLanguage) {
  const [sector] = await loadSeatPlan(db, eventId, language, [sectorId]);
  if (!sector) throw new Error('the written sector did not load');
  return { errorText: 'OK' as const, sector: sector satisfies SeatPlanSector };
}

export const hubSeatPlanHandlers: HandlersOf<typeof hubSeatPlanEndpoints> = {
  hubSeatPlan: async ({ db, params, ctx }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', sectors: await loadSeatPlan(db, event.id, ctx.language) };
  },
  hubSectorCreate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const id = await createSector(db, event.id, body);
    audit.resource('sector', id);
    audit.detail({ name: body.name.cs });
    return sectorOf(db, event.id, id, ctx.language);
  },
  hubSectorUpdate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    await updateSector(db, event.id, params.sectorId, body);
    audit.resource('sector', params.sectorId);
    audit.detail({ name: body.name.cs });
    return sectorOf(db, event.id, params.sectorId, ctx.language);
  },
  hubSectorDelete: async ({ db, params, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    await removeSector(db, event.id, params.sectorId);
    audit.resource('sector', params.sectorId);
    return { errorText: 'OK' };
  },
  hubSeatBlockCreate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const count = await createSeatBlock(db, event.id, params.sectorId, body);
    audit.resource('sector', params.sectorId);
    audit.detail({
      count,
      firstRow: body.firstRow,
      numbering: body.numbering,
      ticketTypeId: body.ticketTypeId,
    });
    return sectorOf(db, event.id, params.sectorId, ctx.language);
  },
  hubSeatsDelete: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    await removeSeats(db, event.id, params.sectorId, body.seatIds);
    audit.resource('sector', params.sectorId);
    audit.detail({ count: body.seatIds.length });
    return sectorOf(db, event.id, params.sectorId, ctx.language);
  },
  hubSeatsCategory: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    await setSeatCategory(db, event.id, params.sectorId, body.seatIds, body.ticketTypeId);
    audit.resource('sector', params.sectorId);
    audit.detail({ count: body.seatIds.length, ticketTypeId: body.ticketTypeId });
    return sectorOf(db, event.id, params.sectorId, ctx.language);
  },
  hubSectorTicketTypes: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    await assignSectorTicketTypes(db, event.id, params.sectorId, body.ticketTypeIds);
    audit.resource('sector', params.sectorId);
    audit.detail({ ticketTypeIds: body.ticketTypeIds });
    return sectorOf(db, event.id, params.sectorId, ctx.language);
  },
};
