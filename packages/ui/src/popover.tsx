// Popover: Radix popover placed 8 px from its trigger, fading in and out over 150 ms (spec 9).
'use client';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export const POPOVER_OFFSET_PX = 8;
export const POPOVER_FADE_MS = 150;

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  sideOffset = POPOVER_OFFSET_PX,
  align = 'center',
  ...props
}: ComponentPropsWithRef<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 w-72 rounded-xl border border-brand-100 bg-white p-4 text-sm text-ink shadow-lg outline-none data-[state=closed]:animate-popover-out data-[state=open]:animate-popover-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
