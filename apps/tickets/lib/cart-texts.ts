// Price and sale-start texts of a cart, formatted by the server that renders the page. The browser's cart shows
// them on its first render instead of making its first Intl formatters while it hydrates: a browser's first
// Intl.NumberFormat loads ICU's number data, and with the first DateTimeFormat that was 94 ms of the cart's
// hydration at Lighthouse's 4x CPU slowdown (profiled 2026-12-02), one long task of a phone's page load. Amounts the
// page could not know (a total, a price changed since the page was rendered) are formatted in the browser.
import type { CartData } from './event-page';
import { formatDateTime, formatMoney } from './format';
import type { StorefrontLocale } from './locale';

export interface CartTexts {
  /** Money texts by `moneyKey(amount, currencyId)`. */
  readonly money: Readonly<Record<string, string>>;
  /** Moments (ISO) in the event's time zone, by their ISO text. */
  readonly dateTimes: Readonly<Record<string, string>>;
}

export interface CartFormat {
  money(amountMinor: number, currencyId: number): string;
  dateTime(iso: string): string;
}

function moneyKey(amountMinor: number, currencyId: number): string {
  return `${currencyId}:${amountMinor}`;
}

/** The texts of every price and sale start the cart shows from `data` as the page was rendered. */
export function cartTextsOf(data: CartData, locale: StorefrontLocale, timeZone: string): CartTexts {
  const money: Record<string, string> = {};
  const dateTimes: Record<string, string> = {};
  const priced = [...data.publicTicketTypes.ticketTypes, ...data.extraProducts.extraProducts];
  for (const { price, currencyId } of priced) {
    money[moneyKey(price, currencyId)] = formatMoney(price, currencyId, locale);
  }
  for (const { saleStartsAt } of data.publicTicketTypes.ticketTypes) {
    if (saleStartsAt) dateTimes[saleStartsAt] = formatDateTime(saleStartsAt, locale, timeZone);
  }
  return { money, dateTimes };
}

/** Formats as lib/format does, taking the server's text where it has one. */
export function cartFormatOf(texts: CartTexts, locale: StorefrontLocale, timeZone: string): CartFormat {
  return {
    money: (amountMinor, currencyId) =>
      texts.money[moneyKey(amountMinor, currencyId)] ?? formatMoney(amountMinor, currencyId, locale),
    dateTime: (iso) => texts.dateTimes[iso] ?? formatDateTime(iso, locale, timeZone),
  };
}
