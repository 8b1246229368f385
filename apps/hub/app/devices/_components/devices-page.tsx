'use client';
// Devices of the chosen organizer: the list, the add form and the pairing dialog (code, QR code, countdown).
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { DeviceAddForm } from './device-add-form';
import { DeviceRow } from './device-row';
import { PairingDialog } from './pairing-dialog';
import type { PairingShown } from './pairing-shown';

export function DevicesPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="devices" title={t('main::hubPages.devices.title')}>
      {(organizer) => <Devices organizer={organizer} />}
    </OrganizerScope>
  );
}

function Devices({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const params = { organizerId: organizer.organizerId };
  const devices = useQuery(queries.hubDevices({ params }));
  const events = useQuery(queries.hubOrganizerEvents({ params }));
  const [pairing, setPairing] = useState<PairingShown | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-6">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        <Card className="gap-2 p-4 sm:p-6">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.devices.list')}</h2>
            <CardDescription>{t('main::hubPages.devices.intro')}</CardDescription>
          </CardHeader>
          {devices.isPending ? (
            <LoadingState />
          ) : devices.isError ? (
            <FailureState error={devices.error} onRetry={() => void devices.refetch()} />
          ) : devices.data.devices.length === 0 ? (
            <EmptyState>{t('main::hubPages.devices.empty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100">
              {devices.data.devices.map((device) => (
                <DeviceRow
                  key={device.deviceId}
                  organizer={organizer}
                  device={device}
                  onPairing={setPairing}
                  onNotice={setNotice}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 id="device-add-title" className="text-lg leading-tight font-semibold">
            {t('main::hubPages.devices.add')}
          </h2>
          <CardDescription>{t('main::hubPages.devices.addIntro')}</CardDescription>
        </CardHeader>
        {events.isPending ? (
          <LoadingState />
        ) : events.isError ? (
          <FailureState error={events.error} onRetry={() => void events.refetch()} />
        ) : (
          <DeviceAddForm organizer={organizer} events={events.data.events} onAdded={setPairing} />
        )}
      </Card>
      <PairingDialog
        organizer={organizer}
        shown={pairing}
        onNewCode={setPairing}
        onClose={() => setPairing(null)}
      />
    </div>
  );
}
