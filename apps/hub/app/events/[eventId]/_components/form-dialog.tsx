'use client';
// A dialog holding one catalogue form: title, intro, the fields, what went wrong, cancel and save with progress.
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
import type { ReactElement, ReactNode } from 'react';
import { useRef } from 'react';
import { useT } from '@/app/_components/providers';
import { catalogueErrorKey } from '@/lib/catalogue-error-text';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  title: string;
  description: string;
  pending: boolean;
  failure: unknown;
  submitLabel: string;
  /** Called with the form, so the first failing control can take the focus. */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
  wide?: boolean;
}

export function FormDialog(props: FormDialogProps) {
  const { t } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!props.pending) props.onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent
        closeLabel={t('main::hubPages.common.close')}
        className={
          props.wide ? 'max-h-[92dvh] overflow-y-auto sm:max-w-2xl' : 'max-h-[92dvh] overflow-y-auto'
        }
      >
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit(event.currentTarget);
          }}
        >
          {props.children}
          {props.failure ? (
            <Alert variant="error" role="alert">
              {t(catalogueErrorKey(props.failure))}
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outlined" disabled={props.pending}>
                {t('main::hubPages.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={props.pending}>
              {props.pending ? t('main::hubPages.common.working') : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
