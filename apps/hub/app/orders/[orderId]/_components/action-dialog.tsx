'use client';
// A confirm step for an order action: title, what will happen, optional fields, the error when it fails (the
// dialog stays open with it), cancel and the confirm button with progress.
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
import { useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';

export interface ActionDialogProps {
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Irreversible actions (cancel, refund) get the red button. */
  danger?: boolean;
  /** Fields of the action (reason, amount, name). */
  children?: ReactNode;
  /** A message for invalid fields, checked before anything is sent; null when they are fine. */
  validate?: () => string | null;
  /** Runs on confirm; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
  onOpen?: () => void;
}

export function ActionDialog(props: ActionDialogProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    const invalid = props.validate?.() ?? null;
    if (invalid) {
      setError(invalid);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch (caught) {
      setError(t(passErrorKey(caught)));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) {
          setError(null);
          props.onOpen?.();
        }
      }}
    >
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent closeLabel={t('main::hubPages.common.close')} className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {props.children}
          {error ? (
            <Alert variant="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outlined" disabled={pending}>
                {t('main::hubPages.common.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              disabled={pending}
              className={props.danger ? 'bg-red-700 hover:bg-red-800 active:bg-red-900' : undefined}
            >
              {pending ? t('main::hubPages.common.working') : props.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
