// A native <select> styled like the kit's inputs: keyboard- and screen-reader-friendly without a popup.
import { cn } from '@repo/ui/cn';
import type { ComponentPropsWithRef } from 'react';

export function NativeSelect({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
