// Demo cart: the event's cart with demo card payment only, opened by a link whose secret is the event id.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cartTextsOf } from '../../../../../../../../lib/cart-texts';
import { loadDemoCart, loadDemoEvent } from '../../../../../../../../lib/event-page';
import { getStorefront } from '../../../../../../../../lib/storefront-context';
import { EventHeader } from '../../_components/event-header';
import { Cart } from '../_components/cart';
import { paymentMethod } from '@repo/enums/payment-method';

type Props = PageProps<'/[brand]/[locale]/event/[organizerSlug]/[eventSlug]/cart/demo'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event id a demo link's `secret` carries (base64), or null when it is not one. */
function decodeSecret(secret: string | string[] | undefined): string | null {
  if (typeof secret !== 'string' || secret.length > 200) return null;
  const decoded = Buffer.from(secret, 'base64').toString('utf8');
  return UUID.test(decoded) ? decoded : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, organizerSlug, eventSlug } = await params;
  const ctx = await getStorefront(locale);
  const eventId = decodeSecret((await searchParams).secret);
  if (!eventId) notFound();
  const { event } = await loadDemoEvent(ctx, organizerSlug, eventSlug, eventId);
  return { title: ctx.t('cart.demoTitle', { name: event.namePub }), robots: { index: false } };
}

export default async function DemoCartPage({ params, searchParams }: Props) {
  const { locale, organizerSlug, eventSlug } = await params;
  const ctx = await getStorefront(locale);
  const eventId = decodeSecret((await searchParams).secret);
  if (!eventId) notFound();
  // The secret is the event id: the pass API finds an unpublished event only for its own id.
  const { event, organizer } = await loadDemoEvent(ctx, organizerSlug, eventSlug, eventId);
  if (event.eventId !== eventId) notFound();
  const data = await loadDemoCart(ctx, event.eventId);
  const demoData = { ...data, paymentMethodIds: [paymentMethod.ids.paymentCard] };
  return (
    <>
      <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900">
        {ctx.t('cart.demoNotice')}
      </p>
      <EventHeader event={event} organizer={organizer} ctx={ctx} />
      <Cart
        event={event}
        organizerSlug={organizer.slug}
        initial={demoData}
        texts={cartTextsOf(demoData, ctx.locale, event.timeZone)}
        initialCodes={[]}
        demo
      />
    </>
  );
}
