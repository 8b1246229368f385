'use client';
// Adding a product group with one variant and its values ("T-shirt": Size S, M, L), names in four languages.
import { productGroupBody } from '@repo/contract/hub-products';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { FormDialog } from '../../_components/form-dialog';
import { TranslatedFields } from '../../_components/translated-fields';
import type { TranslatedValues } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';
import { TextField } from '../../_components/text-field';

const emptyName: TranslatedValues = { cs: '', sk: '', en: '', de: '' };

/** "S, M, L" as the values of a variant; an empty text is a group without variants. */
function variantsFrom(variantName: string, valuesText: string) {
  const values = valuesText
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (variantName.trim() === '' && values.length === 0) return [];
  return [{ name: { cs: variantName }, values: values.map((value) => ({ cs: value })) }];
}

export function ProductGroupDialog({
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
  const [variantName, setVariantName] = useState('');
  const [valuesText, setValuesText] = useState('');
  const params = { eventId };
  const form = useCheckedSave({
    schema: productGroupBody,
    fieldOf: (path) => (path.startsWith('variants') ? 'variants' : path),
    save: async (body) => {
      await client.hubProductGroupCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubProducts({ params }).queryKey });
    },
  });
  const text = (key: string) => t(`main::hubPages.catalogue.productGroups.${key}`);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(emptyName);
          setVariantName('');
          setValuesText('');
          form.reset();
        }
      }}
      trigger={trigger}
      title={text('addTitle')}
      description={text('intro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text('addSubmit')}
      onSubmit={(element) =>
        void form.submit({ name, variants: variantsFrom(variantName, valuesText) }, element).then((saved) => {
          if (!saved) return;
          setOpen(false);
          onSaved(name.cs.trim());
        })
      }
    >
      <TranslatedFields
        label={text('name')}
        values={name}
        disabled={form.pending}
        error={form.failed('name.cs') ? t('main::hubPages.catalogue.fieldErrors.name.cs') : undefined}
        onChange={setName}
      />
      <TextField
        label={text('variant')}
        hint={text('variantHint')}
        maxLength={60}
        value={variantName}
        disabled={form.pending}
        onChange={(value) => setVariantName(value)}
      />
      <TextField
        label={text('values')}
        hint={text('valuesHint')}
        error={form.failed('variants') ? t('main::hubPages.catalogue.fieldErrors.variants') : undefined}
        data-field="variants"
        value={valuesText}
        disabled={form.pending}
        onChange={(value) => setValuesText(value)}
      />
    </FormDialog>
  );
}
