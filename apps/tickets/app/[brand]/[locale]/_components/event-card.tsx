// A listing card of one event: picture, name, organizer, date, place, price from, sale state; links to its cart.
import type { EventSummary } from '@repo/contract/entities';
import { eventCartLink } from '@repo/links/storefront-links';
import { formatEventDate, formatMoney } from '../../../../lib/format';
import type { StorefrontContext } from '../../../../lib/storefront-context';
import { PassImage } from './pass-image';
import { SaleStateBadge } from './sale-state-badge';

export function EventCard({
  event,
  ctx,
  eager = false,
}: {
  event: EventSummary;
  ctx: StorefrontContext;
  /** The page's first card: its picture is usually the largest thing in the first screen, so it loads first. */
  eager?: boolean;
}) {
  const { locale, t } = ctx;
  const place = [event.venueName, event.city].filter(Boolean).join(', ');
  return (
    <article className="group relative flex flex-col rounded-xl border border-brand-100 bg-white p-4 shadow-sm transition hover:shadow-md">
      <div className="relative mb-3 aspect-[16/9] overflow-hidden rounded-lg bg-gradient-to-br from-brand-200 via-brand-400 to-brand-700">
        {event.headerImageUrl ? (
          <PassImage
            src={event.headerImageUrl}
            alt=""
            eager={eager}
            fill
            sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
      </div>
      <p className="text-sm text-muted">{event.organizerName}</p>
      <h3 className="mt-1 text-lg font-semibold leading-snug">
        <a
          href={eventCartLink({ organizerSlug: event.organizerSlug, eventSlug: event.eventSlug }, { locale })}
          className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {event.namePub}
        </a>
      </h3>
      <p className="mt-1 text-sm">
        <time dateTime={event.startsAt}>
          {formatEventDate(event.startsAt, event.endsAt, event.timeZone, locale)}
        </time>
      </p>
      {place ? <p className="text-sm text-muted">{place}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <p className="font-semibold text-brand-800">
          {event.priceFrom !== null
            ? t('event.priceFrom', { price: formatMoney(event.priceFrom, event.currencyId, locale) })
            : null}
        </p>
        <SaleStateBadge state={event.saleState} t={t} />
      </div>
    </article>
  );
}
