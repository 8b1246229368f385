// What an organizer adds to the e-mails its buyers get (sender name, reply-to, a paragraph per language), for all
// its events or one event, under /pass/hub/....
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

export const MAIL_PARAGRAPH_MAX = 1000;

const paragraphText = z.string().trim().max(MAIL_PARAGRAPH_MAX);

export const mailTexts = z.object({
  /** Null: the organizer's texts for all its events. */
  eventId: uuid.nullable(),
  senderName: z.string().nullable(),
  replyTo: z.string().nullable(),
  paragraph: z.object({ cs: z.string(), sk: z.string(), en: z.string(), de: z.string() }),
  updatedAt: isoDateTime.nullable(),
});
export type MailTexts = z.infer<typeof mailTexts>;

const organizerParams = z.object({ organizerId: uuid });

export const hubMailTextEndpoints = {
  hubMailTexts: defineEndpoint({
    id: 'hubMailTexts',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/mail-texts',
    tag: 'hub',
    summary:
      "The texts the organizer adds to its buyers' e-mails, for all events or (eventId) one event; empty when none",
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    query: z.object({ eventId: uuid.optional() }),
    response: ok({ mailTexts, organizerName: z.string() }),
    errors: [403, 404],
  }),
  hubMailTextsUpdate: defineEndpoint({
    id: 'hubMailTextsUpdate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/mail-texts-update',
    tag: 'hub',
    summary:
      "Set the sender name, reply-to address and paragraph of the buyers' e-mails, for all events or one event " +
      '(whose texts then replace the general ones field by field); empty values fall back',
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    body: z.object({
      eventId: uuid.nullable().optional(),
      senderName: z
        .string()
        .trim()
        .max(80)
        .regex(/^[^\r\n<>"]*$/, { error: 'must not contain line breaks, quotes or angle brackets' })
        .nullable(),
      replyTo: z.email({ error: 'must be an e-mail address' }).max(254).nullable(),
      paragraph: z.object({ cs: paragraphText, sk: paragraphText, en: paragraphText, de: paragraphText }),
    }),
    response: ok({ mailTexts }),
    errors: [400, 403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
