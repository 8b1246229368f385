// Organizer hub endpoints under /pass/hub/...: organizers an account belongs to and their events' sales.
import { accountAccess, organizerAccess } from './access';
import { country } from '@repo/enums/country';
import { currency } from '@repo/enums/currency';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import { z } from 'zod';
import { enumId, isoDateTime, minorUnits, ok, slug, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { organizer } from './entities';

/** A role of @repo/enums organizerRole by key: owner, manager, boxOffice, door, bar, accountant. */
export const roleKey = z.enum(organizerRoleKeys);

/** An organizer seen from the hub: the public organizer plus the signed-in account's role in it. */
export const hubOrganizer = organizer.extend({
  /** organizerRole enumeration: 1 owner, 2 manager, 3 box office, 4 door, 5 bar, 6 accountant. */
  roleId: enumId,
  role: roleKey,
  /** The permissions of @repo/contract/access this role has here, so the hub shows only what works. */
  permissions: z.array(z.string()),
});
export type HubOrganizer = z.infer<typeof hubOrganizer>;

export const organizerCreateBody = z.object({
  name: z.string().trim().min(2, { error: 'must have at least 2 characters' }).max(120),
  /** Left out: made from the name with @repo/links slugify. Either way it must be free (409 otherwise). */
  slug: slug.optional(),
  countryId: enumId.refine((id) => id !== 0 && country.has(id), { error: 'must be a known country id' }),
  currencyId: enumId.refine((id) => id !== 0 && currency.has(id), { error: 'must be a known currency id' }),
});

/** Money in one currency. */
export const amountInCurrency = z.object({ currencyId: enumId, amount: minorUnits });
export type AmountInCurrency = z.infer<typeof amountInCurrency>;

/** An event of the organizer with what it has sold so far (paid orders only). */
export const hubEvent = z.object({
  eventId: uuid,
  eventSlug: slug,
  namePub: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** IANA zone the event's times are read in (Europe/Prague, Europe/Bratislava). */
  timeZone: z.string(),
  published: z.boolean(),
  currencyId: enumId,
  /** Valid tickets of paid orders. */
  ticketsSold: z.int().nonnegative(),
  paidOrders: z.int().nonnegative(),
  /**
   * Paid amounts of paid orders without chip credit, minor units, one entry per currency (empty when nothing
   * sold).
   */
  revenue: z.array(amountInCurrency),
  /** Chip credit sold in paid orders (top-ups included): prepaid money, shown apart and never in revenue. */
  chipCredit: z.array(amountInCurrency),
});
export type HubEvent = z.infer<typeof hubEvent>;

export const hubEndpoints = {
  hubOrganizerCreate: defineEndpoint({
    id: 'hubOrganizerCreate',
    method: 'POST',
    path: '/pass/hub/organizer-create',
    tag: 'hub',
    summary: 'Create an organizer; the signed-in account becomes its owner. 409 when the slug is taken',
    body: organizerCreateBody,
    response: ok({ organizer: hubOrganizer }),
    access: accountAccess,
    errors: [409],
  }),
  hubOrganizers: defineEndpoint({
    id: 'hubOrganizers',
    method: 'GET',
    path: '/pass/hub/organizers',
    tag: 'hub',
    summary: 'Organizers the signed-in account belongs to, by name',
    response: ok({ organizers: z.array(hubOrganizer) }),
    access: accountAccess,
  }),
  hubOrganizerEvents: defineEndpoint({
    id: 'hubOrganizerEvents',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/events',
    tag: 'hub',
    summary: "The organizer's events with tickets sold and revenue; 403 for accounts outside the organizer",
    params: z.object({ organizerId: uuid }),
    response: ok({
      organizerId: uuid,
      events: z.array(hubEvent),
      /** All events together, per currency. */
      revenue: z.array(amountInCurrency),
      /** Chip credit of all events together, per currency; not revenue. */
      chipCredit: z.array(amountInCurrency),
      ticketsSold: z.int().nonnegative(),
    }),
    access: organizerAccess('reports', 'params.organizerId'),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
