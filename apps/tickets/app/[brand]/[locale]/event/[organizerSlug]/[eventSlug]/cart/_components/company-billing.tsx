'use client';
// The checkout's "buying for a company" section: company name, IČO, VAT id and address for a full tax document.
import { country } from '@repo/enums/country';
import { useMemo } from 'react';
import type { CompanyField, CompanyValues } from '../../../../../../../../lib/buyer-form';
import { useStorefront } from '../../../../../_providers/storefront-context';

// Billing countries offered: those the platform fully supports (Czech Republic and Slovakia first).
const billingCountries = country.list().filter((entry) => entry.systemWideSupport);

export const emptyCompany = (countryId: number): CompanyValues => ({
  countryId,
  companyName: '',
  companyId: '',
  vatId: '',
  street: '',
  city: '',
  postalCode: '',
});

export function CompanyBilling({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: CompanyValues;
  errors: Partial<Record<CompanyField, string>>;
  onChange: (values: CompanyValues) => void;
}) {
  const { t, locale } = useStorefront();
  const countries = useMemo(
    () => billingCountries.map((entry) => ({ id: entry.id, label: entry.labels[locale] })),
    [locale],
  );

  const field = (
    name: CompanyField,
    autoComplete: string,
    options: { hint?: string; inputMode?: 'numeric' | 'text'; optional?: boolean; className?: string } = {},
  ) => {
    const inputId = `${idPrefix}-${name}`;
    const described = [errors[name] ? `${inputId}-error` : null, options.hint ? `${inputId}-hint` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className={`flex min-w-0 flex-col gap-1 ${options.className ?? ''}`}>
        <label htmlFor={inputId} className="text-sm font-medium">
          {t(`checkout.${name}`)}
          {options.optional ? (
            <span className="font-normal text-muted"> ({t('checkout.optional')})</span>
          ) : null}
        </label>
        <input
          id={inputId}
          name={name}
          type="text"
          autoComplete={autoComplete}
          inputMode={options.inputMode}
          required={!options.optional}
          value={values[name]}
          onChange={(change) => onChange({ ...values, [name]: change.target.value })}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described || undefined}
          className="w-full rounded-md border border-brand-200 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700"
        />
        {options.hint ? (
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {options.hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={`${inputId}-error`} className="text-sm text-red-800">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    // Sized by its container, not the viewport: beside the cart on a desktop the form is a narrow column.
    <fieldset
      className="@container rounded-xl border border-brand-100 bg-brand-50/60 p-4"
      data-testid="company-billing"
    >
      <legend className="px-1 text-sm font-semibold text-brand-900">{t('checkout.companyTitle')}</legend>
      <div className="grid grid-cols-6 gap-3">
        {field('companyName', 'organization', { className: 'col-span-6' })}
        {field('companyId', 'off', { inputMode: 'numeric', className: 'col-span-6 @md:col-span-3' })}
        {field('vatId', 'off', {
          optional: true,
          hint: t('checkout.vatIdHint'),
          className: 'col-span-6 @md:col-span-3',
        })}
        {field('street', 'address-line1', { className: 'col-span-6' })}
        {field('postalCode', 'postal-code', { className: 'col-span-6 @xs:col-span-2' })}
        {field('city', 'address-level2', { className: 'col-span-6 @xs:col-span-4' })}
        <div className="col-span-6 flex min-w-0 flex-col gap-1">
          <label htmlFor={`${idPrefix}-countryId`} className="text-sm font-medium">
            {t('checkout.country')}
          </label>
          <select
            id={`${idPrefix}-countryId`}
            name="countryId"
            autoComplete="country"
            value={values.countryId}
            onChange={(change) => onChange({ ...values, countryId: Number(change.target.value) })}
            className="w-full rounded-md border border-brand-200 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {countries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
