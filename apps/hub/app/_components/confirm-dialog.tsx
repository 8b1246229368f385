'use client';
// A confirmation for something that cannot be undone (removing a member, revoking a key or device): the action
// runs from the dialog, which stays open with the error when it fails.
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@repo/ui/dialog';
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { passErrorKey } from '@/lib/pass-error-text';
import { useT } from './providers';

export interface ConfirmDialogProps {
  /** The button that opens the dialog (one element; it becomes the dialog's trigger and gets focus back). */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={t('main::hubPages.common.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outlined" disabled={pending}>
              {t('main::hubPages.common.cancel')}
            </Button>
          </DialogClose>
          <Button
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            disabled={pending}
            onClick={async () => {
              setPending(true);
              setError(null);
              try {
                await onConfirm();
                setOpen(false);
              } catch (caught) {
                setError(caught);
              } finally {
                setPending(false);
              }
            }}
          >
            {pending ? t('main::hubPages.common.working') : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
