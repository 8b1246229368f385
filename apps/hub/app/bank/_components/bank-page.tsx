'use client';
// Bank reconciliation of the chosen organizer: upload a statement, then the transfers with what each did.
import type { HubOrganizer } from '@repo/contract/hub';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useState } from 'react';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { useT } from '@/app/_components/providers';
import { StatementUpload } from './statement-upload';
import type { ImportSummary } from './statement-upload';
import { TransactionList } from './transaction-list';

export function BankPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="bank" title={t('main::hubPages.bank.title')}>
      {(organizer) => <Bank organizer={organizer} />}
    </OrganizerScope>
  );
}

function Bank({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="min-w-0 gap-2 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.bank.list')}</h2>
          <CardDescription>{t('main::hubPages.bank.intro', { organizer: organizer.name })}</CardDescription>
        </CardHeader>
        <TransactionList organizer={organizer} />
      </Card>
      {/* On a phone the upload comes first: it is what a person comes here to do. */}
      <Card className="order-first gap-4 p-4 sm:p-6 lg:sticky lg:top-6 lg:order-none">
        <CardHeader>
          <h2 id="statement-upload-title" className="text-lg leading-tight font-semibold">
            {t('main::hubPages.bank.upload')}
          </h2>
          <CardDescription>{t('main::hubPages.bank.uploadIntro')}</CardDescription>
        </CardHeader>
        <StatementUpload organizer={organizer} summary={summary} onImported={setSummary} />
      </Card>
    </div>
  );
}
