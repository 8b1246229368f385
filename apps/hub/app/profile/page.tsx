// /profile: the organizer's profile (company, address, IBAN, brand, defaults); every member reads it, owners edit.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { ProfilePage } from './_components/profile-page';

export default async function Profile({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/profile', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <ProfilePage />
    </main>
  );
}
