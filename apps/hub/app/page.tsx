// /: the signed-in organizer's events with tickets sold and revenue; signed-out visitors go to /login.
import { redirect } from 'next/navigation';
import { currentSession } from '@/lib/session';
import { Dashboard } from './_components/dashboard';

export default async function HomePage() {
  if (!(await currentSession())) redirect('/login');
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <Dashboard />
    </main>
  );
}
