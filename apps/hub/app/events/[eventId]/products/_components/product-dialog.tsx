'use client';
// Adding or editing an extra product: names, what it is (goods by category, parking, chip), group and variant
// values, price and VAT, stock, per-order maximum, sale window and whether it is offered.
import type { CatalogueEvent } from '@repo/contract/hub-ticket-types';
import type { HubProduct, HubProductGroup, ProductKind } from '@repo/contract/hub-products';
import { productBody, productKinds } from '@repo/contract/hub-products';
import { productCategory } from '@repo/enums/product-category';
import { FormField } from '@repo/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { formatPercent } from '@/lib/money-input';
import { emptyProductForm, productBodyFrom, productFormField, productFormFrom } from '@/lib/product-form';
import type { ProductFormValues } from '@/lib/product-form';
import { CheckField } from '../../_components/check-field';
import { FormDialog } from '../../_components/form-dialog';
import { TranslatedFields } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';
import { TextField } from '../../_components/text-field';
import { fieldBinder } from '../../_components/field-binder';

export interface ProductDialogProps {
  event: CatalogueEvent;
  groups: readonly HubProductGroup[];
  product?: HubProduct;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}

// A zone is an admission and a VIP chip a chip; a workshop has the goods rate in both countries sold here.
const defaultRate = (event: CatalogueEvent, kind: ProductKind) =>
  kind === 'parking'
    ? event.defaultVatRates.parking
    : kind === 'nfcChip' || kind === 'vipNfcChip'
      ? event.defaultVatRates.nfcChip
      : kind === 'zone'
        ? event.defaultVatRates.entry
        : event.defaultVatRates.product;

export function ProductDialog({ event, groups, product, trigger, onSaved }: ProductDialogProps) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ProductFormValues>(emptyProductForm);
  const params = { eventId: event.eventId };
  const form = useCheckedSave({
    schema: productBody,
    fieldOf: productFormField,
    save: async (body) => {
      if (product)
        await client.hubProductUpdate({ params: { ...params, productId: product.productId }, body });
      else await client.hubProductCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubProducts({ params }).queryKey });
    },
  });
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const bind = fieldBinder(values, set, form.pending);
  const error = (field: string) =>
    form.failed(field) ? t(`main::hubPages.catalogue.fieldErrors.${field}`) : undefined;
  const text = (key: string) => t(`main::hubPages.catalogue.products.${key}`);
  const group = groups.find((entry) => entry.groupId === values.groupId);
  const variantOf = (valueId: string) =>
    groups
      .flatMap((entry) => entry.variants)
      .find((variant) => variant.values.some((value) => value.variantValueId === valueId))?.variantId;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(product ? productFormFrom(product, event.timeZone, variantOf) : emptyProductForm());
          form.reset();
        }
      }}
      trigger={trigger}
      wide
      title={
        product
          ? t('main::hubPages.catalogue.products.editTitle', { name: product.namePub })
          : text('addTitle')
      }
      description={text('formIntro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={product ? t('main::hubPages.common.save') : text('addSubmit')}
      onSubmit={(element) =>
        void form.submit(productBodyFrom(values, event.timeZone), element).then((saved) => {
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
        <FormField label={text('kind')} error={error('kind')} required>
          <NativeSelect
            data-field="kind"
            value={values.kind}
            disabled={form.pending}
            onChange={(change) =>
              set('kind', productKinds.find((kind) => kind === change.target.value) ?? 'product')
            }
          >
            {productKinds.map((kind) => (
              <option key={kind} value={kind}>
                {text(`kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {values.kind === 'product' ? (
          <FormField label={text('category')} error={error('productCategoryId')}>
            <NativeSelect
              data-field="productCategoryId"
              value={values.productCategoryId}
              disabled={form.pending}
              onChange={(change) => set('productCategoryId', change.target.value)}
            >
              <option value="0">{text('noCategory')}</option>
              {productCategory
                .list()
                .filter((entry) => entry.id !== 0)
                .map((entry) => (
                  <option key={entry.id} value={String(entry.id)}>
                    {entry.labels[language]}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
        ) : (
          <div aria-hidden="true" className="hidden sm:block" />
        )}
        <TextField
          label={t('main::hubPages.catalogue.tickets.price')}
          error={error('price')}
          required
          inputMode="decimal"
          {...bind('price')}
        />
        <TextField
          label={t('main::hubPages.catalogue.tickets.vatRate')}
          hint={t('main::hubPages.catalogue.products.vatHint', {
            rate: formatPercent(defaultRate(event, values.kind)),
          })}
          error={error('vatRate')}
          inputMode="decimal"
          {...bind('vatRate')}
        />
        <TextField
          label={text('stock')}
          hint={text('stockHint')}
          error={error('stock')}
          inputMode="numeric"
          {...bind('stock')}
        />
        <TextField
          label={t('main::hubPages.catalogue.tickets.maxPerOrder')}
          error={error('maxPerOrder')}
          required
          inputMode="numeric"
          {...bind('maxPerOrder')}
        />
        <FormField label={text('group')} error={error('groupId')}>
          <NativeSelect
            data-field="groupId"
            value={values.groupId}
            disabled={form.pending}
            onChange={(change) =>
              setValues((current) => ({ ...current, groupId: change.target.value, variantValues: {} }))
            }
          >
            <option value="">{text('noGroup')}</option>
            {groups.map((entry) => (
              <option key={entry.groupId} value={entry.groupId}>
                {entry.namePub}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {group?.variants.map((variant, index) => (
          <FormField
            key={variant.variantId}
            label={variant.namePub}
            error={index === 0 ? error('variantValueIds') : undefined}
          >
            <NativeSelect
              data-field={index === 0 ? 'variantValueIds' : undefined}
              value={values.variantValues[variant.variantId] ?? ''}
              disabled={form.pending}
              onChange={(change) =>
                set('variantValues', { ...values.variantValues, [variant.variantId]: change.target.value })
              }
            >
              <option value="">{text('noValue')}</option>
              {variant.values.map((value) => (
                <option key={value.variantValueId} value={value.variantValueId}>
                  {value.valuePub}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
        <TextField
          label={t('main::hubPages.catalogue.tickets.saleStartsAt')}
          hint={t('main::hubPages.catalogue.tickets.saleHint')}
          error={error('saleStartsAt')}
          type="datetime-local"
          {...bind('saleStartsAt')}
        />
        <TextField
          label={t('main::hubPages.catalogue.tickets.saleEndsAt')}
          error={error('saleEndsAt')}
          type="datetime-local"
          {...bind('saleEndsAt')}
        />
      </div>
      <CheckField
        label={text('visible')}
        hint={t('main::hubPages.catalogue.tickets.visibleHint')}
        checked={values.visible}
        disabled={form.pending}
        onChange={(checked) => set('visible', checked)}
      />
    </FormDialog>
  );
}
