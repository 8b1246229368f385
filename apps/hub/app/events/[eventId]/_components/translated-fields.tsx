'use client';
// A name in the four storefront languages: Czech required, the others optional (the storefront falls back).
import { useT } from '@/app/_components/providers';
import { TextField } from './text-field';

export interface TranslatedValues {
  cs: string;
  sk: string;
  en: string;
  de: string;
}

const languages = ['cs', 'sk', 'en', 'de'] as const;

export function TranslatedFields({
  label,
  values,
  disabled,
  error,
  onChange,
  field = 'name',
  maxLength = 120,
}: {
  label: string;
  values: TranslatedValues;
  disabled: boolean;
  /** The Czech text's error (the only one that is required). */
  error: string | undefined;
  onChange: (values: TranslatedValues) => void;
  field?: string;
  maxLength?: number;
}) {
  const { t } = useT();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {languages.map((language) => (
          <TextField
            key={language}
            label={t(`common::language.${language}`)}
            required={language === 'cs'}
            error={language === 'cs' ? error : undefined}
            lang={language}
            maxLength={maxLength}
            data-field={`${field}.${language}`}
            value={values[language]}
            disabled={disabled}
            onChange={(value) => onChange({ ...values, [language]: value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
