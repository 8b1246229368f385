// Input: a text field styled like the rest of the kit; invalid state comes from aria-invalid. 44 px tall on touch
// screens, a thumb's target.
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export type InputProps = ComponentPropsWithRef<'input'>;

export function Input({ className, type, ...props }: InputProps) {
  return (
    <input
      type={type ?? 'text'}
      className={cn(
        'flex h-10 pointer-coarse:h-11 w-full min-w-0 rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink shadow-xs transition-colors duration-150 outline-none placeholder:text-muted focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 aria-invalid:ring-red-600/20 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
