// Public band endpoints under /pass/band/... (profiles, galleries, performers).
import { accountAccess, publicAccess } from './access';
import { z } from 'zod';
import { ok, slug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { band, gallery, galleryImage, performer, profile } from './entities';

const bandParams = z.object({ bandId: uuid });
const galleryParams = z.object({ galleryId: uuid });

export const bandEndpoints = {
  bandById: defineEndpoint({
    id: 'bandById',
    method: 'GET',
    path: '/pass/band/band/{bandId}',
    tag: 'band',
    access: publicAccess,
    summary: 'Band by id',
    params: bandParams,
    response: ok({ band }),
    errors: [404],
  }),
  bandGallery: defineEndpoint({
    id: 'bandGallery',
    method: 'GET',
    path: '/pass/band/band/{bandId}/gallery',
    tag: 'band',
    access: publicAccess,
    summary: "The band's gallery (null when it has none) with its images in display order",
    params: bandParams,
    response: ok({ gallery: gallery.nullable(), images: z.array(galleryImage) }),
    errors: [404],
  }),
  bandPerformers: defineEndpoint({
    id: 'bandPerformers',
    method: 'GET',
    path: '/pass/band/band/{bandId}/performer',
    tag: 'band',
    access: publicAccess,
    summary: 'Members of the band, by name',
    params: bandParams,
    response: ok({ performers: z.array(performer) }),
    errors: [404],
  }),
  bandProfile: defineEndpoint({
    id: 'bandProfile',
    method: 'GET',
    path: '/pass/band/band/{bandId}/profile',
    tag: 'band',
    access: publicAccess,
    summary: "The band's public profile; 404 when the band has none",
    params: bandParams,
    response: ok({ profile }),
    errors: [404],
  }),
  bandProfileList: defineEndpoint({
    id: 'bandProfileList',
    method: 'GET',
    path: '/pass/band/band/{bandId}/profile-list',
    tag: 'band',
    access: publicAccess,
    summary: "The band's own profile first, then its members' profiles by name",
    params: bandParams,
    response: ok({ profiles: z.array(profile) }),
    errors: [404],
  }),
  bandGalleryById: defineEndpoint({
    id: 'bandGalleryById',
    method: 'GET',
    path: '/pass/band/gallery/{galleryId}',
    tag: 'band',
    access: publicAccess,
    summary: 'A gallery that belongs to a band (404 for galleries of events or performers only)',
    params: galleryParams,
    response: ok({ gallery }),
    errors: [404],
  }),
  bandGalleryImages: defineEndpoint({
    id: 'bandGalleryImages',
    method: 'GET',
    path: '/pass/band/gallery/{galleryId}/image',
    tag: 'band',
    access: publicAccess,
    summary: "Images of a band's gallery, in display order",
    params: galleryParams,
    response: ok({ images: z.array(galleryImage) }),
    errors: [404],
  }),
  bandProfileBySlug: defineEndpoint({
    id: 'bandProfileBySlug',
    method: 'GET',
    path: '/pass/band/profile/{slug}',
    tag: 'band',
    access: publicAccess,
    summary: 'A band profile by slug, with its band (404 for performer profiles)',
    params: z.object({ slug }),
    response: ok({ profile, band }),
    errors: [404],
  }),
  bandProfiles: defineEndpoint({
    id: 'bandProfiles',
    method: 'GET',
    path: '/pass/band/profile',
    tag: 'band',
    access: publicAccess,
    summary: 'All band profiles, by band name',
    response: ok({ profiles: z.array(profile) }),
  }),
} as const;

/**
 * The signed-in visitor's favourite bands. A separate table from the public endpoints because these are
 * secured and must never go through the catalogue cache.
 */
export const bandFavoriteEndpoints = {
  bandFavorites: defineEndpoint({
    id: 'bandFavorites',
    method: 'GET',
    path: '/pass/band/favorite',
    tag: 'band',
    summary: "The account's favourite bands, by name",
    response: ok({ bands: z.array(band) }),
    access: accountAccess,
  }),
  bandFavoriteAdd: defineEndpoint({
    id: 'bandFavoriteAdd',
    method: 'POST',
    path: '/pass/band/favorite',
    tag: 'band',
    summary: 'Mark a band as a favourite (repeating it changes nothing)',
    body: z.object({ bandId: uuid }),
    response: ok({ bandId: uuid, favorite: z.literal(true) }),
    access: accountAccess,
    errors: [404],
  }),
  bandFavoriteRemove: defineEndpoint({
    id: 'bandFavoriteRemove',
    method: 'DELETE',
    path: '/pass/band/favorite',
    tag: 'band',
    summary: 'Remove a band from the favourites (repeating it changes nothing)',
    query: z.object({ bandId: uuid }),
    response: ok({ bandId: uuid, favorite: z.literal(false) }),
    access: accountAccess,
  }),
  bandFavoritesByEvent: defineEndpoint({
    id: 'bandFavoritesByEvent',
    method: 'GET',
    path: '/pass/band/favorite/{eventId}',
    tag: 'band',
    summary: "The account's favourite bands that play at the event",
    params: z.object({ eventId: uuid }),
    response: ok({ eventId: uuid, bands: z.array(band) }),
    access: accountAccess,
    errors: [404],
  }),
} as const;
