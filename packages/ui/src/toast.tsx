// Toasts: Radix toast primitives shown bottom 30 px right 30 px (spec 9), plus a small provider with useToast().
'use client';
import { cva, type VariantProps } from 'class-variance-authority';
import { Toast as ToastPrimitive } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cn } from './cn';

export const TOAST_OFFSET_PX = 30;
export const TOAST_DURATION_MS = 5000;

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
  {
    variants: {
      variant: {
        info: 'border-brand-200 bg-white text-ink',
        success: 'border-green-300 bg-green-50 text-green-950',
        warning: 'border-amber-300 bg-amber-50 text-amber-950',
        error: 'border-red-300 bg-red-50 text-red-950',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export const ToastPrimitiveProvider = ToastPrimitive.Provider;
export const ToastAction = ToastPrimitive.Action;

export function ToastViewport({
  className,
  style,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      style={{ bottom: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX, ...style }}
      className={cn(
        'fixed z-[100] flex max-h-screen w-[calc(100%-60px)] max-w-sm flex-col-reverse gap-2 outline-none',
        className,
      )}
      {...props}
    />
  );
}

export interface ToastProps extends ComponentPropsWithRef<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({
  className,
  label,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
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
    </ToastPrimitive.Close>
  );
}

export interface ToastMessage {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; TOAST_DURATION_MS by default. */
  duration?: number;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (message: ToastMessage) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToasterProps {
  children: ReactNode;
  /** Accessible name of each toast's close button (a translated "Close"). */
  closeLabel: string;
  /** Screen-reader label of the toast region; Radix fills in the F8 hotkey for {hotkey}. */
  viewportLabel?: string;
}

/** Holds the visible toasts and renders them in the bottom-right viewport; children call useToast(). */
export function Toaster({ children, closeLabel, viewportLabel }: ToasterProps) {
  const [items, setItems] = useState<Array<ToastMessage & { id: number; open: boolean }>>([]);
  const dismiss = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);
  const toast = useCallback((message: ToastMessage) => {
    const id = Date.now() + Math.random();
    setItems((current) => [...current.filter((item) => item.open), { ...message, id, open: true }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS}>
        {children}
        {items.map((item) => (
          <Toast
            key={item.id}
            open={item.open}
            variant={item.variant}
            duration={item.duration}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
          >
            <div className="grid gap-1">
              <ToastTitle>{item.title}</ToastTitle>
              {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
            </div>
            <ToastClose label={closeLabel} />
          </Toast>
        ))}
        <ToastViewport label={viewportLabel} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest Toaster; throws outside one so a missing provider is found in development. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast() needs a <Toaster> above it');
  return api;
}
