'use client';
// An event's credit refund requests: the refund window (the owner sets its days), and each request with its fraud
// flags; an unflagged one is approved in one step, a flagged one only after ticking that it was reviewed.
import type { HubCreditRefund } from '@repo/contract/credit-refunds';
import { creditRefundDays } from '@repo/contract/credit-refunds';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import { BarFrame } from '../../bars/_components/bar-frame';
import { useSignedIn } from '../../_components/use-signed-in';

type Text = (key: string, values?: Record<string, string | number>) => string;

export function CreditRefundsPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { queries } = usePass();
  const enabled = useSignedIn();
  const list = useQuery({ ...queries.hubCreditRefunds({ params: { eventId } }), enabled });
  const text: Text = (key, values) => t(`main::hubPages.bar.creditRefunds.${key}`, values);
  const data = list.data;
  return (
    <BarFrame
      back={`/events/${eventId}/bars`}
      backLabel={t('main::hubPages.bar.backToBars')}
      title={text('title')}
      eventName={null}
      actions={
        <Button asChild variant="outlined">
          <Link href="/refunds">{text('payouts')}</Link>
        </Button>
      }
    >
      <p className="max-w-3xl text-muted">{text('intro')}</p>
      {list.isError ? (
        <FailureState error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          {data.requests.length === 0 ? (
            <EmptyState>{text('empty')}</EmptyState>
          ) : (
            <ul className="grid gap-3" data-testid="credit-refunds">
              {data.requests.map((request) => (
                <li key={request.requestId}>
                  <RequestCard eventId={eventId} request={request} text={text} />
                </li>
              ))}
            </ul>
          )}
          <WindowCard eventId={eventId} days={data.window.days} closesAt={data.window.closesAt} text={text} />
        </div>
      )}
    </BarFrame>
  );
}

function WindowCard({
  eventId,
  days,
  closesAt,
  text,
}: {
  eventId: string;
  days: number;
  closesAt: string;
  text: Text;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const [value, setValue] = useState(String(days));
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = creditRefundDays.safeParse(Number(value));

  async function save() {
    setSaved(false);
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      await client.hubCreditRefundWindow({ params: { eventId }, body: { days: parsed.data } });
      setSaved(true);
      await queryClient.invalidateQueries({
        queryKey: queries.hubCreditRefunds({ params: { eventId } }).queryKey,
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="gap-3 p-4">
      <h2 className="font-semibold">{text('window')}</h2>
      <p className="text-sm text-muted">{text('windowCloses', { date: format.dateTime(closesAt) })}</p>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          label={text('days')}
          hint={text('daysHint')}
          error={parsed.success ? undefined : text('daysInvalid')}
        >
          <Input
            name="days"
            inputMode="numeric"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSaved(false);
            }}
          />
        </FormField>
        {failure ? <Alert variant="error">{t(passErrorKey(failure))}</Alert> : null}
        {saved ? <Alert variant="success">{text('saved')}</Alert> : null}
        <Button type="submit" className="justify-self-start" disabled={busy || !parsed.success}>
          {text('save')}
        </Button>
      </form>
    </Card>
  );
}

const statusTone = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

function RequestCard({ eventId, request, text }: { eventId: string; request: HubCreditRefund; text: Text }) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const [reviewed, setReviewed] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, request.currencyId, language);
  const flagged = request.flags.length > 0;
  const params = { eventId, requestId: request.requestId };

  async function decide(action: 'approve' | 'reject') {
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'approve') await client.hubCreditRefundApprove({ params, body: { reviewed } });
      else await client.hubCreditRefundReject({ params });
      await queryClient.invalidateQueries({
        queryKey: queries.hubCreditRefunds({ params: { eventId } }).queryKey,
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const failureText = (error: unknown) => {
    const name = error instanceof Error ? error.name : '';
    const own = ['credit_refund_review_required', 'credit_refund_nothing', 'refund_wrong_state'];
    return own.includes(name) ? text(`errors.${name}`) : t(passErrorKey(error));
  };

  return (
    <Card className="gap-3 p-4" data-testid="credit-refund">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-mono text-base font-semibold break-all">{request.chipUid}</h2>
        <span className="text-lg font-semibold tabular-nums">{money(request.amount)}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={statusTone[request.status]}>{text(`status.${request.status}`)}</Badge>
        {request.flags.map((flag) => (
          <Badge key={flag} tone="danger">
            {text(`flags.${flag}`)}
          </Badge>
        ))}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted">{text('holder')}</dt>
        <dd className="break-words">{request.holderName}</dd>
        <dt className="text-muted">{text('iban')}</dt>
        <dd className="font-mono break-all">{request.iban}</dd>
        <dt className="text-muted">{text('asked')}</dt>
        <dd>{format.dateTime(request.createdAt)}</dd>
        {request.status === 'pending' ? (
          <>
            <dt className="text-muted">{text('balanceNow')}</dt>
            <dd className="tabular-nums">{money(request.chipBalance)}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted">{text('reviewed')}</dt>
            <dd>
              {request.reviewedAt
                ? `${format.dateTime(request.reviewedAt)} · ${request.reviewedBy ?? ''}`
                : ''}
            </dd>
          </>
        )}
      </dl>
      {request.status === 'pending' ? (
        <div className="grid gap-2">
          {flagged ? (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={reviewed}
                onChange={(event) => setReviewed(event.target.checked)}
              />
              {text('reviewedCheck')}
            </label>
          ) : null}
          {failure ? <Alert variant="error">{failureText(failure)}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void decide('approve')} disabled={busy || (flagged && !reviewed)}>
              {text('approve')}
            </Button>
            <Button variant="outlined" onClick={() => void decide('reject')} disabled={busy}>
              {text('reject')}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
