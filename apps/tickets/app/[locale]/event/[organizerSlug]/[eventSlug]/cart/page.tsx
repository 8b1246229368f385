// Event detail and cart: the event, then the interactive cart (tickets, seats, extras, codes, checkout).
import type { Metadata } from 'next';
import { parseCodes } from '../../../../../../lib/cart';
import { loadCart, loadEvent } from '../../../../../../lib/event-page';
import { getStorefront } from '../../../../../../lib/storefront-context';
import { EventHeader } from '../_components/event-header';
import { Cart } from './_components/cart';

type Props = PageProps<'/[locale]/event/[organizerSlug]/[eventSlug]/cart'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, organizerSlug, eventSlug } = await params;
  const { event } = await loadEvent(await getStorefront(locale), organizerSlug, eventSlug);
  return { title: event.namePub, description: event.descriptionPub ?? undefined };
}

export default async function CartPage({ params, searchParams }: Props) {
  const { locale, organizerSlug, eventSlug } = await params;
  const ctx = await getStorefront(locale);
  const { event, organizer } = await loadEvent(ctx, organizerSlug, eventSlug);
  const codes = parseCodes((await searchParams).codes);
  const data = await loadCart(ctx, event.eventId, codes);
  return (
    <>
      <EventHeader event={event} organizer={organizer} ctx={ctx} />
      <Cart event={event} organizerSlug={organizer.slug} initial={data} initialCodes={codes} demo={false} />
    </>
  );
}
