// The staff debugger: a full-screen modal of labelled sections (build, brand, locale, session, consent, tracking, errors).
'use client';
import type { ReactNode } from 'react';
import { Button } from './button';
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
  wide = false,
}: {
  title: string;
  children: ReactNode;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}) {
  return (
    <section className={cn('rounded-xl border border-brand-100 bg-white p-4', wide && 'lg:col-span-2')}>
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

/** A short line of text inside a section, e.g. "nothing yet". */
export function DebuggerNote({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-muted">{children}</p>;
}

/** Newest-first log lines in a scrolling monospace list, or the empty text. */
export function DebuggerLog({ lines, empty }: { lines: readonly string[]; empty: string }) {
  if (lines.length === 0) return <DebuggerNote>{empty}</DebuggerNote>;
  return (
    <ol className="grid max-h-48 gap-0.5 overflow-y-auto font-mono">
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ol>
  );
}

export function DebuggerCards({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 md:grid-cols-2">{children}</div>;
}

/** One tracking adapter: its name, status line and the events it fired. */
export function DebuggerCard({
  name,
  status,
  children,
}: {
  name: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <div data-adapter={name} className="rounded-lg border border-brand-50 p-2">
      <p className="mb-1 font-semibold">
        {name} <span className="font-normal text-muted">{status}</span>
      </p>
      {children}
    </div>
  );
}

/** While debug mode is on, a small button bottom-left reopens the closed debugger. */
export function DebuggerReopenButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button
      variant="filled"
      size="xs"
      className="fixed bottom-3 left-3 z-40"
      onClick={onClick}
      data-testid="debugger-reopen"
    >
      {children}
    </Button>
  );
}
