// Where the event takes place: venue name, full address and a link to it on OpenStreetMap.
import type { Venue } from '@repo/contract/entities';
import { country } from '@repo/enums/country';
import { venueMapLink } from '../../../../../../../lib/map-link';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';
import { ExternalIcon, PinIcon } from './event-icons';

export function VenueCard({ venue, ctx }: { venue: Venue; ctx: StorefrontContext }) {
  const { t } = ctx;
  return (
    <section aria-labelledby="venue-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="venue-heading" className="text-xl font-semibold">
        {t('event.venue')}
      </h2>
      <div className="mt-3 flex gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <PinIcon />
        </span>
        <address className="min-w-0 not-italic" data-testid="venue-address">
          <p className="font-semibold break-words">{venue.name}</p>
          <p>{venue.street}</p>
          <p>
            {venue.postalCode} {venue.city}
          </p>
          <p className="text-muted">{countryName(venue.countryId, ctx)}</p>
        </address>
      </div>
      <a
        href={venueMapLink(venue)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby="venue-map-provider"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 font-medium text-brand-800 hover:bg-brand-50"
      >
        {t('event.showOnMap')}
        <ExternalIcon className="size-4" />
      </a>
      <p id="venue-map-provider" className="mt-1 text-xs text-muted">
        {t('event.mapProvider')}
      </p>
    </section>
  );
}

/** The country's name; none for a custom id this storefront has not registered (lookups throw for those). */
function countryName(countryId: number, ctx: StorefrontContext): string | null {
  try {
    return country.label(countryId, ctx.locale);
  } catch {
    return null;
  }
}
