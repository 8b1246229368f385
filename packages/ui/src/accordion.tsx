// Accordion: Radix accordion whose panels open and close in 0.2 s (the theme's accordion keyframes).
'use client';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn';

/** Panel open/close animation length (spec 9: 0.2 s). */
export const ACCORDION_TRANSITION_MS = 200;

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentPropsWithRef<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-brand-100', className)} {...props} />;
}

export interface AccordionTriggerProps extends ComponentPropsWithRef<typeof AccordionPrimitive.Trigger> {
  /** Content placed after the title outside the toggle button, e.g. a Switch; keeps buttons un-nested. */
  aside?: ReactNode;
}

export function AccordionTrigger({ className, children, aside, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className="flex items-center gap-3">
      <AccordionPrimitive.Trigger
        className={cn(
          'flex flex-1 cursor-pointer items-center justify-between gap-3 py-3 text-left text-sm font-medium text-ink outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 shrink-0 text-muted transition-transform duration-200"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </AccordionPrimitive.Trigger>
      {aside}
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn('pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
