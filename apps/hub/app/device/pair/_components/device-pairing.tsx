'use client';
// Pairing this device: the code (prefilled from the QR code's link) goes to devicePair, the credential it answers
// is kept in localStorage (lib/device-credential.ts says where and for whom), and deviceMe confirms it works.
import { isApiError } from '@repo/api-client/api-error';
import { parsePassClientConfig } from '@repo/api-client/config';
import { createPassClient } from '@repo/api-client/pass-client';
import { pairingCode } from '@repo/contract/devices';
import { getLanguageByCode } from '@repo/enums/language';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { Spinner } from '@repo/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useT } from '@/app/_components/providers';
import { forgetDeviceCredential, readDeviceCredential, writeDeviceCredential } from '@/lib/device-credential';
import type { StoredDeviceCredential } from '@/lib/device-credential';
import { passErrorKey } from '@/lib/pass-error-text';
import { notifyCredentialChange, useDeviceCredential } from './use-device-credential';

export interface DevicePairingProps {
  initialCode: string;
  passBaseUrl: string;
  agentVersion: string;
}

export function DevicePairing({ initialCode, passBaseUrl, agentVersion }: DevicePairingProps) {
  const { t, language } = useT();
  const router = useRouter();
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const credential = useDeviceCredential();
  // A code in the link means "pair (again)"; without one, a paired device just shows what it is.
  const [formWanted, setFormWanted] = useState(initialCode !== '');
  const showForm = credential === null || formWanted;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [storageFailed, setStorageFailed] = useState(false);

  // Calls as the device: its own token, never the hub session's.
  const deviceClient = useMemo(
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

  const me = useQuery({
    queryKey: ['device', 'me', credential?.deviceId, credential?.pairedAt, language],
    queryFn: ({ signal }) => deviceClient.deviceMe(undefined, { signal }),
    enabled: credential !== null,
    retry: false,
    staleTime: 0,
  });

  async function pair() {
    const parsed = pairingCode.safeParse(code);
    if (!parsed.success) {
      setCodeError(t('main::hubPages.devicePair.codeInvalid'));
      return;
    }
    setCodeError(null);
    setPending(true);
    setError(null);
    setStorageFailed(false);
    try {
      const answer = await deviceClient.devicePair({ body: { pairingCode: parsed.data } });
      const next: StoredDeviceCredential = {
        token: answer.token,
        deviceId: answer.device.deviceId,
        organizerId: answer.device.organizerId,
        eventId: answer.device.eventId,
        eventNamePub: answer.device.eventNamePub,
        kind: answer.device.kind,
        name: answer.device.name,
        number: answer.device.number,
        pairedAt: answer.device.pairedAt ?? new Date().toISOString(),
      };
      if (!writeDeviceCredential(window.localStorage, next)) setStorageFailed(true);
      notifyCredentialChange();
      setFormWanted(false);
      setCode('');
      // The code is used up; a reload must not offer it again.
      router.replace('/device/pair');
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const kindLabel = credential ? t(`main::hubPages.devices.kind.${credential.kind}`) : '';
  const rejected = me.isError && isApiError(me.error, 401);

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold text-brand-900">{t('main::hubPages.devicePair.title')}</h1>
        <p className="text-muted">{t('main::hubPages.devicePair.intro')}</p>
      </div>

      {storageFailed ? <Alert variant="error">{t('main::hubPages.devicePair.storageFailed')}</Alert> : null}
      {credential ? (
        <Card className="gap-3 border-green-300">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold" data-testid="paired-as">
              {t('main::hubPages.devicePair.paired', {
                name: credential.name,
                kind: kindLabel,
                event: credential.eventNamePub,
              })}
            </h2>
            <CardDescription>
              {t('main::hubPages.devicePair.number', { number: credential.number })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {me.isPending ? (
              <p className="flex items-center gap-2 text-muted">
                <Spinner size="sm" label={t('main::hubPages.devicePair.checking')} />
                {t('main::hubPages.devicePair.checking')}
              </p>
            ) : me.isError ? (
              <Alert variant="error">
                {rejected ? t('main::hubPages.devicePair.rejected') : t(passErrorKey(me.error))}
              </Alert>
            ) : (
              <Alert variant="success" data-testid="device-check">
                {t('main::hubPages.devicePair.checked', { number: me.data.device.number })}
              </Alert>
            )}
            <p className="text-xs text-muted">{t('main::hubPages.devicePair.stored')}</p>
          </CardContent>
          <CardFooter className="flex-wrap">
            {credential.kind === 'scanner' && !rejected ? (
              <Button asChild>
                <Link href={`/door/${credential.eventId}/scan`}>{t('main::hubPages.door.openScanner')}</Link>
              </Button>
            ) : null}
            {showForm ? null : (
              <Button variant="outlined" onClick={() => setFormWanted(true)}>
                {t('main::hubPages.devicePair.again')}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                forgetDeviceCredential(window.localStorage);
                notifyCredentialChange();
              }}
            >
              {t('main::hubPages.devicePair.forget')}
            </Button>
          </CardFooter>
        </Card>
      ) : null}

      {showForm ? (
        <Card>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void pair();
            }}
          >
            <FormField
              label={t('main::hubPages.devicePair.code')}
              hint={t('main::hubPages.devicePair.codeHint')}
              error={codeError}
              required
            >
              <Input
                name="pairingCode"
                value={code}
                onChange={(event) => setCode(event.target.value.toUpperCase())}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                maxLength={32}
                disabled={pending}
                className="h-14 text-center font-mono text-2xl tracking-[0.2em] uppercase"
              />
            </FormField>
            {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? t('main::hubPages.devicePair.pairing') : t('main::hubPages.devicePair.submit')}
            </Button>
          </form>
        </Card>
      ) : null}
    </div>
  );
}
