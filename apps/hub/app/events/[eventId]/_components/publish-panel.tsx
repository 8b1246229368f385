'use client';
// Publishing one event: now or at a set time, taking it off the storefront, the storefront and demo-cart
// (preview) links, copying it under a new address and deleting a draft.
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubEventDetail } from '@repo/contract/hub-events';
import { demoCartLink, eventCartLink } from '@repo/links/storefront-links';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { usePass, useT } from '@/app/_components/providers';
import { TextField } from '@/app/_components/text-field';
import { passErrorKey } from '@/lib/pass-error-text';
import { DuplicateDialog } from './duplicate-dialog';

export function PublishPanel({
  organizer,
  event,
  storefrontOrigin,
}: {
  organizer: HubOrganizer;
  event: HubEventDetail;
  storefrontOrigin: string;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [publishAt, setPublishAt] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const params = { eventId: event.eventId };
  const organizerParams = { organizerId: organizer.organizerId };
  const slugs = { organizerSlug: event.organizerSlug, eventSlug: event.slug };
  const storefrontLink = eventCartLink(slugs, { origin: storefrontOrigin });
  const previewLink = demoCartLink({ ...slugs, eventId: event.eventId }, { origin: storefrontOrigin });

  async function run(action: () => Promise<{ event: HubEventDetail }>, done: string) {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await action();
      queryClient.setQueryData(queries.hubEvent({ params }).queryKey, {
        errorText: 'OK' as const,
        ...answer,
      });
      await queryClient.invalidateQueries({
        queryKey: queries.hubEvents({ params: organizerParams }).queryKey,
      });
      await queryClient.invalidateQueries({
        queryKey: queries.hubOrganizerEvents({ params: organizerParams }).queryKey,
      });
      setNotice(done);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubEvents.publish.title')}</h2>
        <CardDescription>{t(`main::hubEvents.publish.state.${event.status}`)}</CardDescription>
      </CardHeader>
      {notice ? (
        <Alert variant="success" data-testid="publish-notice">
          {notice}
        </Alert>
      ) : null}
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      {event.status === 'published' ? (
        <>
          <a
            href={storefrontLink}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium break-all text-brand-800 underline"
            data-testid="storefront-link"
          >
            {t('main::hubEvents.publish.onStorefront')}
          </a>
          <Button
            variant="outlined"
            disabled={pending}
            onClick={() =>
              void run(() => client.hubEventUnpublish({ params }), t('main::hubEvents.publish.unpublished'))
            }
          >
            {t('main::hubEvents.publish.unpublish')}
          </Button>
        </>
      ) : (
        <>
          <a
            href={previewLink}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium break-all text-brand-800 underline"
            data-testid="preview-link"
          >
            {t('main::hubEvents.publish.preview')}
          </a>
          <Button
            disabled={pending}
            onClick={() =>
              void run(
                () => client.hubEventPublish({ params, body: {} }),
                t('main::hubEvents.publish.published'),
              )
            }
          >
            {pending ? t('main::hubPages.common.working') : t('main::hubEvents.publish.now')}
          </Button>
          <form
            className="grid grid-cols-1 gap-2"
            onSubmit={(formEvent) => {
              formEvent.preventDefault();
              if (publishAt === '') return;
              const at = new Date(publishAt).toISOString();
              void run(
                () => client.hubEventPublish({ params, body: { publishAt: at } }),
                t('main::hubEvents.publish.scheduled'),
              );
            }}
          >
            <TextField
              type="datetime-local"
              label={t('main::hubEvents.publish.at')}
              hint={t('main::hubEvents.publish.atHint')}
              value={publishAt}
              onValue={setPublishAt}
              disabled={pending}
            />
            <Button type="submit" variant="outlined" disabled={pending || publishAt === ''}>
              {t('main::hubEvents.publish.schedule')}
            </Button>
          </form>
          {event.status === 'scheduled' ? (
            <Button
              variant="outlined"
              disabled={pending}
              onClick={() =>
                void run(() => client.hubEventUnpublish({ params }), t('main::hubEvents.publish.unscheduled'))
              }
            >
              {t('main::hubEvents.publish.unschedule')}
            </Button>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap gap-2 border-t border-brand-100 pt-4">
        <DuplicateDialog organizerId={organizer.organizerId} event={event} />
        {event.deletable ? (
          <ConfirmDialog
            trigger={<Button variant="outlined">{t('main::hubEvents.publish.delete')}</Button>}
            title={t('main::hubEvents.publish.deleteTitle')}
            description={t('main::hubEvents.publish.deleteDescription', { name: event.name.cs })}
            confirmLabel={t('main::hubEvents.publish.delete')}
            onConfirm={async () => {
              await client.hubEventDelete({ params });
              await queryClient.invalidateQueries({
                queryKey: queries.hubEvents({ params: organizerParams }).queryKey,
              });
              router.push(`/events?organizer=${encodeURIComponent(organizer.organizerId)}`);
            }}
          />
        ) : null}
      </div>
    </Card>
  );
}
