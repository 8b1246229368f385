// Event group (tour) detail: its description, organizer and visible events.
import { organizerLink } from '@repo/links/storefront-links';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { brandSellsOrganizer } from '../../../../lib/brands';
import { catalogue, orNotFound } from '../../../../lib/pass-server';
import { getStorefront } from '../../../../lib/storefront-context';
import type { StorefrontContext } from '../../../../lib/storefront-context';
import { EventGrid } from '../../_components/event-grid';

async function load(ctx: StorefrontContext, eventGroupSlug: string) {
  const found = await orNotFound(catalogue(ctx, 'eventGroupBySlugV2', { params: { eventGroupSlug } }));
  if (!brandSellsOrganizer(ctx.brand, found.organizer.slug)) notFound();
  return found;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/tour/[eventGroupSlug]'>): Promise<Metadata> {
  const { locale, eventGroupSlug } = await params;
  const { eventGroup } = await load(await getStorefront(locale), eventGroupSlug);
  return { title: eventGroup.namePub, description: eventGroup.descriptionPub ?? undefined };
}

export default async function TourPage({ params }: PageProps<'/[locale]/tour/[eventGroupSlug]'>) {
  const { locale, eventGroupSlug } = await params;
  const ctx = await getStorefront(locale);
  const { eventGroup, organizer } = await load(ctx, eventGroupSlug);
  const { events } = await orNotFound(
    catalogue(ctx, 'eventGroupVisibleEventsV2', { params: { eventGroupId: eventGroup.eventGroupId } }),
  );
  const { t } = ctx;
  const pageLocale = ctx.locale;
  return (
    <>
      <header className="rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-sm font-medium text-brand-800">{t('tour.kicker')}</p>
        <h1 className="mt-1 text-3xl font-bold">{eventGroup.namePub}</h1>
        <p className="mt-2">
          <a
            href={organizerLink({ organizerSlug: organizer.slug }, { locale: pageLocale })}
            className="text-brand-800 underline"
          >
            {organizer.name}
          </a>
        </p>
        {eventGroup.descriptionPub ? (
          <p className="mt-3 max-w-3xl text-muted">{eventGroup.descriptionPub}</p>
        ) : null}
      </header>
      <EventGrid id="tour-events" title={t('tour.events')} events={events} ctx={ctx} />
    </>
  );
}
