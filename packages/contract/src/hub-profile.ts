// The organiser's profile under /pass/hub/...: who sells (legal name, IČO, DIČ, address, IBAN) and its brand.
import { language } from '@repo/enums/language';
import { z } from 'zod';
import { organizerAccess } from './access';
import { enumId, ok, slug, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import {
  companyIdText,
  countryId,
  currencyId,
  hexColor,
  iban,
  IMAGE_UPLOAD_BODY_LIMIT,
  imageUploadBody,
  knownEnumId,
  optionalText,
  requiredText,
  vatIdFitsCountry,
  vatIdText,
  webAddress,
} from './hub-fields';

export const organizerProfile = z.object({
  organizerId: uuid,
  slug,
  /** The name buyers see. */
  name: z.string(),
  /** The registered company name printed on tax documents; null means the name. */
  legalName: z.string().nullable(),
  /** IČO, 8 digits. */
  companyId: z.string().nullable(),
  /** VAT id (Czech DIČ "CZ27082440", Slovak IČ DPH); null when not registered for VAT. */
  vatId: z.string().nullable(),
  /** Registered office: street with numbers, city, postal code and the country (also the VAT country). */
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: enumId,
  iban: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  /** language enumeration id of e-mails and documents when the buyer has not chosen. */
  defaultLanguageId: enumId,
  currencyId: enumId,
  termsUrl: z.string().nullable(),
});
export type OrganizerProfile = z.infer<typeof organizerProfile>;

const bundledLanguageId = knownEnumId(language).refine(
  (id) => ['cs', 'sk', 'en', 'de'].includes(language.get(id).code ?? ''),
  { error: 'must be Czech, Slovak, English or German' },
);

export const organizerProfileBody = z
  .object({
    name: requiredText(120, 2),
    legalName: optionalText(200),
    companyId: companyIdText.nullable(),
    vatId: vatIdText.nullable().transform((value) => (value === '' ? null : value)),
    street: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(20),
    countryId,
    iban: iban.nullable(),
    email: z.email({ error: 'must be an e-mail address' }).max(254).nullable(),
    primaryColor: hexColor,
    defaultLanguageId: bundledLanguageId,
    currencyId,
    termsUrl: webAddress.nullable(),
  })
  .refine((body) => vatIdFitsCountry(body.vatId, body.countryId), {
    error: 'must be a VAT id of the chosen country, with its prefix (CZ12345678)',
    path: ['vatId'],
  });
export type OrganizerProfileBody = z.input<typeof organizerProfileBody>;

const organizerParams = z.object({ organizerId: uuid });

export const hubProfileEndpoints = {
  hubOrganizerProfile: defineEndpoint({
    id: 'hubOrganizerProfile',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/profile',
    tag: 'hub',
    summary: "The organizer's profile: names, company ids, registered office, IBAN, brand and defaults",
    access: organizerAccess('view', 'params.organizerId'),
    params: organizerParams,
    response: ok({ profile: organizerProfile }),
    errors: [403, 404],
  }),
  hubOrganizerProfileUpdate: defineEndpoint({
    id: 'hubOrganizerProfileUpdate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/profile-update',
    tag: 'hub',
    summary:
      'Change the profile (every field; an empty optional field clears it); the logo has its own upload',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    body: organizerProfileBody,
    response: ok({ profile: organizerProfile }),
    errors: [403, 404],
  }),
  hubOrganizerLogoUpload: defineEndpoint({
    id: 'hubOrganizerLogoUpload',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/logo-upload',
    tag: 'hub',
    summary:
      'Upload the logo (JPEG, PNG or WebP as base64, at most 8 MB): stored as a 512 px PNG; 422 ERROR_INVALID_IMAGE',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    body: imageUploadBody,
    bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
    response: ok({ profile: organizerProfile }),
    errors: [403, 404, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
