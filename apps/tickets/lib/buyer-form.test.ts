// The checkout's company billing: the contract's IČO check digit, the VAT id per country, the body's shape.
import { country } from '@repo/enums/country';
import { describe, expect, it } from 'vitest';
import { buyerFormSchema, issueField } from './buyer-form';

const person = {
  email: 'jana@example.cz',
  name: 'Jana Dvořáková',
  phone: '',
  paymentMethodId: 1,
  terms: true,
};
const company = {
  countryId: country.ids.czechRepublic,
  companyName: 'Dvořák a syn s.r.o.',
  companyId: '255 96 641',
  vatId: 'cz 25596641',
  street: 'Husova 5',
  city: 'Brno',
  postalCode: '602 00',
};

describe('buyerFormSchema with a company', () => {
  it('gives the order body its billing: canonical IČO, normalised VAT id, street as address', () => {
    const parsed = buyerFormSchema(true, true).parse({ ...person, billing: company });
    expect(parsed.billing).toEqual({
      countryId: country.ids.czechRepublic,
      companyName: 'Dvořák a syn s.r.o.',
      companyId: '25596641',
      vatId: 'CZ25596641',
      address: 'Husova 5',
      city: 'Brno',
      postalCode: '602 00',
    });
  });

  it('refuses an IČO whose check digit is wrong and a VAT id of another country', () => {
    const result = buyerFormSchema(true, true).safeParse({
      ...person,
      billing: { ...company, companyId: '27082441' },
    });
    expect(result.error?.issues.map((issue) => issueField(issue.path))).toEqual(['companyId']);
    const vat = buyerFormSchema(true, true).safeParse({
      ...person,
      billing: { ...company, vatId: 'SK2020317068' },
    });
    expect(vat.error?.issues.map((issue) => issueField(issue.path))).toEqual(['vatId']);
  });

  it('requires the name and address, leaves the VAT id optional, and has no billing for a person', () => {
    const empty = buyerFormSchema(true, true).safeParse({
      ...person,
      billing: { ...company, companyName: ' ', street: '', vatId: '' },
    });
    expect(empty.error?.issues.map((issue) => issueField(issue.path))).toEqual(['companyName', 'street']);
    const noVat = buyerFormSchema(true, true).parse({ ...person, billing: { ...company, vatId: ' ' } });
    expect(noVat.billing?.vatId).toBeUndefined();
    expect(buyerFormSchema(true, false).parse(person).billing).toBeUndefined();
  });
});
