// /bank: bank reconciliation of the chosen organizer: statement upload, the transfers, matching by hand.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { BankPage } from './_components/bank-page';

export default async function Bank({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/bank', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <BankPage />
    </main>
  );
}
