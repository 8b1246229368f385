// The line above an event's name: its organizer and, for a tour's event, a link to the tour.
import type { EventDetail, Organizer } from '@repo/contract/entities';
import { organizerLink, tourLink } from '@repo/links/storefront-links';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';

export function EventKicker({
  event,
  organizer,
  ctx,
}: {
  event: EventDetail;
  organizer: Organizer;
  ctx: StorefrontContext;
}) {
  const { locale, t } = ctx;
  return (
    <p className="text-sm">
      <a
        href={organizerLink({ organizerSlug: organizer.slug }, { locale })}
        className="font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        {organizer.name}
      </a>
      {event.eventGroupSlug ? (
        <>
          {' · '}
          <a
            href={tourLink({ eventGroupSlug: event.eventGroupSlug }, { locale })}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {t('tour.kicker')}
          </a>
        </>
      ) : null}
    </p>
  );
}
