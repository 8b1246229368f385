'use client';
// The steward's scanner for one event: as the paired scanner device of that event or as a signed-in door member;
// camera, typed or hardware-scanner input, the big result, and the online/offline state with its queue.
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
import { ScannerStation } from './scanner-station';

export interface DoorScannerProps {
  eventId: string;
  passBaseUrl: string;
  agentVersion: string;
}

export function DoorScanner({ eventId, passBaseUrl, agentVersion }: DoorScannerProps) {
  const { t, language } = useT();
  const session = useSession();
  const { client: memberClient } = usePass();
  const credential = useDeviceCredential();
  const asDevice = credential?.kind === 'scanner' && credential.eventId === eventId;

  // A paired scanner calls with its own credential, never with a hub session that may also be in this browser.
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

  if (asDevice) return <ScannerStation client={deviceClient} eventId={eventId} gate={credential.name} />;
  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'authenticated') {
    return <ScannerStation client={memberClient} eventId={eventId} gate={session.account?.email ?? ''} />;
  }
  return (
    <Alert variant="info" className="grid gap-3">
      <p>{t('main::hubPages.door.scan.needAccess')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={loginReturningTo(`/door/${eventId}/scan`)}>{t('main::hubPages.door.scan.signIn')}</Link>
        </Button>
        <Button asChild variant="outlined">
          <Link href="/device/pair">{t('main::hubPages.door.scan.pair')}</Link>
        </Button>
      </div>
    </Alert>
  );
}
