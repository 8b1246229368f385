'use client';
// The cart: ticket types by group, seats, extra products, access and discount codes, the summary and the
// hold that starts checkout. Availability comes fresh from the pass API and is polled while choosing.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import type { DiscountCodeCheck } from '@repo/contract/discount-codes';
import type { EventDetail, TicketProduct, TicketType } from '@repo/contract/entities';
import type { Reservation } from '@repo/contract/reservations';
import { admissionHeadersOf } from '../../../../../../../../lib/waiting-room';
import { itemType } from '@repo/enums/item-type';
import { Button } from '@repo/ui/button';
import { Alert } from '@repo/ui/alert';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { apiErrorText } from '../../../../../../../../lib/api-error-text';
import {
  cartLines,
  cartTotal,
  emptySelection,
  parseCodes,
  groupTicketTypes,
  isBuyable,
  maxQuantity,
  reservationBodyOf,
  stepTicketQuantity,
  ticketCount,
  withProductStep,
  withTicketStep,
} from '../../../../../../../../lib/cart';
import type { CartSelection } from '../../../../../../../../lib/cart';
import { preloadableChips } from '../../../../../../../../lib/chip-preload';
import { cartTrackingInput, itemTrackingInput } from '../../../../../../../../lib/cart-tracking';
import type { CartData } from '../../../../../../../../lib/event-page';
import { track } from '../../../../../../../../lib/track';
import { cartFormatOf } from '../../../../../../../../lib/cart-texts';
import type { CartTexts } from '../../../../../../../../lib/cart-texts';
import { LoadingState } from '../../../../../_components/loading-state';
import { SaleStateBadge } from '../../../../../_components/sale-state-badge';
import { useStorefront } from '../../../../../_providers/storefront-context';
import { CartSummary } from './cart-summary';
import { CartSummaryBar } from './cart-summary-bar';
import { CodeForm } from './code-form';
import { QuantityStepper } from './quantity-stepper';
import { SeatPicker } from './seat-picker';

// The checkout form (and the validation it brings) loads when the buyer continues, not with the cart.
const loadCheckout = () => import('./checkout').then((module) => ({ default: module.Checkout }));
const Checkout = lazy(loadCheckout);

const availabilityPollMs = 30_000;
const noSubscription = () => () => undefined;

export interface CartProps {
  event: EventDetail;
  organizerSlug: string;
  initial: CartData;
  /** The server's texts of the prices and sale starts in `initial` (see lib/cart-texts). */
  texts: CartTexts;
  /**
   * Access codes of the page's address. The cached cart page has none on the server (it is the same page for
   * every address): there the cart reads them from the address after hydration.
   */
  initialCodes: readonly string[] | 'from-address';
  /** Demo cart: demo card payment only. */
  demo: boolean;
}

export function Cart({ event, organizerSlug, initial, texts, initialCodes, demo }: CartProps) {
  const { loadPass, passQueries, t, locale } = useStorefront();
  const format = useMemo(() => cartFormatOf(texts, locale, event.timeZone), [texts, locale, event.timeZone]);
  const queryClient = useQueryClient();
  // Codes of the address: given by the server, or read in the browser (the server's snapshot has none).
  const addressCodes = useSyncExternalStore(
    noSubscription,
    () =>
      initialCodes === 'from-address'
        ? (new URLSearchParams(window.location.search).get('codes') ?? '')
        : initialCodes.join(','),
    () => (initialCodes === 'from-address' ? '' : initialCodes.join(',')),
  );
  const serverCodes = useMemo(() => parseCodes(addressCodes), [addressCodes]);
  // Codes entered in the cart replace those of the address.
  const [enteredCodes, setCodes] = useState<readonly string[] | null>(null);
  const codes = enteredCodes ?? serverCodes;
  const [selection, setSelection] = useState<CartSelection>(emptySelection);
  const [discount, setDiscount] = useState<DiscountCodeCheck | null>(null);
  const [discountMessage, setDiscountMessage] = useState<{ text: string; invalid: boolean } | null>(null);
  const [enteredLastCode, setLastAccessCode] = useState<string | null>(null);
  const lastAccessCode = enteredLastCode ?? serverCodes.at(-1) ?? null;
  const [hold, setHold] = useState<Reservation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const eventId = event.eventId;

  // Public ticket types until an access code is entered, then the coupon endpoint (public types plus those the
  // codes unlock); the public types and extras start from the answers read with the page. The page reads no
  // unlocked types (codes come from the address in the browser): while they are checked the public list shows.
  const unlocking = codes.length > 0;
  const demoQuery = demo ? { demo: 'true' as const } : undefined;
  // The cached page's copy is an answer as old as the page: fetched again at once only when older than the stale
  // time (in a rush the page is seconds old, so a visit costs no live call until the poll). A browser clock behind
  // the server's would make it look newer than it is: then it counts as stale.
  const [initialDataUpdatedAt] = useState(() =>
    initial.readAt === null ? undefined : initial.readAt > Date.now() ? 0 : initial.readAt,
  );
  const publicTypes = useQuery({
    ...passQueries.eventTicketTypesV2({ params: { eventId }, query: demoQuery }),
    enabled: !unlocking,
    initialData: initial.publicTicketTypes,
    initialDataUpdatedAt,
    staleTime: 10_000,
    refetchInterval: hold ? false : availabilityPollMs,
  });
  const unlockedTypes = useQuery({
    ...passQueries.eventTicketTypesCouponV2({ params: { eventId }, query: { codes: codes.join(',') } }),
    enabled: unlocking,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: hold ? false : availabilityPollMs,
  });
  const extrasQuery = useQuery({
    ...passQueries.eventExtraProductsV2({ params: { eventId }, query: demoQuery }),
    initialData: initial.extraProducts,
    initialDataUpdatedAt,
    select: (answer) => answer.extraProducts,
    staleTime: 10_000,
    refetchInterval: hold ? false : availabilityPollMs,
  });

  // New codes being checked: the list shown is the last one until the answer comes (or if the check fails).
  const checkingCodes = unlocking && (unlockedTypes.isPending || unlockedTypes.isPlaceholderData);
  const typeList =
    (unlocking ? unlockedTypes.data : publicTypes.data) ?? publicTypes.data ?? initial.publicTicketTypes;
  const ticketTypes: readonly TicketType[] = typeList.ticketTypes;
  const groups = typeList.ticketTypeGroups;
  const extraProducts: readonly TicketProduct[] = extrasQuery.data ?? initial.extraProducts.extraProducts;
  const seatedSectors = initial.sectors.filter((sector) => sector.kind === 'seated');
  const seatedSectorIds = new Set(seatedSectors.map((sector) => sector.sectorId));
  const crowdTypes = ticketTypes.filter(
    (type) => type.sectorId === null || !seatedSectorIds.has(type.sectorId),
  );
  const seatLabels = useMemo(() => {
    const labels = new Map<string, string>();
    for (const map of initial.seatMaps) {
      const sector = initial.sectors.find((candidate) => candidate.sectorId === map.sectorId);
      for (const seat of map.seats)
        labels.set(
          seat.seatId,
          t('seats.seatName', { sector: sector?.namePub ?? '', row: seat.rowLabel, seat: seat.seatNumber }),
        );
    }
    return labels;
  }, [initial.seatMaps, initial.sectors, t]);
  const lines = cartLines(selection, ticketTypes, extraProducts, discount, seatLabels);
  const total = cartTotal(lines);
  const currencyId = ticketTypes[0]?.currencyId ?? event.currencyId;
  const locked = hold !== null;
  const summaryRef = useRef<HTMLElement>(null);

  // Steps apply to the selection as it is when React applies them (see withTicketStep), not as this render saw it.
  const setTicket = (type: TicketType, step: 1 | -1) => {
    if (withTicketStep(selection, type, step) === selection) return;
    setSelection((current) => withTicketStep(current, type, step));
    const input = itemTrackingInput(event, { ticketType: type });
    if (input) track(step > 0 ? 'addToCart' : 'removeFromCart', input);
  };
  const setExtra = (product: TicketProduct, step: 1 | -1) => {
    if (withProductStep(selection, product, step) === selection) return;
    setSelection((current) => withProductStep(current, product, step));
    const input = itemTrackingInput(event, { product, carrier: ticketTypes[0] });
    if (input) track(step > 0 ? 'addToCart' : 'removeFromCart', input);
  };
  const toggleSeat = (seatId: string, ticketTypeId: string) =>
    setSelection((current) => {
      const seats = { ...current.seats };
      if (seats[seatId]) delete seats[seatId];
      else seats[seatId] = ticketTypeId;
      return { ...current, seats };
    });

  const applyAccessCode = (code: string) => {
    const upper = code.toUpperCase();
    setLastAccessCode(upper);
    if (!codes.includes(upper)) setCodes([...codes, upper]);
  };
  const accessMessage = (() => {
    if (!lastAccessCode || !unlockedTypes.data || checkingCodes) return null;
    const rejected = unlockedTypes.data.rejectedCodes.some((code) => code.toUpperCase() === lastAccessCode);
    return {
      text: t(rejected ? 'cart.codeRejected' : 'cart.codeAccepted', { code: lastAccessCode }),
      invalid: rejected,
    };
  })();

  const applyDiscount = async (code: string) => {
    try {
      const checked = await (await loadPass()).pass.checkDiscountCode({ params: { eventId, code } });
      setDiscount(checked);
      setDiscountMessage({ text: t('cart.discountApplied', { code: checked.code }), invalid: false });
    } catch (failure) {
      setDiscount(null);
      setDiscountMessage({ text: apiErrorText(t, failure), invalid: true });
    }
  };

  const startCheckout = async () => {
    void loadCheckout();
    setBusy(true);
    setError(null);
    try {
      // While the event's waiting room is on, the pass refuses holds without this browser's admission.
      const { reservation } = await (
        await loadPass()
      ).createHold(reservationBodyOf(eventId, selection, codes, demo), admissionHeadersOf(eventId));
      setHold(reservation);
      track(
        'initiateCheckout',
        cartTrackingInput(event, lines, ticketTypes, extraProducts, currencyId, total),
      );
    } catch (failure) {
      setError(apiErrorText(t, failure));
      // Whatever failed (sold out, a seat taken meanwhile), show the current availability: every pass answer
      // on this page is one.
      void queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE] });
    } finally {
      setBusy(false);
    }
  };

  const changeSelection = useCallback(async () => {
    if (hold)
      await (
        await loadPass()
      ).pass
        .reservationRelease({ query: { reservationId: hold.reservationId } })
        .catch(() => undefined);
    setHold(null);
  }, [hold, loadPass]);

  const holdExpired = useCallback(() => {
    setHold(null);
    setError(t('errors.reservation_expired'));
  }, [t]);

  const contents = (items: TicketType['items']) =>
    items
      .filter((item) => item.itemTypeId !== itemType.ids.eventEntry)
      .map((item) => (item.quantity > 1 ? `${item.quantity}× ${item.namePub}` : item.namePub))
      .join(', ');

  const cannotContinue = busy || (ticketCount(selection) === 0 && lines.length === 0);
  const sections = groupTicketTypes(crowdTypes, groups);
  const nothingOnSale = ticketTypes.every((type) => !isBuyable(type)) && seatedSectors.length === 0;

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="tickets-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="tickets-heading" className="text-xl font-semibold">
            {t('cart.tickets')}
          </h2>
          {/* New codes are being checked: the list below is the previous one until the answer comes. */}
          {checkingCodes ? <LoadingState /> : null}
          {ticketTypes.length === 0 ? <p className="mt-3 text-muted">{t('cart.noTickets')}</p> : null}
          {nothingOnSale && ticketTypes.length > 0 ? (
            <p className="mt-3 text-muted">{t('cart.nothingOnSale')}</p>
          ) : null}
          {sections.map((section) => (
            <div key={section.group?.ticketTypeGroupId ?? 'ungrouped'} className="mt-4">
              {section.group ? (
                <h3 className="font-semibold text-brand-900">{section.group.namePub}</h3>
              ) : null}
              <ul className="mt-2 divide-y divide-brand-100">
                {section.ticketTypes.map((type) => {
                  const quantity = selection.tickets[type.ticketTypeId] ?? 0;
                  const included = contents(type.items);
                  return (
                    <li
                      key={type.ticketTypeId}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
                      data-testid="ticket-type"
                    >
                      <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                        <p className="font-medium">
                          {type.namePub} <SaleStateBadge state={type.saleState} t={t} />
                        </p>
                        {type.descriptionPub ? (
                          <p className="text-sm text-muted">{type.descriptionPub}</p>
                        ) : null}
                        {included ? (
                          <p className="text-sm text-muted">{t('cart.includes', { items: included })}</p>
                        ) : null}
                        {type.saleState === 'not_yet_on_sale' && type.saleStartsAt ? (
                          <p className="text-sm text-amber-900">
                            {t('cart.typeSaleStarts', {
                              date: format.dateTime(type.saleStartsAt),
                            })}
                          </p>
                        ) : null}
                        {isBuyable(type) && type.available !== null && type.available <= 20 ? (
                          <p className="text-sm font-medium text-red-800">
                            {t('cart.left', { count: type.available })}
                          </p>
                        ) : null}
                        {type.minPerOrder > 1 ? (
                          <p className="text-sm text-muted">
                            {t('cart.minPerOrder', { count: type.minPerOrder })}
                          </p>
                        ) : null}
                      </div>
                      <p className="font-semibold">{format.money(type.price, type.currencyId)}</p>
                      <QuantityStepper
                        value={quantity}
                        label={t('cart.quantityOf', { name: type.namePub })}
                        decreaseLabel={t('cart.remove', { name: type.namePub })}
                        increaseLabel={t('cart.add', { name: type.namePub })}
                        canDecrease={!locked && quantity > 0}
                        canIncrease={
                          !locked && isBuyable(type) && stepTicketQuantity(type, quantity, 1) !== quantity
                        }
                        onStep={(step) => setTicket(type, step)}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          {seatedSectors.map((sector) => {
            const sectorTypes = ticketTypes.filter((type) => type.sectorId === sector.sectorId);
            if (sectorTypes.length === 0) return null;
            return (
              <SeatPicker
                key={sector.sectorId}
                sector={sector}
                initialSeats={initial.seatMaps.find((map) => map.sectorId === sector.sectorId)?.seats ?? []}
                initialStates={initial.seatMaps.find((map) => map.sectorId === sector.sectorId)?.states}
                ticketTypes={sectorTypes}
                selected={selection.seats}
                disabled={locked}
                onToggle={toggleSeat}
                money={format.money}
              />
            );
          })}
        </section>

        {extraProducts.length > 0 ? (
          <section aria-labelledby="extras-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
            <h2 id="extras-heading" className="text-xl font-semibold">
              {t('cart.extras')}
            </h2>
            <ul className="mt-2 divide-y divide-brand-100">
              {[...extraProducts]
                .sort((a, b) => a.displayOrder - b.displayOrder)
                .map((product) => {
                  const quantity = selection.extras[product.ticketProductId] ?? 0;
                  const included = contents(product.items);
                  return (
                    <li
                      key={product.ticketProductId}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
                      data-testid="extra-product"
                    >
                      <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                        <p className="font-medium">
                          {product.name} <SaleStateBadge state={product.saleState} t={t} />
                        </p>
                        {product.descriptionPub ? (
                          <p className="text-sm text-muted">{product.descriptionPub}</p>
                        ) : null}
                        {included && included !== product.name ? (
                          <p className="text-sm text-muted">{t('cart.includes', { items: included })}</p>
                        ) : null}
                      </div>
                      <p className="font-semibold">{format.money(product.price, product.currencyId)}</p>
                      <QuantityStepper
                        value={quantity}
                        label={t('cart.quantityOf', { name: product.name })}
                        decreaseLabel={t('cart.remove', { name: product.name })}
                        increaseLabel={t('cart.add', { name: product.name })}
                        canDecrease={!locked && quantity > 0}
                        canIncrease={!locked && isBuyable(product) && quantity < maxQuantity(product)}
                        onStep={(step) => setExtra(product, step)}
                      />
                    </li>
                  );
                })}
            </ul>
          </section>
        ) : null}

        <section
          aria-labelledby="codes-heading"
          className="grid grid-cols-1 gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
        >
          <h2 id="codes-heading" className="text-xl font-semibold sm:col-span-2">
            {t('cart.codes')}
          </h2>
          <CodeForm
            label={t('cart.accessCode')}
            submitLabel={t('cart.applyCode')}
            onApply={applyAccessCode}
            message={accessMessage?.text ?? null}
            invalid={accessMessage?.invalid ?? false}
          />
          <CodeForm
            label={t('cart.discountCode')}
            submitLabel={t('cart.applyCode')}
            onApply={applyDiscount}
            message={discountMessage?.text ?? null}
            invalid={discountMessage?.invalid ?? false}
          />
        </section>
      </div>

      <aside
        ref={summaryRef}
        aria-labelledby="summary-heading"
        className="flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-4"
      >
        <h2 id="summary-heading" className="text-xl font-semibold">
          {t('cart.summary')}
        </h2>
        <CartSummary lines={lines} total={total} money={(amount) => format.money(amount, currencyId)} />
        {error ? <Alert variant="error">{error}</Alert> : null}
        {hold ? (
          <Suspense fallback={<LoadingState />}>
            <Checkout
              event={event}
              organizerSlug={organizerSlug}
              hold={hold}
              paymentMethodIds={initial.paymentMethodIds}
              discountCode={discount?.code ?? null}
              chips={preloadableChips(selection, ticketTypes, extraProducts)}
              cartTotal={total}
              demo={demo}
              onOrdered={(orderId) =>
                track(
                  'purchase',
                  cartTrackingInput(event, lines, ticketTypes, extraProducts, currencyId, total, orderId),
                )
              }
              onChangeSelection={changeSelection}
              onExpired={holdExpired}
            />
          </Suspense>
        ) : (
          <Button size="lg" disabled={cannotContinue} onClick={startCheckout}>
            {busy ? t('site.loading') : t('cart.continue')}
          </Button>
        )}
      </aside>
      {lines.length > 0 || hold ? (
        <CartSummaryBar
          summaryRef={summaryRef}
          totalLabel={t('cart.total')}
          total={format.money(total, currencyId)}
          // A short label: the bar is narrow, and it never reads the same as the summary's own button.
          actionLabel={hold ? t('cart.toDetails') : busy ? t('site.loading') : t('cart.continueShort')}
          actionDisabled={!hold && cannotContinue}
          // With a hold the form is already there: the bar takes the buyer to it (its heading takes focus).
          onAction={hold ? () => document.getElementById('checkout-heading')?.focus() : startCheckout}
        />
      ) : null}
    </div>
  );
}
