import { eventBody as eventSchema } from '@repo/contract/hub-events';
import { describe, expect, it } from 'vitest';
import { eventBody, newEventValues, NEW_VENUE } from './event-values';

const filled = {
  ...newEventValues(1),
  name: { cs: 'Jazz na vodě', sk: '', en: 'Jazz on the water', de: '' },
  slug: 'jazz-na-vode',
  categoryId: '1',
  kindId: '1',
  sizeId: '1',
  startsAt: '2030-07-15T19:00',
  endsAt: '2030-07-15T23:00',
};

describe('event form values', () => {
  it('sends blank languages as none and a chosen venue by id', () => {
    const body = eventBody({ ...filled, venue: '10000000-0000-4000-8000-000000000001' });
    expect(body.name).toEqual({ cs: 'Jazz na vodě', sk: null, en: 'Jazz on the water', de: null });
    expect(body).toMatchObject({ venueId: '10000000-0000-4000-8000-000000000001', newVenue: null });
    expect(eventSchema.safeParse(body).success).toBe(true);
  });

  it('creates the venue with the event, and the contract names the venue fields left empty', () => {
    const body = eventBody({ ...filled, venue: NEW_VENUE });
    expect(body.venueId).toBeNull();
    const parsed = eventSchema.safeParse(body);
    const paths = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['newVenue.name', 'newVenue.regionId']));
  });

  it('lets the contract refuse an end before the start', () => {
    const parsed = eventSchema.safeParse(eventBody({ ...filled, endsAt: '2030-07-15T18:00' }));
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'endsAt',
    ]);
  });
});
