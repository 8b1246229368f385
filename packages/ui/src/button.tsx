// Button: the design system's sizes and variants (spec 9), rendered as a <button> or, with asChild, as its child.
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

// On touch screens every size is at least 44 × 44 px (WCAG 2.5.5), so small buttons stay tappable on phones
// while desktop layouts keep their compact sizes.
export const buttonVariants = cva(
  'inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors duration-150 outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
        secondary: 'bg-brand-100 text-brand-900 hover:bg-brand-200 active:bg-brand-300',
        outlined:
          'border border-brand-700 bg-transparent text-brand-800 hover:bg-brand-50 active:bg-brand-100',
        ghost: 'bg-transparent text-ink hover:bg-brand-50 active:bg-brand-100',
        link: 'h-auto bg-transparent px-0 text-brand-800 underline-offset-4 hover:underline',
        filled: 'bg-ink text-white hover:bg-ink/90 active:bg-ink/80',
        subtle: 'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200',
      },
      size: {
        xs: 'h-7 px-2.5 text-xs',
        sm: 'h-8 px-3 text-sm',
        default: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentPropsWithRef<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a Next.js Link) with the button's classes instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  // type="button" by default: a button inside a form must not submit it unless asked to.
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
