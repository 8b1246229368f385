'use client';
// The till's screen: without a shift, the bars to open one at; with one, the product grid, the order with its
// quantities and returned cups, the total, payment by chip or cash, then the receipt with its QR and the storno
// of the last sale; closing the shift shows its Z-report. Without the pass it keeps selling from the state it
// last read, up to the event's offline limit per chip, and queues signed sales for the sync (use-offline-till).
import { isApiError } from '@repo/api-client/api-error';
import type { PassClient } from '@repo/api-client/pass-client';
import type { Bar, BarSale, BarShift, TillState } from '@repo/contract/bar';
import { chipCode } from '@repo/contract/chip-credit';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import type { QueuedSale } from '@/lib/till/offline-sale';
import { withShownPrices } from '@/lib/till/offline-sale';
import { loadTillState, storeTillState } from '@/lib/till/till-store';
import { ZReportView } from '@/app/events/[eventId]/bars/_components/z-report-view';
import { ChipReader } from './chip-reader';
import { SaleReceipt } from './sale-receipt';
import { unreachable, useOfflineTill } from './use-offline-till';

export interface TillStationProps {
  client: PassClient;
  eventId: string;
  passBaseUrl: string;
  who: 'device' | 'member';
}

/** What is on the order: product sizes and returned cups, by key. */
type OrderLines = Record<string, number>;
const itemKey = (productId: string, variantId: string) => `item:${productId}:${variantId}`;
const cupKey = (productId: string) => `cup:${productId}`;

/** The chip's balance when a sale was refused for want of credit (the pass names it in the error body). */
function insufficient(error: unknown): { balance: number } | null {
  if (!isApiError(error) || error.name !== 'insufficient_credit') return null;
  const balance = (error.body as { balance?: unknown } | undefined)?.balance;
  return { balance: typeof balance === 'number' ? balance : 0 };
}

/** Refusals the till explains in its own words; anything else as the hub explains pass errors. */
const barErrorNames = [
  'shift_not_open',
  'shift_open_elsewhere',
  'chip_not_found',
  'chip_not_of_event',
  'chip_credit_limit',
  'sale_not_last',
  'bar_product_unavailable',
  'chip_blocked',
] as const;

function failureKey(error: unknown): string {
  const name = isApiError(error) ? error.name : '';
  return (barErrorNames as readonly string[]).includes(name)
    ? `main::hubPages.bar.errors.${name}`
    : passErrorKey(error);
}

export function TillStation({ client, eventId, passBaseUrl, who }: TillStationProps) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['till', eventId, who], [eventId, who]);
  const state = useQuery({
    queryKey,
    // Asked even when the browser says it is offline: the answer then comes from the kept state.
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<{ till: TillState; kept: boolean }> => {
      try {
        const { till: fresh } = await client.tillState({ params: { eventId } }, { signal });
        await storeTillState(eventId, who, fresh).catch(() => undefined);
        return { till: fresh, kept: false };
      } catch (error) {
        if (!unreachable(error)) throw error;
        const kept = await loadTillState(eventId, who).catch(() => null);
        if (!kept) throw error;
        return { till: kept, kept: true };
      }
    },
  });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient, queryKey]);
  const offline = useOfflineTill(client, eventId, refresh);
  // Showing the kept state: read the pass again when the network is back, and every 15 s while it may be.
  const kept = state.data?.kept === true;
  const refetch = state.refetch;
  useEffect(() => {
    if (!kept) return;
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (navigator.onLine) retry();
    }, 15_000);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [kept, refetch]);
  const [offlineSale, setOfflineSale] = useState<QueuedSale | null>(null);
  const [offlineRefused, setOfflineRefused] = useState<{ left: number } | null>(null);
  const [order, setOrder] = useState<OrderLines>({});
  const [saleId, setSaleId] = useState<string | null>(null);
  const [chipUid, setChipUid] = useState('');
  const [chipError, setChipError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<BarSale | null>(null);
  const [closed, setClosed] = useState<BarShift | null>(null);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.bar.till.${key}`, values);

  const till = state.data?.till;
  const isOffline = !offline.online || kept;
  const shift = till?.shift ?? null;
  const bar: Bar | undefined = till?.bars.find((candidate) => candidate.barId === shift?.barId);
  const currencyId = till?.event.currencyId ?? 1;
  const money = (amount: number) => formatMoney(amount, currencyId, language);

  const lines = useMemo(() => {
    if (!bar) return [];
    return Object.entries(order).flatMap(([key, quantity]) => {
      const [kind, productId, variantId] = key.split(':');
      const product = bar.products.find((candidate) => candidate.productId === productId);
      if (!product || quantity <= 0) return [];
      if (kind === 'cup') {
        return [
          {
            key,
            label: text('cupReturn', { name: product.name }),
            quantity,
            amount: -product.depositAmount * quantity,
          },
        ];
      }
      const variant = product.variants.find((candidate) => candidate.variantId === variantId);
      if (!variant) return [];
      return [
        {
          key,
          label: variant.name ? `${product.name} ${variant.name}` : product.name,
          quantity,
          amount: (variant.price + product.depositAmount) * quantity,
        },
      ];
    });
    // text is stable per language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bar, order, language]);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);

  function change(key: string, delta: number) {
    setShown(null);
    setOfflineSale(null);
    setSaleId(null);
    setOrder((current) => {
      const next = { ...current, [key]: Math.max(0, (current[key] ?? 0) + delta) };
      if (next[key] === 0) delete next[key];
      return next;
    });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    setOfflineRefused(null);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function pay(method: 'chip' | 'cash', rawUid?: string) {
    if (!bar || lines.length === 0) return;
    let uid: string | undefined;
    if (method === 'chip') {
      const parsed = chipCode.safeParse(rawUid ?? chipUid);
      if (!parsed.success) {
        setChipError(text('chipInvalid'));
        return;
      }
      uid = parsed.data;
    }
    setChipError(null);
    // The same id until the sale is answered: a retry after a lost answer never sells twice.
    const id = saleId ?? crypto.randomUUID();
    setSaleId(id);
    await run(async () => {
      const items = Object.entries(order)
        .filter(([key]) => key.startsWith('item:'))
        .map(([key, quantity]) => {
          const [, productId = '', variantId = ''] = key.split(':');
          return { productId, variantId, quantity };
        });
      const cupReturns = Object.entries(order)
        .filter(([key]) => key.startsWith('cup:'))
        .map(([key, quantity]) => ({ productId: key.split(':')[1] ?? '', quantity }));
      const body = { saleId: id, barId: bar.barId, paymentMethod: method, chipUid: uid, items, cupReturns };
      const done = () => {
        setOrder({});
        setSaleId(null);
        setChipUid('');
      };
      if (!isOffline && navigator.onLine) {
        try {
          const { sale } = await client.tillSale({ params: { eventId }, body });
          setShown(sale);
          setOfflineSale(null);
          done();
          await refresh();
          return;
        } catch (error) {
          // No answer: sold offline under the same sale id, so a sale that did reach the pass is not sold twice.
          if (!unreachable(error) || !till) throw error;
        }
      }
      if (!till) return;
      // Signed with the versions and prices shown, so a price changed in the hub meanwhile does not reach it.
      const result = await offline.sellOffline(
        withShownPrices(bar.products, body, total),
        total,
        till.offline,
      );
      if ('refused' in result) {
        setOfflineRefused(result.refused);
        return;
      }
      setOfflineSale(result.queued);
      setShown(null);
      done();
    });
  }

  if (state.isError) return <FailureState error={state.error} onRetry={() => void state.refetch()} />;
  if (!till) return <LoadingState />;

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl leading-tight font-semibold text-brand-900">{till.event.namePub}</h1>
        <p className="text-sm text-muted">
          {text('tillName', { name: till.tillName })}
          {bar ? ` · ${bar.name}` : ''}
        </p>
      </div>
      {shift ? (
        <Button
          variant="outlined"
          disabled={busy || isOffline || offline.queue.length > 0}
          onClick={() =>
            void run(async () => {
              const { shift: done } = await client.tillShiftClose({
                params: { eventId, shiftId: shift.shiftId },
              });
              setClosed(done);
              setShown(null);
              setOrder({});
              await refresh();
            })
          }
        >
          {text('closeShift')}
        </Button>
      ) : null}
    </div>
  );

  const syncBanner = isOffline ? (
    <Alert variant="warning" data-testid="till-sync">
      <p className="font-semibold">{text('offlineTitle')}</p>
      <p>
        {till.offline.limitPerChip > 0
          ? text('offlineLimitInfo', { limit: money(till.offline.limitPerChip) })
          : text('offlineChipOff')}{' '}
        {text('offlineQueued', { count: offline.queue.length })}
      </p>
    </Alert>
  ) : offline.queue.length > 0 ? (
    <Alert
      variant="info"
      data-testid="till-sync"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <span>{text('syncWaiting', { count: offline.queue.length })}</span>
      <Button size="sm" variant="outlined" onClick={() => void offline.sync()}>
        {text('syncNow')}
      </Button>
    </Alert>
  ) : offline.lastSync ? (
    <Alert variant={offline.lastSync.refused > 0 ? 'error' : 'success'} data-testid="till-sync">
      {text('synced', { count: offline.lastSync.synced })}
      {offline.lastSync.refused > 0 ? ` ${text('syncRefused', { count: offline.lastSync.refused })}` : ''}
      {offline.lastSync.inDebt > 0 ? ` ${text('syncInDebt', { count: offline.lastSync.inDebt })}` : ''}
    </Alert>
  ) : null;

  if (!shift) {
    return (
      <div className="grid gap-4">
        {header}
        {syncBanner}
        {closed ? (
          <Card className="gap-3 p-4">
            <h2 className="text-lg font-semibold">{text('closedTitle')}</h2>
            <ZReportView shift={closed} />
          </Card>
        ) : null}
        {failure ? <Alert variant="error">{t(failureKey(failure))}</Alert> : null}
        <Card className="gap-3 p-4">
          <h2 className="text-lg font-semibold">{text('openTitle')}</h2>
          {till.bars.length === 0 ? (
            <EmptyState>{text('noBars')}</EmptyState>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {till.bars.map((candidate) => (
                <Button
                  key={candidate.barId}
                  size="lg"
                  disabled={busy || isOffline}
                  onClick={() =>
                    void run(async () => {
                      await client.tillShiftOpen({ params: { eventId }, body: { barId: candidate.barId } });
                      setClosed(null);
                      await refresh();
                    })
                  }
                >
                  {text('openAt', { bar: candidate.name })}
                </Button>
              ))}
            </div>
          )}
        </Card>
      </div>
    );
  }

  const poor = insufficient(failure);
  return (
    <div className="grid gap-4">
      {header}
      {syncBanner}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(320px,400px)]">
        <Card className="gap-3 p-3 sm:p-4">
          <h2 className="sr-only">{text('products')}</h2>
          {!bar || bar.products.length === 0 ? (
            <EmptyState>{text('noProducts')}</EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" data-testid="till-products">
              {bar.products.flatMap((product) =>
                product.variants.map((variant) => {
                  const key = itemKey(product.productId, variant.variantId);
                  const count = order[key] ?? 0;
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        onClick={() => change(key, 1)}
                        className="relative grid min-h-24 w-full content-between gap-1 rounded-xl border border-brand-200 bg-white p-3 text-left shadow-xs transition-colors outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 active:bg-brand-100"
                      >
                        <span className="font-semibold text-brand-900">
                          {product.name}
                          {variant.name ? (
                            <span className="block text-sm font-normal text-muted">{variant.name}</span>
                          ) : null}
                        </span>
                        <span className="tabular-nums">{money(variant.price)}</span>
                        {count > 0 ? (
                          <span className="absolute top-2 right-2 rounded-full bg-brand-700 px-2 text-sm font-semibold text-white">
                            {count}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                }),
              )}
            </ul>
          )}
          {bar && bar.products.some((product) => product.depositAmount > 0) ? (
            <div className="flex flex-wrap gap-2 border-t border-brand-100 pt-3">
              {bar.products
                .filter((product) => product.depositAmount > 0)
                .map((product) => (
                  <Button
                    key={product.productId}
                    variant="outlined"
                    size="sm"
                    onClick={() => change(cupKey(product.productId), 1)}
                  >
                    {text('cupReturnButton', { name: product.name, amount: money(product.depositAmount) })}
                  </Button>
                ))}
            </div>
          ) : null}
        </Card>

        <div className="grid gap-4">
          <Card className="gap-3 p-4" data-testid="till-order">
            <h2 className="text-lg font-semibold">{text('order')}</h2>
            {lines.length === 0 ? (
              <p className="text-sm text-muted">{text('orderEmpty')}</p>
            ) : (
              <ul className="grid gap-2">
                {lines.map((line) => (
                  <li key={line.key} className="flex items-center gap-2 text-sm">
                    <span className="min-w-0 flex-1">{line.label}</span>
                    <Button
                      size="sm"
                      variant="outlined"
                      aria-label={text('less')}
                      onClick={() => change(line.key, -1)}
                    >
                      −
                    </Button>
                    <span className="w-6 text-center tabular-nums">{line.quantity}</span>
                    <Button
                      size="sm"
                      variant="outlined"
                      aria-label={text('more')}
                      onClick={() => change(line.key, 1)}
                    >
                      +
                    </Button>
                    <span className="w-24 text-right tabular-nums">{money(line.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="flex items-baseline justify-between border-t border-brand-100 pt-3 text-lg font-semibold">
              <span>{text('total')}</span>
              <span className="tabular-nums" data-testid="till-total">
                {money(total)}
              </span>
            </p>
            <p className="text-xs text-muted">{text('depositIncluded')}</p>
            <ChipReader
              value={chipUid}
              onChange={setChipUid}
              onSubmit={(uid) => void pay('chip', uid)}
              error={chipError}
              disabled={busy || lines.length === 0}
            />
            <Button
              variant="secondary"
              disabled={busy || lines.length === 0}
              onClick={() => void pay('cash')}
            >
              {text('payByCash')}
            </Button>
            {offlineRefused ? (
              <Alert variant="error">
                {till.offline.limitPerChip > 0
                  ? text('offlineLimitReached', { left: money(offlineRefused.left) })
                  : text('offlineChipOff')}
              </Alert>
            ) : poor ? (
              <Alert variant="error">{text('insufficient', { balance: money(poor.balance) })}</Alert>
            ) : failure ? (
              <Alert variant="error">{t(failureKey(failure))}</Alert>
            ) : null}
          </Card>

          {shown ? <SaleReceipt sale={shown} currencyId={currencyId} passBaseUrl={passBaseUrl} /> : null}
          {offlineSale ? (
            <Card className="gap-2 p-4" data-testid="till-offline-sale" aria-live="polite">
              <h2 className="text-lg font-semibold">{text('offlineSold')}</h2>
              <p className="flex justify-between text-lg font-semibold">
                <span>{text('charged')}</span>
                <span className="tabular-nums">{money(offlineSale.total)}</span>
              </p>
              {offlineSale.sale.chipUid ? (
                <p className="text-sm">{text('offlineChip', { chip: offlineSale.sale.chipUid })}</p>
              ) : null}
              <p className="text-xs text-muted">{text('offlineReceiptLater')}</p>
            </Card>
          ) : null}
          {till.lastSale && !till.lastSale.stornoedAt && !isOffline ? (
            <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
              <span className="text-sm">
                {text('lastSale', { number: till.lastSale.number, total: money(till.lastSale.total) })}
              </span>
              <Button
                variant="outlined"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    const last = till.lastSale;
                    if (!last) return;
                    const { sale } = await client.tillStorno({ params: { eventId, saleId: last.saleId } });
                    setShown(sale);
                    await refresh();
                  })
                }
              >
                {text('storno')}
              </Button>
            </Card>
          ) : null}
          <div className="flex flex-wrap gap-2 text-xs text-muted">
            <Badge tone="success">{text('shiftOpen')}</Badge>
            <span>
              {text('salesSoFar', { count: shift.zReport.sales, total: money(shift.zReport.total) })}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
