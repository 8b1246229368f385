// Where each ticket of an order can be added to a wallet: pass API paths, or null for a wallet that is off.
import { walletEndpoints } from '@repo/contract/wallet';
import type { TicketWalletLinks } from '@repo/contract/wallet';
import type { WalletSettings } from './wallet-settings';

export function ticketWalletLinks(
  settings: WalletSettings,
  orderId: string,
  ticketIds: readonly string[],
): TicketWalletLinks[] {
  const path = (endpointPath: string, ticketId: string) =>
    `${endpointPath}?${new URLSearchParams({ orderId, ticketId }).toString()}`;
  return ticketIds.map((ticketId) => ({
    ticketId,
    appleWalletPath: settings.apple ? path(walletEndpoints.orderAppleWalletPass.path, ticketId) : null,
    googleWalletPath: settings.google ? path(walletEndpoints.orderGoogleWalletSave.path, ticketId) : null,
  }));
}
