'use client';
// The card provider of the chosen organizer: which account takes its card payments (the demo gateway until
// one is connected), the form that connects or rotates it, and where Stripe must send its webhooks.
import type { HubOrganizer } from '@repo/contract/hub';
import type { PaymentProviderAccount } from '@repo/contract/hub-payment-provider';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { Badge, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { ProviderForm } from './provider-form';

export function PaymentProviderPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="payments" title={t('main::hubPages.payments.title')}>
      {(organizer) => <PaymentProvider organizer={organizer} />}
    </OrganizerScope>
  );
}

function PaymentProvider({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const params = { organizerId: organizer.organizerId };
  const current = useQuery(queries.hubPaymentProvider({ params }));
  const [notice, setNotice] = useState<string | null>(null);
  const p = (key: string, values?: Record<string, string>) => t(`main::hubPages.payments.${key}`, values);

  if (current.isPending) return <LoadingState />;
  if (current.isError) return <FailureState error={current.error} onRetry={() => void current.refetch()} />;
  const { account, addresses } = current.data;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 gap-6">
        {notice ? (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        ) : null}
        <Card className="min-w-0 gap-3 p-4 sm:p-6" data-testid="payment-provider">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{p('current')}</h2>
            <CardDescription>{p('intro', { organizer: organizer.name })}</CardDescription>
          </CardHeader>
          {account ? (
            <AccountSummary account={account} />
          ) : (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone="warning">{p('demo')}</Badge>
              {p('demoHint')}
            </p>
          )}
          {account ? (
            <div>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="outlined"
                    size="sm"
                    className="border-red-700 text-red-800 hover:bg-red-50"
                  >
                    {p('disconnect')}
                  </Button>
                }
                title={p('disconnectTitle')}
                description={p('disconnectText')}
                confirmLabel={p('disconnectConfirm')}
                onConfirm={async () => {
                  await client.hubPaymentProviderRemove({ params });
                  await queryClient.invalidateQueries({
                    queryKey: queries.hubPaymentProvider({ params }).queryKey,
                  });
                  setNotice(p('disconnected'));
                }}
              />
            </div>
          ) : null}
        </Card>
        <Card className="min-w-0 gap-3 p-4 sm:p-6">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{p('addresses')}</h2>
            <CardDescription>{p('addressesIntro')}</CardDescription>
          </CardHeader>
          <dl className="grid gap-3 text-sm">
            <div className="grid gap-1">
              <dt className="font-medium">{p('stripeWebhook')}</dt>
              <dd className="font-mono text-xs break-all" data-testid="stripe-webhook-url">
                {addresses.stripeWebhookUrl}
              </dd>
              <dd className="text-muted">{p('stripeWebhookHint')}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="font-medium">{p('gopayNotification')}</dt>
              <dd className="font-mono text-xs break-all">{addresses.gopayNotificationUrl}</dd>
              <dd className="text-muted">{p('gopayNotificationHint')}</dd>
            </div>
          </dl>
        </Card>
      </div>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 id="provider-form-title" className="text-lg leading-tight font-semibold">
            {account ? p('change') : p('connect')}
          </h2>
          <CardDescription>{p('formIntro')}</CardDescription>
        </CardHeader>
        <ProviderForm
          key={account?.updatedAt ?? 'none'}
          organizer={organizer}
          account={account}
          labelledBy="provider-form-title"
          onSaved={() => setNotice(p('saved'))}
        />
      </Card>
    </div>
  );
}

function AccountSummary({ account }: { account: PaymentProviderAccount }) {
  const { t } = useT();
  const { dateTime } = useFormatters();
  const p = (key: string) => t(`main::hubPages.payments.${key}`);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">{p('provider')}</dt>
      <dd>
        <Badge tone="success">{p(`providers.${account.provider}`)}</Badge>
      </dd>
      {account.goId ? (
        <>
          <dt className="text-muted">{p('goId')}</dt>
          <dd className="font-mono">{account.goId}</dd>
          <dt className="text-muted">{p('clientId')}</dt>
          <dd className="font-mono">{account.clientId}</dd>
        </>
      ) : null}
      {account.secrets.map((secret) => (
        <div key={secret.name} className="contents">
          <dt className="text-muted">{p(`secretNames.${secret.name}`)}</dt>
          <dd className="font-mono">{secret.set ? `•••• ${secret.lastFour ?? ''}` : p('notSet')}</dd>
        </div>
      ))}
      <dt className="text-muted">{p('updated')}</dt>
      <dd>{dateTime(account.updatedAt)}</dd>
    </dl>
  );
}
