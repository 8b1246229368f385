// Organizer endpoints, v1 (/pass/organizer/...) and v2 (/pass/v2/organizer/...).
import { publicAccess } from './access';
import { z } from 'zod';
import { ok, slug } from './common';
import { defineEndpoint } from './endpoint';
import { eventGroup, organizer } from './entities';

const organizerSlugQuery = z.object({ organizerSlug: slug });

export const organizerEndpoints = {
  organizerBySlug: defineEndpoint({
    id: 'organizerBySlug',
    method: 'GET',
    path: '/pass/organizer/organizer-by-slug',
    tag: 'organizer',
    access: publicAccess,
    summary: 'Organizer by slug',
    query: organizerSlugQuery,
    response: ok({ organizer }),
    errors: [404],
  }),
  organizerEventGroups: defineEndpoint({
    id: 'organizerEventGroups',
    method: 'GET',
    path: '/pass/organizer/organizer-event-groups',
    tag: 'organizer',
    access: publicAccess,
    summary: 'Visible event groups (tours) of an organizer',
    query: organizerSlugQuery,
    response: ok({ eventGroups: z.array(eventGroup) }),
    errors: [404],
  }),
  organizersAll: defineEndpoint({
    id: 'organizersAll',
    method: 'GET',
    path: '/pass/organizer/organizers-all',
    tag: 'organizer',
    access: publicAccess,
    summary: 'All visible organizers, by name',
    response: ok({ organizers: z.array(organizer) }),
  }),
} as const;

export const organizerV2Endpoints = {
  organizerVisibleSlugs: defineEndpoint({
    id: 'organizerVisibleSlugs',
    method: 'GET',
    path: '/pass/v2/organizer/visible-slugs',
    tag: 'organizer',
    access: publicAccess,
    summary: 'Slugs of visible organizers (for static generation of organizer pages)',
    response: ok({ slugs: z.array(slug) }),
  }),
  organizerBySlugV2: defineEndpoint({
    id: 'organizerBySlugV2',
    method: 'GET',
    path: '/pass/v2/organizer/slug/{slug}',
    tag: 'organizer',
    access: publicAccess,
    summary: 'Organizer by slug, with its visible event groups',
    params: z.object({ slug }),
    response: ok({ organizer, eventGroups: z.array(eventGroup) }),
    errors: [404],
  }),
} as const;
