import { venueBody as venueSchema } from '@repo/contract/hub-venues';
import { describe, expect, it } from 'vitest';
import { emptyVenueValues, venueBody } from './venue-values';

describe('venue form values', () => {
  it('reads decimal commas and leaves empty coordinates out', () => {
    const values = {
      ...emptyVenueValues,
      name: 'Náplavka',
      venueTypeId: '6',
      street: 'Rašínovo nábřeží',
      city: 'Praha',
      postalCode: '12800',
      regionId: '1',
      latitude: '50,0685',
      longitude: ' 14.4148 ',
    };
    expect(venueBody(values)).toMatchObject({ latitude: 50.0685, longitude: 14.4148, countryId: 1 });
    expect(venueSchema.safeParse(venueBody(values)).success).toBe(true);
    expect(venueBody({ ...values, latitude: '', longitude: '' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('lets the contract name an unchosen type and region', () => {
    const parsed = venueSchema.safeParse(
      venueBody({ ...emptyVenueValues, name: 'X', street: 'a', city: 'b', postalCode: 'c' }),
    );
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'venueTypeId',
      'regionId',
    ]);
  });
});
