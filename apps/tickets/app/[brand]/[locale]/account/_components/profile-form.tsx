'use client';
// Name, phone and billing details: VAT id checked per country before sending, company data filled from ARES by IČO.
import { billingInfoFromCompany } from '@repo/api-client/ares';
import { isApiError } from '@repo/api-client/api-error';
import type { SessionAccount } from '@repo/contract/accounts';
import { useSession } from '@repo/auth/session-provider';
import { country } from '@repo/enums/country';
import { isValidVatId, normalizeVatId } from '@repo/enums/vat-id';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useMemo, useState } from 'react';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';
import { useFormAction } from './use-form-action';

interface ProfileValues {
  name: string;
  phone: string;
  countryId: number;
  city: string;
  address: string;
  postalCode: string;
  companyName: string;
  vatId: string;
}

const CZECH_REPUBLIC = country.ids.czechRepublic;

// What a person recognises as a VAT id of the country; the enumeration holds the exact pattern.
const vatExamples: Readonly<Record<string, string>> = {
  CZ: 'CZ12345678',
  SK: 'SK2020123456',
  AT: 'ATU12345678',
};

function valuesOf(account: SessionAccount): ProfileValues {
  const billing = account.billingInfo;
  return {
    name: account.name ?? '',
    phone: account.phone ?? '',
    countryId: billing?.countryId ?? CZECH_REPUBLIC,
    city: billing?.city ?? '',
    address: billing?.address ?? '',
    postalCode: billing?.postalCode ?? '',
    companyName: billing?.companyName ?? '',
    vatId: billing?.vatId ?? '',
  };
}

export function ProfileForm({ account }: { account: SessionAccount }) {
  const { t } = useAccountTexts();
  const { locale } = useStorefront();
  const { pass } = usePass();
  const session = useSession();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(account));
  const [ico, setIco] = useState('');
  const [aresMessage, setAresMessage] = useState<string | null>(null);
  const [aresPending, setAresPending] = useState(false);
  const [saved, setSaved] = useState(false);

  const countries = useMemo(
    () =>
      country
        .list()
        .filter((entry) => entry.id !== 0)
        .map((entry) => ({ id: entry.id, label: entry.labels[locale], isoChar2: entry.isoChar2 }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
  const selected = countries.find((entry) => entry.id === values.countryId);
  const vatExample = vatExamples[selected?.isoChar2 ?? ''] ?? `${selected?.isoChar2 ?? ''}…`;
  const vatInvalid =
    values.vatId.trim() !== '' && !isValidVatId(values.countryId, normalizeVatId(values.vatId));
  const hasBilling = [values.city, values.address, values.postalCode].some((value) => value.trim() !== '');

  const set = (name: keyof ProfileValues) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({
      ...current,
      [name]: name === 'countryId' ? Number(event.target.value) : event.target.value,
    }));
  };

  const save = useFormAction(async () => {
    if (vatInvalid) return;
    const text = (value: string) => (value.trim() === '' ? null : value.trim());
    await pass.accountSetData({
      body: {
        name: text(values.name),
        phone: text(values.phone),
        billingInfo: hasBilling
          ? {
              countryId: values.countryId,
              city: values.city,
              address: values.address,
              postalCode: values.postalCode,
              companyName: text(values.companyName),
              vatId: text(values.vatId),
            }
          : null,
      },
    });
    await session.refresh();
    setSaved(true);
  });

  async function lookUp() {
    setAresPending(true);
    setAresMessage(null);
    try {
      const { company } = await pass.aresLookup({ query: { ico } });
      const billing = billingInfoFromCompany(company);
      setValues((current) => ({
        ...current,
        companyName: company.name,
        vatId: company.dic ?? current.vatId,
        ...(billing && billing.countryId !== 0
          ? {
              countryId: billing.countryId,
              city: billing.city,
              address: billing.address,
              postalCode: billing.postalCode,
            }
          : {}),
      }));
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setAresMessage(
        t(
          status === 400
            ? 'profile.aresInvalid'
            : status === 404
              ? 'profile.aresNotFound'
              : 'profile.aresUnavailable',
        ),
      );
    } finally {
      setAresPending(false);
    }
  }

  return (
    <Section title={t('profile.title')}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(new FormData(event.currentTarget));
        }}
      >
        <FormField label={t('profile.name')} hint={t('profile.nameHint')}>
          <Input name="name" autoComplete="name" value={values.name} onChange={set('name')} />
        </FormField>
        <FormField label={t('profile.phone')}>
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
        </FormField>
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-medium">{t('profile.billing')}</legend>
          <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <FormField label={t('profile.ico')}>
              <Input
                name="ico"
                inputMode="numeric"
                value={ico}
                onChange={(event) => setIco(event.target.value)}
              />
            </FormField>
            <Button
              variant="secondary"
              onClick={() => void lookUp()}
              disabled={aresPending || ico.trim() === ''}
            >
              {t('profile.aresLookup')}
            </Button>
          </div>
          {aresMessage ? <Alert variant="warning">{aresMessage}</Alert> : null}
          <FormField label={t('profile.companyName')}>
            <Input
              name="companyName"
              autoComplete="organization"
              value={values.companyName}
              onChange={set('companyName')}
            />
          </FormField>
          <FormField
            label={t('profile.vatId')}
            hint={t('profile.vatIdHint', { example: vatExample })}
            error={vatInvalid ? t('profile.vatIdInvalid') : undefined}
          >
            <Input name="vatId" value={values.vatId} onChange={set('vatId')} />
          </FormField>
          <FormField label={t('profile.country')}>
            <select
              name="countryId"
              value={values.countryId}
              onChange={set('countryId')}
              className="flex h-10 w-full rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink"
            >
              {countries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('profile.address')}>
            <Input
              name="address"
              autoComplete="street-address"
              value={values.address}
              onChange={set('address')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('profile.city')}>
              <Input name="city" autoComplete="address-level2" value={values.city} onChange={set('city')} />
            </FormField>
            <FormField label={t('profile.postalCode')}>
              <Input
                name="postalCode"
                autoComplete="postal-code"
                value={values.postalCode}
                onChange={set('postalCode')}
              />
            </FormField>
          </div>
        </fieldset>
        {save.error ? <Alert variant="error">{save.error}</Alert> : null}
        {saved ? <Alert variant="success">{t('form.saved')}</Alert> : null}
        <Button type="submit" className="justify-self-start" disabled={save.pending || vatInvalid}>
          {save.pending ? t('form.sending') : t('form.save')}
        </Button>
      </form>
    </Section>
  );
}
