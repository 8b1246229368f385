'use client';
// The organizer's logo: the current one and a file picker that uploads at once (resized by the pass).
import type { OrganizerProfile } from '@repo/contract/hub-profile';
import { Alert } from '@repo/ui/alert';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ImagePicker } from '@/app/_components/image-picker';
import { usePass, useT } from '@/app/_components/providers';

export function LogoUpload({
  organizerId,
  profile,
  editable,
}: {
  organizerId: string;
  profile: OrganizerProfile;
  editable: boolean;
}) {
  const { t } = useT();
  const { client, queries, passBaseUrl } = usePass();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  return (
    <div className="grid gap-4">
      <div className="grid aspect-square w-full max-w-48 place-items-center justify-self-center overflow-hidden rounded-xl border border-brand-100 bg-surface">
        {profile.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a pass picture of any host, shown as it is
          <img
            src={`${passBaseUrl}${profile.logoUrl}`}
            alt={t('main::hubEvents.profile.logoAlt', { name: profile.name })}
            className="max-h-full max-w-full object-contain"
            data-testid="logo"
          />
        ) : (
          <span className="px-4 text-center text-sm text-muted">{t('main::hubEvents.profile.noLogo')}</span>
        )}
      </div>
      {editable ? (
        <ImagePicker
          label={t('main::hubEvents.profile.logoChoose')}
          onPicked={async (imageBase64) => {
            setDone(false);
            const params = { organizerId };
            const answer = await client.hubOrganizerLogoUpload({ params, body: { imageBase64 } });
            queryClient.setQueryData(queries.hubOrganizerProfile({ params }).queryKey, answer);
            setDone(true);
          }}
        />
      ) : null}
      {done ? <Alert variant="success">{t('main::hubEvents.profile.logoSaved')}</Alert> : null}
    </div>
  );
}
