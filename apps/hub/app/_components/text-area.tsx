// A multi-line text field styled like the kit's inputs (descriptions).
import { cn } from '@repo/ui/cn';
import type { ComponentPropsWithRef } from 'react';

export function TextArea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-ink shadow-xs outline-none placeholder:text-muted focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
