// Who organises the event: logo, name, a line about them and a link to their page with all their events.
import type { Organizer } from '@repo/contract/entities';
import { organizerLink } from '@repo/links/storefront-links';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';
import { PassImage } from '../../../../_components/pass-image';

export function OrganizerCard({ organizer, ctx }: { organizer: Organizer; ctx: StorefrontContext }) {
  const { t, locale } = ctx;
  return (
    <section aria-labelledby="organizer-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="organizer-heading" className="text-xl font-semibold">
        {t('event.organizer')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {organizer.logoUrl ? (
          <PassImage
            src={organizer.logoUrl}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl"
            data-testid="organizer-logo"
          />
        ) : null}
        <p className="min-w-0 font-semibold break-words">{organizer.name}</p>
      </div>
      {organizer.descriptionPub ? (
        <p className="mt-3 text-sm text-muted">{organizer.descriptionPub}</p>
      ) : null}
      <a
        href={organizerLink({ organizerSlug: organizer.slug }, { locale })}
        className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
      >
        {t('event.organizerEvents')}
      </a>
    </section>
  );
}
