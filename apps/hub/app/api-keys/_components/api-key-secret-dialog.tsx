'use client';
// The new key's secret, shown this once: a copy button and the warning that it cannot be shown again.
import type { ApiKey } from '@repo/contract/hub-api-keys';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@repo/ui/dialog';
import { useId, useRef, useState } from 'react';
import { useT } from '@/app/_components/providers';

export function ApiKeySecretDialog({
  created,
  onClose,
}: {
  created: { apiKey: ApiKey; secret: string } | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const secretRef = useRef<HTMLInputElement>(null);
  const secretId = useId();

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): select it for copying by hand.
      secretRef.current?.select();
      setCopyState('failed');
    }
  }

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopyState('idle');
          onClose();
        }
      }}
    >
      <DialogContent
        // Closing by a stray click outside would lose the secret for good; Escape and the button still close.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>
            {t('main::hubPages.apiKeys.secretTitle', { name: created?.apiKey.name ?? '' })}
          </DialogTitle>
          <DialogDescription>{t('main::hubPages.apiKeys.secretIntro')}</DialogDescription>
        </DialogHeader>
        <Alert variant="warning">{t('main::hubPages.apiKeys.secretWarning')}</Alert>
        <div className="grid gap-1.5">
          <label htmlFor={secretId} className="text-sm font-medium">
            {t('main::hubPages.apiKeys.secretLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={secretId}
              ref={secretRef}
              readOnly
              value={created?.secret ?? ''}
              data-testid="api-key-secret"
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-brand-200 bg-brand-50 px-3 font-mono text-sm text-ink outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30"
            />
            <Button variant="secondary" onClick={() => created && void copy(created.secret)}>
              {copyState === 'copied' ? t('main::hubPages.apiKeys.copied') : t('main::hubPages.apiKeys.copy')}
            </Button>
          </div>
          <p className="min-h-5 text-xs text-muted" aria-live="polite">
            {copyState === 'failed' ? t('main::hubPages.apiKeys.copyFailed') : null}
            {copyState === 'copied' ? t('main::hubPages.apiKeys.copiedNote') : null}
          </p>
        </div>
        <DialogFooter>
          <Button
            onClick={() => {
              setCopyState('idle');
              onClose();
            }}
          >
            {t('main::hubPages.apiKeys.secretDone')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
