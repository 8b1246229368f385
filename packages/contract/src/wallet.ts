// Wallet endpoints: an Apple Wallet pass and a Google Wallet save link for each ticket of a paid order.
import { z } from 'zod';
import { publicAccess } from './access';
import { binary, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';

// The order id is the buyer's key to the order, as for the PDF tickets (order-download-ticket): whoever holds
// the order page's link may fetch its tickets in any form.
const orderQuery = z.object({ orderId: uuid });
const ticketQuery = z.object({ orderId: uuid, ticketId: uuid });

/** Where a ticket can be added to a wallet; null when that wallet is not configured on this service. */
export const ticketWalletLinks = z.object({
  ticketId: uuid,
  /** A path on the pass API (forwarded by the storefront) that answers the .pkpass file. */
  appleWalletPath: z.string().nullable(),
  /** A path on the pass API that redirects to Google Wallet's save page. */
  googleWalletPath: z.string().nullable(),
});
export type TicketWalletLinks = z.infer<typeof ticketWalletLinks>;

export const walletEndpoints = {
  orderWalletLinks: defineEndpoint({
    id: 'orderWalletLinks',
    method: 'GET',
    path: '/pass/order/order-wallet-links',
    tag: 'order',
    access: publicAccess,
    summary:
      'Which wallets each ticket of a paid order can be added to (empty until paid; null links when a wallet is not configured)',
    query: orderQuery,
    response: ok({ tickets: z.array(ticketWalletLinks) }),
    errors: [404],
  }),
  orderAppleWalletPass: defineEndpoint({
    id: 'orderAppleWalletPass',
    method: 'GET',
    path: '/pass/order/order-apple-wallet-pass',
    tag: 'order',
    access: publicAccess,
    summary:
      'Apple Wallet pass (.pkpass) of one ticket of a paid order, in the order language. 404 ERROR_APPLE_WALLET_NOT_CONFIGURED without signing settings',
    query: ticketQuery,
    response: binary,
    produces: 'application/vnd.apple.pkpass',
    errors: [404, 409],
  }),
  orderGoogleWalletSave: defineEndpoint({
    id: 'orderGoogleWalletSave',
    method: 'GET',
    path: '/pass/order/order-google-wallet',
    tag: 'order',
    access: publicAccess,
    summary:
      "Redirects (303) to Google Wallet's save page for one ticket of a paid order; the signed JWT is made at the click, so e-mailed links do not go stale. 404 ERROR_GOOGLE_WALLET_NOT_CONFIGURED without signing settings",
    query: ticketQuery,
    response: ok({ saveUrl: z.url() }),
    errors: [404, 409],
  }),
} as const;
