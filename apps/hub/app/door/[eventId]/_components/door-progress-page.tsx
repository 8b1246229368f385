'use client';
// Check-in progress, refreshed every few seconds: who is inside of how many tickets, per ticket type and gate,
// and the offline admissions of tickets another gate had admitted first.
import type { DoorProgress } from '@repo/contract/door';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { DoorRulesCard } from './door-rules-card';
import { ProgressTable } from './progress-table';

const REFRESH_MS = 5000;

export function DoorProgressPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  return (
    <OrganizerScope section="door" title={t('main::hubPages.door.progressTitle')}>
      {(organizer) => <Progress eventId={eventId} canSetRules={organizer.permissions.includes('events')} />}
    </OrganizerScope>
  );
}

function Progress({ eventId, canSetRules }: { eventId: string; canSetRules: boolean }) {
  const { t } = useT();
  const { queries } = usePass();
  const progress = useQuery({
    ...queries.doorProgress({ params: { eventId } }),
    refetchInterval: REFRESH_MS,
  });
  if (progress.isPending) return <LoadingState />;
  if (progress.isError)
    return <FailureState error={progress.error} onRetry={() => void progress.refetch()} />;
  const figures = progress.data.progress;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-3xl font-semibold text-brand-900" data-testid="door-inside">
          {t('main::hubPages.door.inside', { inside: figures.inside, tickets: figures.tickets })}
        </p>
        <Button asChild>
          <Link href={`/door/${eventId}/scan`}>{t('main::hubPages.door.openScanner')}</Link>
        </Button>
      </div>
      <Card className="gap-3 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('main::hubPages.door.byType')}</h2>
        </CardHeader>
        <ProgressTable
          caption={t('main::hubPages.door.byType')}
          columns={[
            t('main::hubPages.door.type'),
            t('main::hubPages.door.tickets'),
            t('main::hubPages.door.admitted'),
            t('main::hubPages.door.insideNow'),
          ]}
          rows={figures.byTicketType.map((row) => [row.namePub, row.tickets, row.admitted, row.inside])}
        />
      </Card>
      <Card className="gap-3 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('main::hubPages.door.byGate')}</h2>
        </CardHeader>
        {figures.byGate.length === 0 ? (
          <EmptyState>{t('main::hubPages.door.noScans')}</EmptyState>
        ) : (
          <ProgressTable
            caption={t('main::hubPages.door.byGate')}
            columns={[
              t('main::hubPages.door.gate'),
              t('main::hubPages.door.admitted'),
              t('main::hubPages.door.checkedOut'),
              t('main::hubPages.door.refused'),
            ]}
            rows={figures.byGate.map((row) => [row.gate, row.admitted, row.checkedOut, row.refused])}
          />
        )}
      </Card>
      <Conflicts conflicts={figures.conflicts} />
      {canSetRules ? <DoorRulesCard eventId={eventId} progress={figures} /> : null}
    </div>
  );
}

function Conflicts({ conflicts }: { conflicts: DoorProgress['conflicts'] }) {
  const { t } = useT();
  const { dateTime } = useFormatters();
  return (
    <Card className="gap-3 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('main::hubPages.door.conflicts')}</h2>
        <CardDescription>{t('main::hubPages.door.conflictsIntro')}</CardDescription>
      </CardHeader>
      {conflicts.length === 0 ? (
        <EmptyState>{t('main::hubPages.door.noConflicts')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100" data-testid="door-conflicts">
          {conflicts.map((conflict) => (
            <li key={conflict.scanId} className="grid gap-1 py-3">
              <p className="font-medium">{conflict.ticketTypeNamePub}</p>
              <p className="text-sm">
                {t('main::hubPages.door.conflictSecond', {
                  gate: conflict.gate,
                  time: dateTime(conflict.scannedAt),
                })}
              </p>
              {conflict.first ? (
                <p className="text-sm text-muted">
                  {t('main::hubPages.door.conflictFirst', {
                    gate: conflict.first.gate,
                    time: dateTime(conflict.first.scannedAt),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
