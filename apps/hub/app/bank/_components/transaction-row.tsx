'use client';
// One imported transfer: amount, day, symbol, sender and note, what it did; unmatched ones get a match form.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubBankTransaction } from '@repo/contract/hub-bank';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';

const tones = {
  matched: 'success',
  underpaid: 'warning',
  overpaid: 'warning',
  alreadyPaid: 'warning',
  wrongCurrency: 'danger',
  unmatched: 'danger',
} as const satisfies Record<HubBankTransaction['matchStatus'], string>;

export function TransactionRow({
  organizer,
  transaction,
}: {
  organizer: HubOrganizer;
  transaction: HubBankTransaction;
}) {
  const { t, language } = useT();
  const { day } = useFormatters();
  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0" data-testid="bank-transaction">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold tabular-nums">
          {formatMoney(transaction.amount, transaction.currencyId, language)}
        </p>
        <Badge tone={tones[transaction.matchStatus]}>
          {t(`main::hubPages.bank.status.${transaction.matchStatus}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">{t('main::hubPages.bank.booked')}</dt>
        <dd>{day(transaction.bookedAt)}</dd>
        <dt className="text-muted">{t('main::hubPages.bank.symbol')}</dt>
        <dd className="tabular-nums">{transaction.variableSymbol ?? '—'}</dd>
        <dt className="text-muted">{t('main::hubPages.bank.order')}</dt>
        <dd className="tabular-nums">{transaction.orderNumber ?? '—'}</dd>
        <dt className="text-muted">{t('main::hubPages.bank.sender')}</dt>
        <dd className="break-all">{transaction.counterpartyAccount ?? '—'}</dd>
        <dt className="text-muted">{t('main::hubPages.bank.message')}</dt>
        <dd className="break-words">{transaction.message ?? '—'}</dd>
        <dt className="text-muted">{t('main::hubPages.bank.reference')}</dt>
        <dd className="font-mono text-xs break-all">{transaction.bankReference}</dd>
      </dl>
      {transaction.matchStatus === 'unmatched' ? (
        <MatchForm organizer={organizer} transaction={transaction} />
      ) : null}
    </li>
  );
}

function MatchForm({ organizer, transaction }: { organizer: HubOrganizer; transaction: HubBankTransaction }) {
  const { t } = useT();
  const { client } = usePass();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [orderNumber, setOrderNumber] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function match() {
    const number = Number(orderNumber);
    if (!Number.isInteger(number) || number <= 0) {
      setError(t('main::hubPages.bank.orderNumberInvalid'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await client.hubBankTransactionMatch({
        params: { organizerId: organizer.organizerId, bankTransactionId: transaction.bankTransactionId },
        body: { orderNumber: number },
      });
      await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubBankTransactions'] });
    } catch (caught) {
      setError(t(passErrorKey(caught)));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void match();
      }}
    >
      <label htmlFor={inputId} className="grid min-w-0 gap-1 text-sm font-medium">
        {t('main::hubPages.bank.matchLabel')}
        <Input
          id={inputId}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="w-40"
          value={orderNumber}
          aria-invalid={error ? true : undefined}
          disabled={pending}
          onChange={(event) => setOrderNumber(event.target.value.trim())}
        />
      </label>
      <Button type="submit" variant="outlined" disabled={pending}>
        {pending ? t('main::hubPages.common.working') : t('main::hubPages.bank.match')}
      </Button>
      {error ? (
        <Alert variant="error" className="basis-full">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
