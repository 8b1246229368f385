// /api-keys: the organizer's API keys, creating one (its secret shown once) and revoking; owners only.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { ApiKeysPage } from './_components/api-keys-page';

export default async function ApiKeys({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/api-keys', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <ApiKeysPage />
    </main>
  );
}
