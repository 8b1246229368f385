// /reports: an event's sales report (revenue, VAT per rate, chip credit, refunds, sales by day, type, channel and
// payment method) for members whose role includes reports.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { ReportsPage } from './_components/reports-page';

export default async function Reports({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/reports', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <ReportsPage />
    </main>
  );
}
