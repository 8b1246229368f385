'use client';
// The e-mail texts page of the chosen organizer: pick all events or one, then edit that scope's texts.
import type { HubOrganizer } from '@repo/contract/hub';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { MailTextsForm } from './mail-texts-form';

export function MailTextsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="mailTexts" title={t('main::hubPages.mailTexts.title')}>
      {(organizer) => <MailTexts organizer={organizer} />}
    </OrganizerScope>
  );
}

function MailTexts({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const scopeId = useId();
  const [eventId, setEventId] = useState('');
  const params = { organizerId: organizer.organizerId };
  const events = useQuery(queries.hubOrganizerEvents({ params }));
  const texts = useQuery(queries.hubMailTexts({ params, query: eventId ? { eventId } : {} }));

  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.mailTexts.heading')}</h2>
        <CardDescription>
          {t('main::hubPages.mailTexts.intro', { organizer: organizer.name })}
        </CardDescription>
      </CardHeader>
      <label htmlFor={scopeId} className="grid max-w-xl gap-1 text-sm font-medium">
        {t('main::hubPages.mailTexts.scope')}
        <NativeSelect id={scopeId} value={eventId} onChange={(event) => setEventId(event.target.value)}>
          <option value="">{t('main::hubPages.mailTexts.allEvents')}</option>
          {(events.data?.events ?? []).map((event) => (
            <option key={event.eventId} value={event.eventId}>
              {event.namePub}
            </option>
          ))}
        </NativeSelect>
        <span className="text-xs font-normal text-muted">
          {eventId ? t('main::hubPages.mailTexts.eventHint') : t('main::hubPages.mailTexts.allHint')}
        </span>
      </label>
      {texts.isPending ? (
        <LoadingState />
      ) : texts.isError ? (
        <FailureState error={texts.error} onRetry={() => void texts.refetch()} />
      ) : (
        // Keyed by scope, so switching events starts from that scope's saved texts.
        <MailTextsForm
          key={eventId || 'all'}
          organizer={organizer}
          saved={texts.data.mailTexts}
          organizerName={texts.data.organizerName}
        />
      )}
    </Card>
  );
}
