'use client';
// The audit log of the chosen organizer: entries newest first, 50 at a time, "load more" with nextBefore.
import type { HubOrganizer } from '@repo/contract/hub';
import type { AuditEntry } from '@repo/contract/hub-audit';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { LoadMoreButton, useKeysetPages } from '@/app/_components/keyset-pages';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { auditActionKey, auditResourceKey, auditRole, auditSubject } from '@/lib/audit-text';
import { roleLabel } from '@/lib/role-label';

const PAGE_SIZE = 50;

export function AuditPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="audit" title={t('main::hubPages.audit.title')}>
      {(organizer) => <AuditLog organizer={organizer} />}
    </OrganizerScope>
  );
}

function AuditLog({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const params = { organizerId: organizer.organizerId };
  const { list: log, rows: entries } = useKeysetPages({
    queryKey: [...queries.hubAuditLog({ params }).queryKey, 'pages'],
    fetchPage: (before: number | undefined, signal) =>
      client.hubAuditLog({ params, query: { before, limit: PAGE_SIZE } }, { signal }),
    nextCursor: (page) => page.nextBefore,
    rows: (page) => page.entries,
    staleTime: 0,
  });
  const nextPageError = log.isFetchNextPageError ? log.error : null;

  return (
    <Card className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.audit.list')}</h2>
        <CardDescription>{t('main::hubPages.audit.intro', { organizer: organizer.name })}</CardDescription>
      </CardHeader>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <FailureState error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState>{t('main::hubPages.audit.empty')}</EmptyState>
      ) : (
        <>
          <ol className="divide-y divide-brand-100" aria-label={t('main::hubPages.audit.list')}>
            {entries.map((entry) => (
              <AuditRow key={entry.auditId} entry={entry} />
            ))}
          </ol>
          {nextPageError ? <FailureState error={nextPageError} /> : null}
          <div className="flex justify-center pt-2">
            <LoadMoreButton
              list={log}
              label={t('main::hubPages.audit.loadMore')}
              className=""
              end={<p className="text-sm text-muted">{t('main::hubPages.audit.end')}</p>}
            />
          </div>
        </>
      )}
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, language } = useT();
  const { dateTime } = useFormatters();
  const actionKey = auditActionKey(entry.action);
  const resourceKey = auditResourceKey(entry.resourceType);
  const role = auditRole(entry);

  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4" data-testid="audit-entry">
      <time dateTime={entry.at} className="text-sm text-muted tabular-nums">
        {dateTime(entry.at)}
      </time>
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          {actionKey ? t(actionKey) : <code className="font-mono text-sm">{entry.action}</code>}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="text-muted">{t('main::hubPages.audit.who')}</span>
          <span className="break-all">{entry.actorName}</span>
          <Badge>{t(`main::hubPages.audit.actor.${entry.actorKind}`)}</Badge>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="text-muted">{resourceKey ? t(resourceKey) : entry.resourceType}</span>
          <span className="break-all">{auditSubject(entry)}</span>
          {role ? <Badge tone="brand">{roleLabel(role, language)}</Badge> : null}
        </p>
      </div>
    </li>
  );
}
