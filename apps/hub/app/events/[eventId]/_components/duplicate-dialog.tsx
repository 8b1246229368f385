'use client';
// Copying an event as a new draft under a new address; the copy's page opens.
import type { HubEventDetail } from '@repo/contract/hub-events';
import { slug as slugSchema } from '@repo/contract/common';
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
import { slugify } from '@repo/links/slugify';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { TextField } from '@/app/_components/text-field';
import { useFormCheck } from '@/app/_components/use-form-check';
import { passErrorKey } from '@/lib/pass-error-text';

export function DuplicateDialog({ organizerId, event }: { organizerId: string; event: HubEventDetail }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useFormCheck(useId());
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState(`${event.slug}-2`);
  const [pending, setPending] = useState(false);

  async function duplicate() {
    const checked = form.check(slugSchema, slugify(slug));
    if (!checked) return;
    setPending(true);
    try {
      const answer = await client.hubEventDuplicate({
        params: { eventId: event.eventId },
        body: { slug: checked },
      });
      await queryClient.invalidateQueries({
        queryKey: queries.hubEvents({ params: { organizerId } }).queryKey,
      });
      setOpen(false);
      router.push(`/events/${answer.event.eventId}?organizer=${encodeURIComponent(organizerId)}`);
    } catch (caught) {
      form.fail(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outlined">{t('main::hubEvents.publish.duplicate')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('main::hubPages.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('main::hubEvents.publish.duplicateTitle')}</DialogTitle>
          <DialogDescription>{t('main::hubEvents.publish.duplicateDescription')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid grid-cols-1 gap-4"
          noValidate
          onSubmit={(formEvent) => {
            formEvent.preventDefault();
            void duplicate();
          }}
        >
          <TextField
            id={form.idOf('slug')}
            label={t('main::hubEvents.event.slug')}
            required
            maxLength={80}
            value={slug}
            onValue={setSlug}
            error={form.errorOf('slug')}
            disabled={pending}
          />
          {form.failure ? <Alert variant="error">{t(passErrorKey(form.failure))}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outlined" disabled={pending}>
                {t('main::hubPages.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? t('main::hubPages.common.working') : t('main::hubEvents.publish.duplicate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
