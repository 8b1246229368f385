// /events/<eventId>/bars/<barId>: one bar's menu and its till shifts.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { BarPage } from '../_components/bar-page';

export default async function Page({ params }: { params: Promise<{ eventId: string; barId: string }> }) {
  const values = await params;
  if (!Object.values(values).every((value) => uuid.safeParse(value).success)) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${values.eventId}/bars/${values.barId}`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BarPage eventId={values.eventId} barId={values.barId} />
    </main>
  );
}
