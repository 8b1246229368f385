'use client';
// API keys of the chosen organizer: the list, the create form and the one-time secret dialog.
import type { ApiKey } from '@repo/contract/hub-api-keys';
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyRow } from './api-key-row';
import { ApiKeySecretDialog } from './api-key-secret-dialog';

export function ApiKeysPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="apiKeys" title={t('main::hubPages.apiKeys.title')}>
      {(organizer) => <ApiKeys organizer={organizer} />}
    </OrganizerScope>
  );
}

function ApiKeys({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const keys = useQuery(queries.hubApiKeys({ params: { organizerId: organizer.organizerId } }));
  const [created, setCreated] = useState<{ apiKey: ApiKey; secret: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-6">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        <Card className="gap-2 p-4 sm:p-6">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.apiKeys.list')}</h2>
            <CardDescription>
              {t('main::hubPages.apiKeys.intro', { organizer: organizer.name })}
            </CardDescription>
          </CardHeader>
          {keys.isPending ? (
            <LoadingState />
          ) : keys.isError ? (
            <FailureState error={keys.error} onRetry={() => void keys.refetch()} />
          ) : keys.data.apiKeys.length === 0 ? (
            <EmptyState>{t('main::hubPages.apiKeys.empty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100">
              {keys.data.apiKeys.map((apiKey) => (
                <ApiKeyRow key={apiKey.apiKeyId} organizer={organizer} apiKey={apiKey} onNotice={setNotice} />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 id="api-key-create-title" className="text-lg leading-tight font-semibold">
            {t('main::hubPages.apiKeys.create')}
          </h2>
          <CardDescription>{t('main::hubPages.apiKeys.createIntro')}</CardDescription>
        </CardHeader>
        <ApiKeyCreateForm
          organizer={organizer}
          onCreated={(answer) => {
            setNotice(null);
            setCreated(answer);
          }}
        />
      </Card>
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
