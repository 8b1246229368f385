'use client';
// A labelled text input of the catalogue forms: FormField's label, hint and error around one Input whose
// onChange hands over the text.
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<typeof Input>, 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  onChange: (value: string) => void;
}

export function TextField({ label, hint, error, required, onChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      <Input autoComplete="off" {...input} onChange={(change) => onChange(change.target.value)} />
    </FormField>
  );
}
