'use client';
// Adding or resizing a quota several ticket types share (one pool for early bird and regular).
import type { HubQuota } from '@repo/contract/hub-ticket-types';
import { quotaBody } from '@repo/contract/hub-ticket-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { parseOptionalCount } from '@/lib/money-input';
import { FormDialog } from '../../_components/form-dialog';
import { useCheckedSave } from '../../_components/use-checked-save';
import { TextField } from '../../_components/text-field';

export function QuotaDialog({
  eventId,
  quota,
  trigger,
  onSaved,
}: {
  eventId: string;
  quota?: HubQuota;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [capacity, setCapacity] = useState('');
  const params = { eventId };
  const form = useCheckedSave({
    schema: quotaBody,
    save: async (body) => {
      if (quota) await client.hubQuotaUpdate({ params: { ...params, quotaId: quota.quotaId }, body });
      else await client.hubQuotaCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubTicketTypes({ params }).queryKey });
    },
  });
  const text = (key: string) => t(`main::hubPages.catalogue.quotas.${key}`);
  const error = (field: string) =>
    form.failed(field) ? t(`main::hubPages.catalogue.fieldErrors.quota.${field}`) : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(quota?.name ?? '');
          setCapacity(quota ? String(quota.capacity) : '');
          form.reset();
        }
      }}
      trigger={trigger}
      title={quota ? t('main::hubPages.catalogue.quotas.editTitle', { name: quota.name }) : text('addTitle')}
      description={text('intro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={quota ? t('main::hubPages.common.save') : text('addSubmit')}
      onSubmit={(element) =>
        void form
          .submit({ name, capacity: parseOptionalCount(capacity) ?? Number.NaN }, element)
          .then((saved) => {
            if (!saved) return;
            setOpen(false);
            onSaved(name.trim());
          })
      }
    >
      <TextField
        label={text('name')}
        hint={text('nameHint')}
        error={error('name')}
        required
        maxLength={80}
        data-field="name"
        value={name}
        disabled={form.pending}
        onChange={(value) => setName(value)}
      />
      <TextField
        label={text('capacity')}
        error={error('capacity')}
        required
        inputMode="numeric"
        data-field="capacity"
        value={capacity}
        disabled={form.pending}
        onChange={(value) => setCapacity(value)}
      />
    </FormDialog>
  );
}
