'use client';
// The fields of a venue (name, type, address, country and its regions, coordinates): the venue dialog and the
// event form's "new venue" part use them. `prefix` is the fields' place in the checked body ('newVenue.').
import { country } from '@repo/enums/country';
import { listRegionsOfCountry } from '@repo/enums/region';
import { venueType } from '@repo/enums/venue-type';
import { FormField } from '@repo/ui/field';
import { useMemo } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { useT } from '@/app/_components/providers';
import { TextField } from '@/app/_components/text-field';
import type { FormCheck } from '@/app/_components/use-form-check';
import type { VenueField, VenueValues } from './venue-values';

export function VenueFields({
  values,
  onChange,
  form,
  prefix = '',
  disabled,
}: {
  values: VenueValues;
  onChange: (values: VenueValues) => void;
  form: FormCheck;
  prefix?: string;
  disabled?: boolean;
}) {
  const { t, language } = useT();
  const countries = useMemo(
    () =>
      country
        .list()
        .filter((entry) => entry.id !== 0 && listRegionsOfCountry(entry.id).length > 0)
        .map((entry) => ({ id: entry.id, label: entry.labels[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const regions = listRegionsOfCountry(Number(values.countryId));
  const set = (name: VenueField) => (value: string) =>
    onChange({ ...values, [name]: value, ...(name === 'countryId' ? { regionId: '' } : {}) });
  const field = (name: VenueField) => ({
    id: form.idOf(`${prefix}${name}`),
    value: values[name],
    onValue: set(name),
    error: form.errorOf(`${prefix}${name}`),
    disabled,
  });
  const select = (name: VenueField) => ({
    id: form.idOf(`${prefix}${name}`),
    value: values[name],
    disabled,
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });

  return (
    <div className="grid grid-cols-1 gap-4">
      <TextField label={t('main::hubEvents.venue.name')} required maxLength={120} {...field('name')} />
      <FormField
        label={t('main::hubEvents.venue.type')}
        required
        error={form.errorOf(`${prefix}venueTypeId`)}
      >
        <NativeSelect {...select('venueTypeId')}>
          <option value="">{t('main::hubEvents.common.choose')}</option>
          {venueType
            .list()
            .filter((entry) => entry.id !== 0)
            .map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.labels[language]}
              </option>
            ))}
        </NativeSelect>
      </FormField>
      <TextField label={t('main::hubEvents.venue.street')} required maxLength={200} {...field('street')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField label={t('main::hubEvents.venue.city')} required maxLength={100} {...field('city')} />
        <TextField
          label={t('main::hubEvents.venue.postalCode')}
          required
          maxLength={20}
          {...field('postalCode')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label={t('main::hubEvents.venue.country')}
          required
          error={form.errorOf(`${prefix}countryId`)}
        >
          <NativeSelect {...select('countryId')}>
            {countries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('main::hubEvents.venue.region')}
          required
          error={form.errorOf(`${prefix}regionId`)}
        >
          <NativeSelect {...select('regionId')}>
            <option value="">{t('main::hubEvents.common.choose')}</option>
            {regions.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.labels[language]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('main::hubEvents.venue.latitude')}
          hint={t('main::hubEvents.venue.coordinatesHint')}
          inputMode="decimal"
          {...field('latitude')}
        />
        <TextField label={t('main::hubEvents.venue.longitude')} inputMode="decimal" {...field('longitude')} />
      </div>
    </div>
  );
}
