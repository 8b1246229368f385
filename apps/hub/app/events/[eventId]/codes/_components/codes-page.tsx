'use client';
// An event's codes: discount codes, access codes, coupons and supercoupons, and the coupons of the whole tour
// the event belongs to; each list with its own forms and CSV download.
import { useQuery } from '@tanstack/react-query';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass } from '@/app/_components/providers';
import { CatalogueFrame } from '../../_components/catalogue-frame';
import { useSignedIn } from '../../_components/use-signed-in';
import { CodeList } from './code-list';
import { CouponList, tourTicketTypes } from './coupon-list';

export function CodesPage({ eventId }: { eventId: string }) {
  const { queries } = usePass();
  const enabled = useSignedIn();
  const params = { eventId };
  const catalogue = useQuery({ ...queries.hubTicketTypes({ params }), enabled });
  const discountCodes = useQuery({ ...queries.hubDiscountCodes({ params }), enabled });
  const accessCodes = useQuery({ ...queries.hubAccessCodes({ params }), enabled });
  const coupons = useQuery({ ...queries.hubSupercoupons({ params }), enabled });
  const tourCoupons = useQuery({ ...queries.hubTourSupercoupons({ params }), enabled });
  const failed = [catalogue, discountCodes, accessCodes, coupons, tourCoupons].find((query) => query.isError);
  const tour = tourCoupons.data?.tour;
  const event = catalogue.data?.event;

  return (
    <CatalogueFrame eventId={eventId} current="codes" event={catalogue.data?.event}>
      {failed ? (
        <FailureState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !event ||
        !catalogue.data ||
        !discountCodes.data ||
        !accessCodes.data ||
        !coupons.data ||
        !tourCoupons.data ? (
        <LoadingState />
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <CodeList
            event={event}
            ticketTypes={catalogue.data.ticketTypes}
            kind="discount"
            codes={discountCodes.data.discountCodes}
          />
          <CodeList
            event={event}
            ticketTypes={catalogue.data.ticketTypes}
            kind="access"
            codes={accessCodes.data.accessCodes}
          />
          <CouponList
            event={event}
            ticketTypes={catalogue.data.ticketTypes}
            coupons={coupons.data.supercoupons}
          />
          {tour ? (
            <CouponList
              event={event}
              ticketTypes={tourTicketTypes(tour)}
              coupons={tourCoupons.data.supercoupons}
              tour={tour}
            />
          ) : null}
        </div>
      )}
    </CatalogueFrame>
  );
}
