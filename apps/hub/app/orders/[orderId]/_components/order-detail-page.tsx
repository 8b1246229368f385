'use client';
// One order in the hub: summary, tickets (select to refund, rename a holder), actions with a confirm step,
// payments and refunds (retry a card refund), documents (receipt, credit notes), e-mails and the audit trail.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import type { HubOrderDetail, HubRefund } from '@repo/contract/hub-order-detail';
import { getCurrency } from '@repo/enums';
import { paymentMethod } from '@repo/enums/payment-method';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardHeader } from '@repo/ui/card';
import { Input } from '@repo/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import { ActionDialog } from './action-dialog';
import { DocumentDialog } from './document-dialog';

const stateTones = {
  paid: 'success',
  pending: 'warning',
  canceled: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
} as const satisfies Record<HubOrderDetail['order']['state'], string>;

/** "1290", "1 290,50" or "1290.5" in major units to minor units; null when it is not a positive amount. */
export function parseAmount(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const minor = Math.round(Number(normalized) * 100);
  return minor > 0 ? minor : null;
}

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const { t } = useT();
  const { queries } = usePass();
  const detail = useQuery(queries.hubOrderDetail({ params: { orderId } }));
  return (
    <div className="grid gap-6">
      <Link
        href="/orders"
        className="justify-self-start text-sm text-brand-800 underline-offset-2 hover:underline"
      >
        ← {t('main::hubPages.orderDetail.back')}
      </Link>
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <FailureState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <OrderDetail detail={detail.data.detail} />
      )}
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="min-w-0 gap-3 p-4 sm:p-6" data-testid={testId}>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      {children}
    </Card>
  );
}

function OrderDetail({ detail }: { detail: HubOrderDetail }) {
  const { t, language } = useT();
  const { dateTime } = useFormatters();
  const { client } = usePass();
  const queryClient = useQueryClient();
  const { order } = detail;
  const money = (amount: number) => formatMoney(amount, order.currencyId, language);
  const [selected, setSelected] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubOrderDetail'] });
    await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubOrders'] });
  };
  const afterRefund = async (refund: HubRefund | null) => {
    setSelected([]);
    if (refund) {
      const amount = money(refund.amount);
      setNotice(
        refund.status === 'refunded'
          ? { tone: 'success', text: t('main::hubPages.orderDetail.refundDone', { amount }) }
          : refund.retryable
            ? {
                tone: 'warning',
                text: t('main::hubPages.orderDetail.refundPending', {
                  amount,
                  error: refund.lastError ?? '',
                }),
              }
            : { tone: 'success', text: t('main::hubPages.orderDetail.refundQueued', { amount }) },
      );
    }
    await refresh();
  };
  const validTickets = detail.tickets.filter((ticket) => ticket.status === 'valid');
  const selectedAmount = detail.tickets
    .filter((ticket) => selected.includes(ticket.ticketId))
    .reduce((sum, ticket) => sum + ticket.price, 0);
  const paid = order.state === 'paid';
  const act = detail.canAct;

  return (
    <div className="grid gap-6" data-testid="order-detail">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-brand-900 tabular-nums">
            {t('main::hubPages.orderDetail.title', { number: order.orderNumber })}
          </h1>
          <p className="text-muted">{order.eventName}</p>
        </div>
        <span className="flex flex-wrap gap-1.5">
          {order.demo ? <Badge tone="brand">{t('main::hubPages.orders.demo')}</Badge> : null}
          <Badge tone={stateTones[order.state]}>
            <span data-testid="order-state">{t(`main::hubPages.orders.states.${order.state}`)}</span>
          </Badge>
        </span>
      </div>
      {!act ? <Alert>{t('main::hubPages.orderDetail.readOnly')}</Alert> : null}
      {notice ? (
        <Alert variant={notice.tone} role="status" data-testid="order-notice">
          {notice.text}
        </Alert>
      ) : null}

      <Section title={t('main::hubPages.orderDetail.summary')}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
          <dt className="text-muted">{t('main::hubPages.orderDetail.buyer')}</dt>
          <dd className="break-words">
            {order.name} · <span className="break-all">{order.email}</span>
          </dd>
          {order.phone ? (
            <>
              <dt className="text-muted">{t('main::hubPages.orderDetail.phone')}</dt>
              <dd>{order.phone}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('main::hubPages.orderDetail.total')}</dt>
          <dd className="tabular-nums">{money(order.totalAmount)}</dd>
          <dt className="text-muted">{t('main::hubPages.orderDetail.paid')}</dt>
          <dd className="tabular-nums">{money(order.paidAmount)}</dd>
          {order.refundedAmount > 0 ? (
            <>
              <dt className="text-muted">{t('main::hubPages.orderDetail.refunded')}</dt>
              <dd className="tabular-nums" data-testid="order-refunded">
                {money(order.refundedAmount)}
              </dd>
            </>
          ) : null}
          <dt className="text-muted">{t('main::hubPages.orderDetail.method')}</dt>
          <dd>{paymentMethod.label(order.paymentMethodId, language)}</dd>
          <dt className="text-muted">{t('main::hubPages.orderDetail.placed')}</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          {order.paidAt ? (
            <>
              <dt className="text-muted">{t('main::hubPages.orderDetail.paidAt')}</dt>
              <dd>{dateTime(order.paidAt)}</dd>
            </>
          ) : order.state === 'pending' ? (
            <>
              <dt className="text-muted">{t('main::hubPages.orderDetail.expiresAt')}</dt>
              <dd>{dateTime(order.expiresAt)}</dd>
            </>
          ) : null}
          {order.canceledAt ? (
            <>
              <dt className="text-muted">{t('main::hubPages.orderDetail.canceledAt')}</dt>
              <dd>{dateTime(order.canceledAt)}</dd>
            </>
          ) : null}
        </dl>
      </Section>

      {act ? (
        <Section title={t('main::hubPages.orderDetail.actions')} testId="order-actions">
          <div className="flex flex-wrap gap-2">
            {paid ? (
              <ActionDialog
                trigger={<Button variant="outlined">{t('main::hubPages.orderDetail.resend')}</Button>}
                title={t('main::hubPages.orderDetail.resendTitle')}
                description={t('main::hubPages.orderDetail.resendDescription', { email: order.email })}
                confirmLabel={t('main::hubPages.orderDetail.resendConfirm')}
                onConfirm={async () => {
                  await client.hubOrderResendTickets({ params: { orderId: order.orderId } });
                  setNotice({ tone: 'success', text: t('main::hubPages.orderDetail.resent') });
                  await refresh();
                }}
              />
            ) : null}
            {order.state === 'pending' ? (
              <>
                <ManualPaymentDialog detail={detail} onDone={refresh} />
                <ActionDialog
                  danger
                  trigger={<Button variant="outlined">{t('main::hubPages.orderDetail.cancel')}</Button>}
                  title={t('main::hubPages.orderDetail.cancelTitle')}
                  description={t('main::hubPages.orderDetail.cancelDescription')}
                  confirmLabel={t('main::hubPages.orderDetail.cancelConfirm')}
                  onConfirm={async () => {
                    await client.hubOrderCancel({ params: { orderId: order.orderId } });
                    await refresh();
                  }}
                />
              </>
            ) : null}
            {paid && order.refundable > 0 ? (
              <>
                <RefundDialog
                  kind="tickets"
                  detail={detail}
                  ticketIds={selected}
                  amount={selectedAmount}
                  onDone={afterRefund}
                />
                <RefundDialog kind="amount" detail={detail} onDone={afterRefund} />
                <RefundDialog kind="full" detail={detail} onDone={afterRefund} />
              </>
            ) : null}
          </div>
          {paid && validTickets.length > 0 ? (
            <p className="text-sm text-muted" aria-live="polite">
              {t('main::hubPages.orderDetail.selected', { count: selected.length })}
            </p>
          ) : null}
        </Section>
      ) : null}

      <Section title={t('main::hubPages.orderDetail.tickets')} testId="order-tickets">
        {detail.tickets.length === 0 ? (
          <EmptyState>{t('main::hubPages.orderDetail.noTickets')}</EmptyState>
        ) : (
          <ul className="divide-y divide-brand-100">
            {detail.tickets.map((ticket) => (
              <li
                key={ticket.ticketId}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
                data-testid="order-ticket"
              >
                {act && paid ? (
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    disabled={ticket.status !== 'valid'}
                    checked={selected.includes(ticket.ticketId)}
                    aria-label={t('main::hubPages.orderDetail.select', { code: ticket.code.slice(0, 8) })}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? [...current, ticket.ticketId]
                          : current.filter((id) => id !== ticket.ticketId),
                      )
                    }
                  />
                ) : null}
                <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                  <p className="font-medium">
                    {ticket.ticketTypeName}
                    {ticket.seat ? <span className="ml-2 font-normal text-muted">{ticket.seat}</span> : null}
                  </p>
                  <p className="break-words">
                    {t('main::hubPages.orderDetail.holder')}: {ticket.holderName ?? '—'}
                  </p>
                  <p className="font-mono text-xs break-all text-muted" title={ticket.code}>
                    {ticket.code.length > 24 ? `${ticket.code.slice(0, 24)}…` : ticket.code}
                  </p>
                </div>
                <span className="tabular-nums">{money(ticket.price)}</span>
                <Badge tone={ticket.status === 'valid' ? 'success' : 'neutral'}>
                  {t(`main::hubPages.orderDetail.ticketStates.${ticket.status}`)}
                </Badge>
                {act && ticket.status === 'valid' ? (
                  <RenameDialog orderId={order.orderId} ticket={ticket} onDone={refresh} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('main::hubPages.orderDetail.documents')} testId="order-documents">
        {detail.receipt ? (
          <ul className="grid gap-2">
            <li className="flex flex-wrap items-center justify-between gap-2">
              <span>{t('main::hubPages.orderDetail.receipt', { number: detail.receipt.receiptNumber })}</span>
              <DocumentDialog
                document={{ kind: 'receipt', receipt: detail.receipt }}
                label={t('main::hubPages.orderDetail.show')}
              />
            </li>
            {detail.creditNotes.map((note) => (
              <li
                key={note.creditNoteId}
                className="flex flex-wrap items-center justify-between gap-2"
                data-testid="credit-note"
              >
                <span>
                  {t('main::hubPages.orderDetail.creditNote', { number: note.number })}
                  <span className="ml-2 tabular-nums text-muted">{money(-note.amount)}</span>
                </span>
                <DocumentDialog
                  document={{ kind: 'creditNote', note: note.document }}
                  label={t('main::hubPages.orderDetail.show')}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{t('main::hubPages.orderDetail.noDocuments')}</EmptyState>
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('main::hubPages.orderDetail.payments')}>
          <ul className="divide-y divide-brand-100 text-sm">
            {detail.payments.map((payment) => (
              <li key={payment.paymentId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {providerName(t, payment.provider)} · {dateTime(payment.createdAt)}
                </span>
                <span className="tabular-nums">
                  {money(payment.amount)}{' '}
                  <span className="text-muted">
                    (
                    {t(`main::hubPages.orderDetail.paymentStates.${payment.status}`, {
                      defaultValue: payment.status,
                    })}
                    )
                  </span>
                  {payment.feeAmount !== null ? (
                    <span className="block text-right text-xs text-muted">
                      {t('main::hubPages.orderDetail.providerFee', { fee: money(payment.feeAmount) })}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('main::hubPages.orderDetail.refunds')} testId="order-refunds">
          {detail.refunds.length === 0 ? (
            <EmptyState>{t('main::hubPages.orderDetail.noRefunds')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100 text-sm">
              {detail.refunds.map((refund) => (
                <RefundRow
                  key={refund.refundId}
                  orderId={order.orderId}
                  refund={refund}
                  canAct={act}
                  onDone={afterRefund}
                />
              ))}
            </ul>
          )}
        </Section>
      </div>

      {detail.vouchers.length > 0 ? (
        <Section title={t('main::hubPages.orderDetail.vouchers')}>
          <ul className="divide-y divide-brand-100 text-sm">
            {detail.vouchers.map((voucher) => (
              <li key={voucher.voucherId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {voucher.quantity} × {voucher.name}
                </span>
                <span className="font-mono text-xs break-all">
                  {voucher.code} · {voucher.status}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('main::hubPages.orderDetail.emails')}>
          {detail.emails.length === 0 ? (
            <EmptyState>{t('main::hubPages.orderDetail.noEmails')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100 text-sm">
              {detail.emails.map((mail) => (
                <li key={mail.messageId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {mail.kind === 'order-paid-mail'
                      ? t('main::hubPages.orderDetail.emailKinds.order-paid-mail')
                      : mail.kind}
                  </span>
                  <span className="text-muted">
                    {t(`main::hubPages.orderDetail.emailStates.${mail.status}`)} ·{' '}
                    {dateTime(mail.processedAt ?? mail.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('main::hubPages.orderDetail.audit')}>
          {detail.audit.length === 0 ? (
            <EmptyState>{t('main::hubPages.orderDetail.noAudit')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100 text-sm">
              {detail.audit.map((row) => (
                <li key={row.auditId} className="grid gap-0.5 py-2">
                  <span className="font-medium">
                    {t(`main::hubPages.orderDetail.auditActions.${row.action}`, { defaultValue: row.action })}
                  </span>
                  <span className="text-muted">
                    {dateTime(row.createdAt)} · {t('main::hubPages.orderDetail.by', { name: row.actorName })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

function providerName(t: ReturnType<typeof useT>['t'], provider: string): string {
  return t(`main::hubPages.orderDetail.providers.${provider}`, { defaultValue: provider });
}

function RefundRow({
  orderId,
  refund,
  canAct,
  onDone,
}: {
  orderId: string;
  refund: HubRefund;
  canAct: boolean;
  onDone: (refund: HubRefund | null) => Promise<void>;
}) {
  const { t, language } = useT();
  const { dateTime } = useFormatters();
  const { client } = usePass();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="grid gap-1 py-2" data-testid="order-refund">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span>
          {providerName(t, refund.provider)} · {dateTime(refund.createdAt)}
        </span>
        <span className="flex items-center gap-2">
          <span className="tabular-nums">{formatMoney(refund.amount, refund.currencyId, language)}</span>
          <Badge tone={refund.status === 'refunded' ? 'success' : refund.lastError ? 'danger' : 'warning'}>
            {t(
              `main::hubPages.orderDetail.refundStates.${refund.status === 'refunded' ? 'refunded' : 'pending'}`,
            )}
          </Badge>
        </span>
      </div>
      {refund.counterpartyAccount ? (
        <p className="text-muted">
          {t('main::hubPages.orderDetail.account', { account: refund.counterpartyAccount })}
        </p>
      ) : null}
      {refund.lastError ? (
        <p className="break-words text-red-800">
          {t('main::hubPages.orderDetail.lastError', { error: refund.lastError })} ·{' '}
          {t('main::hubPages.orderDetail.attempts', { count: refund.attempts })}
        </p>
      ) : null}
      {canAct && refund.retryable ? (
        <Button
          variant="outlined"
          size="sm"
          className="justify-self-start"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            setError(null);
            try {
              const answer = await client.hubOrderRefundRetry({
                params: { orderId, refundId: refund.refundId },
              });
              await onDone(answer.refund);
            } catch (caught) {
              setError(t(passErrorKey(caught)));
            } finally {
              setPending(false);
            }
          }}
        >
          {pending ? t('main::hubPages.orderDetail.retrying') : t('main::hubPages.orderDetail.retry')}
        </Button>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </li>
  );
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <label htmlFor={id} className="grid gap-1 text-sm font-medium">
      {t('main::hubPages.orderDetail.reason')}
      <Input id={id} value={value} maxLength={300} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function RefundDialog({
  kind,
  detail,
  ticketIds = [],
  amount = 0,
  onDone,
}: {
  kind: 'tickets' | 'amount' | 'full';
  detail: HubOrderDetail;
  ticketIds?: string[];
  amount?: number;
  onDone: (refund: HubRefund | null) => Promise<void>;
}) {
  const { t, language } = useT();
  const { client } = usePass();
  const amountId = useId();
  const { order } = detail;
  const money = (value: number) => formatMoney(value, order.currencyId, language);
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState('');
  const label = {
    tickets: t('main::hubPages.orderDetail.refundTickets'),
    amount: t('main::hubPages.orderDetail.refundAmount'),
    full: t('main::hubPages.orderDetail.refundFull'),
  }[kind];
  const description = {
    tickets: t('main::hubPages.orderDetail.refundTicketsDescription', { amount: money(amount) }),
    amount: t('main::hubPages.orderDetail.refundAmountDescription', { amount: money(order.refundable) }),
    full: t('main::hubPages.orderDetail.refundFullDescription', { amount: money(order.refundable) }),
  }[kind];
  return (
    <ActionDialog
      danger
      trigger={
        <Button
          variant={kind === 'tickets' ? 'primary' : 'outlined'}
          disabled={kind === 'tickets' && ticketIds.length === 0}
        >
          {label}
        </Button>
      }
      title={
        kind === 'tickets'
          ? t('main::hubPages.orderDetail.refundTicketsTitle', { count: ticketIds.length })
          : kind === 'amount'
            ? t('main::hubPages.orderDetail.refundAmountTitle')
            : t('main::hubPages.orderDetail.refundFullTitle')
      }
      description={description}
      confirmLabel={t('main::hubPages.orderDetail.refundConfirm')}
      onOpen={() => {
        setReason('');
        setAmountText('');
      }}
      validate={() => {
        if (kind === 'amount' && parseAmount(amountText) === null)
          return t('main::hubPages.orderDetail.amountInvalid');
        if (reason.trim() === '') return t('main::hubPages.orderDetail.reasonRequired');
        return null;
      }}
      onConfirm={async () => {
        const params = { orderId: order.orderId };
        const body =
          kind === 'tickets'
            ? { kind, ticketIds, reason: reason.trim() }
            : kind === 'amount'
              ? { kind, amount: parseAmount(amountText) ?? 0, reason: reason.trim() }
              : { kind, reason: reason.trim() };
        const answer = await client.hubOrderRefund({ params, body });
        await onDone(answer.refund);
      }}
    >
      {kind === 'amount' ? (
        <label htmlFor={amountId} className="grid gap-1 text-sm font-medium">
          {t('main::hubPages.orderDetail.amount')}
          <Input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <span className="text-xs font-normal text-muted">
            {t('main::hubPages.orderDetail.amountHint', { currency: getCurrency(order.currencyId).isoChar })}
          </span>
        </label>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

function ManualPaymentDialog({ detail, onDone }: { detail: HubOrderDetail; onDone: () => Promise<void> }) {
  const { t, language } = useT();
  const { client } = usePass();
  const amountId = useId();
  const methodId = useId();
  const { order } = detail;
  const owed = order.totalAmount - order.paidAmount;
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<1 | 6>(6);
  return (
    <ActionDialog
      trigger={<Button>{t('main::hubPages.orderDetail.manual')}</Button>}
      title={t('main::hubPages.orderDetail.manualTitle')}
      description={t('main::hubPages.orderDetail.manualDescription', {
        amount: formatMoney(owed, order.currencyId, language),
      })}
      confirmLabel={t('main::hubPages.orderDetail.manualConfirm')}
      onOpen={() => setAmountText((owed / 100).toFixed(2))}
      validate={() =>
        parseAmount(amountText) === null ? t('main::hubPages.orderDetail.amountInvalid') : null
      }
      onConfirm={async () => {
        await client.hubOrderManualPayment({
          params: { orderId: order.orderId },
          body: { amount: parseAmount(amountText) ?? 0, paymentMethodId: method },
        });
        await onDone();
      }}
    >
      <label htmlFor={amountId} className="grid gap-1 text-sm font-medium">
        {t('main::hubPages.orderDetail.amount')}
        <Input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </label>
      <fieldset className="grid gap-2 text-sm">
        <legend className="font-medium">{t('main::hubPages.orderDetail.manualMethod')}</legend>
        {([6, 1] as const).map((id) => (
          <label key={id} htmlFor={`${methodId}-${String(id)}`} className="flex items-center gap-2">
            <input
              id={`${methodId}-${String(id)}`}
              type="radio"
              name={methodId}
              className="size-4 accent-brand-700"
              checked={method === id}
              onChange={() => setMethod(id)}
            />
            {paymentMethod.label(id, language)}
          </label>
        ))}
      </fieldset>
    </ActionDialog>
  );
}

function RenameDialog({
  orderId,
  ticket,
  onDone,
}: {
  orderId: string;
  ticket: HubOrderDetail['tickets'][number];
  onDone: () => Promise<void>;
}) {
  const { t } = useT();
  const { client } = usePass();
  const id = useId();
  const [name, setName] = useState(ticket.holderName ?? '');
  return (
    <ActionDialog
      trigger={
        <Button variant="ghost" size="sm">
          {t('main::hubPages.orderDetail.rename')}
        </Button>
      }
      title={t('main::hubPages.orderDetail.renameTitle')}
      description={t('main::hubPages.orderDetail.renameDescription', { code: ticket.code.slice(0, 8) })}
      confirmLabel={t('main::hubPages.common.save')}
      onOpen={() => setName(ticket.holderName ?? '')}
      validate={() => (name.trim() === '' ? t('main::hubPages.orderDetail.nameRequired') : null)}
      onConfirm={async () => {
        await client.hubOrderTicketHolder({
          params: { orderId, ticketId: ticket.ticketId },
          body: { holderName: name.trim() },
        });
        await onDone();
      }}
    >
      <label htmlFor={id} className="grid gap-1 text-sm font-medium">
        {t('main::hubPages.orderDetail.holderName')}
        <Input id={id} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
      </label>
    </ActionDialog>
  );
}
