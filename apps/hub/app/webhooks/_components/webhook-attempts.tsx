'use client';
// The delivery attempts of one endpoint, newest first: event, try number, answer status and body, duration.
import type { WebhookAttempt } from '@repo/contract/hub-webhooks';
import { Button } from '@repo/ui/button';
import { LoadMoreButton, useKeysetPages } from '@/app/_components/keyset-pages';
import { EmptyState, FailureState, LoadingState, Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

export function WebhookAttempts({ params }: { params: { organizerId: string; webhookEndpointId: string } }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const { dateTime } = useFormatters();
  const w = (key: string, values?: Readonly<Record<string, string | number>>) =>
    t(`main::hubPages.webhooks.${key}`, values);
  const { list, rows } = useKeysetPages({
    queryKey: queries.hubWebhookAttempts({ params }).queryKey,
    fetchPage: (before: number | undefined, signal) =>
      client.hubWebhookAttempts({ params, query: before ? { before } : {} }, { signal }),
    nextCursor: (page) => page.nextBefore,
    rows: (page): WebhookAttempt[] => page.attempts,
  });

  return (
    <section aria-label={w('deliveries')} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{w('deliveries')}</h3>
        <Button variant="ghost" size="sm" disabled={list.isFetching} onClick={() => void list.refetch()}>
          {w('refresh')}
        </Button>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{w('noDeliveries')}</EmptyState>
      ) : (
        <ol className="grid gap-2" data-testid="webhook-attempts">
          {rows.map((attempt) => (
            <li
              key={attempt.attemptId}
              className="grid gap-1 rounded-lg border border-brand-100 bg-white p-3 text-sm"
              data-testid="webhook-attempt"
            >
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={attempt.ok ? 'success' : 'danger'}>
                  {attempt.statusCode === null ? w('noAnswer') : `HTTP ${attempt.statusCode}`}
                </Badge>
                <code className="font-mono text-xs">{attempt.eventType}</code>
                <span className="text-muted">{w('attemptNumber', { count: attempt.attempt })}</span>
                <span className="text-muted">{w('duration', { ms: attempt.durationMs })}</span>
              </p>
              <p className="text-muted">
                {dateTime(attempt.createdAt)} ·{' '}
                <span className="font-mono text-xs break-all">{attempt.eventId}</span>
              </p>
              {attempt.error ? <p className="text-red-800">{attempt.error}</p> : null}
              {attempt.responseBody ? (
                <details>
                  <summary className="cursor-pointer text-brand-800">{w('answer')}</summary>
                  <pre className="mt-1 max-h-48 overflow-auto rounded bg-brand-50 p-2 font-mono text-xs break-all whitespace-pre-wrap">
                    {attempt.responseBody}
                  </pre>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton list={list} label={w('more')} size="sm" />
    </section>
  );
}
