'use client';
// The event's header picture: the current one and a picker that uploads it (cut to 16:9 by the pass).
import type { HubEventDetail } from '@repo/contract/hub-events';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePicker } from '@/app/_components/image-picker';
import { usePass, useT } from '@/app/_components/providers';

export function HeaderImage({ event }: { event: HubEventDetail }) {
  const { t } = useT();
  const { client, queries, passBaseUrl } = usePass();
  const queryClient = useQueryClient();
  const params = { eventId: event.eventId };
  const src = event.headerImageUrl?.startsWith('/')
    ? `${passBaseUrl}${event.headerImageUrl}`
    : event.headerImageUrl;
  return (
    <Card className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubEvents.event.picture')}</h2>
        <CardDescription>{t('main::hubEvents.event.pictureIntro')}</CardDescription>
      </CardHeader>
      <div className="grid aspect-video place-items-center overflow-hidden rounded-xl border border-brand-100 bg-surface">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a pass picture, already in the right size
          <img
            src={src}
            alt={t('main::hubEvents.event.pictureAlt')}
            className="size-full object-cover"
            data-testid="header-image"
          />
        ) : (
          <span className="px-4 text-center text-sm text-muted">{t('main::hubEvents.event.noPicture')}</span>
        )}
      </div>
      <ImagePicker
        label={t('main::hubEvents.event.pictureChoose')}
        onPicked={async (imageBase64) => {
          const answer = await client.hubEventImageUpload({ params, body: { imageBase64 } });
          queryClient.setQueryData(queries.hubEvent({ params }).queryKey, answer);
        }}
      />
    </Card>
  );
}
