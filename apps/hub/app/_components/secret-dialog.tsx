'use client';
// A secret shown this once (an API key, a webhook signing secret): a copy button and the warning that it
// cannot be shown again.
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

export interface SecretDialogTexts {
  title: string;
  intro: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copiedNote: string;
  copyFailed: string;
  done: string;
}

export function SecretDialog({
  secret,
  texts,
  testId,
  onClose,
}: {
  /** Open while set. */
  secret: string | null;
  texts: SecretDialogTexts;
  testId: string;
  onClose: () => void;
}) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const secretRef = useRef<HTMLInputElement>(null);
  const secretId = useId();
  const close = () => {
    setCopyState('idle');
    onClose();
  };

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): select it for copying by hand.
      secretRef.current?.select();
      setCopyState('failed');
    }
  }

  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        // Closing by a stray click outside would lose the secret for good; Escape and the button still close.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.intro}</DialogDescription>
        </DialogHeader>
        <Alert variant="warning">{texts.warning}</Alert>
        <div className="grid gap-1.5">
          <label htmlFor={secretId} className="text-sm font-medium">
            {texts.label}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={secretId}
              ref={secretRef}
              readOnly
              value={secret ?? ''}
              data-testid={testId}
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-brand-200 bg-brand-50 px-3 font-mono text-sm text-ink outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30"
            />
            <Button variant="secondary" onClick={() => secret && void copy(secret)}>
              {copyState === 'copied' ? texts.copied : texts.copy}
            </Button>
          </div>
          <p className="min-h-5 text-xs text-muted" aria-live="polite">
            {copyState === 'failed' ? texts.copyFailed : null}
            {copyState === 'copied' ? texts.copiedNote : null}
          </p>
        </div>
        <DialogFooter>
          <Button onClick={close}>{texts.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
