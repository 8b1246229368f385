// The event's heading on its cart and order pages: name, organizer, tour, date, venue and sale state.
import type { EventDetail, Organizer } from '@repo/contract/entities';
import { eventCartLink } from '@repo/links/storefront-links';
import { formatEventDate } from '../../../../../../../lib/format';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';
import { EventKicker } from './event-kicker';
import { SaleNotice } from './sale-notice';

export function EventHeader({
  event,
  organizer,
  ctx,
  headingLevel = 1,
  linkToCart = false,
}: {
  event: EventDetail;
  organizer: Organizer;
  ctx: StorefrontContext;
  headingLevel?: 1 | 2;
  linkToCart?: boolean;
}) {
  const { locale } = ctx;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const venue = event.venue
    ? [event.venue.name, event.venue.street, event.venue.city].filter(Boolean).join(', ')
    : null;
  return (
    <header className="rounded-2xl bg-white p-6 shadow-sm">
      <EventKicker event={event} organizer={organizer} ctx={ctx} />
      <Heading className="mt-1 text-2xl font-bold sm:text-3xl">
        {linkToCart ? (
          <a
            href={eventCartLink({ organizerSlug: organizer.slug, eventSlug: event.eventSlug }, { locale })}
            className="inline-flex min-h-11 items-center hover:underline"
          >
            {event.namePub}
          </a>
        ) : (
          event.namePub
        )}
      </Heading>
      <p className="mt-2">
        <time dateTime={event.startsAt}>
          {formatEventDate(event.startsAt, event.endsAt, event.timeZone, locale)}
        </time>
      </p>
      {venue ? <p className="text-muted">{venue}</p> : null}
      {headingLevel === 1 && event.descriptionPub ? (
        <p className="mt-3 max-w-3xl text-muted">{event.descriptionPub}</p>
      ) : null}
      {headingLevel === 1 ? <SaleNotice event={event} ctx={ctx} /> : null}
    </header>
  );
}
