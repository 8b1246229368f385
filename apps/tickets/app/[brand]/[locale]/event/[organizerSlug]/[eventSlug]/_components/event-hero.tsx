// The top of an event page: the header picture, organizer and tour, name, date, venue, price and a way to tickets.
import type { EventDetail, Organizer } from '@repo/contract/entities';
import { Button } from '@repo/ui/button';
import { formatEventDate, formatMoney } from '../../../../../../../lib/format';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';
import { PassImage } from '../../../../_components/pass-image';
import { CalendarIcon, PinIcon } from './event-icons';
import { EventKicker } from './event-kicker';
import { SaleNotice } from './sale-notice';

/** Where the tickets start on the page: the cart's first heading. */
const ticketsAnchor = '#tickets-heading';

export function EventHero({
  event,
  organizer,
  ctx,
}: {
  event: EventDetail;
  organizer: Organizer;
  ctx: StorefrontContext;
}) {
  const { locale, t } = ctx;
  const place = event.venue ? [event.venue.name, event.venue.city].filter(Boolean).join(', ') : null;
  return (
    <header className="overflow-hidden rounded-2xl bg-white shadow-sm" data-testid="event-hero">
      {event.headerImageUrl ? (
        <div className="relative aspect-[16/9] w-full bg-brand-900 sm:aspect-[21/9]">
          <PassImage
            src={event.headerImageUrl}
            alt=""
            fill
            eager
            sizes="(min-width: 1152px) 1104px, 100vw"
            className="object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-5 p-4 sm:p-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <EventKicker event={event} organizer={organizer} ctx={ctx} />
          <h1 className="mt-1 text-2xl font-bold break-words text-brand-950 sm:text-4xl">{event.namePub}</h1>
          <ul className="mt-3 grid gap-1.5">
            <li className="flex items-start gap-2">
              <CalendarIcon className="mt-0.5 size-5 text-brand-700" />
              <time dateTime={event.startsAt}>
                {formatEventDate(event.startsAt, event.endsAt, event.timeZone, locale)}
              </time>
            </li>
            {place ? (
              <li className="flex items-start gap-2">
                <PinIcon className="mt-0.5 size-5 text-brand-700" />
                <span>{place}</span>
              </li>
            ) : null}
          </ul>
        </div>
        {event.saleState === 'on_sale' ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 lg:flex-col lg:items-end">
            {event.priceFrom !== null ? (
              <p className="text-lg font-semibold text-brand-800">
                {t('event.priceFrom', { price: formatMoney(event.priceFrom, event.currencyId, locale) })}
              </p>
            ) : null}
            <Button asChild size="lg">
              <a href={ticketsAnchor}>{t('event.ticketsCta')}</a>
            </Button>
          </div>
        ) : null}
      </div>
      <div className="px-4 sm:px-6 [&>p]:mt-0 [&>p]:mb-4 sm:[&>p]:mb-6">
        <SaleNotice event={event} ctx={ctx} />
      </div>
    </header>
  );
}
