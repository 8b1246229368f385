'use client';
// Adding or changing a webhook endpoint: its https URL, a description and the events it receives.
import type { HubOrganizer } from '@repo/contract/hub';
import type { WebhookEndpoint, WebhookEventType } from '@repo/contract/hub-webhooks';
import { webhookEventTypes } from '@repo/contract/hub-webhooks';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';

export function WebhookForm({
  organizer,
  endpoint,
  labelledBy,
  onSaved,
  onCancel,
}: {
  organizer: HubOrganizer;
  /** The endpoint to change; a new one is added without it. */
  endpoint?: WebhookEndpoint;
  labelledBy: string;
  onSaved: (answer: { webhookEndpoint: WebhookEndpoint; secret?: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const eventsLegend = useId();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(endpoint?.eventTypes ?? ['order.paid']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const noEvents = eventTypes.length === 0;

  async function save() {
    if (noEvents) return;
    setPending(true);
    setError(null);
    try {
      const params = { organizerId: organizer.organizerId };
      const body = { url, description: description.trim() || null, eventTypes };
      const answer = endpoint
        ? await client.hubWebhookEndpointUpdate({
            params: { ...params, webhookEndpointId: endpoint.webhookEndpointId },
            body: { ...body, active: endpoint.active },
          })
        : await client.hubWebhookEndpointCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubWebhookEndpoints({ params }).queryKey });
      if (!endpoint) {
        setUrl('');
        setDescription('');
        setEventTypes(['order.paid']);
      }
      onSaved(answer);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby={labelledBy}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField
        label={t('main::hubPages.webhooks.url')}
        hint={t('main::hubPages.webhooks.urlHint')}
        required
      >
        <Input
          name="url"
          type="url"
          required
          maxLength={2000}
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={url}
          disabled={pending}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('main::hubPages.webhooks.description')}
        hint={t('main::hubPages.webhooks.descriptionHint')}
      >
        <Input
          name="description"
          maxLength={200}
          autoComplete="off"
          value={description}
          disabled={pending}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={noEvents ? `${eventsLegend}-error` : undefined}>
        <legend id={eventsLegend} className="mb-1 text-sm font-medium">
          {t('main::hubPages.webhooks.events')}
        </legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex min-h-11 items-start gap-3 rounded-lg px-1 py-1.5 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={eventTypes.includes(type)}
              disabled={pending}
              onChange={(event) =>
                setEventTypes((current) =>
                  event.target.checked ? [...current, type] : current.filter((entry) => entry !== type),
                )
              }
            />
            <span className="grid gap-0.5">
              <code className="font-mono text-xs font-semibold text-brand-900">{type}</code>
              <span className="text-muted">{t(`main::hubPages.webhooks.eventHint.${type}`)}</span>
            </span>
          </label>
        ))}
        {noEvents ? (
          <p id={`${eventsLegend}-error`} className="text-sm text-red-800">
            {t('main::hubPages.webhooks.noEvents')}
          </p>
        ) : null}
      </fieldset>
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || noEvents}>
          {pending
            ? t('main::hubPages.common.working')
            : endpoint
              ? t('main::hubPages.common.save')
              : t('main::hubPages.webhooks.createSubmit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outlined" disabled={pending} onClick={onCancel}>
            {t('main::hubPages.common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
