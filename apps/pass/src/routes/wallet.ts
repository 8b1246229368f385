// Handlers of the wallet endpoints: which wallets a ticket can go to, the Apple pass, the Google save redirect.
import type { walletEndpoints } from '@repo/contract/wallet';
import { orderStatus } from '@repo/enums';
import { DomainError } from '../domain/domain-error';
import type { HandlersOf } from '../http/register-endpoint';
import { orderTicketRows } from '../selling/order-views';
import { renderApplePass } from '../wallet/apple-pass';
import { googleWalletSaveUrl } from '../wallet/google-wallet';
import { ticketWalletLinks } from '../wallet/wallet-links';
import type { WalletSettings } from '../wallet/wallet-settings';
import { walletTicketOf } from '../wallet/wallet-ticket';
import { orderOr404 } from './orders';

export interface WalletRouteConfig {
  wallet: WalletSettings;
  /** The storefront, the one origin allowed to show Google's save button with our JWTs. */
  publicTicketsUrl: string;
}

export function walletHandlers(config: WalletRouteConfig): HandlersOf<typeof walletEndpoints> {
  const { wallet } = config;
  return {
    orderWalletLinks: async ({ db, query }) => {
      const { order } = await orderOr404(db, query.orderId);
      if (order.statusId !== orderStatus.ids.paid) return { errorText: 'OK', tickets: [] };
      const rows = await orderTicketRows(db, order.id);
      return {
        errorText: 'OK',
        tickets: ticketWalletLinks(
          wallet,
          order.id,
          rows.map((row) => row.ticket.id),
        ),
      };
    },
    orderAppleWalletPass: async ({ db, query, reply }) => {
      if (!wallet.apple) {
        throw new DomainError('APPLE_WALLET_NOT_CONFIGURED', 'Apple Wallet passes are not set up here');
      }
      const { order } = await orderOr404(db, query.orderId);
      const ticket = await walletTicketOf(db, order, query.ticketId);
      void reply.header(
        'content-disposition',
        `attachment; filename="vstupenka-${order.orderNumber}-${ticket.ticketId.slice(0, 8)}.pkpass"`,
      );
      return renderApplePass(ticket, wallet.apple);
    },
    orderGoogleWalletSave: async ({ db, query, reply }) => {
      if (!wallet.google) {
        throw new DomainError('GOOGLE_WALLET_NOT_CONFIGURED', 'Google Wallet is not set up here');
      }
      const { order } = await orderOr404(db, query.orderId);
      const ticket = await walletTicketOf(db, order, query.ticketId);
      const saveUrl = await googleWalletSaveUrl(ticket, wallet.google, [
        new URL(config.publicTicketsUrl).origin,
      ]);
      void reply.code(303).header('location', saveUrl);
      return { errorText: 'OK', saveUrl };
    },
  };
}
