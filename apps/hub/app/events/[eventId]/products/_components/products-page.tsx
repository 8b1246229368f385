'use client';
// An event's extra products: the list with price, VAT, stock and what is left, and the product groups.
import type { HubProduct, HubProductGroup } from '@repo/contract/hub-products';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { formatPercent } from '@/lib/money-input';
import { CatalogueFrame } from '../../_components/catalogue-frame';
import { useSignedIn } from '../../_components/use-signed-in';
import type { CatalogueEvent } from '@repo/contract/hub-ticket-types';
import { ProductDialog } from './product-dialog';
import { ProductGroupDialog } from './product-group-dialog';

export function ProductsPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { queries } = usePass();
  const params = { eventId };
  const catalogue = useQuery({ ...queries.hubProducts({ params }), enabled: useSignedIn() });
  const [notice, setNotice] = useState<string | null>(null);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.products.${key}`, values);
  const saved = (name: string) => setNotice(text('saved', { name }));

  return (
    <CatalogueFrame eventId={eventId} current="products" event={catalogue.data?.event}>
      {catalogue.isPending ? (
        <LoadingState />
      ) : catalogue.isError ? (
        <FailureState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid gap-4">
            <div aria-live="polite" className="empty:hidden">
              {notice ? <Alert variant="success">{notice}</Alert> : null}
            </div>
            <Card className="gap-2 p-4 sm:p-6">
              <CardHeader className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid gap-1">
                  <h2 className="text-lg leading-tight font-semibold">{text('list')}</h2>
                  <CardDescription>{text('intro')}</CardDescription>
                </div>
                <ProductDialog
                  event={catalogue.data.event}
                  groups={catalogue.data.groups}
                  onSaved={saved}
                  trigger={<Button>{text('add')}</Button>}
                />
              </CardHeader>
              {catalogue.data.products.length === 0 ? (
                <EmptyState>{text('empty')}</EmptyState>
              ) : (
                <ul className="divide-y divide-brand-100">
                  {catalogue.data.products.map((product) => (
                    <ProductRow
                      key={product.productId}
                      event={catalogue.data.event}
                      groups={catalogue.data.groups}
                      product={product}
                      onSaved={saved}
                    />
                  ))}
                </ul>
              )}
            </Card>
          </div>
          <Card className="gap-3 p-4 sm:p-6">
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">
                {t('main::hubPages.catalogue.productGroups.title')}
              </h2>
              <CardDescription>{t('main::hubPages.catalogue.productGroups.listIntro')}</CardDescription>
            </CardHeader>
            {catalogue.data.groups.length === 0 ? (
              <EmptyState>{t('main::hubPages.catalogue.productGroups.empty')}</EmptyState>
            ) : (
              <ul className="grid gap-2 text-sm">
                {catalogue.data.groups.map((group) => (
                  <li
                    key={group.groupId}
                    className="grid gap-0.5 rounded-lg border border-brand-100 px-3 py-2"
                  >
                    <span className="font-medium break-words">{group.namePub}</span>
                    {group.variants.map((variant) => (
                      <span key={variant.variantId} className="text-muted">
                        {variant.namePub}: {variant.values.map((value) => value.valuePub).join(', ')}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            )}
            <ProductGroupDialog
              eventId={eventId}
              onSaved={(name) => setNotice(t('main::hubPages.catalogue.productGroups.saved', { name }))}
              trigger={
                <Button variant="secondary" className="justify-self-start">
                  {t('main::hubPages.catalogue.productGroups.add')}
                </Button>
              }
            />
          </Card>
        </div>
      )}
    </CatalogueFrame>
  );
}

function ProductRow({
  event,
  groups,
  product,
  onSaved,
}: {
  event: CatalogueEvent;
  groups: readonly HubProductGroup[];
  product: HubProduct;
  onSaved: (name: string) => void;
}) {
  const { t, language } = useT();
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.products.${key}`, values);
  const group = groups.find((entry) => entry.groupId === product.groupId);
  const values = group?.variants
    .flatMap((variant) => variant.values)
    .filter((value) => product.variantValueIds.includes(value.variantValueId))
    .map((value) => value.valuePub);
  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0" data-testid="product">
      <div className="flex flex-wrap items-center gap-2">
        <span className={product.visible ? 'font-medium break-words' : 'font-medium break-words text-muted'}>
          {product.namePub}
        </span>
        <Badge tone="brand">{text(`kinds.${product.kind}`)}</Badge>
        {product.visible ? null : (
          <Badge tone="warning">{t('main::hubPages.catalogue.tickets.hidden')}</Badge>
        )}
        {group ? <Badge>{[group.namePub, ...(values ?? [])].join(' · ')}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{t('main::hubPages.catalogue.tickets.price')}</dt>
        <dd className="tabular-nums">{formatMoney(product.price, product.currencyId, language)}</dd>
        <dt className="text-muted">{t('main::hubPages.catalogue.tickets.vatRate')}</dt>
        <dd>
          {formatPercent(product.effectiveVatRateBasisPoints)} %
          {product.vatRateBasisPoints === null
            ? ` (${t('main::hubPages.catalogue.tickets.vatDefault')})`
            : ''}
        </dd>
        <dt className="text-muted">{t('main::hubPages.catalogue.tickets.sold')}</dt>
        <dd className="tabular-nums">
          {product.stock === null
            ? product.sold
            : t('main::hubPages.catalogue.tickets.soldOf', { sold: product.sold, capacity: product.stock })}
        </dd>
        <dt className="text-muted">{t('main::hubPages.catalogue.tickets.available')}</dt>
        <dd className="tabular-nums">
          {product.available === null ? t('main::hubPages.catalogue.tickets.unlimited') : product.available}
        </dd>
      </dl>
      <ProductDialog
        event={event}
        groups={groups}
        product={product}
        onSaved={onSaved}
        trigger={
          <Button
            variant="outlined"
            size="sm"
            className="justify-self-start"
            aria-label={t('main::hubPages.catalogue.tickets.editNamed', { name: product.namePub })}
          >
            {t('main::hubPages.catalogue.tickets.edit')}
          </Button>
        }
      />
    </li>
  );
}
