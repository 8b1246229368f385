// Home: the brand's events in section rows (popular, our pick, ...), with category and region filters.
import { EVENTS_PAGE_MAX } from '@repo/contract/events';
import { eventCategory } from '@repo/enums/event-category';
import { region } from '@repo/enums/region';
import { sectionType } from '@repo/enums/section-type';
import { homeLink } from '@repo/links/storefront-links';
import { Button } from '@repo/ui/button';
import { cn } from '@repo/ui/cn';
import type { Metadata } from 'next';
import { platformBrand } from '../../../lib/brands';
import { filterEvents, groupIntoSections, homeFilters, idsPresent } from '../../../lib/home-sections';
import { catalogue } from '../../../lib/pass-server';
import { getStorefront } from '../../../lib/storefront-context';
import { EventCard } from './_components/event-card';

/** A section below the first: laid out and painted only as it nears the screen, with a height guess meanwhile. */
const LATER_SECTION = '[contain-intrinsic-size:auto_900px] [content-visibility:auto]';

export async function generateMetadata({ params }: PageProps<'/[brand]/[locale]'>): Promise<Metadata> {
  const { brand, t } = await getStorefront((await params).locale);
  const name = brand.id === platformBrand.id ? t('home.title') : brand.name;
  // The home page says what the site is for; other pages put their own name before the brand's.
  return { title: { absolute: `${name} – ${t('home.tagline')}` } };
}

export default async function HomePage({ params, searchParams }: PageProps<'/[brand]/[locale]'>) {
  const ctx = await getStorefront((await params).locale);
  const { brand, locale, t } = ctx;
  const filters = homeFilters.parse(await searchParams);
  const { events } = await catalogue(ctx, 'eventsAll', { query: { limit: EVENTS_PAGE_MAX } });
  const brandEvents = filterEvents(events, brand, {});
  const shown = filterEvents(events, brand, filters);
  const sections = groupIntoSections(shown);
  const filtered = filters.category !== undefined || filters.region !== undefined;
  const selectClass =
    'mt-1 block min-h-11 w-full rounded-md border border-brand-200 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700';

  return (
    <>
      <section className="rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="text-3xl font-bold sm:text-4xl">
          {brand.id === platformBrand.id ? t('home.title') : brand.name}
        </h1>
        <p className="mt-2 text-brand-50">{t('home.tagline')}</p>
      </section>

      <form
        method="get"
        className="mt-6 grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="text-sm font-medium">
          {t('home.filterCategory')}
          <select name="category" defaultValue={filters.category ?? ''} className={selectClass}>
            <option value="">{t('home.anyCategory')}</option>
            {idsPresent(brandEvents, 'categoryId').map((id) => (
              <option key={id} value={id}>
                {eventCategory.label(id, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t('home.filterRegion')}
          <select name="region" defaultValue={filters.region ?? ''} className={selectClass}>
            <option value="">{t('home.anyRegion')}</option>
            {idsPresent(brandEvents, 'regionId').map((id) => (
              <option key={id} value={id}>
                {region.label(id, locale)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <Button type="submit">{t('home.applyFilters')}</Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <a href={homeLink({ locale })}>{t('home.clearFilters')}</a>
            </Button>
          ) : null}
        </div>
      </form>

      {shown.length === 0 ? (
        <p className="mt-10 text-center text-muted">{t('home.noEvents')}</p>
      ) : (
        <>
          {sections.map((section, sectionIndex) => (
            <section
              key={section.sectionTypeId}
              // Later sections are laid out and painted only as they near the screen.
              className={cn('mt-10', sectionIndex > 0 && LATER_SECTION)}
              aria-labelledby={`section-${section.sectionTypeId}`}
            >
              <h2 id={`section-${section.sectionTypeId}`} className="text-xl font-semibold">
                {sectionType.label(section.sectionTypeId, locale)}
              </h2>
              <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {section.events.map((event, index) => (
                  <EventCard
                    key={event.eventId}
                    event={event}
                    ctx={ctx}
                    eager={sectionIndex === 0 && index === 0}
                  />
                ))}
              </div>
            </section>
          ))}
          <section
            className={cn('mt-10', sections.length > 0 && LATER_SECTION)}
            aria-labelledby="section-all"
          >
            <h2 id="section-all" className="text-xl font-semibold">
              {t('home.allEvents')}
            </h2>
            <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((event, index) => (
                <EventCard
                  key={event.eventId}
                  event={event}
                  ctx={ctx}
                  eager={sections.length === 0 && index === 0}
                />
              ))}
            </div>
          </section>
        </>
      )}
    </>
  );
}
