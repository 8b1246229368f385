'use client';
// Codes in words for the lists and the CSV: what a discount gives, which ticket types, validity and usage.
import type { HubAccessCode, HubDiscountCode } from '@repo/contract/hub-codes';
import type { CatalogueEvent } from '@repo/contract/hub-ticket-types';
import { formatMoney } from '@repo/i18n/money';
import { useT } from '@/app/_components/providers';
import { formatPercent } from '@/lib/money-input';
import type { CsvCode } from '@/lib/codes-csv';

/** A ticket type as a code names it: a tour's are named with their event. */
export interface NamedTicketType {
  ticketTypeId: string;
  namePub: string;
}

export function useCodeTerms(event: CatalogueEvent, ticketTypes: readonly NamedTicketType[]) {
  const { t, language } = useT();
  const dateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  const when = (iso: string | null) => (iso === null ? '' : dateTime.format(new Date(iso)));
  const typeNames = (ids: readonly string[]) =>
    ids.length === 0
      ? t('main::hubPages.catalogue.codes.allTicketTypes')
      : ids.map((id) => ticketTypes.find((type) => type.ticketTypeId === id)?.namePub ?? id).join(', ');
  const discount = (code: HubDiscountCode) =>
    code.kind === 'percent'
      ? `${formatPercent(code.value)} %`
      : formatMoney(code.value, event.currencyId, language);
  const usage = (code: HubDiscountCode) =>
    code.usageLimit === null ? String(code.used) : `${code.used} / ${code.usageLimit}`;
  const validity = (code: { validFrom: string | null; validUntil: string | null }) =>
    code.validFrom === null && code.validUntil === null
      ? t('main::hubPages.catalogue.codes.always')
      : `${when(code.validFrom) || '…'} – ${when(code.validUntil) || '…'}`;

  const discountCsv = (code: HubDiscountCode): CsvCode => ({
    code: code.code,
    terms: `${discount(code)} · ${typeNames(code.ticketTypeIds)}`,
    validFrom: when(code.validFrom),
    validUntil: when(code.validUntil),
    usage: usage(code),
    active: code.active,
  });
  const accessCsv = (code: HubAccessCode): CsvCode => ({
    code: code.code,
    terms: typeNames(code.ticketTypeIds),
    validFrom: when(code.validFrom),
    validUntil: when(code.validUntil),
    usage: '',
    active: code.active,
  });
  const csvHeaders = {
    code: t('main::hubPages.catalogue.codes.code'),
    terms: t('main::hubPages.catalogue.codes.terms'),
    validFrom: t('main::hubPages.catalogue.codes.validFrom'),
    validUntil: t('main::hubPages.catalogue.codes.validUntil'),
    usage: t('main::hubPages.catalogue.codes.usage'),
    active: t('main::hubPages.catalogue.codes.activeColumn'),
  };
  return { typeNames, discount, usage, validity, when, discountCsv, accessCsv, csvHeaders };
}
