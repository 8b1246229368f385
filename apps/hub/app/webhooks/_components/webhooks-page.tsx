'use client';
// Webhooks of the chosen organizer: the endpoint list, the form that adds one, and the one-time secret dialog.
import type { HubOrganizer } from '@repo/contract/hub';
import type { WebhookEndpoint } from '@repo/contract/hub-webhooks';
import { Alert } from '@repo/ui/alert';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { SecretDialog } from '@/app/_components/secret-dialog';
import { WebhookForm } from './webhook-form';
import { WebhookRow } from './webhook-row';

export function WebhooksPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="webhooks" title={t('main::hubPages.webhooks.title')}>
      {(organizer) => <Webhooks organizer={organizer} />}
    </OrganizerScope>
  );
}

function Webhooks({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const list = useQuery(queries.hubWebhookEndpoints({ params: { organizerId: organizer.organizerId } }));
  const [created, setCreated] = useState<{ webhookEndpoint: WebhookEndpoint; secret: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const w = (key: string) => t(`main::hubPages.webhooks.${key}`);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-6">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        <Card className="min-w-0 gap-2 p-4 sm:p-6">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{w('list')}</h2>
            <CardDescription>
              {t('main::hubPages.webhooks.intro', { organizer: organizer.name })}
            </CardDescription>
          </CardHeader>
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <FailureState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.webhookEndpoints.length === 0 ? (
            <EmptyState>{w('empty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100">
              {list.data.webhookEndpoints.map((endpoint) => (
                <WebhookRow
                  key={endpoint.webhookEndpointId}
                  organizer={organizer}
                  endpoint={endpoint}
                  onNotice={setNotice}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 id="webhook-create-title" className="text-lg leading-tight font-semibold">
            {w('create')}
          </h2>
          <CardDescription>{w('createIntro')}</CardDescription>
        </CardHeader>
        <WebhookForm
          organizer={organizer}
          labelledBy="webhook-create-title"
          onSaved={(answer) => {
            setNotice(null);
            if (answer.secret) setCreated({ webhookEndpoint: answer.webhookEndpoint, secret: answer.secret });
          }}
        />
      </Card>
      <SecretDialog
        secret={created?.secret ?? null}
        testId="webhook-secret"
        onClose={() => setCreated(null)}
        texts={{
          title: w('secretTitle'),
          intro: w('secretIntro'),
          warning: w('secretWarning'),
          label: w('secretLabel'),
          copy: t('main::hubPages.apiKeys.copy'),
          copied: t('main::hubPages.apiKeys.copied'),
          copiedNote: w('copiedNote'),
          copyFailed: w('copyFailed'),
          done: w('secretDone'),
        }}
      />
    </div>
  );
}
