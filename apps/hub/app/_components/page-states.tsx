'use client';
// Loading, failure and empty states shared by the hub's team, key, device and audit pages.
import { isApiError } from '@repo/api-client/api-error';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Spinner } from '@repo/ui/spinner';
import type { ReactNode } from 'react';
import { passErrorKey } from '@/lib/pass-error-text';
import { useT } from './providers';

export function LoadingState({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <div className={className ?? 'flex items-center gap-3 py-6 text-muted'}>
      <Spinner label={t('common::loading')} />
    </div>
  );
}

/** A failed query: what went wrong in words, and a retry button when trying again can help. */
export function FailureState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT();
  const retryable = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <Alert variant="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{t(passErrorKey(error))}</span>
      {onRetry && retryable ? (
        <Button variant="outlined" size="sm" onClick={onRetry}>
          {t('main::hubPages.common.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-brand-200 bg-brand-50/40 px-4 py-6 text-center text-muted">
      {children}
    </p>
  );
}

/** A small pill for states (active, revoked, waiting) and the "you" mark. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'brand' | 'success' | 'warning' | 'danger';
  children: ReactNode;
}) {
  const tones = {
    neutral: 'border-brand-100 bg-surface text-ink',
    brand: 'border-brand-200 bg-brand-50 text-brand-900',
    success: 'border-green-300 bg-green-50 text-green-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-950',
    danger: 'border-red-300 bg-red-50 text-red-900',
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
