// Organizer detail: who they are, their upcoming events and their tours.
import { tourLink } from '@repo/links/storefront-links';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { brandSellsOrganizer } from '../../../../../lib/brands';
import { catalogue, orNotFound } from '../../../../../lib/pass-server';
import { getStorefront } from '../../../../../lib/storefront-context';
import type { StorefrontContext } from '../../../../../lib/storefront-context';
import { EventGrid } from '../../_components/event-grid';
import { PassImage } from '../../_components/pass-image';

async function load(ctx: StorefrontContext, organizerSlug: string) {
  if (!brandSellsOrganizer(ctx.brand, organizerSlug)) notFound();
  return orNotFound(catalogue(ctx, 'organizerBySlugV2', { params: { slug: organizerSlug } }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[brand]/[locale]/organizer/[organizerSlug]'>): Promise<Metadata> {
  const { locale, organizerSlug } = await params;
  const { organizer } = await load(await getStorefront(locale), organizerSlug);
  return { title: organizer.name, description: organizer.descriptionPub ?? undefined };
}

export default async function OrganizerPage({
  params,
}: PageProps<'/[brand]/[locale]/organizer/[organizerSlug]'>) {
  const { locale, organizerSlug } = await params;
  const ctx = await getStorefront(locale);
  const { organizer, eventGroups } = await load(ctx, organizerSlug);
  const { events } = await orNotFound(catalogue(ctx, 'eventsByOrganizerV2', { query: { organizerSlug } }));
  const { t } = ctx;
  const pageLocale = ctx.locale;
  return (
    <>
      <header className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-center gap-4">
          {organizer.logoUrl ? (
            <PassImage
              src={organizer.logoUrl}
              alt=""
              width={80}
              height={80}
              className="size-16 shrink-0 rounded-2xl sm:size-20"
              data-testid="organizer-logo"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-800">{t('organizer.kicker')}</p>
            <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{organizer.name}</h1>
          </div>
        </div>
        {organizer.descriptionPub ? (
          <p className="mt-3 max-w-3xl text-muted">{organizer.descriptionPub}</p>
        ) : null}
        {organizer.website ? (
          <a
            href={organizer.website}
            rel="noopener"
            className="mt-3 inline-flex min-h-11 items-center text-brand-800 underline"
          >
            {t('site.brandSite')}
          </a>
        ) : null}
      </header>
      <EventGrid id="organizer-events" title={t('organizer.events')} events={events} ctx={ctx} />
      {eventGroups.length > 0 ? (
        <section className="mt-10" aria-labelledby="organizer-tours">
          <h2 id="organizer-tours" className="text-xl font-semibold">
            {t('organizer.tours')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {eventGroups.map((group) => (
              <li key={group.eventGroupId}>
                <a
                  href={tourLink({ eventGroupSlug: group.slug }, { locale: pageLocale })}
                  className="block rounded-xl border border-brand-100 bg-white p-4 font-semibold text-brand-800 hover:shadow-md"
                >
                  {group.namePub}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
