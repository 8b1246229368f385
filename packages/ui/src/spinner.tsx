// Spinner: an indeterminate progress indicator with an accessible name.
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** What is loading, read by screen readers (a translated "Loading…"). */
  label: string;
  size?: 'sm' | 'default' | 'lg';
}

const SIZES = { sm: 'size-4', default: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, size = 'default', className, ...props }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-brand-700', className)} {...props}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('animate-spin', SIZES[size])} fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
