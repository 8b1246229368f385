import { organizerProfileBody } from '@repo/contract/hub-profile';
import { describe, expect, it } from 'vitest';
import { profileBody, profileValues } from './profile-values';

const profile = {
  organizerId: '10000000-0000-4000-8000-000000000001',
  slug: 'naplavka',
  name: 'Náplavka',
  legalName: null,
  companyId: null,
  vatId: null,
  street: null,
  city: null,
  postalCode: null,
  countryId: 1,
  iban: null,
  email: null,
  logoUrl: null,
  primaryColor: '#6D28D9',
  defaultLanguageId: 1,
  currencyId: 1,
  termsUrl: null,
};

describe('profile form values', () => {
  it('round-trips a fresh profile into a body the contract accepts', () => {
    const parsed = organizerProfileBody.safeParse(profileBody(profileValues(profile)));
    expect(parsed.success).toBe(true);
  });

  it('sends blank optional fields as none, and the contract names a bad IBAN', () => {
    const values = { ...profileValues(profile), iban: 'CZ00 1234', legalName: '  ' };
    const body = profileBody(values);
    expect(body.legalName).toBeNull();
    const parsed = organizerProfileBody.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['iban']);
  });
});
