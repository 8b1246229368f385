// /webhooks: the organizer's webhook endpoints, their signing secrets (shown once) and delivery attempts; owners only.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { WebhooksPage } from './_components/webhooks-page';

export default async function Webhooks({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/webhooks', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <WebhooksPage />
    </main>
  );
}
