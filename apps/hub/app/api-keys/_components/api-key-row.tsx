'use client';
// One API key: name, scope, the prefix that tells keys apart, when it was made and last used; revoke.
import type { HubOrganizer } from '@repo/contract/hub';
import type { ApiKey } from '@repo/contract/hub-api-keys';
import { Button } from '@repo/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { roleLabel } from '@/lib/role-label';

export function ApiKeyRow({
  organizer,
  apiKey,
  onNotice,
}: {
  organizer: HubOrganizer;
  apiKey: ApiKey;
  onNotice: (notice: string) => void;
}) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const { dateTime } = useFormatters();
  const params = { organizerId: organizer.organizerId };
  const revoked = apiKey.revokedAt !== null;

  return (
    <li
      className="grid gap-3 py-4 first:pt-2 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid="api-key"
    >
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={revoked ? 'font-medium break-all text-muted line-through' : 'font-medium break-all'}
          >
            {apiKey.name}
          </span>
          {revoked ? (
            <Badge tone="danger">{t('main::hubPages.apiKeys.revoked')}</Badge>
          ) : (
            <Badge tone="success">{t('main::hubPages.apiKeys.active')}</Badge>
          )}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">{t('main::hubPages.apiKeys.scope')}</dt>
          <dd>{roleLabel(apiKey.scope, language)}</dd>
          <dt className="text-muted">{t('main::hubPages.apiKeys.prefix')}</dt>
          <dd>
            <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono text-xs">{apiKey.prefix}…</code>
          </dd>
          <dt className="text-muted">{t('main::hubPages.apiKeys.created')}</dt>
          <dd>{dateTime(apiKey.createdAt)}</dd>
          <dt className="text-muted">{t('main::hubPages.apiKeys.lastUsed')}</dt>
          <dd>{apiKey.lastUsedAt ? dateTime(apiKey.lastUsedAt) : t('main::hubPages.common.never')}</dd>
          {apiKey.revokedAt ? (
            <>
              <dt className="text-muted">{t('main::hubPages.apiKeys.revokedAt')}</dt>
              <dd>{dateTime(apiKey.revokedAt)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {revoked ? null : (
        <ConfirmDialog
          trigger={
            <Button
              variant="outlined"
              size="sm"
              className="justify-self-start border-red-700 text-red-800 hover:bg-red-50"
              aria-label={t('main::hubPages.apiKeys.revokeNamed', { name: apiKey.name })}
            >
              {t('main::hubPages.apiKeys.revoke')}
            </Button>
          }
          title={t('main::hubPages.apiKeys.revokeTitle', { name: apiKey.name })}
          description={t('main::hubPages.apiKeys.revokeText')}
          confirmLabel={t('main::hubPages.apiKeys.revokeConfirm')}
          onConfirm={async () => {
            await client.hubApiKeyRevoke({ params: { ...params, apiKeyId: apiKey.apiKeyId } });
            await queryClient.invalidateQueries({ queryKey: queries.hubApiKeys({ params }).queryKey });
            onNotice(t('main::hubPages.apiKeys.revokedDone', { name: apiKey.name }));
          }}
        />
      )}
    </li>
  );
}
