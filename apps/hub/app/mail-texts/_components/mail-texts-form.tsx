'use client';
// One scope's e-mail texts: sender name, reply-to address and the paragraph in each of the four languages.
import type { HubOrganizer } from '@repo/contract/hub';
import type { MailTexts } from '@repo/contract/hub-mail-texts';
import { MAIL_PARAGRAPH_MAX } from '@repo/contract/hub-mail-texts';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { TextArea } from '@/app/_components/text-area';
import { passErrorKey } from '@/lib/pass-error-text';

const languages = ['cs', 'sk', 'en', 'de'] as const;

export function MailTextsForm({
  organizer,
  saved,
  organizerName,
}: {
  organizer: HubOrganizer;
  saved: MailTexts;
  organizerName: string;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [senderName, setSenderName] = useState(saved.senderName ?? '');
  const [replyTo, setReplyTo] = useState(saved.replyTo ?? '');
  const [paragraph, setParagraph] = useState(saved.paragraph);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const m = (key: string) => t(`main::hubPages.mailTexts.${key}`);

  async function save() {
    setPending(true);
    setError(null);
    setDone(false);
    try {
      const params = { organizerId: organizer.organizerId };
      await client.hubMailTextsUpdate({
        params,
        body: {
          eventId: saved.eventId,
          senderName: senderName.trim() || null,
          replyTo: replyTo.trim() || null,
          paragraph,
        },
      });
      await queryClient.invalidateQueries({
        queryKey: queries.hubMailTexts({ params, query: saved.eventId ? { eventId: saved.eventId } : {} })
          .queryKey,
      });
      setDone(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="grid gap-4"
      aria-label={m('heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={m('senderName')} hint={m('senderNameHint')}>
          <Input
            name="senderName"
            maxLength={80}
            autoComplete="off"
            placeholder={organizerName}
            value={senderName}
            disabled={pending}
            onChange={(event) => setSenderName(event.target.value)}
          />
        </FormField>
        <FormField label={m('replyTo')} hint={m('replyToHint')}>
          <Input
            name="replyTo"
            type="email"
            maxLength={254}
            autoComplete="off"
            value={replyTo}
            disabled={pending}
            onChange={(event) => setReplyTo(event.target.value)}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{m('paragraph')}</legend>
        <p className="text-xs text-muted">{m('paragraphHint')}</p>
        {languages.map((language) => (
          <FormField key={language} label={t(`common::language.${language}`)}>
            <TextArea
              name={`paragraph-${language}`}
              lang={language}
              maxLength={MAIL_PARAGRAPH_MAX}
              rows={3}
              value={paragraph[language]}
              disabled={pending}
              onChange={(event) =>
                setParagraph((current) => ({ ...current, [language]: event.target.value }))
              }
            />
          </FormField>
        ))}
      </fieldset>
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      {done ? <Alert variant="success">{m('saved')}</Alert> : null}
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? t('main::hubPages.common.working') : t('main::hubPages.common.save')}
      </Button>
    </form>
  );
}
