// Event group (tour) detail: its description, organizer and visible events.
import { organizerLink } from '@repo/links/storefront-links';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { brandSellsOrganizer } from '../../../../../lib/brands';
import { catalogue, orNotFound } from '../../../../../lib/pass-server';
import { getStorefront } from '../../../../../lib/storefront-context';
import type { StorefrontContext } from '../../../../../lib/storefront-context';
import { EventGrid } from '../../_components/event-grid';
import { PassImage } from '../../_components/pass-image';

async function load(ctx: StorefrontContext, eventGroupSlug: string) {
  const found = await orNotFound(catalogue(ctx, 'eventGroupBySlugV2', { params: { eventGroupSlug } }));
  if (!brandSellsOrganizer(ctx.brand, found.organizer.slug)) notFound();
  return found;
}

export async function generateMetadata({
  params,
}: PageProps<'/[brand]/[locale]/tour/[eventGroupSlug]'>): Promise<Metadata> {
  const { locale, eventGroupSlug } = await params;
  const { eventGroup } = await load(await getStorefront(locale), eventGroupSlug);
  return { title: eventGroup.namePub, description: eventGroup.descriptionPub ?? undefined };
}

export default async function TourPage({ params }: PageProps<'/[brand]/[locale]/tour/[eventGroupSlug]'>) {
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
      <header className="overflow-hidden rounded-2xl bg-white shadow-sm">
        {eventGroup.headerImageUrl ? (
          <div className="relative aspect-[16/9] w-full bg-brand-900 sm:aspect-[21/9]">
            <PassImage
              src={eventGroup.headerImageUrl}
              alt=""
              fill
              eager
              sizes="(min-width: 1152px) 1104px, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <div className="p-4 sm:p-6">
          <p className="text-sm font-medium text-brand-800">{t('tour.kicker')}</p>
          <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{eventGroup.namePub}</h1>
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
        </div>
      </header>
      <EventGrid id="tour-events" title={t('tour.events')} events={events} ctx={ctx} />
    </>
  );
}
