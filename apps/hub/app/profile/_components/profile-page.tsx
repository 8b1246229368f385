'use client';
// The profile page of the chosen organizer: the form (read-only without the team permission) and the logo.
import type { HubOrganizer } from '@repo/contract/hub';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { LogoUpload } from './logo-upload';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const { t } = useT();
  return (
    <OrganizerScope section="profile" title={t('main::hubEvents.profile.title')}>
      {(organizer) => <Profile organizer={organizer} />}
    </OrganizerScope>
  );
}

function Profile({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const profile = useQuery(queries.hubOrganizerProfile({ params: { organizerId: organizer.organizerId } }));
  const editable = organizer.permissions.includes('team');

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <FailureState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card className="gap-4 p-4 sm:p-6">
        <CardHeader>
          <h2 id="profile-form-title" className="text-lg leading-tight font-semibold">
            {t('main::hubEvents.profile.formTitle')}
          </h2>
          <CardDescription>
            {editable ? t('main::hubEvents.profile.intro') : t('main::hubEvents.profile.readOnly')}
          </CardDescription>
        </CardHeader>
        <ProfileForm organizerId={organizer.organizerId} profile={profile.data.profile} editable={editable} />
      </Card>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{t('main::hubEvents.profile.logo')}</h2>
          <CardDescription>{t('main::hubEvents.profile.logoIntro')}</CardDescription>
        </CardHeader>
        <LogoUpload organizerId={organizer.organizerId} profile={profile.data.profile} editable={editable} />
      </Card>
    </div>
  );
}
