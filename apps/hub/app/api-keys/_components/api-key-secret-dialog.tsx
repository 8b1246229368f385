'use client';
// The new key's secret, shown this once.
import type { ApiKey } from '@repo/contract/hub-api-keys';
import { SecretDialog } from '@/app/_components/secret-dialog';
import { useT } from '@/app/_components/providers';

export function ApiKeySecretDialog({
  created,
  onClose,
}: {
  created: { apiKey: ApiKey; secret: string } | null;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <SecretDialog
      secret={created?.secret ?? null}
      testId="api-key-secret"
      onClose={onClose}
      texts={{
        title: t('main::hubPages.apiKeys.secretTitle', { name: created?.apiKey.name ?? '' }),
        intro: t('main::hubPages.apiKeys.secretIntro'),
        warning: t('main::hubPages.apiKeys.secretWarning'),
        label: t('main::hubPages.apiKeys.secretLabel'),
        copy: t('main::hubPages.apiKeys.copy'),
        copied: t('main::hubPages.apiKeys.copied'),
        copiedNote: t('main::hubPages.apiKeys.copiedNote'),
        copyFailed: t('main::hubPages.apiKeys.copyFailed'),
        done: t('main::hubPages.apiKeys.secretDone'),
      }}
    />
  );
}
