// /events/<eventId>/bars/<barId>/shifts/<shiftId>: a till shift's Z-report.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { ShiftPage } from '../../../_components/shift-page';

export default async function Page({
  params,
}: {
  params: Promise<{ eventId: string; barId: string; shiftId: string }>;
}) {
  const values = await params;
  if (!Object.values(values).every((value) => uuid.safeParse(value).success)) notFound();
  if (!(await currentSession()))
    redirect(loginReturningTo(`/events/${values.eventId}/bars/${values.barId}/shifts/${values.shiftId}`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <ShiftPage eventId={values.eventId} barId={values.barId} shiftId={values.shiftId} />
    </main>
  );
}
