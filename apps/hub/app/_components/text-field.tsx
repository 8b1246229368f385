'use client';
// A labelled text input bound to one value of a form's state, with its hint and its error (the hub's forms).
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import type { InputProps } from '@repo/ui/input';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
}

export function TextField({
  label,
  value,
  onValue,
  hint,
  error,
  required,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error ?? undefined} required={required} className={className}>
      <Input value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </FormField>
  );
}
