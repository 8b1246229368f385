import { describe, expect, it } from 'vitest';
import { catalogueHref, catalogueSections } from './catalogue-sections';

describe('catalogue sections', () => {
  it('link each catalogue page of an event, all needing the events permission', () => {
    expect(catalogueHref('e1', 'codes')).toBe('/events/e1/codes');
    expect(catalogueSections.map((section) => section.permission)).toEqual([
      'events',
      'events',
      'events',
      'events',
    ]);
  });
});
