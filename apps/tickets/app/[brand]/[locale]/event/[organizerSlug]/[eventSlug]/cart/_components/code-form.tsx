'use client';
// A one-field form that applies a code (an access code or a discount code) and shows what came of it.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

export function CodeForm({
  label,
  submitLabel,
  onApply,
  message,
  invalid,
}: {
  label: string;
  submitLabel: string;
  /** Applies the code; resolves when done (the parent shows the outcome through `message`). */
  onApply: (code: string) => Promise<void> | void;
  message: string | null;
  invalid: boolean;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') return;
    setBusy(true);
    try {
      await onApply(value);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-brand-200 bg-white px-3 py-2 uppercase focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 shrink-0 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          role={invalid ? 'alert' : 'status'}
          className={`text-sm ${invalid ? 'text-red-800' : 'text-green-800'}`}
        >
          {message}
        </p>
      ) : null}
    </form>
  );
}
