'use client';
// The till for one event: as the paired till device of that event or as a signed-in member with the bar role.
import { useSession } from '@repo/auth/session-provider';
import { parsePassClientConfig } from '@repo/api-client/config';
import { createPassClient } from '@repo/api-client/pass-client';
import type { PassClient } from '@repo/api-client/pass-client';
import { getLanguageByCode } from '@repo/enums/language';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import Link from 'next/link';
import { useMemo } from 'react';
import { LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useDeviceCredential } from '@/app/device/pair/_components/use-device-credential';
import { readDeviceCredential } from '@/lib/device-credential';
import { loginReturningTo } from '@/lib/return-to';
import { TillStation } from './till-station';

export interface TillAppProps {
  eventId: string;
  passBaseUrl: string;
  agentVersion: string;
}

export function TillApp({ eventId, passBaseUrl, agentVersion }: TillAppProps) {
  const { t, language } = useT();
  const session = useSession();
  const { client: memberClient } = usePass();
  const credential = useDeviceCredential();
  const asDevice = credential?.kind === 'till' && credential.eventId === eventId;

  // A paired till calls with its own credential, never with a hub session that may also be in this browser.
  const deviceClient = useMemo<PassClient>(
    () =>
      createPassClient(
        parsePassClientConfig(
          {
            baseUrl: passBaseUrl,
            agentVersion,
            languageId: getLanguageByCode(language).id,
            getToken: () => readDeviceCredential(window.localStorage)?.token ?? null,
          },
          'PASS_API_URL',
        ),
      ),
    [passBaseUrl, agentVersion, language],
  );

  if (asDevice) {
    return <TillStation client={deviceClient} eventId={eventId} passBaseUrl={passBaseUrl} who="device" />;
  }
  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'authenticated') {
    return <TillStation client={memberClient} eventId={eventId} passBaseUrl={passBaseUrl} who="member" />;
  }
  return (
    <Alert variant="info" className="grid gap-3">
      <p>{t('main::hubPages.bar.till.needAccess')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={loginReturningTo(`/till/${eventId}`)}>{t('main::hubPages.bar.till.signIn')}</Link>
        </Button>
        <Button asChild variant="outlined">
          <Link href="/device/pair">{t('main::hubPages.bar.till.pair')}</Link>
        </Button>
      </div>
    </Alert>
  );
}
