'use client';
// The profile form: company (with an ARES lookup by IČO), registered office, payments, brand and defaults,
// checked with the contract's rules before it is sent.
import type { OrganizerProfile } from '@repo/contract/hub-profile';
import { organizerProfileBody } from '@repo/contract/hub-profile';
import { country } from '@repo/enums/country';
import { currency } from '@repo/enums/currency';
import { getLanguageByCode } from '@repo/enums/language';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { TextField } from '@/app/_components/text-field';
import { useFormCheck } from '@/app/_components/use-form-check';
import { passErrorKey } from '@/lib/pass-error-text';
import { profileBody, profileValues } from './profile-values';
import type { ProfileField, ProfileValues } from './profile-values';

const bundledLanguages = ['cs', 'sk', 'en', 'de'] as const;

export function ProfileForm({
  organizerId,
  profile,
  editable,
}: {
  organizerId: string;
  profile: OrganizerProfile;
  editable: boolean;
}) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const formId = useId();
  const form = useFormCheck(formId);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [aresNote, setAresNote] = useState<string | null>(null);
  const countries = useMemo(
    () =>
      country
        .list()
        .filter((entry) => entry.id !== 0)
        .map((entry) => ({ id: entry.id, label: entry.labels[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const set = (field: ProfileField) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const field = (name: ProfileField) => ({
    id: form.idOf(name),
    value: values[name],
    onValue: set(name),
    error: form.errorOf(name),
    disabled: !editable || pending,
  });

  async function fillFromAres() {
    setAresNote(null);
    try {
      const { company } = await client.aresLookup({ query: { ico: values.companyId } });
      setValues((current) => ({
        ...current,
        companyId: company.ico,
        legalName: company.name,
        vatId: company.dic ?? '',
        ...(company.address
          ? {
              street: company.address.street,
              city: company.address.city,
              postalCode: company.address.postalCode,
              countryId: company.address.countryId ? String(company.address.countryId) : current.countryId,
            }
          : {}),
      }));
      setAresNote(t('main::hubEvents.profile.aresFilled', { name: company.name }));
    } catch (caught) {
      // The register's 404 means "no such company", not a stale page as elsewhere in the hub.
      const unknown = caught instanceof Error && caught.name === 'not_found';
      setAresNote(t(unknown ? 'main::hubPages.errors.companyNotFound' : passErrorKey(caught)));
    }
  }

  async function save() {
    const body = form.check(organizerProfileBody, profileBody(values));
    if (!body) return;
    setPending(true);
    try {
      const params = { organizerId };
      const answer = await client.hubOrganizerProfileUpdate({ params, body: profileBody(values) });
      queryClient.setQueryData(queries.hubOrganizerProfile({ params }).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: queries.hubOrganizers().queryKey });
      setValues(profileValues(answer.profile));
      setSaved(true);
    } catch (caught) {
      form.fail(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby="profile-form-title"
      className="grid grid-cols-1 gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="grid grid-cols-1 gap-4">
        <legend className="mb-2 font-medium">{t('main::hubEvents.profile.company')}</legend>
        <TextField label={t('main::hubEvents.profile.name')} required maxLength={120} {...field('name')} />
        <TextField label={t('main::hubEvents.profile.legalName')} maxLength={200} {...field('legalName')} />
        <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
          <TextField
            label={t('main::hubEvents.profile.companyId')}
            inputMode="numeric"
            autoComplete="off"
            {...field('companyId')}
          />
          {editable ? (
            <Button
              type="button"
              variant="outlined"
              disabled={pending || values.companyId.trim() === ''}
              onClick={() => void fillFromAres()}
            >
              {t('main::hubEvents.profile.aresFill')}
            </Button>
          ) : null}
        </div>
        {aresNote ? (
          <p role="status" className="text-sm text-muted">
            {aresNote}
          </p>
        ) : null}
        <TextField
          label={t('main::hubEvents.profile.vatId')}
          hint={t('main::hubEvents.profile.vatIdHint')}
          autoComplete="off"
          {...field('vatId')}
        />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4">
        <legend className="mb-2 font-medium">{t('main::hubEvents.profile.office')}</legend>
        <TextField
          label={t('main::hubEvents.profile.street')}
          autoComplete="street-address"
          {...field('street')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField
            label={t('main::hubEvents.profile.city')}
            autoComplete="address-level2"
            {...field('city')}
          />
          <TextField
            label={t('main::hubEvents.profile.postalCode')}
            autoComplete="postal-code"
            {...field('postalCode')}
          />
        </div>
        <FormField label={t('main::hubEvents.profile.country')} required error={form.errorOf('countryId')}>
          <NativeSelect
            id={form.idOf('countryId')}
            value={values.countryId}
            disabled={!editable || pending}
            onChange={(event) => set('countryId')(event.target.value)}
          >
            {countries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4">
        <legend className="mb-2 font-medium">{t('main::hubEvents.profile.payments')}</legend>
        <TextField
          label={t('main::hubEvents.profile.iban')}
          hint={t('main::hubEvents.profile.ibanHint')}
          autoComplete="off"
          {...field('iban')}
        />
        <TextField
          label={t('main::hubEvents.profile.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('main::hubEvents.profile.termsUrl')}
          type="url"
          placeholder="https://"
          {...field('termsUrl')}
        />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium">{t('main::hubEvents.profile.brand')}</legend>
        <div className="flex items-start gap-2">
          <FormField
            className="min-w-0 flex-1"
            label={t('main::hubEvents.profile.primaryColor')}
            required
            error={form.errorOf('primaryColor')}
          >
            <input
              id={form.idOf('primaryColor')}
              className="flex h-10 w-full min-w-0 rounded-lg border border-brand-200 bg-white px-3 font-mono text-sm shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-invalid:border-red-600"
              value={values.primaryColor}
              maxLength={7}
              disabled={!editable || pending}
              onChange={(event) => set('primaryColor')(event.target.value)}
            />
          </FormField>
          <input
            type="color"
            aria-label={t('main::hubEvents.profile.colorPicker')}
            className="mt-6 h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-brand-200 bg-white p-1"
            value={/^#[0-9a-fA-F]{6}$/.test(values.primaryColor) ? values.primaryColor : '#000000'}
            disabled={!editable || pending}
            onChange={(event) => set('primaryColor')(event.target.value.toUpperCase())}
          />
        </div>
        <FormField label={t('main::hubEvents.profile.defaultLanguage')} required>
          <NativeSelect
            id={form.idOf('defaultLanguageId')}
            value={values.defaultLanguageId}
            disabled={!editable || pending}
            onChange={(event) => set('defaultLanguageId')(event.target.value)}
          >
            {bundledLanguages.map((code) => {
              const entry = getLanguageByCode(code);
              return (
                <option key={code} value={entry.id}>
                  {entry.labels[language]}
                </option>
              );
            })}
          </NativeSelect>
        </FormField>
        <FormField label={t('main::hubEvents.profile.currency')} required>
          <NativeSelect
            id={form.idOf('currencyId')}
            value={values.currencyId}
            disabled={!editable || pending}
            onChange={(event) => set('currencyId')(event.target.value)}
          >
            {currency
              .list()
              .filter((entry) => entry.id !== 0)
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.isoChar ?? entry.key}
                </option>
              ))}
          </NativeSelect>
        </FormField>
      </fieldset>
      {form.failure ? <Alert variant="error">{t(passErrorKey(form.failure))}</Alert> : null}
      {saved ? (
        <Alert variant="success" data-testid="profile-saved">
          {t('main::hubEvents.profile.saved')}
        </Alert>
      ) : null}
      {editable ? (
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? t('main::hubPages.common.working') : t('main::hubPages.common.save')}
        </Button>
      ) : null}
    </form>
  );
}
