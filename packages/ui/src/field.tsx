// FormField: label + one control + hint + error, wired together with id, aria-describedby and aria-invalid.
'use client';
import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

export interface FormFieldProps {
  label: ReactNode;
  /** Exactly one control (Input, a Select trigger, a textarea...); it receives id and the aria wiring. */
  children: ReactElement;
  hint?: ReactNode;
  /** Shown instead of nothing when set; also marks the control aria-invalid. */
  error?: ReactNode;
  /** The control's id; generated when left out. */
  id?: string;
  required?: boolean;
  className?: string;
}

export function FormField({ label, children, hint, error, id, required, className }: FormFieldProps) {
  const generatedId = useId();
  // A control that names its own id keeps it (Slot lets the child's props win), so the label must point there.
  const childId = (children.props as { id?: unknown }).id;
  const controlId = id ?? (typeof childId === 'string' ? childId : `field-${generatedId}`);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </Label>
      {/* Slot merges these props onto the child, so any control element can sit here. */}
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        aria-invalid={hasError ? true : undefined}
        aria-required={required ? true : undefined}
      >
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
