'use client';
// Tickets grouped by event, each event with its chips and their balances.
import type { AccountEvent } from '@repo/contract/accounts';
import { formatMoney } from '@repo/i18n/money';
import { useQuery } from '@tanstack/react-query';
import { useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';

export function TicketsSection() {
  const { t, errorText } = useAccountTexts();
  const { passQueries } = useStorefront();
  const events = useQuery(passQueries.accountEvents());

  return (
    <Section title={t('overview.tickets')}>
      {events.isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : events.isError ? (
        <p className="text-red-700">{errorText(events.error)}</p>
      ) : events.data.events.length === 0 ? (
        <p className="text-muted">{t('overview.noTickets')}</p>
      ) : (
        <ul className="grid gap-4">
          {events.data.events.map((event) => (
            <EventTickets key={event.eventId} event={event} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function EventTickets({ event }: { event: AccountEvent }) {
  const { t } = useAccountTexts();
  const { locale, passQueries } = useStorefront();
  const tickets = useQuery(passQueries.accountTicketsByEvent({ query: { eventId: event.eventId } }));
  const chips = useQuery(passQueries.accountChipsByEvent({ query: { eventId: event.eventId } }));
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });

  return (
    <li className="grid gap-2 rounded-xl border border-brand-100 p-4" data-testid="account-event">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{event.namePub}</h3>
        <span className="text-sm text-muted">{date.format(new Date(event.startsAt))}</span>
      </div>
      <ul className="grid gap-1 text-sm">
        {(tickets.data?.tickets ?? []).map((ticket) => (
          <li key={ticket.ticketId} className="flex flex-wrap justify-between gap-2">
            <span>{ticket.ticketTypeNamePub}</span>
            {/* Signed codes are 146 characters without a space: they break anywhere rather than widen a phone. */}
            <span className="min-w-0 font-mono break-all text-muted">
              {t('overview.ticketCode', { code: ticket.qrCode })}
              {ticket.status === 'canceled' ? ` · ${t('overview.ticketCanceled')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {chips.data && chips.data.chips.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">{t('overview.chips')}</h4>
          <ul className="flex flex-wrap gap-2">
            {chips.data.chips.map((chip) => (
              <li key={chip.chipId} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900">
                {chip.chipUid} · {t('overview.chipBalance')}{' '}
                {formatMoney(chip.balance, chip.currencyId, locale)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
