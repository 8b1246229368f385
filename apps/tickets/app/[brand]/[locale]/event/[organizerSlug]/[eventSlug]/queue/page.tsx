// The waiting room's queue page: the event's name, then the visitor's place, refreshed by the client beside it.
import { eventCartLink } from '@repo/links/storefront-links';
import type { Metadata } from 'next';
import { loadEvent } from '../../../../../../../lib/event-page';
import { localizePath } from '../../../../../../../lib/locale';
import { getStorefront } from '../../../../../../../lib/storefront-context';
import { QueueStatus } from './_components/queue-status';

type Props = PageProps<'/[brand]/[locale]/event/[organizerSlug]/[eventSlug]/queue'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, organizerSlug, eventSlug } = await params;
  const ctx = await getStorefront(locale);
  const { event } = await loadEvent(ctx, organizerSlug, eventSlug);
  // Search engines have nothing to find in a queue.
  return { title: ctx.t('queue.title', { event: event.namePub }), robots: { index: false } };
}

export default async function QueuePage({ params }: Props) {
  const { locale, organizerSlug, eventSlug } = await params;
  const ctx = await getStorefront(locale);
  const { event, organizer } = await loadEvent(ctx, organizerSlug, eventSlug);
  const cartPath = localizePath(
    eventCartLink({ organizerSlug: organizer.slug, eventSlug: event.eventSlug }),
    ctx.locale,
  );
  return (
    <section
      aria-labelledby="queue-heading"
      className="mx-auto mt-4 max-w-xl rounded-2xl bg-white p-4 shadow-sm sm:mt-8 sm:p-6"
    >
      <h1 id="queue-heading" className="text-xl font-semibold sm:text-2xl">
        {ctx.t('queue.title', { event: event.namePub })}
      </h1>
      <p className="mt-3 leading-relaxed">{ctx.t('queue.intro')}</p>
      <QueueStatus eventId={event.eventId} timeZone={event.timeZone} cartPath={cartPath} />
    </section>
  );
}
