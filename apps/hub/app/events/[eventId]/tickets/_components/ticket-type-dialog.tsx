'use client';
// Adding or editing a ticket type: names in four languages, group, shared quota, price and VAT, capacity,
// per-order limits, sale window, visibility, access-code only and included items (entry, parking, chip).
import type {
  CatalogueEvent,
  HubQuota,
  HubTicketGroup,
  HubTicketType,
} from '@repo/contract/hub-ticket-types';
import { ticketTypeBody } from '@repo/contract/hub-ticket-types';
import { FormField } from '@repo/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { formatPercent } from '@/lib/money-input';
import {
  emptyTicketTypeForm,
  ticketTypeBodyFrom,
  ticketTypeFormField,
  ticketTypeFormFrom,
} from '@/lib/ticket-type-form';
import type { IncludedKind, TicketTypeFormValues } from '@/lib/ticket-type-form';
import { CheckField } from '../../_components/check-field';
import { FormDialog } from '../../_components/form-dialog';
import { TranslatedFields } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';
import { TextField } from '../../_components/text-field';
import { fieldBinder } from '../../_components/field-binder';

export interface TicketTypeDialogProps {
  event: CatalogueEvent;
  groups: readonly HubTicketGroup[];
  quotas: readonly HubQuota[];
  /** Left out: a new ticket type. */
  ticketType?: HubTicketType;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}

const itemKinds: readonly IncludedKind[] = ['eventEntry', 'parking', 'nfcChip'];

export function TicketTypeDialog({
  event,
  groups,
  quotas,
  ticketType,
  trigger,
  onSaved,
}: TicketTypeDialogProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<TicketTypeFormValues>(emptyTicketTypeForm);
  const params = { eventId: event.eventId };
  const form = useCheckedSave({
    schema: ticketTypeBody,
    fieldOf: ticketTypeFormField,
    save: async (body) => {
      if (ticketType) {
        await client.hubTicketTypeUpdate({
          params: { ...params, ticketTypeId: ticketType.ticketTypeId },
          body,
        });
      } else {
        await client.hubTicketTypeCreate({ params, body });
      }
      await queryClient.invalidateQueries({ queryKey: queries.hubTicketTypes({ params }).queryKey });
    },
  });
  const set = <K extends keyof TicketTypeFormValues>(key: K, value: TicketTypeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(values, set, form.pending);
  const error = (field: string) =>
    form.failed(field) ? t(`main::hubPages.catalogue.fieldErrors.${field}`) : undefined;
  const text = (key: string) => t(`main::hubPages.catalogue.tickets.${key}`);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(ticketType ? ticketTypeFormFrom(ticketType, event.timeZone) : emptyTicketTypeForm());
          form.reset();
        }
      }}
      trigger={trigger}
      wide
      title={
        ticketType
          ? t('main::hubPages.catalogue.tickets.editTitle', { name: ticketType.namePub })
          : text('addTitle')
      }
      description={text('formIntro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={ticketType ? t('main::hubPages.common.save') : text('addSubmit')}
      onSubmit={(element) =>
        void form.submit(ticketTypeBodyFrom(values, event.timeZone), element).then((saved) => {
          if (!saved) return;
          setOpen(false);
          onSaved(values.name.cs.trim());
        })
      }
    >
      <TranslatedFields
        label={text('name')}
        values={values.name}
        disabled={form.pending}
        error={error('name.cs')}
        onChange={(name) => set('name', name)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text('price')}
          hint={text('priceHint')}
          error={error('price')}
          required
          inputMode="decimal"
          {...bind('price')}
        />
        <TextField
          label={text('vatRate')}
          hint={t('main::hubPages.catalogue.tickets.vatHint', {
            rate: formatPercent(event.defaultVatRates.entry),
          })}
          error={error('vatRate')}
          inputMode="decimal"
          {...bind('vatRate')}
        />
        <FormField label={text('group')} error={error('groupId')}>
          <NativeSelect
            data-field="groupId"
            value={values.groupId}
            disabled={form.pending}
            onChange={(change) => set('groupId', change.target.value)}
          >
            <option value="">{text('noGroup')}</option>
            {groups.map((group) => (
              <option key={group.groupId} value={group.groupId}>
                {group.namePub}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={text('quota')} hint={text('quotaHint')} error={error('quotaId')}>
          <NativeSelect
            data-field="quotaId"
            value={values.quotaId}
            disabled={form.pending}
            onChange={(change) => set('quotaId', change.target.value)}
          >
            <option value="">{text('noQuota')}</option>
            {quotas.map((quota) => (
              <option key={quota.quotaId} value={quota.quotaId}>
                {t('main::hubPages.catalogue.tickets.quotaOption', {
                  name: quota.name,
                  capacity: quota.capacity,
                })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <TextField
          label={text('capacity')}
          hint={text('capacityHint')}
          error={error('capacity')}
          inputMode="numeric"
          {...bind('capacity')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={text('minPerOrder')}
            error={error('minPerOrder')}
            required
            inputMode="numeric"
            {...bind('minPerOrder')}
          />
          <TextField
            label={text('maxPerOrder')}
            error={error('maxPerOrder')}
            required
            inputMode="numeric"
            {...bind('maxPerOrder')}
          />
        </div>
        <TextField
          label={text('saleStartsAt')}
          hint={text('saleHint')}
          error={error('saleStartsAt')}
          type="datetime-local"
          {...bind('saleStartsAt')}
        />
        <TextField
          label={text('saleEndsAt')}
          error={error('saleEndsAt')}
          type="datetime-local"
          {...bind('saleEndsAt')}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{text('items')}</legend>
        {itemKinds.map((kind) => (
          <CheckField
            key={kind}
            field={kind === 'eventEntry' ? 'items' : undefined}
            label={text(`item.${kind}`)}
            checked={values.items[kind]}
            disabled={form.pending}
            onChange={(checked) => set('items', { ...values.items, [kind]: checked })}
          />
        ))}
        {values.items.nfcChip ? (
          <div className="grid gap-3 pt-2 pl-7 sm:grid-cols-2">
            <TextField
              label={text('chipCreditMin')}
              error={error('chipCredit')}
              inputMode="decimal"
              data-field="chipCredit"
              value={values.chipCreditMin}
              disabled={form.pending}
              onChange={(value) => set('chipCreditMin', value)}
            />
            <TextField
              label={text('chipCreditMax')}
              inputMode="decimal"
              value={values.chipCreditMax}
              disabled={form.pending}
              onChange={(value) => set('chipCreditMax', value)}
            />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{text('visibility')}</legend>
        <CheckField
          label={text('visible')}
          hint={text('visibleHint')}
          checked={values.visible}
          disabled={form.pending}
          onChange={(checked) => set('visible', checked)}
        />
        <CheckField
          label={text('accessCodeOnly')}
          hint={text('accessCodeOnlyHint')}
          checked={values.accessCodeOnly}
          disabled={form.pending}
          onChange={(checked) => set('accessCodeOnly', checked)}
        />
      </fieldset>
    </FormDialog>
  );
}
