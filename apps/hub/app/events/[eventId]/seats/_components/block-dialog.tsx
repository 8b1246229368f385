'use client';
// Adding a block of seats in one step: price category, rows × seats, the first row and seat number, the
// numbering scheme and aisles, where it sits; a preview shows the block beside the sector's seats before saving.
import type { SeatPlanSector } from '@repo/contract/hub-seat-plans';
import { seatBlockBody, seatMapGrid, seatNumberings } from '@repo/contract/hub-seat-plans';
import type { HubTicketType } from '@repo/contract/hub-ticket-types';
import { layoutSeatBlock, seatNumbers } from '@repo/contract/seat-block-layout';
import { FormField } from '@repo/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { emptySeatBlockForm, seatBlockBodyFrom } from '@/lib/seat-block-form';
import type { SeatBlockFormValues } from '@/lib/seat-block-form';
import { fieldBinder } from '../../_components/field-binder';
import { FormDialog } from '../../_components/form-dialog';
import { TextField } from '../../_components/text-field';
import { useCheckedSave } from '../../_components/use-checked-save';
import { SeatMapPreview } from './seat-map-preview';

export interface BlockDialogProps {
  eventId: string;
  sector: SeatPlanSector;
  /** The price categories a block here can have: the sector's own types and types selling from no sector. */
  categories: readonly HubTicketType[];
  /** The index of each ticket type's colour. */
  colourOf: (ticketTypeId: string) => number;
  trigger: ReactElement;
  onSaved: (count: number) => void;
}

/** The first free map row below the sector's seats. */
function freeRow(sector: SeatPlanSector): number {
  if (sector.seats.length === 0) return 0;
  const lowest = Math.max(...sector.seats.map((seat) => seat.y));
  return Math.round((lowest - seatMapGrid.margin) / seatMapGrid.rowPitch);
}

export function BlockDialog({ eventId, sector, categories, colourOf, trigger, onSaved }: BlockDialogProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const initial = () => emptySeatBlockForm(categories[0]?.ticketTypeId ?? '', freeRow(sector));
  const [values, setValues] = useState<SeatBlockFormValues>(initial);
  const params = { eventId };
  const form = useCheckedSave({
    schema: seatBlockBody,
    fieldOf: (path) => (path.startsWith('aislesAfter') ? 'aislesAfter' : path),
    save: async (body) => {
      await client.hubSeatBlockCreate({ params: { ...params, sectorId: sector.sectorId }, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubSeatPlan({ params }).queryKey });
      onSaved(body.rows * body.seatsPerRow);
    },
  });
  const set = <K extends keyof SeatBlockFormValues>(key: K, value: SeatBlockFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(values, set, form.pending);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.seats.${key}`, values);
  const error = (field: string) =>
    form.failed(field) ? t(`main::hubPages.catalogue.fieldErrors.seats.${field}`) : undefined;

  // The preview follows the form as typed; while it breaks a rule, the sector alone is shown.
  const parsed = seatBlockBody.safeParse(seatBlockBodyFrom(values));
  const planned = parsed.success ? layoutSeatBlock(parsed.data) : [];
  const firstRowNumbers = parsed.success
    ? seatNumbers(parsed.data.seatsPerRow, parsed.data.firstSeatNumber, parsed.data.numbering).join(' ')
    : '';
  const previewSeats = [
    ...sector.seats.map((seat) => ({
      x: seat.x,
      y: seat.y,
      label: `${seat.rowLabel}/${seat.seatNumber}`,
      category: colourOf(seat.ticketTypeId),
      locked: seat.locked,
    })),
    ...planned.map((seat) => ({
      x: seat.x,
      y: seat.y,
      label: `${seat.rowLabel}/${seat.seatNumber}`,
      category: -1,
    })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(initial());
          form.reset();
        }
      }}
      trigger={trigger}
      wide
      title={text('blockTitle', { sector: sector.namePub })}
      description={text('blockIntro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text('blockSubmit')}
      onSubmit={(element) =>
        void form.submit(seatBlockBodyFrom(values), element).then((saved) => {
          if (saved) setOpen(false);
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={text('category')}
          hint={text('categoryHint')}
          error={error('ticketTypeId')}
          required
        >
          <NativeSelect
            data-field="ticketTypeId"
            value={values.ticketTypeId}
            disabled={form.pending}
            onChange={(change) => set('ticketTypeId', change.target.value)}
          >
            {categories.length === 0 ? <option value="">{text('noCategory')}</option> : null}
            {categories.map((type) => (
              <option key={type.ticketTypeId} value={type.ticketTypeId}>
                {type.namePub}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={text('numbering')} required>
          <NativeSelect
            data-field="numbering"
            value={values.numbering}
            disabled={form.pending}
            onChange={(change) =>
              set(
                'numbering',
                seatNumberings.find((scheme) => scheme === change.target.value) ?? 'leftToRight',
              )
            }
          >
            {seatNumberings.map((scheme) => (
              <option key={scheme} value={scheme}>
                {text(`numberings.${scheme}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <TextField
          label={text('rows')}
          error={error('rows')}
          required
          inputMode="numeric"
          {...bind('rows')}
        />
        <TextField
          label={text('seatsPerRow')}
          error={error('seatsPerRow')}
          required
          inputMode="numeric"
          {...bind('seatsPerRow')}
        />
        <TextField
          label={text('firstRow')}
          hint={text('firstRowHint')}
          error={error('firstRow')}
          required
          maxLength={3}
          {...bind('firstRow')}
        />
        <TextField
          label={text('firstSeatNumber')}
          error={error('firstSeatNumber')}
          required
          inputMode="numeric"
          {...bind('firstSeatNumber')}
        />
        <TextField
          label={text('aislesAfter')}
          hint={text('aislesAfterHint')}
          error={error('aislesAfter')}
          {...bind('aislesAfter')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={text('column')}
            error={error('column')}
            required
            inputMode="numeric"
            {...bind('column')}
          />
          <TextField
            label={text('mapRow')}
            error={error('row')}
            required
            inputMode="numeric"
            {...bind('row')}
          />
        </div>
      </div>
      <div className="grid gap-2" aria-live="polite">
        <p className="text-sm">
          {parsed.success
            ? text('blockSummary', { count: planned.length, numbers: firstRowNumbers })
            : text('blockSummaryInvalid')}
        </p>
        <SeatMapPreview seats={previewSeats} label={text('previewLabel', { count: planned.length })} />
      </div>
    </FormDialog>
  );
}
