// Tooltip: opens after 700 ms, and instantly when another one closed less than 300 ms ago (spec 9).
'use client';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const ProviderPresent = createContext(false);

/** Put once around the app so all tooltips share the skip delay. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentPropsWithRef<typeof TooltipPrimitive.Provider>) {
  return (
    <ProviderPresent.Provider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </ProviderPresent.Provider>
  );
}

/** A tooltip; without a TooltipProvider above it brings its own, so it still opens after 700 ms. */
export function Tooltip(props: ComponentPropsWithRef<typeof TooltipPrimitive.Root>) {
  const hasProvider = useContext(ProviderPresent);
  const root = <TooltipPrimitive.Root {...props} />;
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentPropsWithRef<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-ink px-2.5 py-1.5 text-xs text-white shadow-md data-[state=closed]:animate-popover-out data-[state=delayed-open]:animate-popover-in data-[state=instant-open]:animate-popover-in',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
