// Handlers of the organizer's venues (the rules live in organizers/venues.ts).
import type { hubVenueEndpoints } from '@repo/contract/hub-venues';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import type { HandlersOf } from '../http/register-endpoint';
import { changeVenue, createVenue, readVenues } from '../organizers/venues';

export function hubVenueHandlers(changes: CatalogueChanges): HandlersOf<typeof hubVenueEndpoints> {
  return {
    hubVenues: async ({ db, params }) => ({
      errorText: 'OK',
      venues: await readVenues(db, params.organizerId),
    }),
    hubVenueCreate: async ({ db, params, body, audit }) => {
      const venue = await createVenue(db, params.organizerId, body);
      audit.resource('venue', venue.venueId);
      audit.detail({ name: venue.name, city: venue.city });
      return { errorText: 'OK', venue };
    },
    hubVenueUpdate: async ({ db, params, body, audit, afterCommit }) => {
      const venue = await changeVenue(db, params.organizerId, params.venueId, body);
      audit.resource('venue', venue.venueId);
      audit.detail({ name: venue.name, city: venue.city });
      // Event pages show their venue's address.
      afterCommit(changes.announce);
      return { errorText: 'OK', venue };
    },
  };
}
