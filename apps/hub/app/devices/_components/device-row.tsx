'use client';
// One device: number, name, kind, event, status, last seen, inventory number; edit, new code, label, revoke.
import type { Device } from '@repo/contract/devices';
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import { DeviceEditDialog } from './device-edit-dialog';
import type { PairingShown } from './pairing-shown';

const statusTones = { waiting: 'warning', paired: 'success', revoked: 'danger' } as const;

export function DeviceRow({
  organizer,
  device,
  onPairing,
  onNotice,
}: {
  organizer: HubOrganizer;
  device: Device;
  onPairing: (shown: PairingShown) => void;
  onNotice: (notice: string) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const { dateTime } = useFormatters();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const params = { organizerId: organizer.organizerId };
  const revoked = device.status === 'revoked';
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.hubDevices({ params }).queryKey });

  async function newCode() {
    setPending(true);
    setError(null);
    try {
      const answer = await client.hubDevicePairingCode({ params: { ...params, deviceId: device.deviceId } });
      await refresh();
      onPairing(answer);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0" data-testid="device">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-brand-100 px-2 py-0.5 font-mono text-sm font-semibold text-brand-900">
          #{device.number}
        </span>
        <span className="font-medium break-all">{device.name}</span>
        <Badge tone="brand">{t(`main::hubPages.devices.kind.${device.kind}`)}</Badge>
        <Badge tone={statusTones[device.status]}>
          <span data-testid="device-status">{t(`main::hubPages.devices.status.${device.status}`)}</span>
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{t('main::hubPages.devices.event')}</dt>
        <dd className="min-w-0">{device.eventNamePub}</dd>
        <dt className="text-muted">{t('main::hubPages.devices.lastSeen')}</dt>
        <dd>{device.lastSeenAt ? dateTime(device.lastSeenAt) : t('main::hubPages.common.never')}</dd>
        <dt className="text-muted">{t('main::hubPages.devices.inventoryNumber')}</dt>
        <dd className="min-w-0 break-all">{device.inventoryNumber ?? '—'}</dd>
        {device.pairedAt ? (
          <>
            <dt className="text-muted">{t('main::hubPages.devices.pairedAt')}</dt>
            <dd>{dateTime(device.pairedAt)}</dd>
          </>
        ) : null}
      </dl>
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      {revoked ? null : (
        <div className="flex flex-wrap gap-2">
          <DeviceEditDialog
            organizer={organizer}
            device={device}
            onSaved={() => onNotice(t('main::hubPages.devices.saved', { name: device.name }))}
          />
          <Button variant="outlined" size="sm" disabled={pending} onClick={() => void newCode()}>
            {pending ? t('main::hubPages.common.working') : t('main::hubPages.devices.newCode')}
          </Button>
          {device.labelPrintLink ? (
            <Button asChild variant="ghost" size="sm">
              <a href={device.labelPrintLink}>{t('main::hubPages.devices.printLabel')}</a>
            </Button>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50">
                {t('main::hubPages.devices.revoke')}
              </Button>
            }
            title={t('main::hubPages.devices.revokeTitle', { name: device.name })}
            description={t('main::hubPages.devices.revokeText')}
            confirmLabel={t('main::hubPages.devices.revokeConfirm')}
            onConfirm={async () => {
              await client.hubDeviceRevoke({ params: { ...params, deviceId: device.deviceId } });
              await refresh();
              onNotice(t('main::hubPages.devices.revokedDone', { name: device.name }));
            }}
          />
        </div>
      )}
    </li>
  );
}
