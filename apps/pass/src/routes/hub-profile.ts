// Handlers of the organizer's profile: read, change, logo (the rules live in organizers/profile.ts).
import type { hubProfileEndpoints } from '@repo/contract/hub-profile';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import type { HandlersOf } from '../http/register-endpoint';
import { changeLogo, changeProfile, readProfile } from '../organizers/profile';

export function hubProfileHandlers(changes: CatalogueChanges): HandlersOf<typeof hubProfileEndpoints> {
  return {
    hubOrganizerProfile: async ({ db, params }) => ({
      errorText: 'OK',
      profile: await readProfile(db, params.organizerId),
    }),
    hubOrganizerProfileUpdate: async ({ db, params, body, audit, afterCommit }) => {
      const profile = await changeProfile(db, params.organizerId, body);
      audit.detail({ name: profile.name, companyId: profile.companyId, vatId: profile.vatId });
      // The storefront shows the organizer's name, colour and logo beside its events.
      afterCommit(changes.announce);
      return { errorText: 'OK', profile };
    },
    hubOrganizerLogoUpload: async ({ db, params, body, audit, afterCommit }) => {
      const profile = await changeLogo(db, params.organizerId, body.imageBase64);
      audit.detail({ logoUrl: profile.logoUrl });
      afterCommit(changes.announce);
      return { errorText: 'OK', profile };
    },
  };
}
