// Handlers of the credit refund endpoints: the visitor's request (signed in, or by chip UID and receipt code), the
// hub's review (approve into the payout batch, reject), the refund window, and the bar report.
import type { creditRefundEndpoints } from '@repo/contract/credit-refunds';
import {
  accountRefundableChips,
  approveCreditRefund,
  barReportOf,
  changeCreditRefundDays,
  hubCreditRefundList,
  rejectCreditRefund,
  requestAccountCreditRefund,
  requestCreditRefundByCode,
} from '../bar/credit-refunds';
import { barEventOr404 } from '../bar/menus';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';

export const creditRefundHandlers: HandlersOf<typeof creditRefundEndpoints> = {
  accountCreditRefunds: async ({ db, principal, ctx }) => ({
    errorText: 'OK',
    chips: await accountRefundableChips(db, principal.account, (event) => pickText(event.name, ctx.language)),
  }),
  accountCreditRefundCreate: async ({ db, body, principal }) => ({
    errorText: 'OK',
    request: await requestAccountCreditRefund(db, principal.account, body),
  }),
  creditRefundCreate: async ({ db, body }) => ({
    errorText: 'OK',
    request: await requestCreditRefundByCode(db, body),
  }),
  hubCreditRefunds: async ({ db, params }) => ({
    errorText: 'OK',
    ...(await hubCreditRefundList(db, await barEventOr404(db, params.eventId))),
  }),
  hubCreditRefundApprove: async ({ db, params, body, principal, audit }) => {
    const request = await approveCreditRefund(
      db,
      params.eventId,
      params.requestId,
      body.reviewed,
      principal.actor.name,
    );
    audit.resource('creditRefund', request.requestId);
    audit.detail({ amount: request.amount, currencyId: request.currencyId, flags: request.flags });
    return { errorText: 'OK', request };
  },
  hubCreditRefundReject: async ({ db, params, principal, audit }) => {
    const request = await rejectCreditRefund(db, params.eventId, params.requestId, principal.actor.name);
    audit.resource('creditRefund', request.requestId);
    audit.detail({ amount: request.amount, flags: request.flags });
    return { errorText: 'OK', request };
  },
  hubCreditRefundWindow: async ({ db, params, body, audit }) => {
    const window = await changeCreditRefundDays(db, await barEventOr404(db, params.eventId), body.days);
    audit.resource('event', params.eventId);
    audit.detail({ creditRefundDays: body.days });
    return { errorText: 'OK', window };
  },
  hubBarReport: async ({ db, params }) => ({
    errorText: 'OK',
    report: await barReportOf(db, await barEventOr404(db, params.eventId)),
  }),
};
