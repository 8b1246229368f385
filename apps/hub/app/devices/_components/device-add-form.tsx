'use client';
// Adding a scanner or till to one of the organizer's events; the answer's pairing code opens the pairing dialog.
import { deviceKinds } from '@repo/contract/access';
import type { DeviceKind } from '@repo/contract/access';
import type { HubEvent, HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { cn } from '@repo/ui/cn';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import type { PairingShown } from './pairing-shown';

export function DeviceAddForm({
  organizer,
  events,
  onAdded,
}: {
  organizer: HubOrganizer;
  events: readonly HubEvent[];
  onAdded: (shown: PairingShown) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const { date } = useFormatters();
  const [eventId, setEventId] = useState(events[0]?.eventId ?? '');
  const [kind, setKind] = useState<DeviceKind>('scanner');
  const [name, setName] = useState('');
  const [inventoryNumber, setInventoryNumber] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (events.length === 0) return <Alert variant="info">{t('main::hubPages.devices.noEvents')}</Alert>;

  async function add() {
    setPending(true);
    setError(null);
    try {
      const answer = await client.hubDeviceCreate({
        params: { eventId },
        body: { kind, name, inventoryNumber: inventoryNumber.trim() === '' ? undefined : inventoryNumber },
      });
      await queryClient.invalidateQueries({
        queryKey: queries.hubDevices({ params: { organizerId: organizer.organizerId } }).queryKey,
      });
      setName('');
      setInventoryNumber('');
      onAdded(answer);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby="device-add-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <FormField label={t('main::hubPages.devices.event')} required>
        <NativeSelect value={eventId} disabled={pending} onChange={(event) => setEventId(event.target.value)}>
          {events.map((event) => (
            <option key={event.eventId} value={event.eventId}>
              {event.namePub} · {date(event.startsAt)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-2" disabled={pending}>
        <legend className="mb-1.5 text-sm font-medium">{t('main::hubPages.devices.kindLabel')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {deviceKinds.map((option) => (
            <label
              key={option}
              className={cn(
                'grid cursor-pointer gap-0.5 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                kind === option ? 'border-brand-600 bg-brand-50' : 'border-brand-200 hover:bg-brand-50',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-4 accent-brand-700"
                />
                {t(`main::hubPages.devices.kind.${option}`)}
              </span>
              <span className="text-xs text-muted">{t(`main::hubPages.devices.kindHint.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t('main::hubPages.devices.name')}
        hint={t('main::hubPages.devices.nameHint')}
        required
      >
        <Input
          name="deviceName"
          required
          maxLength={60}
          autoComplete="off"
          value={name}
          disabled={pending}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('main::hubPages.devices.inventoryNumber')}
        hint={t('main::hubPages.devices.inventoryHint')}
      >
        <Input
          name="inventoryNumber"
          maxLength={40}
          autoComplete="off"
          value={inventoryNumber}
          disabled={pending}
          onChange={(event) => setInventoryNumber(event.target.value)}
        />
      </FormField>
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('main::hubPages.common.working') : t('main::hubPages.devices.addSubmit')}
      </Button>
    </form>
  );
}
