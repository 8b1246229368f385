// /events/<eventId>/ledger: the chip ledger check; owners and accountants.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { LedgerPage } from './_components/ledger-page';

export default async function Page({ params }: { params: Promise<{ eventId: string }> }) {
  const values = await params;
  if (!Object.values(values).every((value) => uuid.safeParse(value).success)) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${values.eventId}/ledger`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <LedgerPage eventId={values.eventId} />
    </main>
  );
}
