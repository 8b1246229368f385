'use client';
// The door rules of an event, for owners and managers: whether visitors may check out and come back, and which
// ticket types the scanner marks "check ID" (reduced or personal tickets). Scanners pick them up with their list.
import type { DoorProgress } from '@repo/contract/door';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';

export function DoorRulesCard({ eventId, progress }: { eventId: string; progress: DoorProgress }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [reentry, setReentry] = useState(progress.reentryAllowed);
  const [checkId, setCheckId] = useState(
    () => new Set(progress.byTicketType.filter((row) => row.checkId).map((row) => row.ticketTypeId)),
  );
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: unknown } | null>(null);
  const text = (key: string) => t(`main::hubPages.door.rules.${key}`);

  async function save() {
    setPending(true);
    setOutcome(null);
    try {
      await client.doorRulesUpdate({
        params: { eventId },
        body: { reentryAllowed: reentry, checkIdTicketTypeIds: [...checkId] },
      });
      await queryClient.invalidateQueries({
        queryKey: queries.doorProgress({ params: { eventId } }).queryKey,
      });
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ error });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="gap-3 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg font-semibold">{text('title')}</h2>
        <CardDescription>{text('intro')}</CardDescription>
      </CardHeader>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            checked={reentry}
            disabled={pending}
            onChange={(event) => setReentry(event.target.checked)}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{text('reentry')}</span>
            <span className="text-xs text-muted">{text('reentryHint')}</span>
          </span>
        </label>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{text('checkId')}</legend>
          <p className="text-xs text-muted">{text('checkIdHint')}</p>
          {progress.byTicketType.map((row) => (
            <label key={row.ticketTypeId} className="flex min-h-9 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-700"
                checked={checkId.has(row.ticketTypeId)}
                disabled={pending}
                onChange={(event) => {
                  const next = new Set(checkId);
                  if (event.target.checked) next.add(row.ticketTypeId);
                  else next.delete(row.ticketTypeId);
                  setCheckId(next);
                }}
              />
              <span className="break-words">{row.namePub}</span>
            </label>
          ))}
        </fieldset>
        <div aria-live="polite" className="empty:hidden">
          {outcome && 'saved' in outcome ? <Alert variant="success">{text('saved')}</Alert> : null}
          {outcome && 'error' in outcome ? (
            <Alert variant="error">{t(passErrorKey(outcome.error))}</Alert>
          ) : null}
        </div>
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? t('main::hubPages.common.working') : text('save')}
        </Button>
      </form>
    </Card>
  );
}
