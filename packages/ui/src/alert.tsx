// Alert: an inline message in four tones; errors and warnings interrupt screen readers, info and success do not.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export const alertVariants = cva('relative grid gap-1 rounded-xl border px-4 py-3 text-sm', {
  variants: {
    variant: {
      info: 'border-brand-200 bg-brand-50 text-brand-950',
      success: 'border-green-300 bg-green-50 text-green-950',
      warning: 'border-amber-300 bg-amber-50 text-amber-950',
      error: 'border-red-300 bg-red-50 text-red-950',
    },
  },
  defaultVariants: { variant: 'info' },
});

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

export interface AlertProps extends ComponentPropsWithRef<'div'>, VariantProps<typeof alertVariants> {}

export function Alert({ className, variant, role, ...props }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      role={role ?? (urgent ? 'alert' : 'status')}
      data-variant={variant ?? 'info'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentPropsWithRef<'h5'>) {
  return <h5 className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('opacity-90', className)} {...props} />;
}
