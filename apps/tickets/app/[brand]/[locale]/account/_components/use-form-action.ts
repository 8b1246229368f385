'use client';
// A form submit with a pending flag and a translated error, shared by the account forms.
import { useCallback, useState } from 'react';
import { useAccountTexts } from './account-texts';

export function useFormAction<T>(action: (form: FormData) => Promise<T>) {
  const { errorText } = useAccountTexts();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (form: FormData): Promise<T | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await action(form);
      } catch (caught) {
        setError(errorText(caught));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [action, errorText],
  );
  return { run, pending, error, setError };
}

/** A text field of a submitted form ('' when missing). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
