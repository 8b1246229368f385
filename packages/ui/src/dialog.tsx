// Dialog (modal): Radix dialog with a 200 ms open/close transition, focus trapped inside while open.
'use client';
import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { CLOSE_ALL_DIALOGS_EVENT } from './close-all-dialogs';
import { cn } from './cn';

export { closeAllDialogs } from './close-all-dialogs';

/** Modal open/close transition length (spec 9); the theme's dialog and overlay animations use it. */
export const DIALOG_TRANSITION_MS = 200;

/** Radix dialog root, controlled or not, that also closes on closeAllDialogs(). */
export function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener(CLOSE_ALL_DIALOGS_EVENT, close);
    return () => window.removeEventListener(CLOSE_ALL_DIALOGS_EVENT, close);
  }, [open, setOpen]);
  return <DialogPrimitive.Root open={open} onOpenChange={setOpen} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-ink/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in',
        className,
      )}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentPropsWithRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button; the button is left out when this is not given. */
  closeLabel?: string;
  /** Extra classes of the corner close button, e.g. `hidden md:inline-flex` to hide it on small screens. */
  closeButtonClassName?: string;
  /** centered: the usual modal; fullscreen: covers the viewport (the debugger). */
  layout?: 'centered' | 'fullscreen';
  overlayClassName?: string;
}

export function DialogContent({
  className,
  children,
  closeLabel,
  closeButtonClassName,
  layout = 'centered',
  overlayClassName,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-white text-ink shadow-xl outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
          layout === 'centered' &&
            'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
          layout === 'fullscreen' && 'inset-0 overflow-y-auto p-4 md:p-8',
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted transition-colors hover:bg-brand-50 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              closeButtonClassName,
            )}
            aria-label={closeLabel}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

function CloseIcon(): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
    </svg>
  );
}
