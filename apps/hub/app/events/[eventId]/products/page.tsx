// /events/<eventId>/products: the event's extra products and product groups; owners and managers.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { ProductsPage } from './_components/products-page';

export default async function Products({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${eventId}/products`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <ProductsPage eventId={eventId} />
    </main>
  );
}
