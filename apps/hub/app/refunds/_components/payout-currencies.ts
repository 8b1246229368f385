// The currencies a payout batch file is written for: CZK (Czech ABO batch) and EUR (SEPA pain.001).
import { currency } from '@repo/enums/currency';

export const payoutCurrencies = [currency.ids.czk, currency.ids.eur] as const;
