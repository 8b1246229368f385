// /mail-texts: what the organizer adds to its buyers' e-mails (sender name, reply-to, a paragraph per language), for
// all events or one; owners and managers.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { MailTextsPage } from './_components/mail-texts-page';

export default async function MailTexts({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/mail-texts', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <MailTextsPage />
    </main>
  );
}
