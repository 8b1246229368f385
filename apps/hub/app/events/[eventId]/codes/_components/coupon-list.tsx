'use client';
// The coupons and supercoupons of the event, or of the whole tour it belongs to: the list with what each is worth,
// how much was redeemed and by how many orders, switching one off or on, adding one or many, and downloading them
// as CSV.
import type { HubCouponTour, HubSupercoupon } from '@repo/contract/hub-coupons';
import type { CatalogueEvent } from '@repo/contract/hub-ticket-types';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, EmptyState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { catalogueErrorKey } from '@/lib/catalogue-error-text';
import { codesCsv, downloadCsv } from '@/lib/codes-csv';
import type { CsvCode } from '@/lib/codes-csv';
import { CouponDialog } from './coupon-dialog';
import { useCodeTerms } from './code-terms';
import type { NamedTicketType } from './code-terms';

export interface CouponListProps {
  event: CatalogueEvent;
  ticketTypes: readonly NamedTicketType[];
  coupons: readonly HubSupercoupon[];
  /** Set: the list manages the coupons of this tour (the event's tour) instead of the event's own. */
  tour?: HubCouponTour;
}

/** A tour's ticket types named with their event, for the coupon form and the list. */
export function tourTicketTypes(tour: HubCouponTour): NamedTicketType[] {
  return tour.events.flatMap((stop) =>
    stop.ticketTypes.map((type) => ({
      ticketTypeId: type.ticketTypeId,
      namePub: `${stop.namePub}: ${type.namePub}`,
    })),
  );
}

export function CouponList({ event, ticketTypes, coupons, tour }: CouponListProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const terms = useCodeTerms(event, ticketTypes);
  const [made, setMade] = useState<HubSupercoupon[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.codes.${key}`, values);
  const params = { eventId: event.eventId };

  const worth = (coupon: HubSupercoupon) =>
    coupon.maxRedemptions === 1
      ? text('coupon.single')
      : text('coupon.worth', { tickets: coupon.maxRedemptions, perEvent: coupon.perEventLimit });
  const usage = (coupon: HubSupercoupon) =>
    text('coupon.redeemed', {
      redeemed: coupon.redeemed,
      total: coupon.maxRedemptions,
      orders: coupon.orders,
    });
  const csvRow = (coupon: HubSupercoupon): CsvCode => ({
    code: coupon.code,
    terms: `${coupon.namePub} · ${worth(coupon)} · ${terms.typeNames(coupon.ticketTypeIds)}`,
    validFrom: terms.when(coupon.validFrom),
    validUntil: terms.when(coupon.validUntil),
    usage: `${coupon.redeemed} / ${coupon.maxRedemptions}`,
    active: coupon.active,
  });
  const download = (list: readonly HubSupercoupon[], name: string) =>
    downloadCsv(name, codesCsv(list.map(csvRow), terms.csvHeaders));
  const fileName = tour
    ? `tour-coupons-${tour.eventGroupId.slice(0, 8)}.csv`
    : `coupons-${event.eventId.slice(0, 8)}.csv`;
  const listKey = tour
    ? queries.hubTourSupercoupons({ params }).queryKey
    : queries.hubSupercoupons({ params }).queryKey;

  async function switchCoupon(coupon: HubSupercoupon) {
    setBusy(coupon.supercouponId);
    setFailure(null);
    try {
      const input = {
        params: { ...params, supercouponId: coupon.supercouponId },
        body: { active: !coupon.active },
      };
      await (tour ? client.hubTourSupercouponActive(input) : client.hubSupercouponActive(input));
      await queryClient.invalidateQueries({ queryKey: listKey });
      setNotice(text(coupon.active ? 'coupon.switchedOff' : 'switchedOn', { code: coupon.code }));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(null);
    }
  }

  const onSaved = (saved: HubSupercoupon[]) => {
    setMade(saved);
    setNotice(null);
  };

  return (
    <Card className="gap-3 p-4 sm:p-6" data-testid={tour ? 'tour-coupons' : 'coupons'}>
      <CardHeader className="grid gap-1">
        <h2 className="text-lg leading-tight font-semibold">
          {tour ? text('coupon.tourTitle', { tour: tour.namePub }) : text('coupon.title')}
        </h2>
        <CardDescription>{text(tour ? 'coupon.tourIntro' : 'coupon.intro')}</CardDescription>
      </CardHeader>
      <div className="flex flex-wrap gap-2">
        <CouponDialog
          event={event}
          ticketTypes={ticketTypes}
          tour={tour}
          mode="single"
          onSaved={onSaved}
          trigger={<Button>{text(tour ? 'coupon.tourAdd' : 'coupon.add')}</Button>}
        />
        <CouponDialog
          event={event}
          ticketTypes={ticketTypes}
          tour={tour}
          mode="bulk"
          onSaved={onSaved}
          trigger={
            <Button variant="secondary">{text(tour ? 'coupon.tourGenerate' : 'coupon.generate')}</Button>
          }
        />
        {coupons.length > 0 ? (
          <Button variant="outlined" onClick={() => download(coupons, fileName)}>
            {text('downloadAll')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {made ? (
          <Alert variant="success" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {text('made', {
                count: made.length,
                codes: made
                  .map((coupon) => coupon.code)
                  .slice(0, 3)
                  .join(', '),
              })}
            </span>
            <Button variant="outlined" size="sm" onClick={() => download(made, `new-${fileName}`)}>
              {text('downloadNew')}
            </Button>
          </Alert>
        ) : null}
        {notice ? <Alert variant="success">{notice}</Alert> : null}
      </div>
      {failure ? <Alert variant="error">{t(catalogueErrorKey(failure))}</Alert> : null}
      {coupons.length === 0 ? (
        <EmptyState>{text(tour ? 'coupon.tourEmpty' : 'coupon.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {coupons.map((coupon) => (
            <li
              key={coupon.supercouponId}
              className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              data-testid="coupon"
            >
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono text-sm font-semibold break-all">
                    {coupon.code}
                  </code>
                  {coupon.active ? (
                    <Badge tone="success">{text('active')}</Badge>
                  ) : (
                    <Badge tone="danger">{text('off')}</Badge>
                  )}
                  <Badge tone="brand">{worth(coupon)}</Badge>
                </p>
                <p className="text-muted">
                  {coupon.namePub} · {terms.typeNames(coupon.ticketTypeIds)} · {terms.validity(coupon)} ·{' '}
                  {usage(coupon)}
                </p>
              </div>
              <Button
                variant="outlined"
                size="sm"
                className="justify-self-start"
                disabled={busy === coupon.supercouponId}
                aria-label={text(coupon.active ? 'switchOffNamed' : 'switchOnNamed', { code: coupon.code })}
                onClick={() => void switchCoupon(coupon)}
              >
                {text(coupon.active ? 'switchOff' : 'switchOn')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
