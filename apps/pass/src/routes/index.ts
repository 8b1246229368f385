// Registers every contract family with its handlers; the handler maps are typed, so none can be left out.
import { accountEndpoints } from '@repo/contract/accounts';
import { artworkEndpoints } from '@repo/contract/artwork';
import { bandEndpoints, bandFavoriteEndpoints } from '@repo/contract/bands';
import { eventEndpoints } from '@repo/contract/events';
import { eventV2Endpoints } from '@repo/contract/events-v2';
import { galleryEndpoints } from '@repo/contract/galleries';
import { serviceEndpoints } from '@repo/contract/health';
import { organizerEndpoints, organizerV2Endpoints } from '@repo/contract/organizers';
import { hubEndpoints } from '@repo/contract/hub';
import { hubApiKeyEndpoints } from '@repo/contract/hub-api-keys';
import { hubAuditEndpoints } from '@repo/contract/hub-audit';
import { hubBankEndpoints } from '@repo/contract/hub-bank';
import { hubOrderEndpoints } from '@repo/contract/hub-orders';
import { hubRefundEndpoints } from '@repo/contract/hub-refunds';
import { hubExportEndpoints } from '@repo/contract/hub-exports';
import { hubAttendeeEndpoints } from '@repo/contract/hub-attendees';
import { hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { hubTeamEndpoints } from '@repo/contract/hub-team';
import { hubProfileEndpoints } from '@repo/contract/hub-profile';
import { hubVenueEndpoints } from '@repo/contract/hub-venues';
import { hubEventEndpoints } from '@repo/contract/hub-events';
import { imageEndpoints } from '@repo/contract/images';
import { hubCodeEndpoints } from '@repo/contract/hub-codes';
import { hubCouponEndpoints } from '@repo/contract/hub-coupons';
import { hubSeatPlanEndpoints } from '@repo/contract/hub-seat-plans';
import { hubProductEndpoints } from '@repo/contract/hub-products';
import { hubProgrammeEndpoints } from '@repo/contract/hub-programme';
import { hubTicketTypeEndpoints } from '@repo/contract/hub-ticket-types';
import { deviceEndpoints, hubDeviceEndpoints } from '@repo/contract/devices';
import { doorEndpoints } from '@repo/contract/door';
import { barEndpoints } from '@repo/contract/bar';
import { creditRefundEndpoints } from '@repo/contract/credit-refunds';
import { topUpDeskEndpoints } from '@repo/contract/top-up-desk';
import { performerEndpoints, performerFavoriteEndpoints } from '@repo/contract/performers';
import { productEndpoints } from '@repo/contract/products';
import { programEndpoints } from '@repo/contract/program';
import { orderEndpoints } from '@repo/contract/orders';
import { chipCreditEndpoints } from '@repo/contract/chip-credit';
import { aresEndpoints } from '@repo/contract/ares';
import { couponEndpoints } from '@repo/contract/coupons';
import { discountCodeEndpoints } from '@repo/contract/discount-codes';
import { paymentEndpoints } from '@repo/contract/payments';
import { receiptEndpoints } from '@repo/contract/receipts';
import { soldTicketEndpoints } from '@repo/contract/sold-tickets';
import { reservationEndpoints } from '@repo/contract/reservations';
import { sectorEndpoints } from '@repo/contract/sectors';
import { ticketEndpoints } from '@repo/contract/tickets';
import { ticketV2Endpoints } from '@repo/contract/tickets-v2';
import { walletEndpoints } from '@repo/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { createAresClient } from '../ares/ares-client';
import type { Database } from '../db/database';
import type { EndpointDefinition } from '@repo/contract/endpoint';
import { registerFamily } from '../http/register-endpoint';
import type { HandlersOf, RegisterOptions } from '../http/register-endpoint';
import { createResponseCache } from '../http/response-cache';
import { accountHandlers } from './accounts';
import { artworkHandlers } from './artwork';
import type { AccountRouteConfig } from './accounts';
import { bandHandlers } from './bands';
import { eventHandlers } from './events';
import { eventV2Handlers } from './events-v2';
import { galleryHandlers } from './galleries';
import { organizerHandlers, organizerV2Handlers } from './organizers';
import { bandFavoriteHandlers, performerFavoriteHandlers } from './favorites';
import { hubHandlers } from './hub';
import { hubApiKeyHandlers } from './hub-api-keys';
import { hubAuditHandlers } from './hub-audit';
import { hubBankHandlers } from './hub-bank';
import { hubOrderHandlers } from './hub-orders';
import { hubRefundHandlers } from './hub-refunds';
import { hubExportHandlers } from './hub-exports';
import { hubAttendeeHandlers } from './hub-attendees';
import { hubOrderDetailHandlers } from './hub-order-detail';
import type { PaymentProviders } from '../payments/providers';
import { hubTeamHandlers } from './hub-team';
import { hubProfileHandlers } from './hub-profile';
import { hubVenueHandlers } from './hub-venues';
import { hubEventHandlers } from './hub-events';
import { imageHandlers } from './images';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { hubCodeHandlers } from './hub-codes';
import { hubCouponHandlers } from './hub-coupons';
import { hubSeatPlanHandlers } from './hub-seat-plans';
import { hubWebhookHandlers } from './hub-webhooks';
import { hubPaymentProviderHandlers } from './hub-payment-provider';
import { providerPaymentHandlers } from './provider-payments';
import { hubPaymentProviderEndpoints } from '@repo/contract/hub-payment-provider';
import { providerPaymentEndpoints } from '@repo/contract/provider-payments';
import type { HostedPaymentConfig } from '../payments/hosted-payments';
import { hubReportHandlers } from './hub-reports';
import { hubMailTextHandlers } from './hub-mail-texts';
import { hubMailTextEndpoints } from '@repo/contract/hub-mail-texts';
import { hubReportEndpoints } from '@repo/contract/hub-reports';
import { hubWebhookEndpoints } from '@repo/contract/hub-webhooks';
import { hubProductHandlers } from './hub-products';
import { hubProgrammeHandlers } from './hub-programme';
import { hubTicketTypeHandlers } from './hub-ticket-types';
import { deviceHandlers, hubDeviceHandlers } from './devices';
import { doorHandlers } from './door';
import { barHandlers } from './bar';
import { creditRefundHandlers } from './credit-refunds';
import { topUpDeskHandlers } from './top-up-desk';
import { performerHandlers } from './performers';
import { productHandlers } from './products';
import { programHandlers } from './program';
import { orderHandlers } from './orders';
import { chipCreditHandlers } from './chip-credit';
import { aresHandlers } from './ares';
import { couponHandlers } from './coupons';
import { discountCodeHandlers } from './discount-codes';
import { paymentHandlers, withoutDemoGateway } from './payments';
import { receiptHandlers } from './receipts';
import { soldTicketHandlers } from './sold-tickets';
import { reservationHandlers } from './reservations';
import { sectorHandlers } from './sectors';
import { serviceHandlers } from './service';
import { ticketHandlers } from './tickets';
import { ticketV2Handlers } from './tickets-v2';
import { walletHandlers } from './wallet';
import type { WalletSettings } from '../wallet/wallet-settings';
import { hubWaitingRoomEndpoints, waitingRoomEndpoints } from '@repo/contract/waiting-room';
import type { WaitingRoomConfig } from '../waiting-room/waiting-room';
import { hubWaitingRoomHandlers, waitingRoomHandlers } from './waiting-room';

export interface RouteOptions {
  /** TTL of the catalogue response cache; 0 turns it off. */
  catalogueCacheSeconds: number;
  /** The business register for GET /pass/ares. */
  aresUrl: string;
  aresTimeoutMs: number;
  /** How long a cart hold keeps its tickets. */
  holdMs: number;
  orderWindowMs: number;
  bankWindowMs: number;
  publicPassUrl: string;
  publicTicketsUrl: string;
  /** Origin of the organizer hub (invitation and device pairing links). */
  hubOrigin: string;
  demoGatewaySecret: string;
  /** Serve the demo card gateway's page, actions and webhook (DEMO_GATEWAY); off, they are 404. */
  demoGateway: boolean;
  /** The refund calls of the payment providers, by provider id (payment.provider). */
  paymentProviders: PaymentProviders;
  /** Organizers' own Stripe and GoPay accounts: where their APIs are, timeouts, the key that seals secrets. */
  hostedPayments: HostedPaymentConfig;
  /** Bearer token of the operator endpoints (statement import, refund queue); null turns them off. */
  operatorToken: string | null;
  /** Called after a commit that made an order paid (wakes the e-mail worker). */
  onPaid: () => void;
  /** Tokens, throttling limits and the outbox wake-up of the account endpoints. */
  accounts: AccountRouteConfig;
  /** Signing material of the wallets; a wallet without it has no links and its endpoint answers 404. */
  wallet: WalletSettings;
  /** Organiser writes announce here; the catalogue cache forgets its answers when it hears one. */
  catalogueChanges: CatalogueChanges;
  /** The waiting room's queue, token secret and windows (holds check admission through it). */
  waitingRoom: WaitingRoomConfig;
  /** Whether webhook URLs may point at private addresses (local and test stages); off when omitted. */
  webhookAllowPrivate?: boolean;
}

export function registerRoutes(app: FastifyInstance, database: Database, options: RouteOptions): void {
  const { db } = database;
  const access = { operatorToken: options.operatorToken };
  const register = <Family extends Record<string, EndpointDefinition>>(
    family: Family,
    handlers: HandlersOf<Family>,
    registerOptions?: RegisterOptions,
  ) => registerFamily(app, db, access, family, handlers, registerOptions);
  register(serviceEndpoints, serviceHandlers(database));
  // Pictures are drawn once per process and sent with their own Cache-Control, not through the catalogue cache.
  register(artworkEndpoints, artworkHandlers);
  // Uploaded pictures never change under their name; they carry their own year-long Cache-Control.
  register(imageEndpoints, imageHandlers);
  // The register's answers are cached by the client itself (found companies only), not as HTTP responses.
  register(
    aresEndpoints,
    aresHandlers(createAresClient({ baseUrl: options.aresUrl, timeoutMs: options.aresTimeoutMs })),
  );
  const changes = options.catalogueChanges;
  const catalogue =
    options.catalogueCacheSeconds > 0 ? { cache: createResponseCache(options.catalogueCacheSeconds) } : {};
  // A published or changed event reaches buyers at once, not after the cache's seconds.
  if (catalogue.cache) changes.onChange(catalogue.cache.clear);
  register(organizerEndpoints, organizerHandlers, catalogue);
  register(organizerV2Endpoints, organizerV2Handlers, catalogue);
  register(eventEndpoints, eventHandlers, catalogue);
  register(eventV2Endpoints, eventV2Handlers, catalogue);
  register(bandEndpoints, bandHandlers, catalogue);
  register(performerEndpoints, performerHandlers, catalogue);
  register(galleryEndpoints, galleryHandlers, catalogue);
  register(programEndpoints, programHandlers, catalogue);
  register(productEndpoints, productHandlers, catalogue);
  register(ticketEndpoints, ticketHandlers, catalogue);
  register(ticketV2Endpoints, ticketV2Handlers, catalogue);
  register(sectorEndpoints, sectorHandlers, catalogue);
  // Selling is never cached: every answer reflects the database at that moment.
  register(
    reservationEndpoints,
    reservationHandlers({ holdMs: options.holdMs, waitingRoom: options.waitingRoom }),
  );
  register(waitingRoomEndpoints, waitingRoomHandlers(options.waitingRoom));
  register(hubWaitingRoomEndpoints, hubWaitingRoomHandlers(options.waitingRoom));
  register(orderEndpoints, orderHandlers(options));
  register(walletEndpoints, walletHandlers(options));
  const payments = paymentHandlers({
    demoSecret: options.demoGatewaySecret,
    publicTicketsUrl: options.publicTicketsUrl,
    onPaid: options.onPaid,
  });
  // Not registered at all when off: nobody can mark an order paid through a gateway that takes no money.
  register(options.demoGateway ? paymentEndpoints : withoutDemoGateway(paymentEndpoints), payments);
  register(
    providerPaymentEndpoints,
    providerPaymentHandlers({ ...options.hostedPayments, onPaid: options.onPaid }),
  );
  register(receiptEndpoints, receiptHandlers);
  register(soldTicketEndpoints, soldTicketHandlers);
  register(discountCodeEndpoints, discountCodeHandlers);
  register(couponEndpoints, couponHandlers({ onPaid: options.onPaid }));
  register(chipCreditEndpoints, chipCreditHandlers(options));
  // Per-account answers: never cached (they are also secured, and the cache keys carry no account).
  register(accountEndpoints, accountHandlers(options.accounts));
  register(bandFavoriteEndpoints, bandFavoriteHandlers);
  register(performerFavoriteEndpoints, performerFavoriteHandlers);
  register(hubEndpoints, hubHandlers);
  register(hubTeamEndpoints, hubTeamHandlers);
  register(hubApiKeyEndpoints, hubApiKeyHandlers);
  register(hubAuditEndpoints, hubAuditHandlers);
  register(hubBankEndpoints, hubBankHandlers({ onPaid: options.onPaid }));
  register(hubOrderEndpoints, hubOrderHandlers);
  register(hubRefundEndpoints, hubRefundHandlers);
  register(hubExportEndpoints, hubExportHandlers);
  register(hubAttendeeEndpoints, hubAttendeeHandlers);
  register(
    hubOrderDetailEndpoints,
    hubOrderDetailHandlers({ rootDb: db, providers: options.paymentProviders, onPaid: options.onPaid }),
  );
  register(hubProfileEndpoints, hubProfileHandlers(changes));
  register(hubVenueEndpoints, hubVenueHandlers(changes));
  register(hubEventEndpoints, hubEventHandlers(changes));
  register(hubTicketTypeEndpoints, hubTicketTypeHandlers);
  register(hubProductEndpoints, hubProductHandlers);
  register(hubProgrammeEndpoints, hubProgrammeHandlers(changes));
  register(hubCodeEndpoints, hubCodeHandlers);
  register(hubCouponEndpoints, hubCouponHandlers);
  register(hubSeatPlanEndpoints, hubSeatPlanHandlers);
  register(hubReportEndpoints, hubReportHandlers);
  register(hubMailTextEndpoints, hubMailTextHandlers);
  register(
    hubWebhookEndpoints,
    hubWebhookHandlers({
      policy: { allowPrivate: options.webhookAllowPrivate ?? false },
      box: options.hostedPayments.box,
      wakeOutbox: options.accounts.wakeOutbox,
    }),
  );
  register(
    hubPaymentProviderEndpoints,
    hubPaymentProviderHandlers({
      box: options.hostedPayments.box,
      publicPassUrl: options.hostedPayments.publicPassUrl,
    }),
  );
  const devices = { hubOrigin: options.hubOrigin, throttleWindowMs: options.accounts.throttleWindowMs };
  register(hubDeviceEndpoints, hubDeviceHandlers(devices));
  register(deviceEndpoints, deviceHandlers(devices));
  register(doorEndpoints, doorHandlers);
  register(barEndpoints, barHandlers);
  register(creditRefundEndpoints, creditRefundHandlers);
  register(topUpDeskEndpoints, topUpDeskHandlers);
}
