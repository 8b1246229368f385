'use client';
// Adding or changing a product of a bar's menu: name, category, VAT rate (empty: the category's default), cup
// deposit, sizes with their prices, and whether it is on the menu.
import type { BarProduct, BarProductBody } from '@repo/contract/bar';
import { productCategory } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { useT } from '@/app/_components/providers';
import { formatMoneyInput, formatPercent, parseMoneyInput, parsePercentInput } from '@/lib/money-input';
import { CheckField } from '../../_components/check-field';
import { FormDialog } from '../../_components/form-dialog';

interface SizeRow {
  variantId?: string;
  name: string;
  price: string;
}

export interface ProductDialogProps {
  product?: BarProduct;
  vatDefaults: readonly { productCategoryId: number; vatRateBasisPoints: number }[];
  trigger: ReactElement;
  onSave: (body: BarProductBody) => Promise<void>;
}

export function ProductDialog({ product, vatDefaults, trigger, onSave }: ProductDialogProps) {
  const { t, language } = useT();
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.bar.product.${key}`, values);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const initial = () => ({
    name: product?.name ?? '',
    category: String(product?.productCategoryId ?? productCategory.ids.beer),
    vat:
      product &&
      !vatDefaults.some(
        (row) =>
          row.productCategoryId === product.productCategoryId &&
          row.vatRateBasisPoints === product.vatRateBasisPoints,
      )
        ? formatPercent(product.vatRateBasisPoints)
        : '',
    deposit: formatMoneyInput(product?.depositAmount ?? 0),
    sizes: (product?.variants ?? [{ variantId: undefined, name: '', price: 0 }]).map((variant): SizeRow => ({
      variantId: variant.variantId,
      name: variant.name,
      price: variant.price ? formatMoneyInput(variant.price) : '',
    })),
    active: product?.active ?? true,
  });
  const [form, setForm] = useState(initial);
  const categories = productCategory.list().filter((entry) => entry.id !== productCategory.ids.unknown);
  const defaultRate =
    vatDefaults.find((row) => String(row.productCategoryId) === form.category)?.vatRateBasisPoints ?? 0;

  async function submit() {
    const found: Record<string, string> = {};
    if (form.name.trim() === '') found.name = text('nameRequired');
    const vat = parsePercentInput(form.vat);
    if (Number.isNaN(vat) || (vat !== null && vat > 10_000)) found.vat = text('vatInvalid');
    const deposit = parseMoneyInput(form.deposit === '' ? '0' : form.deposit);
    if (Number.isNaN(deposit) || deposit < 0) found.deposit = text('moneyInvalid');
    const sizes = form.sizes.map((size) => ({ ...size, minor: parseMoneyInput(size.price) }));
    sizes.forEach((size, index) => {
      if (Number.isNaN(size.minor) || size.minor < 0) found[`size${String(index)}`] = text('moneyInvalid');
    });
    if (sizes.length > 1 && sizes.some((size) => size.name.trim() === ''))
      found.sizes = text('sizeNameRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await onSave({
        name: form.name.trim(),
        productCategoryId: Number(form.category),
        ...(vat === null ? {} : { vatRateBasisPoints: vat }),
        depositAmount: deposit,
        variants: sizes.map((size) => ({
          ...(size.variantId ? { variantId: size.variantId } : {}),
          name: size.name.trim(),
          price: size.minor,
        })),
        active: form.active,
      });
      setOpen(false);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setForm(initial());
          setErrors({});
          setFailure(null);
        }
        setOpen(next);
      }}
      trigger={trigger}
      title={product ? text('editTitle') : text('addTitle')}
      description={text('intro')}
      pending={pending}
      failure={failure}
      submitLabel={text('save')}
      onSubmit={() => void submit()}
    >
      <FormField label={text('name')} error={errors.name}>
        <Input
          name="productName"
          value={form.name}
          maxLength={80}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={text('category')}>
          <NativeSelect
            name="category"
            value={form.category}
            onChange={(event) => setForm({ ...form, category: event.target.value })}
          >
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.labels[language as LabelLanguage]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={text('vat')}
          hint={text('vatHint', { rate: formatPercent(defaultRate) })}
          error={errors.vat}
        >
          <Input
            name="vat"
            inputMode="decimal"
            value={form.vat}
            placeholder={formatPercent(defaultRate)}
            onChange={(event) => setForm({ ...form, vat: event.target.value })}
          />
        </FormField>
      </div>
      <FormField label={text('deposit')} hint={text('depositHint')} error={errors.deposit}>
        <Input
          name="deposit"
          inputMode="decimal"
          value={form.deposit}
          onChange={(event) => setForm({ ...form, deposit: event.target.value })}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{text('sizes')}</legend>
        {form.sizes.map((size, index) => (
          <div key={index} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
            <FormField label={text('sizeName')}>
              <Input
                name={`sizeName${String(index)}`}
                value={size.name}
                placeholder={text('sizePlaceholder')}
                maxLength={40}
                onChange={(event) =>
                  setForm({
                    ...form,
                    sizes: form.sizes.map((row, at) =>
                      at === index ? { ...row, name: event.target.value } : row,
                    ),
                  })
                }
              />
            </FormField>
            <FormField label={text('price')} error={errors[`size${String(index)}`]}>
              <Input
                name={`sizePrice${String(index)}`}
                inputMode="decimal"
                value={size.price}
                onChange={(event) =>
                  setForm({
                    ...form,
                    sizes: form.sizes.map((row, at) =>
                      at === index ? { ...row, price: event.target.value } : row,
                    ),
                  })
                }
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              disabled={form.sizes.length === 1}
              onClick={() => setForm({ ...form, sizes: form.sizes.filter((_, at) => at !== index) })}
            >
              {text('removeSize')}
            </Button>
          </div>
        ))}
        {errors.sizes ? <p className="text-sm text-red-700">{errors.sizes}</p> : null}
        <Button
          type="button"
          variant="outlined"
          size="sm"
          className="justify-self-start"
          disabled={form.sizes.length >= 10}
          onClick={() => setForm({ ...form, sizes: [...form.sizes, { name: '', price: '' }] })}
        >
          {text('addSize')}
        </Button>
      </fieldset>
      <CheckField
        label={text('active')}
        checked={form.active}
        onChange={(checked) => setForm({ ...form, active: checked })}
      />
    </FormDialog>
  );
}
