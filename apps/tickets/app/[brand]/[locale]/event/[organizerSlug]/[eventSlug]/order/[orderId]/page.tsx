// Order detail: status (followed live until paid), payment retry (after a declined card: the card again or a
// bank transfer instead) or bank-transfer instructions, lines with VAT, tickets with QR codes and the PDF,
// receipts (simplified or full tax documents), a link that opens the order in the mobile app, and extras added to a paid order (with their
// receipts); an extra order links back to the order it adds to.
import { orderStatus } from '@repo/enums/order-status';
import { paymentMethod } from '@repo/enums/payment-method';
import { buildDeepLink } from '@repo/links/deep-links';
import { orderDetailLink } from '@repo/links/storefront-links';
import { Button } from '@repo/ui/button';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import QRCode from 'qrcode';
import { serverEnv } from '../../../../../../../../lib/env';
import { loadDemoEvent, loadEvent } from '../../../../../../../../lib/event-page';
import { formatDateTime, formatDay, formatMoney } from '../../../../../../../../lib/format';
import { localizePath } from '../../../../../../../../lib/locale';
import { vatBreakdown } from '../../../../../../../../lib/order-vat';
import { loadOrderContents } from '../../../../../../../../lib/order-page';
import { catalogue, serverPass } from '../../../../../../../../lib/pass-server';
import { getStorefront } from '../../../../../../../../lib/storefront-context';
import { EventHeader } from '../../_components/event-header';
import { BankTransferDetails } from './_components/bank-transfer-details';
import { OrderExtras } from './_components/order-extras';
import { OrderStatusWatcher } from './_components/order-status-watcher';
import { PayByTransfer } from './_components/pay-by-transfer';
import { PaymentRetry } from './_components/payment-retry';
import { PurchaseResultTracker } from './_components/purchase-result-tracker';
import { CreditNoteCard } from './_components/credit-note-card';
import { ReceiptCard } from './_components/receipt-card';
import { WalletButtons } from './_components/wallet-buttons';

type Props = PageProps<'/[brand]/[locale]/event/[organizerSlug]/[eventSlug]/order/[orderId]'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const flag = (value: string | string[] | undefined) => value === 'true' || value === '1';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderId, locale } = await params;
  if (!uuidPattern.test(orderId)) notFound();
  const ctx = await getStorefront(locale);
  // The same request-scoped read as the page's, so the title costs no second call to the pass service.
  const { order } = await loadOrderContents(ctx, orderId);
  return { title: ctx.t('order.title', { number: order.orderNumber }), robots: { index: false } };
}

export default async function OrderPage({ params, searchParams }: Props) {
  const { organizerSlug, eventSlug, orderId, ...route } = await params;
  if (!uuidPattern.test(orderId)) notFound();
  const ctx = await getStorefront(route.locale);
  const { t, locale } = ctx;
  const query = await searchParams;
  const fromQueue = flag(query.fromQueue);
  const enforceMethod = flag(query.enforceMethod);
  const pass = serverPass(ctx);
  // The order is read fresh on every request: its status is what the buyer came for.
  const { order, items, tickets, paymentStatus, bankTransferDueAt } = await loadOrderContents(ctx, orderId);
  // A demo order's event may be unpublished; the order's own event id opens it, as the demo link's secret does.
  const { event, organizer } = order.demo
    ? await loadDemoEvent(ctx, organizerSlug, eventSlug, order.eventId)
    : await loadEvent(ctx, organizerSlug, eventSlug);
  if (order.eventId !== event.eventId) notFound();
  const paid = order.statusId === orderStatus.ids.paid;
  // A refunded order was paid: its receipt stays, with the credit notes that correct it.
  const paidOnce = paid || order.statusId === orderStatus.ids.refunded;
  const pending = order.statusId === orderStatus.ids.pending;
  const isTransfer = order.paymentMethodId === paymentMethod.ids.bankTransfer;
  // A card payment that the bank declined (failed) or the buyer abandoned (canceled) is not "awaiting payment":
  // the page says so and offers the card again or a bank transfer.
  const cardTrouble =
    pending && !isTransfer && (paymentStatus === 'failed' || paymentStatus === 'canceled')
      ? ({ failed: 'declined', canceled: 'paymentCanceled' } as const)[paymentStatus]
      : null;
  const takesTransfers =
    cardTrouble !== null &&
    !order.demo &&
    (await catalogue(ctx, 'eventPaymentMethods', { params: { eventId: order.eventId } })).paymentMethods.some(
      (method) => method.paymentMethodId === paymentMethod.ids.bankTransfer,
    );
  // Extras are added to the first order only: an extra order of an extra order would hide from its buyer.
  const takesExtras = paid && order.parentOrderId === null;
  const [receipts, creditNotes, extraReceipts, extraProducts, parentOrder] = await Promise.all([
    paidOnce ? pass.orderReceiptsV2({ query: { orderId } }).then((answer) => answer.receipts) : [],
    paidOnce ? pass.orderCreditNotes({ query: { orderId } }).then((answer) => answer.creditNotes) : [],
    takesExtras ? pass.extraOrderReceipts({ query: { orderId } }).then((answer) => answer.receipts) : [],
    takesExtras
      ? pass
          // A demo order's event may be unpublished: its products are read in demo mode like its cart's.
          .eventExtraProductsV2({
            params: { eventId: event.eventId },
            ...(order.demo ? { query: { demo: 'true' as const } } : {}),
          })
          .then((answer) => answer.extraProducts)
      : [],
    order.parentOrderId === null
      ? null
      : pass.orderById({ query: { orderId: order.parentOrderId } }).then((answer) => answer.order),
  ]);
  // Which wallets each ticket can go to: only those the pass service holds signing keys for.
  const walletLinks = new Map(
    (paid ? (await pass.orderWalletLinks({ query: { orderId } })).tickets : []).map((links) => [
      links.ticketId,
      links,
    ]),
  );
  const orderPath = (id: string) =>
    localizePath(orderDetailLink({ organizerSlug, eventSlug, orderId: id }), locale);
  const money = (amount: number) => formatMoney(amount, order.currencyId, locale);
  // Tickets carry their seat's id; the order's lines name the seat (sector, row, number).
  const seatOf = (seatId: string | null): string | null => {
    const seat = seatId === null ? null : items.find((item) => item.seatId === seatId)?.seat;
    return seat
      ? t('seats.seatName', { sector: seat.sectorNamePub, row: seat.row, seat: seat.number })
      : null;
  };
  const stage = serverEnv().APP_STAGE;
  const appLink = buildDeepLink(
    'orderDetail',
    { orderId: order.orderId, orderNumber: order.orderNumber },
    { stage: stage === 'production' ? 'production' : stage === 'beta' ? 'beta' : 'dev' },
  );
  const qrImages = await Promise.all(
    tickets.map((ticket) =>
      QRCode.toString(ticket.qrCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    ),
  );
  const receiptArticle = (receipt: (typeof receipts)[number]) => (
    <ReceiptCard key={receipt.receiptNumber} receipt={receipt} t={t} />
  );
  const statusTone = paid
    ? 'bg-green-50 text-green-900'
    : cardTrouble
      ? 'border border-red-200 bg-red-50 text-red-950'
      : pending
        ? 'bg-amber-50 text-amber-900'
        : 'bg-gray-100 text-gray-900';

  return (
    <div className="flex flex-col gap-6">
      <PurchaseResultTracker order={order} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('order.title', { number: order.orderNumber })}</h1>
      {order.demo ? (
        <p
          role="status"
          data-testid="order-demo"
          className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900"
        >
          {t('order.demo')}
        </p>
      ) : null}
      {parentOrder ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900"
          data-testid="parent-order"
        >
          {t('order.extras.parentNotice', { number: String(parentOrder.orderNumber) })}{' '}
          <a href={orderPath(parentOrder.orderId)} className="font-medium underline">
            {t('order.extras.backToParent', { number: String(parentOrder.orderNumber) })}
          </a>
        </p>
      ) : null}
      {fromQueue ? (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t('order.fromQueue')}
        </p>
      ) : null}
      {cardTrouble ? (
        <section
          aria-labelledby="order-status"
          className={`rounded-2xl px-6 py-5 ${statusTone}`}
          data-testid="card-trouble"
        >
          <div className="flex items-start gap-3">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-red-700"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
            >
              <circle cx="12" cy="12" r="10" />
              <path d="M12 7v6M12 16.5v.5" />
            </svg>
            <div className="min-w-0">
              <h2
                id="order-status"
                className="text-lg font-semibold"
                data-testid="order-status"
                data-status={order.status}
                data-payment-status={paymentStatus}
              >
                {t(`order.status.${cardTrouble}`)}
              </h2>
              <p className="mt-1">
                {t(`order.statusText.${cardTrouble}`, {
                  date: formatDateTime(order.expiresAt, locale, event.timeZone),
                })}
              </p>
            </div>
          </div>
          <OrderStatusWatcher orderId={order.orderId} status={order.status} quiet />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <PaymentRetry
              orderId={order.orderId}
              enforceMethod={enforceMethod}
              label="order.retryCard"
              className=""
            />
            {takesTransfers && !enforceMethod ? <PayByTransfer orderId={order.orderId} /> : null}
          </div>
          {takesTransfers && !enforceMethod ? (
            <p className="mt-3 text-sm text-red-900/80">{t('order.payByTransferHint')}</p>
          ) : null}
        </section>
      ) : (
        <section aria-labelledby="order-status" className={`rounded-2xl px-6 py-5 ${statusTone}`}>
          <h2
            id="order-status"
            className="text-lg font-semibold"
            data-testid="order-status"
            data-status={order.status}
          >
            {t(`order.status.${order.status}`)}
          </h2>
          <p className="mt-1">{t(`order.statusText.${order.status}`, { email: order.email })}</p>
          {pending ? (
            <p className="mt-1 text-sm">
              {t('order.payBy', { date: formatDateTime(order.expiresAt, locale, event.timeZone) })}
            </p>
          ) : null}
          {pending ? <OrderStatusWatcher orderId={order.orderId} status={order.status} /> : null}
          {pending && !isTransfer ? (
            <PaymentRetry orderId={order.orderId} enforceMethod={enforceMethod} />
          ) : null}
        </section>
      )}

      {pending && isTransfer ? (
        <section aria-labelledby="bank-transfer" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="bank-transfer" className="text-xl font-semibold">
            {t('order.bankTransfer.title')}
          </h2>
          <div className="mt-4 flex flex-col gap-6 sm:flex-row">
            {/* The QR image comes from the pass service through this origin (proxy.ts forwards /order/.../spayd-qr). */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`/order/${order.orderId}/spayd-qr?format=svg`}
              alt={t('order.bankTransfer.qrAlt')}
              width={200}
              height={200}
              className="size-50 rounded-lg border border-brand-100 bg-white p-2"
              data-testid="payment-qr"
            />
            <BankTransferDetails
              orderId={order.orderId}
              amount={money(order.totalAmount - order.paidAmount)}
              variableSymbol={String(order.orderNumber)}
              dueAt={formatDateTime(order.expiresAt, locale, event.timeZone)}
              sendBy={bankTransferDueAt ? formatDay(bankTransferDueAt, locale, event.timeZone) : null}
            />
          </div>
        </section>
      ) : null}

      <EventHeader event={event} organizer={organizer} ctx={ctx} headingLevel={2} linkToCart />

      <section aria-labelledby="order-items" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="order-items" className="text-xl font-semibold">
          {t('order.items')}
        </h2>
        {/* Quantity and unit price read together ("2 × 1 890 Kč") under the item, never as two bare numbers
            side by side that a phone's narrow columns run together. */}
        <table className="mt-4 w-full text-left text-sm" data-testid="order-items">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {t('order.item')}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t('order.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-100">
            {items.map((item) => (
              <tr key={item.orderItemId}>
                <td className="py-2">
                  <span className="block font-medium">{item.namePub}</span>
                  {seatOf(item.seatId) ? (
                    <span className="block" data-testid="order-seat">
                      {seatOf(item.seatId)}
                    </span>
                  ) : null}
                  <span className="block text-muted tabular-nums">
                    {t('order.quantityTimesPrice', {
                      quantity: item.quantity,
                      price: money(item.unitPrice),
                    })}
                  </span>
                  {item.discount > 0 ? (
                    <span className="block text-xs text-green-800">
                      {t('order.discountEach', { amount: money(item.discount) })}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pl-3 text-right align-top whitespace-nowrap tabular-nums">
                  {money(item.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={t('order.vatTable')}>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {t('order.vatRate')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('order.vatBase')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('order.vat')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('order.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {vatBreakdown(items).map((row) => (
                <tr key={row.vatRateBasisPoints}>
                  <td className="py-1">
                    {new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
                      row.vatRateBasisPoints / 10_000,
                    )}
                  </td>
                  <td className="py-1 text-right tabular-nums">{money(row.base)}</td>
                  <td className="py-1 text-right tabular-nums">{money(row.vat)}</td>
                  <td className="py-1 text-right tabular-nums">{money(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 flex justify-between border-t border-brand-100 pt-3 text-lg font-semibold">
          <span>{t('cart.total')}</span>
          <span className="tabular-nums" data-testid="order-total">
            {money(order.totalAmount)}
          </span>
        </p>
        <p className="text-sm text-muted">
          {t('checkout.paymentMethod')}: {paymentMethod.label(order.paymentMethodId, locale)}
        </p>
      </section>

      {paid ? (
        <section aria-labelledby="order-tickets" className="rounded-2xl bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="order-tickets" className="text-xl font-semibold">
              {t('order.tickets')}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <a
                  href={`/pass/order/order-download-ticket?orderId=${order.orderId}`}
                  download={`tickets-${order.orderNumber}.pdf`}
                >
                  {t('order.downloadPdf')}
                </a>
              </Button>
              <Button asChild variant="outlined">
                <a href={appLink}>{t('order.openInApp')}</a>
              </Button>
            </div>
          </div>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {tickets.map((ticket, index) => (
              <li
                key={ticket.ticketId}
                className="flex flex-wrap items-center gap-4 rounded-xl border border-brand-100 p-4"
                data-testid="ticket"
              >
                <div
                  role="img"
                  aria-label={t('order.ticketQr', { name: ticket.ticketTypeNamePub })}
                  className="size-28 shrink-0"
                  dangerouslySetInnerHTML={{ __html: qrImages[index] ?? '' }}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{ticket.ticketTypeNamePub}</p>
                  {seatOf(ticket.seatId) ? <p className="text-sm">{seatOf(ticket.seatId)}</p> : null}
                  <p className="truncate font-mono text-xs text-muted">{ticket.qrCode}</p>
                  {ticket.status === 'canceled' ? (
                    <p className="text-sm text-red-800">{t('order.ticketCanceled')}</p>
                  ) : null}
                </div>
                {ticket.status === 'canceled' ? null : (
                  <WalletButtons
                    links={walletLinks.get(ticket.ticketId)}
                    appleLabel={t('order.addToAppleWallet')}
                    googleLabel={t('order.saveToGoogleWallet')}
                    ticketLabel={t('order.walletTicket', { name: ticket.ticketTypeNamePub })}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {receipts.length > 0 ? (
        <section aria-labelledby="order-receipts" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="order-receipts" className="text-xl font-semibold">
            {t('order.receipts')}
          </h2>
          {receipts.map(receiptArticle)}
          {creditNotes.map((note) => (
            <CreditNoteCard key={note.creditNoteNumber} note={note} t={t} />
          ))}
        </section>
      ) : null}

      {takesExtras ? (
        <OrderExtras
          orderId={order.orderId}
          organizerSlug={organizerSlug}
          eventSlug={eventSlug}
          extraProducts={extraProducts}
          pagePath={orderDetailLink({ organizerSlug, eventSlug, orderId: order.orderId })}
        />
      ) : null}

      {extraReceipts.length > 0 ? (
        <section aria-labelledby="order-extra-receipts" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="order-extra-receipts" className="text-xl font-semibold">
            {t('order.extras.extraReceipts')}
          </h2>
          {extraReceipts.map(receiptArticle)}
        </section>
      ) : null}
    </div>
  );
}
