'use client';
// Adding a ticket-type group: a heading the storefront lists ticket types under, named in four languages.
import { ticketGroupBody } from '@repo/contract/hub-ticket-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { FormDialog } from '../../_components/form-dialog';
import { TranslatedFields } from '../../_components/translated-fields';
import type { TranslatedValues } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';

const emptyName: TranslatedValues = { cs: '', sk: '', en: '', de: '' };

export function GroupDialog({
  eventId,
  trigger,
  onSaved,
}: {
  eventId: string;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(emptyName);
  const params = { eventId };
  const form = useCheckedSave({
    schema: ticketGroupBody,
    save: async (body) => {
      await client.hubTicketGroupCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubTicketTypes({ params }).queryKey });
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(emptyName);
          form.reset();
        }
      }}
      trigger={trigger}
      title={t('main::hubPages.catalogue.groups.addTitle')}
      description={t('main::hubPages.catalogue.groups.intro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={t('main::hubPages.catalogue.groups.addSubmit')}
      onSubmit={(element) =>
        void form.submit({ name }, element).then((saved) => {
          if (!saved) return;
          setOpen(false);
          onSaved(name.cs.trim());
        })
      }
    >
      <TranslatedFields
        label={t('main::hubPages.catalogue.groups.name')}
        values={name}
        disabled={form.pending}
        error={form.failed('name.cs') ? t('main::hubPages.catalogue.fieldErrors.name.cs') : undefined}
        onChange={setName}
      />
    </FormDialog>
  );
}
