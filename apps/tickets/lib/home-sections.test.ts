// Tests of the home page listing: brand and filter narrowing, section rows, filter options.
import type { EventSummary } from '@repo/contract/entities';
import { describe, expect, it } from 'vitest';
import { brandById, platformBrand } from './brands';
import { filterEvents, groupIntoSections, homeFilters, idsPresent } from './home-sections';

function event(name: string, overrides: Partial<EventSummary>): EventSummary {
  return {
    eventId: `20000000-0000-4000-8000-${name.padStart(12, '0')}`,
    eventSlug: name,
    organizerId: '10000000-0000-4000-8000-000000000001',
    organizerSlug: 'pod-lipami-production',
    organizerName: 'Pod Lipami',
    eventGroupId: null,
    eventGroupSlug: null,
    namePub: name,
    startsAt: '2027-06-01T16:00:00Z',
    endsAt: '2027-06-01T22:00:00Z',
    timeZone: 'Europe/Prague',
    categoryId: 7,
    kindId: 1,
    sizeId: 2,
    typeId: 1,
    sectionTypeIds: [],
    headerImageUrl: null,
    currencyId: 1,
    venueName: null,
    city: null,
    regionId: 1,
    countryId: 1,
    priceFrom: 1000,
    saleState: 'on_sale',
    ...overrides,
  };
}

const events = [
  event('1', { sectionTypeIds: [2, 1] }),
  event('2', { organizerSlug: 'divadlo-na-nabrezi', categoryId: 10, regionId: 12, sectionTypeIds: [2] }),
  event('3', { categoryId: 10, regionId: null }),
];

describe('filterEvents', () => {
  it('keeps the brand’s organizers and the chosen category and region', () => {
    const theatre = brandById('nanabrezi');
    if (!theatre) throw new Error('brand missing');
    expect(filterEvents(events, theatre, {}).map((e) => e.eventSlug)).toEqual(['2']);
    expect(filterEvents(events, platformBrand, { category: 10 }).map((e) => e.eventSlug)).toEqual(['2', '3']);
    expect(filterEvents(events, platformBrand, { category: 10, region: 12 }).map((e) => e.eventSlug)).toEqual(
      ['2'],
    );
  });
});

describe('groupIntoSections', () => {
  it('makes one row per section type with events, in the enumeration order', () => {
    const sections = groupIntoSections(events);
    expect(
      sections.map((section) => [section.sectionTypeId, section.events.map((e) => e.eventSlug)]),
    ).toEqual([
      [1, ['1']],
      [2, ['1', '2']],
    ]);
  });
});

describe('homeFilters and idsPresent', () => {
  it('ignores malformed filters and lists the ids present', () => {
    expect(homeFilters.parse({ category: 'x', region: '12' })).toEqual({ category: undefined, region: 12 });
    expect(idsPresent(events, 'regionId')).toEqual([1, 12]);
    expect(idsPresent(events, 'categoryId')).toEqual([7, 10]);
  });
});
