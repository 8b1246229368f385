// The profile form's values as typed (strings), from the profile the pass answers and back to the update body.
import type { OrganizerProfile, OrganizerProfileBody } from '@repo/contract/hub-profile';

export const profileFields = [
  'name',
  'legalName',
  'companyId',
  'vatId',
  'street',
  'city',
  'postalCode',
  'countryId',
  'iban',
  'email',
  'primaryColor',
  'defaultLanguageId',
  'currencyId',
  'termsUrl',
] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(profile: OrganizerProfile): ProfileValues {
  return {
    name: profile.name,
    legalName: profile.legalName ?? '',
    companyId: profile.companyId ?? '',
    vatId: profile.vatId ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    countryId: String(profile.countryId),
    iban: profile.iban ?? '',
    email: profile.email ?? '',
    primaryColor: profile.primaryColor,
    defaultLanguageId: String(profile.defaultLanguageId),
    currencyId: String(profile.currencyId),
    termsUrl: profile.termsUrl ?? '',
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The body the contract checks: empty optional fields mean "none". */
export function profileBody(values: ProfileValues): OrganizerProfileBody {
  return {
    name: values.name,
    legalName: blankToNull(values.legalName),
    companyId: blankToNull(values.companyId),
    vatId: blankToNull(values.vatId),
    street: blankToNull(values.street),
    city: blankToNull(values.city),
    postalCode: blankToNull(values.postalCode),
    countryId: Number(values.countryId),
    iban: blankToNull(values.iban),
    email: blankToNull(values.email),
    primaryColor: values.primaryColor,
    defaultLanguageId: Number(values.defaultLanguageId),
    currencyId: Number(values.currencyId),
    termsUrl: blankToNull(values.termsUrl),
  };
}
