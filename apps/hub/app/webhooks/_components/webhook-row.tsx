'use client';
// One webhook endpoint: URL, events, state and latest delivery; test, change, pause or resume, delete, deliveries.
import type { HubOrganizer } from '@repo/contract/hub';
import type { WebhookEndpoint } from '@repo/contract/hub-webhooks';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import { WebhookAttempts } from './webhook-attempts';
import { WebhookForm } from './webhook-form';

export function WebhookRow({
  organizer,
  endpoint,
  onNotice,
}: {
  organizer: HubOrganizer;
  endpoint: WebhookEndpoint;
  onNotice: (notice: string) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const { dateTime } = useFormatters();
  const editTitle = useId();
  const [editing, setEditing] = useState(false);
  const [showAttempts, setShowAttempts] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const params = { organizerId: organizer.organizerId, webhookEndpointId: endpoint.webhookEndpointId };
  const listKey = queries.hubWebhookEndpoints({ params: { organizerId: organizer.organizerId } }).queryKey;
  const w = (key: string, values?: Readonly<Record<string, string | number>>) =>
    t(`main::hubPages.webhooks.${key}`, values);
  const last = endpoint.lastAttempt;

  async function run(action: () => Promise<unknown>, notice: string) {
    setPending(true);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: listKey });
      onNotice(notice);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const sendTest = () =>
    run(async () => {
      await client.hubWebhookEndpointTest({ params });
      setShowAttempts(true);
      // The delivery runs in the background; the attempt list asks again shortly.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queries.hubWebhookAttempts({ params }).queryKey });
        void queryClient.invalidateQueries({ queryKey: listKey });
      }, 1500);
    }, w('testQueued'));
  const setActive = (active: boolean) =>
    run(
      () =>
        client.hubWebhookEndpointUpdate({
          params,
          body: {
            url: endpoint.url,
            description: endpoint.description,
            eventTypes: endpoint.eventTypes,
            active,
          },
        }),
      active ? w('resumed') : w('paused'),
    );

  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0" data-testid="webhook-endpoint">
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-mono text-sm font-medium break-all">{endpoint.url}</span>
          {endpoint.active ? (
            <Badge tone="success">{w('active')}</Badge>
          ) : (
            <Badge tone="warning">{w('pausedBadge')}</Badge>
          )}
        </p>
        {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{w('events')}</dt>
          <dd className="flex flex-wrap gap-1">
            {endpoint.eventTypes.map((type) => (
              <Badge key={type} tone="brand">
                {type}
              </Badge>
            ))}
          </dd>
          <dt className="text-muted">{w('lastDelivery')}</dt>
          <dd>
            {last ? (
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={last.ok ? 'success' : 'danger'}>
                  {last.statusCode === null ? w('noAnswer') : `HTTP ${last.statusCode}`}
                </Badge>
                {dateTime(last.createdAt)}
              </span>
            ) : (
              w('noDeliveries')
            )}
          </dd>
          <dt className="text-muted">{w('created')}</dt>
          <dd>{dateTime(endpoint.createdAt)}</dd>
        </dl>
      </div>
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={pending} onClick={() => void sendTest()}>
          {w('sendTest')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          aria-expanded={showAttempts}
          onClick={() => setShowAttempts((shown) => !shown)}
        >
          {showAttempts ? w('hideDeliveries') : w('showDeliveries')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          aria-expanded={editing}
          onClick={() => setEditing((shown) => !shown)}
        >
          {w('edit')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          disabled={pending}
          onClick={() => void setActive(!endpoint.active)}
        >
          {endpoint.active ? w('pause') : w('resume')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outlined"
              size="sm"
              className="border-red-700 text-red-800 hover:bg-red-50"
              aria-label={w('deleteNamed', { url: endpoint.url })}
            >
              {w('delete')}
            </Button>
          }
          title={w('deleteTitle')}
          description={w('deleteText', { url: endpoint.url })}
          confirmLabel={w('deleteConfirm')}
          onConfirm={async () => {
            await client.hubWebhookEndpointDelete({ params });
            await queryClient.invalidateQueries({ queryKey: listKey });
            onNotice(w('deleted'));
          }}
        />
      </div>
      {editing ? (
        <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
          <h3 id={editTitle} className="mb-3 font-semibold">
            {w('editTitle')}
          </h3>
          <WebhookForm
            organizer={organizer}
            endpoint={endpoint}
            labelledBy={editTitle}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              onNotice(w('saved'));
            }}
          />
        </div>
      ) : null}
      {showAttempts ? <WebhookAttempts params={params} /> : null}
    </li>
  );
}
