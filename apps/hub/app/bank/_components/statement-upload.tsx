'use client';
// Uploading a bank statement file (GPC/ABO or CSV), sent as base64; the answer is summed up for the person.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import type { HubOrganizer } from '@repo/contract/hub';
import { BANK_STATEMENT_MAX_BYTES } from '@repo/contract/hub-bank';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import { bytesToBase64 } from '@/lib/base64';

export interface ImportSummary {
  fileName: string;
  format: 'csv' | 'gpc';
  imported: number;
  paid: number;
  flagged: number;
  duplicates: number;
  skipped: number;
  errors: { line: number; message: string }[];
}

export function StatementUpload({
  organizer,
  summary,
  onImported,
}: {
  organizer: HubOrganizer;
  summary: ImportSummary | null;
  onImported: (summary: ImportSummary) => void;
}) {
  const { t } = useT();
  const { client } = usePass();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload() {
    if (!file) {
      setError(t('main::hubPages.bank.chooseFile'));
      return;
    }
    if (file.size > BANK_STATEMENT_MAX_BYTES) {
      setError(t('main::hubPages.bank.tooLarge'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const contentBase64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      const answer = await client.hubBankStatementImport({
        params: { organizerId: organizer.organizerId },
        body: { fileName: file.name, contentBase64 },
      });
      // Every filter and page of the list: the new lines may belong to any of them.
      await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubBankTransactions'] });
      onImported({
        fileName: file.name,
        format: answer.format,
        imported: answer.transactions.length,
        paid: answer.transactions.filter((row) => row.matchStatus === 'matched').length,
        flagged: answer.transactions.filter((row) => row.matchStatus !== 'matched').length,
        duplicates: answer.duplicates,
        skipped: answer.skipped,
        errors: answer.errors,
      });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      setError(t(passErrorKey(caught)));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby="statement-upload-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <FormField label={t('main::hubPages.bank.file')} hint={t('main::hubPages.bank.fileHint')} required>
        <input
          ref={input}
          type="file"
          name="statement"
          accept=".gpc,.abo,.csv,.txt,text/csv,text/plain"
          required
          disabled={pending}
          className="block w-full min-w-0 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-900"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </FormField>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('main::hubPages.bank.uploading') : t('main::hubPages.bank.uploadSubmit')}
      </Button>
      {summary ? <ImportResult summary={summary} /> : null}
    </form>
  );
}

function ImportResult({ summary }: { summary: ImportSummary }) {
  const { t } = useT();
  return (
    <div role="status" className="grid gap-2" data-testid="import-summary">
      <Alert variant={summary.errors.length > 0 ? 'warning' : 'success'}>
        {t('main::hubPages.bank.imported', {
          file: summary.fileName,
          format: summary.format.toUpperCase(),
          count: summary.imported,
        })}{' '}
        {t('main::hubPages.bank.importedDetail', {
          paid: summary.paid,
          flagged: summary.flagged,
          duplicates: summary.duplicates,
          skipped: summary.skipped,
        })}
      </Alert>
      {summary.errors.length > 0 ? (
        <ul className="grid gap-1 text-sm text-red-900">
          {summary.errors.map((failure) => (
            <li key={`${failure.line}-${failure.message}`}>
              {t('main::hubPages.bank.lineError', { line: failure.line, message: failure.message })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
