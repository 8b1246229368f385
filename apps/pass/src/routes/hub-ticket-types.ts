// Handlers of the organiser's ticket-type endpoints: list, create, edit, order; shared quotas and groups.
import type { hubTicketTypeEndpoints } from '@repo/contract/hub-ticket-types';
import { loadTicketAvailability } from '../db/queries/availability';
import type { HandlersOf } from '../http/register-endpoint';
import {
  loadHubTicketType,
  loadTicketCatalogue,
  toHubQuota,
  toHubTicketGroup,
} from '../organizers/catalogue-views';
import {
  catalogueEventOr404,
  createQuota,
  createTicketGroup,
  createTicketType,
  editQuota,
  editTicketType,
  reorderTicketTypes,
} from '../organizers/ticket-types';

export const hubTicketTypeHandlers: HandlersOf<typeof hubTicketTypeEndpoints> = {
  hubTicketTypes: async ({ db, params, ctx }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', ...(await loadTicketCatalogue(db, event, ctx.language)) };
  },
  hubTicketTypeCreate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const row = await createTicketType(db, event, body);
    audit.resource('ticketType', row.id);
    audit.detail({ name: body.name.cs, price: body.price, quotaId: body.quotaId });
    return { errorText: 'OK', ticketType: await loadHubTicketType(db, event, row, ctx.language) };
  },
  hubTicketTypeUpdate: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const row = await editTicketType(db, event.id, params.ticketTypeId, body);
    audit.resource('ticketType', row.id);
    audit.detail({ name: body.name.cs, price: body.price, visible: body.visible, quotaId: body.quotaId });
    return { errorText: 'OK', ticketType: await loadHubTicketType(db, event, row, ctx.language) };
  },
  hubTicketTypeOrder: async ({ db, params, body, ctx, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    await reorderTicketTypes(db, event.id, body.ticketTypeIds);
    audit.detail({ ticketTypeIds: body.ticketTypeIds });
    const { ticketTypes } = await loadTicketCatalogue(db, event, ctx.language);
    return { errorText: 'OK', ticketTypes };
  },
  hubQuotaCreate: async ({ db, params, body, audit }) => {
    const row = await createQuota(db, params.eventId, body);
    audit.resource('quota', row.id);
    audit.detail({ name: row.name, capacity: row.capacity });
    const availability = await loadTicketAvailability(db, [params.eventId], new Date(), []);
    return { errorText: 'OK', quota: toHubQuota(row, availability) };
  },
  hubQuotaUpdate: async ({ db, params, body, audit }) => {
    const row = await editQuota(db, params.eventId, params.quotaId, body);
    audit.resource('quota', row.id);
    audit.detail({ name: row.name, capacity: row.capacity });
    const availability = await loadTicketAvailability(db, [params.eventId], new Date(), []);
    return { errorText: 'OK', quota: toHubQuota(row, availability) };
  },
  hubTicketGroupCreate: async ({ db, params, body, ctx, audit }) => {
    const row = await createTicketGroup(db, params.eventId, body);
    audit.resource('ticketTypeGroup', row.id);
    audit.detail({ name: body.name.cs });
    return { errorText: 'OK', group: toHubTicketGroup(row, ctx.language) };
  },
};
