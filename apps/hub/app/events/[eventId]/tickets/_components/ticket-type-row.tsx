'use client';
// One ticket type in the list: name and marks (hidden, access code, group, shared quota), price and VAT,
// sold of capacity and what is left; edit, hide or show, and move up or down.
import type {
  CatalogueEvent,
  HubQuota,
  HubTicketGroup,
  HubTicketType,
} from '@repo/contract/hub-ticket-types';
import { formatMoney } from '@repo/i18n/money';
import { Button } from '@repo/ui/button';
import { Badge } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { formatPercent } from '@/lib/money-input';
import { TicketTypeDialog } from './ticket-type-dialog';

export interface TicketTypeRowProps {
  event: CatalogueEvent;
  groups: readonly HubTicketGroup[];
  quotas: readonly HubQuota[];
  ticketType: HubTicketType;
  position: { index: number; count: number };
  busy: boolean;
  onMove: (offset: -1 | 1) => void;
  onToggleVisible: () => void;
  onSaved: (name: string) => void;
}

export function TicketTypeRow(props: TicketTypeRowProps) {
  const { t, language } = useT();
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: props.event.timeZone,
    }).format(new Date(iso));
  const { ticketType: type, position } = props;
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.tickets.${key}`, values);
  const group = props.groups.find((entry) => entry.groupId === type.groupId);
  const quota = props.quotas.find((entry) => entry.quotaId === type.quotaId);
  const window =
    type.saleStartsAt || type.saleEndsAt
      ? `${type.saleStartsAt ? dateTime(type.saleStartsAt) : '…'} – ${type.saleEndsAt ? dateTime(type.saleEndsAt) : '…'}`
      : text('saleAlways');

  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0" data-testid="ticket-type">
      <div className="flex flex-wrap items-center gap-2">
        <span className={type.visible ? 'font-medium break-words' : 'font-medium break-words text-muted'}>
          {type.namePub}
        </span>
        {type.visible ? null : <Badge tone="warning">{text('hidden')}</Badge>}
        {type.accessCodeOnly ? <Badge tone="brand">{text('accessCodeBadge')}</Badge> : null}
        {group ? <Badge>{group.namePub}</Badge> : null}
        {quota ? <Badge tone="success">{text('quotaBadge', { name: quota.name })}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{text('price')}</dt>
        <dd className="tabular-nums">{formatMoney(type.price, type.currencyId, language)}</dd>
        <dt className="text-muted">{text('vatRate')}</dt>
        <dd>
          {formatPercent(type.effectiveVatRateBasisPoints)} %
          {type.vatRateBasisPoints === null ? ` (${text('vatDefault')})` : ''}
        </dd>
        <dt className="text-muted">{text('sold')}</dt>
        <dd className="tabular-nums">
          {type.capacity === null ? type.sold : text('soldOf', { sold: type.sold, capacity: type.capacity })}
        </dd>
        <dt className="text-muted">{text('available')}</dt>
        <dd className="tabular-nums" data-testid="ticket-type-available">
          {type.available === null ? text('unlimited') : type.available}
        </dd>
        <dt className="text-muted">{text('perOrder')}</dt>
        <dd className="tabular-nums">
          {type.minPerOrder}–{type.maxPerOrder}
        </dd>
        <dt className="text-muted">{text('sale')}</dt>
        <dd>{window}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <TicketTypeDialog
          event={props.event}
          groups={props.groups}
          quotas={props.quotas}
          ticketType={type}
          onSaved={props.onSaved}
          trigger={
            <Button variant="outlined" size="sm" aria-label={text('editNamed', { name: type.namePub })}>
              {text('edit')}
            </Button>
          }
        />
        <Button
          variant="outlined"
          size="sm"
          disabled={props.busy}
          aria-label={text(type.visible ? 'hideNamed' : 'showNamed', { name: type.namePub })}
          onClick={props.onToggleVisible}
        >
          {text(type.visible ? 'hide' : 'show')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          disabled={props.busy || position.index === 0}
          aria-label={text('moveUpNamed', { name: type.namePub })}
          onClick={() => props.onMove(-1)}
        >
          ↑ <span className="sr-only sm:not-sr-only">{text('moveUp')}</span>
        </Button>
        <Button
          variant="outlined"
          size="sm"
          disabled={props.busy || position.index === position.count - 1}
          aria-label={text('moveDownNamed', { name: type.namePub })}
          onClick={() => props.onMove(1)}
        >
          ↓ <span className="sr-only sm:not-sr-only">{text('moveDown')}</span>
        </Button>
      </div>
    </li>
  );
}
