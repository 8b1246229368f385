'use client';
// One bar: its menu (add and change products) and its till shifts, each opening its Z-report.
import { formatMoney } from '@repo/i18n/money';
import { productCategory } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { useSignedIn } from '../../_components/use-signed-in';
import { BarFrame } from './bar-frame';
import { ProductDialog } from './product-dialog';

export function BarPage({ eventId, barId }: { eventId: string; barId: string }) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const enabled = useSignedIn();
  const bars = useQuery({ ...queries.hubBars({ params: { eventId } }), enabled });
  const shifts = useQuery({ ...queries.hubBarShifts({ params: { eventId, barId } }), enabled });
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.bar.${key}`, values);
  const bar = bars.data?.bars.find((candidate) => candidate.barId === barId);
  const currencyId = bars.data?.currencyId ?? 1;
  const money = (amount: number) => formatMoney(amount, currencyId, language);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queries.hubBars({ params: { eventId } }).queryKey });
  const failed = [bars, shifts].find((query) => query.isError);

  return (
    <BarFrame
      back={`/events/${eventId}/bars`}
      backLabel={text('backToBars')}
      title={bar?.name ?? text('title')}
      eventName={bars.data?.eventNamePub}
    >
      {failed ? (
        <FailureState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !bars.data || !shifts.data ? (
        <LoadingState />
      ) : !bar ? (
        <EmptyState>{text('barMissing')}</EmptyState>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <Card className="gap-3 p-4 sm:p-6" data-testid="bar-menu">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{text('menu')}</h2>
              <ProductDialog
                vatDefaults={bars.data.vatDefaults}
                trigger={<Button>{text('addProduct')}</Button>}
                onSave={async (body) => {
                  await client.hubBarProductCreate({ params: { eventId, barId }, body });
                  await refresh();
                }}
              />
            </div>
            <p className="text-sm text-muted">{text('menuIntro')}</p>
            {bar.products.length === 0 ? (
              <EmptyState>{text('menuEmpty')}</EmptyState>
            ) : (
              <ul className="divide-y divide-brand-100">
                {bar.products.map((product) => (
                  <li
                    key={product.productId}
                    className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                    data-testid="bar-product"
                  >
                    <div className="grid gap-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-900">
                        {product.name}
                        {product.active ? null : <Badge tone="danger">{text('offMenu')}</Badge>}
                      </p>
                      <p className="text-muted">
                        {product.variants
                          .map(
                            (variant) => `${variant.name ? `${variant.name} ` : ''}${money(variant.price)}`,
                          )
                          .join(' · ')}
                      </p>
                      <p className="text-muted">
                        {productCategory.label(product.productCategoryId, language as LabelLanguage)} ·{' '}
                        {text('vatRate', { rate: product.vatRateBasisPoints / 100 })}
                        {product.depositAmount > 0
                          ? ` · ${text('depositOf', { amount: money(product.depositAmount) })}`
                          : ''}
                      </p>
                    </div>
                    <ProductDialog
                      product={product}
                      vatDefaults={bars.data.vatDefaults}
                      trigger={
                        <Button variant="outlined" size="sm">
                          {text('edit')}
                        </Button>
                      }
                      onSave={async (body) => {
                        await client.hubBarProductUpdate({
                          params: { eventId, barId, productId: product.productId },
                          body,
                        });
                        await refresh();
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card className="gap-3 p-4 sm:p-6" data-testid="bar-shifts">
            <h2 className="text-lg font-semibold">{text('shifts')}</h2>
            {shifts.data.shifts.length === 0 ? (
              <EmptyState>{text('shiftsEmpty')}</EmptyState>
            ) : (
              <ul className="divide-y divide-brand-100">
                {shifts.data.shifts.map((shift) => (
                  <li
                    key={shift.shiftId}
                    className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                    data-testid="bar-shift"
                  >
                    <div className="grid gap-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {shift.tillName}
                        {shift.closedAt ? (
                          <Badge>{text('closed')}</Badge>
                        ) : (
                          <Badge tone="success">{text('open')}</Badge>
                        )}
                      </p>
                      <p className="text-muted">
                        {format.dateTime(shift.openedAt)}
                        {shift.closedAt ? ` – ${format.dateTime(shift.closedAt)}` : ''} ·{' '}
                        {text('shiftSummary', {
                          count: shift.zReport.sales,
                          total: money(shift.zReport.total),
                        })}
                      </p>
                    </div>
                    <Button asChild variant="outlined" size="sm">
                      <Link href={`/events/${eventId}/bars/${barId}/shifts/${shift.shiftId}`}>
                        {text('zReport')}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </BarFrame>
  );
}
