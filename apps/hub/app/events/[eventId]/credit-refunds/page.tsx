// /events/<eventId>/credit-refunds: visitors' requests for unspent chip credit, their review, the refund window.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { CreditRefundsPage } from './_components/credit-refunds-page';

export default async function Page({ params }: { params: Promise<{ eventId: string }> }) {
  const values = await params;
  if (!Object.values(values).every((value) => uuid.safeParse(value).success)) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${values.eventId}/credit-refunds`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <CreditRefundsPage eventId={values.eventId} />
    </main>
  );
}
