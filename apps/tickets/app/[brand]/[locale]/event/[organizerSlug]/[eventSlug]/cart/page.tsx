// Event detail and cart: the event's header, the interactive cart (tickets, seats, extras, codes, checkout), then
// what the event offers (about, line-up, programme, photos) beside where it takes place and who organises it.
// Rendered once per brand, language and event and served from Next's full route cache (incremental static
// regeneration): it reads nothing of the request. Availability, access codes and the waiting-room notice come
// live in the browser; proxy.ts sends browsers without admission to the queue while the waiting room is on.
import { eventCartLink } from '@repo/links/storefront-links';
import type { Metadata } from 'next';
import { FromQueueNotice } from './_components/from-queue-notice';
import { cartTextsOf } from '../../../../../../../lib/cart-texts';
import { loadCartCatalogue, loadEvent, loadEventContent } from '../../../../../../../lib/event-page';
import { storefrontOf } from '../../../../../../../lib/storefront-context';
import { EventHero } from '../_components/event-hero';
import { LineupSection } from '../_components/lineup-section';
import { OrganizerCard } from '../_components/organizer-card';
import { PhotosSection } from '../_components/photos-section';
import { ProgrammeSection } from '../_components/programme-section';
import { VenueCard } from '../_components/venue-card';
import { Cart } from './_components/cart';

type Props = PageProps<'/[brand]/[locale]/event/[organizerSlug]/[eventSlug]/cart'>;

// Seconds a rendered page is served before a visit has it rendered again in the background; the catalogue
// change announced by the pass revalidates it at once (app/api/catalogue-changed). Short, so a missed
// announcement still keeps the 5 s promise; a render every 3 s per event is nothing under a rush.
export const revalidate = 3;

/** No page at build (the pass is not there then): each is rendered on its first visit, then cached. */
export function generateStaticParams(): never[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale, organizerSlug, eventSlug } = await params;
  const { event } = await loadEvent(storefrontOf(brand, locale), organizerSlug, eventSlug, true);
  return { title: event.namePub, description: event.descriptionPub ?? undefined };
}

export default async function CartPage({ params }: Props) {
  const { brand, locale, organizerSlug, eventSlug } = await params;
  const ctx = storefrontOf(brand, locale);
  const { event, organizer } = await loadEvent(ctx, organizerSlug, eventSlug, true);
  const [data, content] = await Promise.all([
    loadCartCatalogue(ctx, event.eventId),
    loadEventContent(ctx, event, true),
  ]);
  const pagePath = eventCartLink({ organizerSlug: organizer.slug, eventSlug: event.eventSlug });
  return (
    <>
      <EventHero event={event} organizer={organizer} ctx={ctx} />
      <FromQueueNotice eventId={event.eventId} />
      <Cart
        event={event}
        organizerSlug={organizer.slug}
        initial={data}
        texts={cartTextsOf(data, ctx.locale, event.timeZone)}
        initialCodes="from-address"
        demo={false}
      />
      {/* Below the cart: the browser lays it out and paints it only when it nears the screen (phones first). */}
      <div className="mt-6 grid [contain-intrinsic-size:auto_1200px] [content-visibility:auto] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {event.descriptionPub ? (
            <section aria-labelledby="about-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
              <h2 id="about-heading" className="text-xl font-semibold sm:text-2xl">
                {ctx.t('event.about')}
              </h2>
              <p className="mt-3 max-w-prose leading-relaxed whitespace-pre-line">{event.descriptionPub}</p>
            </section>
          ) : null}
          <LineupSection content={content} eventId={event.eventId} pagePath={pagePath} ctx={ctx} />
          <ProgrammeSection days={content.programme} ctx={ctx} />
          <PhotosSection photos={content.photos} ctx={ctx} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {event.venue ? <VenueCard venue={event.venue} ctx={ctx} /> : null}
          <OrganizerCard organizer={organizer} ctx={ctx} />
        </div>
      </div>
    </>
  );
}
