// Handlers of the organizer's e-mail texts: read and save, for all events or one.
import type { hubMailTextEndpoints } from '@repo/contract/hub-mail-texts';
import type { HandlersOf } from '../http/register-endpoint';
import { readMailTexts, saveMailTexts } from '../organizers/mail-texts';

export const hubMailTextHandlers: HandlersOf<typeof hubMailTextEndpoints> = {
  hubMailTexts: async ({ db, params, query }) => ({
    errorText: 'OK',
    ...(await readMailTexts(db, params.organizerId, query.eventId ?? null)),
  }),
  hubMailTextsUpdate: async ({ db, params, body, audit }) => {
    const mailTexts = await saveMailTexts(db, params.organizerId, {
      eventId: body.eventId ?? null,
      senderName: body.senderName,
      replyTo: body.replyTo,
      paragraph: body.paragraph,
    });
    audit.resource(body.eventId ? 'event' : 'organizer', body.eventId ?? params.organizerId);
    audit.detail({ senderName: mailTexts.senderName, replyTo: mailTexts.replyTo });
    return { errorText: 'OK', mailTexts };
  },
};
