'use client';
// A labelled checkbox with an optional hint, the hub's style for on/off settings in forms.
import type { ReactNode } from 'react';
import { useId } from 'react';

export function CheckField({
  label,
  hint,
  checked,
  disabled,
  onChange,
  field,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  field?: string;
}) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md py-1 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        checked={checked}
        disabled={disabled}
        data-field={field}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        {hint ? (
          <span id={hintId} className="text-xs text-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
