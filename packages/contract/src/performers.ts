// Public performer endpoints under /pass/performer/... (profiles, galleries, bands).
import { accountAccess, publicAccess } from './access';
import { z } from 'zod';
import { ok, slug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { band, gallery, galleryImage, performer, profile } from './entities';

const performerParams = z.object({ performerId: uuid });
const galleryParams = z.object({ galleryId: uuid });

export const performerEndpoints = {
  performerById: defineEndpoint({
    id: 'performerById',
    method: 'GET',
    path: '/pass/performer/performer/{performerId}',
    tag: 'performer',
    access: publicAccess,
    summary: 'Performer by id',
    params: performerParams,
    response: ok({ performer }),
    errors: [404],
  }),
  performerGallery: defineEndpoint({
    id: 'performerGallery',
    method: 'GET',
    path: '/pass/performer/performer/{performerId}/gallery',
    tag: 'performer',
    access: publicAccess,
    summary: "The performer's gallery (null when they have none) with its images in display order",
    params: performerParams,
    response: ok({ gallery: gallery.nullable(), images: z.array(galleryImage) }),
    errors: [404],
  }),
  performerBands: defineEndpoint({
    id: 'performerBands',
    method: 'GET',
    path: '/pass/performer/performer/{performerId}/bands',
    tag: 'performer',
    access: publicAccess,
    summary: 'Bands the performer plays in, by name',
    params: performerParams,
    response: ok({ bands: z.array(band) }),
    errors: [404],
  }),
  performerProfile: defineEndpoint({
    id: 'performerProfile',
    method: 'GET',
    path: '/pass/performer/performer/{performerId}/profile',
    tag: 'performer',
    access: publicAccess,
    summary: "The performer's public profile; 404 when they have none",
    params: performerParams,
    response: ok({ profile }),
    errors: [404],
  }),
  performerProfileList: defineEndpoint({
    id: 'performerProfileList',
    method: 'GET',
    path: '/pass/performer/performer/{performerId}/profile-list',
    tag: 'performer',
    access: publicAccess,
    summary: "The performer's own profile first, then the profiles of their bands by name",
    params: performerParams,
    response: ok({ profiles: z.array(profile) }),
    errors: [404],
  }),
  performerGalleryById: defineEndpoint({
    id: 'performerGalleryById',
    method: 'GET',
    path: '/pass/performer/gallery/{galleryId}',
    tag: 'performer',
    access: publicAccess,
    summary: 'A gallery that belongs to a performer (404 for galleries of events or bands only)',
    params: galleryParams,
    response: ok({ gallery }),
    errors: [404],
  }),
  performerGalleryImages: defineEndpoint({
    id: 'performerGalleryImages',
    method: 'GET',
    path: '/pass/performer/gallery/{galleryId}/image',
    tag: 'performer',
    access: publicAccess,
    summary: "Images of a performer's gallery, in display order",
    params: galleryParams,
    response: ok({ images: z.array(galleryImage) }),
    errors: [404],
  }),
  performerProfileBySlug: defineEndpoint({
    id: 'performerProfileBySlug',
    method: 'GET',
    path: '/pass/performer/profile/{slug}',
    tag: 'performer',
    access: publicAccess,
    summary: 'A performer profile by slug, with its performer (404 for band profiles)',
    params: z.object({ slug }),
    response: ok({ profile, performer }),
    errors: [404],
  }),
  performerProfiles: defineEndpoint({
    id: 'performerProfiles',
    method: 'GET',
    path: '/pass/performer/profile',
    tag: 'performer',
    access: publicAccess,
    summary: 'All performer profiles, by performer name',
    response: ok({ profiles: z.array(profile) }),
  }),
} as const;

/**
 * The signed-in visitor's favourite performers. A separate table from the public endpoints because these
 * are secured and must never go through the catalogue cache.
 */
export const performerFavoriteEndpoints = {
  performerFavorites: defineEndpoint({
    id: 'performerFavorites',
    method: 'GET',
    path: '/pass/performer/favorite',
    tag: 'performer',
    summary: "The account's favourite performers, by name",
    response: ok({ performers: z.array(performer) }),
    access: accountAccess,
  }),
  performerFavoriteAdd: defineEndpoint({
    id: 'performerFavoriteAdd',
    method: 'POST',
    path: '/pass/performer/favorite',
    tag: 'performer',
    summary: 'Mark a performer as a favourite (repeating it changes nothing)',
    body: z.object({ performerId: uuid }),
    response: ok({ performerId: uuid, favorite: z.literal(true) }),
    access: accountAccess,
    errors: [404],
  }),
  performerFavoriteRemove: defineEndpoint({
    id: 'performerFavoriteRemove',
    method: 'DELETE',
    path: '/pass/performer/favorite',
    tag: 'performer',
    summary: 'Remove a performer from the favourites (repeating it changes nothing)',
    query: z.object({ performerId: uuid }),
    response: ok({ performerId: uuid, favorite: z.literal(false) }),
    access: accountAccess,
  }),
  performerFavoritesByEvent: defineEndpoint({
    id: 'performerFavoritesByEvent',
    method: 'GET',
    path: '/pass/performer/favorite/{eventId}',
    tag: 'performer',
    summary: "The account's favourite performers who appear at the event",
    params: z.object({ eventId: uuid }),
    response: ok({ eventId: uuid, performers: z.array(performer) }),
    access: accountAccess,
    errors: [404],
  }),
} as const;
