// The organiser's venues under /pass/hub/...: list, create and edit (address, region, venue type, coordinates).
import { region } from '@repo/enums/region';
import { venueType } from '@repo/enums/venue-type';
import { z } from 'zod';
import { organizerAccess } from './access';
import { ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { venue } from './entities';
import { countryId, knownEnumId, requiredText } from './hub-fields';

/** A coordinate a form may leave empty (null); degrees as a number. */
const coordinate = (limit: number) =>
  z
    .number({ error: 'must be a number' })
    .min(-limit, { error: `must be between -${limit} and ${limit}` })
    .max(limit, { error: `must be between -${limit} and ${limit}` })
    .nullable();

export const venueBody = z
  .object({
    name: requiredText(120),
    venueTypeId: knownEnumId(venueType),
    street: requiredText(200),
    city: requiredText(100),
    postalCode: requiredText(20),
    regionId: knownEnumId(region),
    countryId,
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .refine(
    (body) =>
      body.regionId === 0 ||
      !region.has(body.regionId) ||
      region.get(body.regionId).countryId === body.countryId,
    {
      error: 'must be a region of the chosen country',
      path: ['regionId'],
    },
  )
  .refine((body) => (body.latitude === null) === (body.longitude === null), {
    error: 'give both coordinates or neither',
    path: ['longitude'],
  });
export type VenueBody = z.input<typeof venueBody>;

/** A venue in the organizer's list: its own (editable), or a shared one its events already use. */
export const hubVenue = venue.extend({ editable: z.boolean() });
export type HubVenue = z.infer<typeof hubVenue>;

const organizerParams = z.object({ organizerId: uuid });

export const hubVenueEndpoints = {
  hubVenues: defineEndpoint({
    id: 'hubVenues',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/venues',
    tag: 'hub',
    summary: "The organizer's venues and the shared venues its events use, by name",
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    response: ok({ venues: z.array(hubVenue) }),
    errors: [403, 404],
  }),
  hubVenueCreate: defineEndpoint({
    id: 'hubVenueCreate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/venue-create',
    tag: 'hub',
    summary: 'Add a venue',
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    body: venueBody,
    response: ok({ venue: hubVenue }),
    errors: [403, 404],
  }),
  hubVenueUpdate: defineEndpoint({
    id: 'hubVenueUpdate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/venue/{venueId}/update',
    tag: 'hub',
    summary: 'Change a venue of the organizer; its events show the new address. 404 ERROR_VENUE_NOT_FOUND',
    access: organizerAccess('events', 'params.organizerId'),
    params: z.object({ organizerId: uuid, venueId: uuid }),
    body: venueBody,
    response: ok({ venue: hubVenue }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
