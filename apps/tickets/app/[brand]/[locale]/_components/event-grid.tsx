// A titled grid of event cards, or a note when there are none.
import type { EventSummary } from '@repo/contract/entities';
import type { StorefrontContext } from '../../../../lib/storefront-context';
import { EventCard } from './event-card';

export function EventGrid({
  id,
  title,
  events,
  ctx,
}: {
  id: string;
  title: string;
  events: readonly EventSummary[];
  ctx: StorefrontContext;
}) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-muted">{ctx.t('home.noEvents')}</p>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.eventId} event={event} ctx={ctx} />
          ))}
        </div>
      )}
    </section>
  );
}
