// The staff debugger: a full-screen modal of labelled sections (build, brand, locale, session, consent, tracking, errors).
'use client';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

export interface DebuggerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The translated `modal/DebuggerModal.title`. */
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}

export function DebuggerModal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: DebuggerModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="fullscreen"
        closeLabel={closeLabel}
        data-testid="debugger-modal"
        className="bg-surface"
      >
        <DialogHeader>
          <DialogTitle className="text-2xl">{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <div className="grid gap-4 lg:grid-cols-2">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

export function DebuggerSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-brand-100 bg-white p-4', className)}>
      <h3 className="mb-2 text-sm font-semibold text-brand-900">{title}</h3>
      <div className="text-xs">{children}</div>
    </section>
  );
}

/** Label/value rows as a description list. */
export function DebuggerFacts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-mono break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
