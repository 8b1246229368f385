'use client';
// Renaming a device and setting its inventory number (which its printed label needs).
import type { Device } from '@repo/contract/devices';
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@repo/ui/dialog';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';

export function DeviceEditDialog({
  organizer,
  device,
  onSaved,
}: {
  organizer: HubOrganizer;
  device: Device;
  onSaved: () => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(device.name);
  const [inventoryNumber, setInventoryNumber] = useState(device.inventoryNumber ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function save() {
    setPending(true);
    setError(null);
    try {
      const params = { organizerId: organizer.organizerId };
      await client.hubDeviceUpdate({
        params: { ...params, deviceId: device.deviceId },
        body: { name, inventoryNumber: inventoryNumber.trim() === '' ? null : inventoryNumber },
      });
      await queryClient.invalidateQueries({ queryKey: queries.hubDevices({ params }).queryKey });
      setOpen(false);
      onSaved();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) {
          setName(device.name);
          setInventoryNumber(device.inventoryNumber ?? '');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outlined" size="sm">
          {t('main::hubPages.devices.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('main::hubPages.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('main::hubPages.devices.editTitle', { number: device.number })}</DialogTitle>
          <DialogDescription>{t('main::hubPages.devices.editIntro')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField label={t('main::hubPages.devices.name')} required>
            <Input
              required
              maxLength={60}
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
              maxLength={40}
              value={inventoryNumber}
              disabled={pending}
              onChange={(event) => setInventoryNumber(event.target.value)}
            />
          </FormField>
          {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outlined" disabled={pending}>
                {t('main::hubPages.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? t('main::hubPages.common.working') : t('main::hubPages.common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
