'use client';
// Adding coupons of the event or of its whole tour: one typed by hand or many generated, worth a number of tickets
// of chosen ticket types (one makes a single-ticket coupon), at most so many per event, with a validity window.
import type { HubCouponTour, HubSupercoupon } from '@repo/contract/hub-coupons';
import { supercouponBody, supercouponBulkBody } from '@repo/contract/hub-coupons';
import type { CatalogueEvent } from '@repo/contract/hub-ticket-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { usePass, useT } from '@/app/_components/providers';
import type { CodeMode } from '@/lib/code-form';
import { couponBodyFrom, emptyCouponForm } from '@/lib/coupon-form';
import type { CouponFormValues } from '@/lib/coupon-form';
import { CheckField } from '../../_components/check-field';
import { fieldBinder } from '../../_components/field-binder';
import { FormDialog } from '../../_components/form-dialog';
import { TextField } from '../../_components/text-field';
import { useCheckedSave } from '../../_components/use-checked-save';
import type { NamedTicketType } from './code-terms';

export interface CouponDialogProps {
  event: CatalogueEvent;
  ticketTypes: readonly NamedTicketType[];
  /** Set: the coupons are for this tour (the event's tour), redeemable at each of its events. */
  tour?: HubCouponTour;
  mode: CodeMode;
  trigger: ReactElement;
  onSaved: (coupons: HubSupercoupon[]) => void;
}

type CouponSchema = typeof supercouponBody | typeof supercouponBulkBody;

export function CouponDialog({ event, ticketTypes, tour, mode, trigger, onSaved }: CouponDialogProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<CouponFormValues>(emptyCouponForm);
  const params = { eventId: event.eventId };
  const form = useCheckedSave<CouponSchema>({
    schema: mode === 'single' ? supercouponBody : supercouponBulkBody,
    fieldOf: (path) =>
      path.startsWith('ticketTypeIds') ? 'ticketTypeIds' : path.startsWith('name') ? 'name' : path,
    save: async (body) => {
      // The body passed the mode's own schema, so its shape is that mode's.
      const single = { params, body: body as Single };
      const bulk = { params, body: body as Bulk };
      const saved =
        mode === 'single'
          ? [
              (tour
                ? await client.hubTourSupercouponCreate(single)
                : await client.hubSupercouponCreate(single)
              ).supercoupon,
            ]
          : (tour ? await client.hubTourSupercouponGenerate(bulk) : await client.hubSupercouponGenerate(bulk))
              .supercoupons;
      await queryClient.invalidateQueries({
        queryKey: tour
          ? queries.hubTourSupercoupons({ params }).queryKey
          : queries.hubSupercoupons({ params }).queryKey,
      });
      onSaved(saved);
    },
  });
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(values, set, form.pending);
  const error = (field: string) =>
    form.failed(field)
      ? t(
          `main::hubPages.catalogue.fieldErrors.coupons.${tour && field === 'ticketTypeIds' ? 'tourTicketTypeIds' : field}`,
        )
      : undefined;
  const text = (key: string) => t(`main::hubPages.catalogue.codes.coupon.${key}`);
  const codeText = (key: string) => t(`main::hubPages.catalogue.codes.${key}`);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(emptyCouponForm());
          form.reset();
        }
      }}
      trigger={trigger}
      wide
      title={
        tour
          ? t(`main::hubPages.catalogue.codes.coupon.tour${mode === 'single' ? 'Single' : 'Bulk'}Title`, {
              tour: tour.namePub,
            })
          : text(`${mode}Title`)
      }
      description={text(tour ? 'tourDialogIntro' : `${mode}Intro`)}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text(`${mode}Submit`)}
      onSubmit={(element) =>
        void form.submit(couponBodyFrom(values, event.timeZone, mode), element).then((saved) => {
          if (saved) setOpen(false);
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {mode === 'single' ? (
          <TextField
            label={codeText('code')}
            hint={codeText('codeHint')}
            error={error('code')}
            required
            autoCapitalize="characters"
            maxLength={40}
            {...bind('code')}
          />
        ) : (
          <>
            <TextField
              label={codeText('count')}
              error={error('count')}
              required
              inputMode="numeric"
              {...bind('count')}
            />
            <TextField
              label={codeText('prefix')}
              hint={codeText('prefixHint')}
              error={error('prefix')}
              maxLength={12}
              {...bind('prefix')}
            />
          </>
        )}
        <TextField
          label={text('name')}
          hint={text('nameHint')}
          error={error('name')}
          required
          maxLength={120}
          {...bind('name')}
        />
        <TextField
          label={text('maxRedemptions')}
          hint={text('maxRedemptionsHint')}
          error={error('maxRedemptions')}
          required
          inputMode="numeric"
          {...bind('maxRedemptions')}
        />
        <TextField
          label={text('perEventLimit')}
          error={error('perEventLimit')}
          required
          inputMode="numeric"
          {...bind('perEventLimit')}
        />
        <TextField
          label={codeText('validFrom')}
          error={error('validFrom')}
          type="datetime-local"
          {...bind('validFrom')}
        />
        <TextField
          label={codeText('validUntil')}
          error={error('validUntil')}
          type="datetime-local"
          {...bind('validUntil')}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{text('ticketTypes')}</legend>
        {error('ticketTypeIds') ? (
          <p className="text-xs font-medium text-red-700">{error('ticketTypeIds')}</p>
        ) : null}
        {ticketTypes.length === 0 ? (
          <p className="text-sm text-muted">{codeText('discount.noTicketTypes')}</p>
        ) : (
          <div className="grid max-h-56 gap-0.5 overflow-y-auto rounded-lg border border-brand-100 px-3 py-2">
            {ticketTypes.map((type, index) => (
              <CheckField
                key={type.ticketTypeId}
                field={index === 0 ? 'ticketTypeIds' : undefined}
                label={type.namePub}
                checked={values.ticketTypeIds.includes(type.ticketTypeId)}
                disabled={form.pending}
                onChange={(checked) =>
                  set(
                    'ticketTypeIds',
                    checked
                      ? [...values.ticketTypeIds, type.ticketTypeId]
                      : values.ticketTypeIds.filter((id) => id !== type.ticketTypeId),
                  )
                }
              />
            ))}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}

type Single = z.output<typeof supercouponBody>;
type Bulk = z.output<typeof supercouponBulkBody>;
