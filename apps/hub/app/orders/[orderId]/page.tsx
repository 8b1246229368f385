// /orders/[orderId]: one order for the box office (actions) and the accountant (read only).
import { redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { OrderDetailPage } from './_components/order-detail-page';

export default async function OrderDetail({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  if (!(await currentSession())) redirect(loginReturningTo(`/orders/${orderId}`));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <OrderDetailPage orderId={orderId} />
    </main>
  );
}
