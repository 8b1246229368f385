// Event detail and cart: the event's header, the interactive cart (tickets, seats, extras, codes, checkout), then
// what the event offers (about, line-up, programme, photos) beside where it takes place and who organises it.
import { eventCartLink } from '@repo/links/storefront-links';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizePath } from '../../../../../../lib/locale';
import { admissionCookie, eventQueuePath } from '../../../../../../lib/waiting-room';
import { waitingRoomActive } from '../../../../../../lib/waiting-room-server';
import { FromQueueNotice } from './_components/from-queue-notice';
import { parseCodes } from '../../../../../../lib/cart';
import { loadCart, loadEvent, loadEventContent } from '../../../../../../lib/event-page';
import { getStorefront } from '../../../../../../lib/storefront-context';
import { EventHero } from '../_components/event-hero';
import { LineupSection } from '../_components/lineup-section';
import { OrganizerCard } from '../_components/organizer-card';
import { PhotosSection } from '../_components/photos-section';
import { ProgrammeSection } from '../_components/programme-section';
import { VenueCard } from '../_components/venue-card';
import { Cart } from './_components/cart';

type Props = PageProps<'/[locale]/event/[organizerSlug]/[eventSlug]/cart'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, organizerSlug, eventSlug } = await params;
  const { event } = await loadEvent(await getStorefront(locale), organizerSlug, eventSlug);
  return { title: event.namePub, description: event.descriptionPub ?? undefined };
}

export default async function CartPage({ params, searchParams }: Props) {
  const { locale, organizerSlug, eventSlug } = await params;
  const ctx = await getStorefront(locale);
  const { event, organizer } = await loadEvent(ctx, organizerSlug, eventSlug);
  const query = await searchParams;
  // While the waiting room is on, a browser without an admission queues first (the pass refuses its holds anyway).
  const admitted = (await cookies()).has(admissionCookie(event.eventId));
  if (!admitted && (await waitingRoomActive(ctx, event.eventId))) {
    redirect(localizePath(eventQueuePath(organizer.slug, event.eventSlug), ctx.locale));
  }
  const codes = parseCodes(query.codes);
  const [data, content] = await Promise.all([
    loadCart(ctx, event.eventId, codes),
    loadEventContent(ctx, event),
  ]);
  const pagePath = eventCartLink({ organizerSlug: organizer.slug, eventSlug: event.eventSlug });
  return (
    <>
      <EventHero event={event} organizer={organizer} ctx={ctx} />
      {admitted && query.fromQueue === 'true' ? <FromQueueNotice eventId={event.eventId} /> : null}
      <Cart event={event} organizerSlug={organizer.slug} initial={data} initialCodes={codes} demo={false} />
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
