'use client';
// Adding codes: one typed by hand or many generated; discount codes (percent or fixed, usage limit, the ticket
// types they apply to) or access codes (the hidden ticket types they unlock); both with a validity window.
import type { HubAccessCode, HubDiscountCode } from '@repo/contract/hub-codes';
import {
  accessCodeBody,
  accessCodeBulkBody,
  discountCodeBody,
  discountCodeBulkBody,
} from '@repo/contract/hub-codes';
import type { CatalogueEvent, HubTicketType } from '@repo/contract/hub-ticket-types';
import { FormField } from '@repo/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import {
  accessBulkBodyFrom,
  accessCodeBodyFrom,
  discountBulkBodyFrom,
  discountCodeBodyFrom,
  emptyCodeForm,
} from '@/lib/code-form';
import type { CodeFormValues, CodeMode } from '@/lib/code-form';
import { CheckField } from '../../_components/check-field';
import { FormDialog } from '../../_components/form-dialog';
import { useCheckedSave } from '../../_components/use-checked-save';
import { TextField } from '../../_components/text-field';
import { fieldBinder } from '../../_components/field-binder';

export type CodeKind = 'discount' | 'access';

export interface CodeDialogProps {
  event: CatalogueEvent;
  ticketTypes: readonly HubTicketType[];
  kind: CodeKind;
  mode: CodeMode;
  trigger: ReactElement;
  /** The codes the pass made (one, or all of a bulk run). */
  onSaved: (codes: (HubDiscountCode | HubAccessCode)[]) => void;
}

type AnyCodeSchema =
  typeof discountCodeBody | typeof discountCodeBulkBody | typeof accessCodeBody | typeof accessCodeBulkBody;

const schemas: Record<CodeKind, Record<CodeMode, AnyCodeSchema>> = {
  discount: { single: discountCodeBody, bulk: discountCodeBulkBody },
  access: { single: accessCodeBody, bulk: accessCodeBulkBody },
};

export function CodeDialog({ event, ticketTypes, kind, mode, trigger, onSaved }: CodeDialogProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<CodeFormValues>(emptyCodeForm);
  const params = { eventId: event.eventId };
  const form = useCheckedSave<AnyCodeSchema>({
    schema: schemas[kind][mode],
    fieldOf: (path) => (path.startsWith('ticketTypeIds') ? 'ticketTypeIds' : path),
    save: async (body) => {
      const saved = await send(body);
      await queryClient.invalidateQueries({
        queryKey: (kind === 'discount' ? queries.hubDiscountCodes : queries.hubAccessCodes)({ params })
          .queryKey,
      });
      onSaved(saved);
    },
  });

  /** The body already passed the mode's own schema, so its shape is that mode's. */
  async function send(body: z.output<AnyCodeSchema>): Promise<(HubDiscountCode | HubAccessCode)[]> {
    if (kind === 'discount' && mode === 'single') {
      return [(await client.hubDiscountCodeCreate({ params, body: body as DiscountSingle })).discountCode];
    }
    if (kind === 'discount') {
      return (await client.hubDiscountCodeGenerate({ params, body: body as DiscountBulk })).discountCodes;
    }
    if (mode === 'single') {
      return [(await client.hubAccessCodeCreate({ params, body: body as AccessSingle })).accessCode];
    }
    return (await client.hubAccessCodeGenerate({ params, body: body as AccessBulk })).accessCodes;
  }

  const bodyFrom = () => {
    if (kind === 'discount') {
      return mode === 'single'
        ? discountCodeBodyFrom(values, event.timeZone)
        : discountBulkBodyFrom(values, event.timeZone);
    }
    return mode === 'single'
      ? accessCodeBodyFrom(values, event.timeZone)
      : accessBulkBodyFrom(values, event.timeZone);
  };
  const set = <K extends keyof CodeFormValues>(key: K, value: CodeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(values, set, form.pending);
  const error = (field: string) =>
    form.failed(field) ? t(`main::hubPages.catalogue.fieldErrors.codes.${field}`) : undefined;
  const text = (key: string) => t(`main::hubPages.catalogue.codes.${key}`);
  const offered = kind === 'access' ? ticketTypes.filter((type) => type.accessCodeOnly) : ticketTypes;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(emptyCodeForm());
          form.reset();
        }
      }}
      trigger={trigger}
      wide
      title={text(`${kind}.${mode}Title`)}
      description={text(`${kind}.${mode}Intro`)}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text(`${kind}.${mode}Submit`)}
      onSubmit={(element) =>
        void form.submit(bodyFrom(), element).then((saved) => {
          if (saved) setOpen(false);
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {mode === 'single' ? (
          <TextField
            label={text('code')}
            hint={text('codeHint')}
            error={error('code')}
            required
            autoCapitalize="characters"
            maxLength={40}
            {...bind('code')}
          />
        ) : (
          <>
            <TextField
              label={text('count')}
              error={error('count')}
              required
              inputMode="numeric"
              {...bind('count')}
            />
            <TextField
              label={text('prefix')}
              hint={text('prefixHint')}
              error={error('prefix')}
              maxLength={12}
              {...bind('prefix')}
            />
          </>
        )}
        {kind === 'discount' ? (
          <>
            <FormField label={text('kind')} required>
              <NativeSelect
                value={values.kind}
                disabled={form.pending}
                onChange={(change) => set('kind', change.target.value === 'fixed' ? 'fixed' : 'percent')}
              >
                <option value="percent">{text('percent')}</option>
                <option value="fixed">{text('fixed')}</option>
              </NativeSelect>
            </FormField>
            <TextField
              label={values.kind === 'percent' ? text('valuePercent') : text('valueFixed')}
              error={error('value')}
              required
              inputMode="decimal"
              {...bind('value')}
            />
            <TextField
              label={text('usageLimit')}
              hint={text('usageLimitHint')}
              error={error('usageLimit')}
              inputMode="numeric"
              {...bind('usageLimit')}
            />
          </>
        ) : null}
        <TextField
          label={text('validFrom')}
          error={error('validFrom')}
          type="datetime-local"
          {...bind('validFrom')}
        />
        <TextField
          label={text('validUntil')}
          error={error('validUntil')}
          type="datetime-local"
          {...bind('validUntil')}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{text(`${kind}.ticketTypes`)}</legend>
        <p className="text-xs text-muted">{text(`${kind}.ticketTypesHint`)}</p>
        {error('ticketTypeIds') ? (
          <p className="text-xs font-medium text-red-700">{error('ticketTypeIds')}</p>
        ) : null}
        {offered.length === 0 ? (
          <p className="text-sm text-muted">{text(`${kind}.noTicketTypes`)}</p>
        ) : (
          <div className="grid max-h-56 gap-0.5 overflow-y-auto rounded-lg border border-brand-100 px-3 py-2">
            {offered.map((type, index) => (
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

type DiscountSingle = z.output<typeof discountCodeBody>;
type DiscountBulk = z.output<typeof discountCodeBulkBody>;
type AccessSingle = z.output<typeof accessCodeBody>;
type AccessBulk = z.output<typeof accessCodeBulkBody>;
