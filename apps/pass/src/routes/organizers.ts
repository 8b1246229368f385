// Handlers of the organizer endpoints, v1 and v2.
import type { organizerEndpoints, organizerV2Endpoints } from '@repo/contract/organizers';
import {
  findOrganizerBySlug,
  listOrganizerEventGroups,
  listVisibleOrganizers,
  toOrganizer,
} from '../db/queries/organizers';
import type { Db } from '../db/database';
import { found } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

async function organizerOr404(db: Db, slug: string) {
  return found(await findOrganizerBySlug(db, slug), 'organizer', `No organizer with slug "${slug}"`);
}

export const organizerHandlers: HandlersOf<typeof organizerEndpoints> = {
  organizerBySlug: async ({ db, query, ctx }) => ({
    errorText: 'OK',
    organizer: toOrganizer(await organizerOr404(db, query.organizerSlug), ctx.language),
  }),
  organizerEventGroups: async ({ db, query, ctx }) => {
    const organizer = await organizerOr404(db, query.organizerSlug);
    return { errorText: 'OK', eventGroups: await listOrganizerEventGroups(db, organizer, ctx.language) };
  },
  organizersAll: async ({ db, ctx }) => ({
    errorText: 'OK',
    organizers: (await listVisibleOrganizers(db)).map((row) => toOrganizer(row, ctx.language)),
  }),
};

export const organizerV2Handlers: HandlersOf<typeof organizerV2Endpoints> = {
  organizerVisibleSlugs: async ({ db }) => ({
    errorText: 'OK',
    slugs: (await listVisibleOrganizers(db)).map((row) => row.slug),
  }),
  organizerBySlugV2: async ({ db, params, ctx }) => {
    const organizer = await organizerOr404(db, params.slug);
    return {
      errorText: 'OK',
      organizer: toOrganizer(organizer, ctx.language),
      eventGroups: await listOrganizerEventGroups(db, organizer, ctx.language),
    };
  },
};
