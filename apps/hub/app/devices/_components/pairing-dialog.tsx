'use client';
// The pairing code of a device, big and as a QR code of its pairing page, with the time left; a new code once it
// has expired. The device list is polled while the dialog is open, so "paired" shows as soon as it happens.
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@repo/ui/dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { formatCountdown, secondsUntil } from '@/lib/countdown';
import { passErrorKey } from '@/lib/pass-error-text';
import type { PairingShown } from './pairing-shown';
import { QrCodeImage } from './qr-code-image';
import { useNow } from './use-now';

const POLL_MS = 3_000;

export function PairingDialog({
  organizer,
  shown,
  onNewCode,
  onClose,
}: {
  organizer: HubOrganizer;
  shown: PairingShown | null;
  onNewCode: (shown: PairingShown) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const params = { organizerId: organizer.organizerId };
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const open = shown !== null;
  const now = useNow(1_000, open);
  const left = shown ? secondsUntil(shown.pairing.pairingExpiresAt, now) : 0;
  const devices = useQuery({
    ...queries.hubDevices({ params }),
    refetchInterval: open && left > 0 ? POLL_MS : false,
  });
  const current = devices.data?.devices.find((device) => device.deviceId === shown?.device.deviceId);
  // Paired after this code was issued (a new code for a paired device keeps its old pairing time until used).
  const pairedNow =
    current?.status === 'paired' &&
    current.pairedAt !== null &&
    (shown?.device.pairedAt === null || current.pairedAt !== shown?.device.pairedAt);

  async function newCode() {
    if (!shown) return;
    setPending(true);
    setError(null);
    try {
      const answer = await client.hubDevicePairingCode({
        params: { ...params, deviceId: shown.device.deviceId },
      });
      await queryClient.invalidateQueries({ queryKey: queries.hubDevices({ params }).queryKey });
      onNewCode(answer);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const code = shown?.pairing.pairingCode ?? '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t('main::hubPages.common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t('main::hubPages.devices.pairingTitle', { name: shown?.device.name ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {t('main::hubPages.devices.pairingIntro', {
              kind: shown ? t(`main::hubPages.devices.kind.${shown.device.kind}`) : '',
              event: shown?.device.eventNamePub ?? '',
            })}
          </DialogDescription>
        </DialogHeader>
        {shown ? (
          <div className="grid items-center gap-5 sm:grid-cols-[auto_1fr]">
            <QrCodeImage
              value={shown.pairing.pairingUrl}
              label={t('main::hubPages.devices.qrLabel')}
              className={
                left > 0 && !pairedNow
                  ? 'mx-auto size-52 rounded-lg border border-brand-100'
                  : 'mx-auto size-52 rounded-lg border border-brand-100 opacity-25'
              }
            />
            <div className="grid gap-3 text-center sm:text-left">
              <div className="grid gap-1">
                <p className="text-sm text-muted">{t('main::hubPages.devices.pairingCode')}</p>
                <p
                  className="font-mono text-4xl font-semibold tracking-[0.15em] text-brand-900 sm:text-5xl"
                  data-testid="pairing-code"
                  data-code={code}
                >
                  <span>{code.slice(0, 4)}</span>
                  <span className="ml-3">{code.slice(4)}</span>
                </p>
              </div>
              {pairedNow ? (
                <Alert variant="success">
                  {t('main::hubPages.devices.pairedNow', { name: current?.name ?? shown.device.name })}
                </Alert>
              ) : left > 0 ? (
                <p className="text-sm" role="timer">
                  {t('main::hubPages.devices.expiresIn', { time: formatCountdown(left) })}
                </p>
              ) : (
                <Alert variant="warning">{t('main::hubPages.devices.expired')}</Alert>
              )}
              <p className="text-xs break-all text-muted">{shown.pairing.pairingUrl}</p>
            </div>
          </div>
        ) : null}
        {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
        <DialogFooter>
          {left === 0 && !pairedNow ? (
            <Button variant="outlined" disabled={pending} onClick={() => void newCode()}>
              {pending ? t('main::hubPages.common.working') : t('main::hubPages.devices.newCode')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('main::hubPages.devices.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
