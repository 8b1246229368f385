'use client';
// The CSV and XLSX download buttons of a list (orders, attendees): the same search as the list, as a file.
import type { EndpointDefinition } from '@repo/contract/endpoint';
import { getLanguageByCode } from '@repo/enums/language';
import { sessionTokenStore } from '@repo/auth/token-store';
import { Button } from '@repo/ui/button';
import { useState } from 'react';
import { downloadFile } from '@/lib/download-file';
import { usePass, useT } from './providers';

export function ExportButtons({
  endpoint,
  params,
  query,
  baseName,
}: {
  endpoint: EndpointDefinition;
  params: Record<string, string>;
  query: Record<string, string | number | undefined>;
  baseName: string;
}) {
  const { t, language } = useT();
  const { passBaseUrl } = usePass();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(format: 'csv' | 'xlsx') {
    setBusy(format);
    setFailed(false);
    try {
      await downloadFile({
        passBaseUrl,
        endpoint,
        params,
        query: { ...query, format },
        token: sessionTokenStore.get(),
        languageId: getLanguageByCode(language).id,
        fallbackName: `${baseName}.${format}`,
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('main::hubPages.payouts.exports.label')}
    >
      <span className="text-sm font-medium text-muted">{t('main::hubPages.payouts.exports.label')}</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          variant="outlined"
          size="sm"
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {busy === format
            ? t('main::hubPages.payouts.exports.downloading')
            : t(`main::hubPages.payouts.exports.${format}`)}
        </Button>
      ))}
      {failed ? (
        <span role="alert" className="text-sm text-red-800">
          {t('main::hubPages.payouts.exports.failed')}
        </span>
      ) : null}
    </div>
  );
}
