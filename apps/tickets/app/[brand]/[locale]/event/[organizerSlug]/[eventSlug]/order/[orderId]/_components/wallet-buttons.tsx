// "Add to Apple Wallet" and "Save to Google Wallet" for one ticket; a wallet the pass service has no keys for
// has no link, and then no button.
import type { TicketWalletLinks } from '@repo/contract/wallet';

interface Props {
  links: TicketWalletLinks | undefined;
  /** Visible labels and the ticket's name, which tells apart the buttons of several tickets to a screen reader. */
  appleLabel: string;
  googleLabel: string;
  ticketLabel: string;
}

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-black px-4 py-2 text-sm font-semibold text-white ' +
  'hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function WalletGlyph() {
  // A wallet with two cards, drawn for this button: neither vendor's mark is reproduced.
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
      <rect x="3" y="6" width="18" height="14" rx="3" fill="currentColor" opacity="0.25" />
      <rect x="3" y="4" width="18" height="6" rx="2" fill="#a686ff" />
      <rect x="3" y="8" width="18" height="5" rx="2" fill="#ddd4ff" />
      <rect x="3" y="11" width="18" height="9" rx="3" fill="currentColor" />
      <circle cx="17" cy="15.5" r="1.5" fill="#000" />
    </svg>
  );
}

export function WalletButtons({ links, appleLabel, googleLabel, ticketLabel }: Props) {
  if (!links?.appleWalletPath && !links?.googleWalletPath) return null;
  return (
    <div className="flex basis-full flex-wrap gap-2" data-testid="wallet-buttons">
      {links.appleWalletPath ? (
        <a href={links.appleWalletPath} className={buttonClass}>
          <WalletGlyph />
          {appleLabel}
          <span className="sr-only"> – {ticketLabel}</span>
        </a>
      ) : null}
      {links.googleWalletPath ? (
        <a href={links.googleWalletPath} className={buttonClass}>
          <WalletGlyph />
          {googleLabel}
          <span className="sr-only"> – {ticketLabel}</span>
        </a>
      ) : null}
    </div>
  );
}
