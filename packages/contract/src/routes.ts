// The route table: every endpoint of the pass API, grouped by family. Server, client and OpenAPI read it.
import type { EndpointDefinition } from './endpoint';
import { accountEndpoints } from './accounts';
import { artworkEndpoints } from './artwork';
import { bandEndpoints, bandFavoriteEndpoints } from './bands';
import { eventEndpoints } from './events';
import { eventV2Endpoints } from './events-v2';
import { galleryEndpoints } from './galleries';
import { serviceEndpoints } from './health';
import { organizerEndpoints, organizerV2Endpoints } from './organizers';
import { hubEndpoints } from './hub';
import { hubApiKeyEndpoints } from './hub-api-keys';
import { hubWebhookEndpoints } from './hub-webhooks';
import { hubPaymentProviderEndpoints } from './hub-payment-provider';
import { providerPaymentEndpoints } from './provider-payments';
import { hubReportEndpoints } from './hub-reports';
import { hubMailTextEndpoints } from './hub-mail-texts';
import { hubAuditEndpoints } from './hub-audit';
import { hubBankEndpoints } from './hub-bank';
import { hubOrderEndpoints } from './hub-orders';
import { hubRefundEndpoints } from './hub-refunds';
import { hubExportEndpoints } from './hub-exports';
import { hubAttendeeEndpoints } from './hub-attendees';
import { hubOrderDetailEndpoints } from './hub-order-detail';
import { hubTeamEndpoints } from './hub-team';
import { hubProfileEndpoints } from './hub-profile';
import { hubVenueEndpoints } from './hub-venues';
import { hubEventEndpoints } from './hub-events';
import { imageEndpoints } from './images';
import { hubCodeEndpoints } from './hub-codes';
import { hubCouponEndpoints } from './hub-coupons';
import { hubSeatPlanEndpoints } from './hub-seat-plans';
import { hubProductEndpoints } from './hub-products';
import { hubProgrammeEndpoints } from './hub-programme';
import { hubTicketTypeEndpoints } from './hub-ticket-types';
import { deviceEndpoints, hubDeviceEndpoints } from './devices';
import { doorEndpoints } from './door';
import { barEndpoints } from './bar';
import { creditRefundEndpoints } from './credit-refunds';
import { topUpDeskEndpoints } from './top-up-desk';
import { performerEndpoints, performerFavoriteEndpoints } from './performers';
import { productEndpoints } from './products';
import { programEndpoints } from './program';
import { orderEndpoints } from './orders';
import { chipCreditEndpoints } from './chip-credit';
import { aresEndpoints } from './ares';
import { couponEndpoints } from './coupons';
import { discountCodeEndpoints } from './discount-codes';
import { paymentEndpoints } from './payments';
import { receiptEndpoints } from './receipts';
import { soldTicketEndpoints } from './sold-tickets';
import { reservationEndpoints } from './reservations';
import { hubWaitingRoomEndpoints, waitingRoomEndpoints } from './waiting-room';
import { sectorEndpoints } from './sectors';
import { ticketEndpoints } from './tickets';
import { ticketV2Endpoints } from './tickets-v2';
import { walletEndpoints } from './wallet';

export const endpointFamilies = {
  service: serviceEndpoints,
  ares: aresEndpoints,
  artwork: artworkEndpoints,
  image: imageEndpoints,
  organizer: organizerEndpoints,
  organizerV2: organizerV2Endpoints,
  event: eventEndpoints,
  eventV2: eventV2Endpoints,
  band: bandEndpoints,
  performer: performerEndpoints,
  gallery: galleryEndpoints,
  program: programEndpoints,
  product: productEndpoints,
  ticket: ticketEndpoints,
  ticketV2: ticketV2Endpoints,
  sector: sectorEndpoints,
  reservation: reservationEndpoints,
  waitingRoom: waitingRoomEndpoints,
  order: orderEndpoints,
  wallet: walletEndpoints,
  payment: paymentEndpoints,
  receipt: receiptEndpoints,
  soldTicket: soldTicketEndpoints,
  discountCode: discountCodeEndpoints,
  coupon: couponEndpoints,
  chipCredit: chipCreditEndpoints,
  account: accountEndpoints,
  bandFavorite: bandFavoriteEndpoints,
  performerFavorite: performerFavoriteEndpoints,
  hub: hubEndpoints,
  hubTeam: hubTeamEndpoints,
  hubApiKey: hubApiKeyEndpoints,
  hubDevice: hubDeviceEndpoints,
  hubAudit: hubAuditEndpoints,
  hubBank: hubBankEndpoints,
  hubOrder: hubOrderEndpoints,
  hubRefund: hubRefundEndpoints,
  hubExport: hubExportEndpoints,
  hubAttendee: hubAttendeeEndpoints,
  hubOrderDetail: hubOrderDetailEndpoints,
  hubProfile: hubProfileEndpoints,
  hubVenue: hubVenueEndpoints,
  hubEvent: hubEventEndpoints,
  hubTicketType: hubTicketTypeEndpoints,
  hubProduct: hubProductEndpoints,
  hubProgramme: hubProgrammeEndpoints,
  hubCode: hubCodeEndpoints,
  hubCoupon: hubCouponEndpoints,
  hubSeatPlan: hubSeatPlanEndpoints,
  hubWebhook: hubWebhookEndpoints,
  hubPaymentProvider: hubPaymentProviderEndpoints,
  providerPayment: providerPaymentEndpoints,
  hubReport: hubReportEndpoints,
  hubMailText: hubMailTextEndpoints,
  hubWaitingRoom: hubWaitingRoomEndpoints,
  device: deviceEndpoints,
  door: doorEndpoints,
  bar: barEndpoints,
  creditRefund: creditRefundEndpoints,
  topUpDesk: topUpDeskEndpoints,
} as const;

export const endpoints = {
  ...serviceEndpoints,
  ...aresEndpoints,
  ...artworkEndpoints,
  ...imageEndpoints,
  ...organizerEndpoints,
  ...organizerV2Endpoints,
  ...eventEndpoints,
  ...eventV2Endpoints,
  ...bandEndpoints,
  ...performerEndpoints,
  ...galleryEndpoints,
  ...programEndpoints,
  ...productEndpoints,
  ...ticketEndpoints,
  ...ticketV2Endpoints,
  ...sectorEndpoints,
  ...reservationEndpoints,
  ...waitingRoomEndpoints,
  ...orderEndpoints,
  ...walletEndpoints,
  ...paymentEndpoints,
  ...receiptEndpoints,
  ...soldTicketEndpoints,
  ...discountCodeEndpoints,
  ...couponEndpoints,
  ...chipCreditEndpoints,
  ...accountEndpoints,
  ...bandFavoriteEndpoints,
  ...performerFavoriteEndpoints,
  ...hubEndpoints,
  ...hubTeamEndpoints,
  ...hubApiKeyEndpoints,
  ...hubDeviceEndpoints,
  ...hubAuditEndpoints,
  ...hubBankEndpoints,
  ...hubOrderEndpoints,
  ...hubRefundEndpoints,
  ...hubExportEndpoints,
  ...hubAttendeeEndpoints,
  ...hubOrderDetailEndpoints,
  ...hubProfileEndpoints,
  ...hubVenueEndpoints,
  ...hubEventEndpoints,
  ...hubTicketTypeEndpoints,
  ...hubProductEndpoints,
  ...hubProgrammeEndpoints,
  ...hubCodeEndpoints,
  ...hubCouponEndpoints,
  ...hubSeatPlanEndpoints,
  ...hubWebhookEndpoints,
  ...hubPaymentProviderEndpoints,
  ...providerPaymentEndpoints,
  ...hubReportEndpoints,
  ...hubMailTextEndpoints,
  ...hubWaitingRoomEndpoints,
  ...deviceEndpoints,
  ...doorEndpoints,
  ...barEndpoints,
  ...creditRefundEndpoints,
  ...topUpDeskEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

export const endpointList: readonly EndpointDefinition[] = Object.values(endpoints);
