'use client';
// Adding a seated sector, or renaming one: its name in the four storefront languages.
import type { SeatPlanSector } from '@repo/contract/hub-seat-plans';
import { sectorBody } from '@repo/contract/hub-seat-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { FormDialog } from '../../_components/form-dialog';
import { TranslatedFields } from '../../_components/translated-fields';
import type { TranslatedValues } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';

const nameOf = (sector?: SeatPlanSector): TranslatedValues => ({
  cs: sector?.name.cs ?? '',
  sk: sector?.name.sk ?? '',
  en: sector?.name.en ?? '',
  de: sector?.name.de ?? '',
});

export function SectorDialog({
  eventId,
  sector,
  trigger,
  onSaved,
}: {
  eventId: string;
  /** The sector to rename; none = a new one. */
  sector?: SeatPlanSector;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => nameOf(sector));
  const params = { eventId };
  const form = useCheckedSave({
    schema: sectorBody,
    save: async (body) => {
      if (sector) await client.hubSectorUpdate({ params: { ...params, sectorId: sector.sectorId }, body });
      else await client.hubSectorCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubSeatPlan({ params }).queryKey });
    },
  });
  const text = (key: string) => t(`main::hubPages.catalogue.seats.${key}`);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(nameOf(sector));
          form.reset();
        }
      }}
      trigger={trigger}
      title={sector ? text('renameTitle') : text('addSectorTitle')}
      description={text('sectorIntro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={sector ? text('renameSubmit') : text('addSectorSubmit')}
      onSubmit={(element) =>
        void form.submit({ name }, element).then((saved) => {
          if (!saved) return;
          setOpen(false);
          onSaved(name.cs.trim());
        })
      }
    >
      <TranslatedFields
        label={text('sectorName')}
        values={name}
        disabled={form.pending}
        error={form.failed('name.cs') ? t('main::hubPages.catalogue.fieldErrors.seats.name') : undefined}
        onChange={setName}
      />
    </FormDialog>
  );
}
