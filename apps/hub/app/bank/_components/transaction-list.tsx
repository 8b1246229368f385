'use client';
// The organizer's imported transfers, newest first, filtered by what they did; more pages on demand.
import type { HubOrganizer } from '@repo/contract/hub';
import type { BankMatchStatus, HubBankTransaction } from '@repo/contract/hub-bank';
import { bankMatchStatuses } from '@repo/contract/hub-bank';
import { useId, useState } from 'react';
import { LoadMoreButton, useKeysetPages } from '@/app/_components/keyset-pages';
import { NativeSelect } from '@/app/_components/native-select';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { TransactionRow } from './transaction-row';

export function TransactionList({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const filterId = useId();
  const [status, setStatus] = useState<BankMatchStatus | ''>('');
  const params = { organizerId: organizer.organizerId };
  const first = queries.hubBankTransactions({ params, query: status ? { matchStatus: status } : {} });
  const { list, rows } = useKeysetPages({
    queryKey: first.queryKey,
    fetchPage: (after: string | undefined, signal) =>
      client.hubBankTransactions(
        { params, query: { ...(status ? { matchStatus: status } : {}), after } },
        { signal },
      ),
    nextCursor: (page) => page.nextAfter,
    rows: (page): HubBankTransaction[] => page.transactions,
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={filterId} className="grid gap-1 text-sm font-medium">
          {t('main::hubPages.bank.filter')}
          <NativeSelect
            id={filterId}
            value={status}
            onChange={(event) => {
              const next = bankMatchStatuses.find((value) => value === event.target.value);
              setStatus(next ?? '');
            }}
          >
            <option value="">{t('main::hubPages.bank.allStatuses')}</option>
            {bankMatchStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`main::hubPages.bank.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>
          {t(status ? 'main::hubPages.bank.emptyFiltered' : 'main::hubPages.bank.empty')}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100" aria-label={t('main::hubPages.bank.list')}>
          {rows.map((row) => (
            <TransactionRow key={row.bankTransactionId} organizer={organizer} transaction={row} />
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={t('main::hubPages.bank.more')} />
    </div>
  );
}
