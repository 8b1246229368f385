// The Czech domestic payment batch ("hromadný příkaz k úhradě") in the ABO/KPC text format that Czech banks'
// internet banking imports (KB, ČSOB, Česká spořitelna, Fio, Raiffeisenbank accept it as .kpc/.abo).
//
// Layout followed (one record a line, CRLF; fields separated by one space where the layout shows a space):
//
//   UHL1 record (file header), fixed width:
//     "UHL1" | date DDMMYY | client's short name, 20 chars left-aligned, space padded | client number,
//     10 digits (we write the payer's account number) | accounting file interval start "001" and end "001" |
//     fixed security code "000000" | secret security code "000000"
//   "1" record (accounting file header): "1 1501 SSSPPP BBBB"
//     1501 = payments (1502 would be collections) | SSS file number of the day, PPP branch "000" |
//     BBBB the payer's bank code
//   "2" record (group header): "2 <payer account> <group total, 14 digits, haléře> <due date DDMMYY>"
//   item records: "<recipient account> <amount in haléře> <VS, 10 digits> <bank code 4><KS 4 digits>
//     <SS, 10 digits> AV:<message to the recipient, up to 35 chars>"
//   "3 +" closes the group, "5 +" closes the accounting file.
//
// Accounts are written "prefix-number" (without leading zeros; no prefix when it is 0). Amounts are whole
// haléře without a decimal point. The text is folded to ASCII, so the file is the same in Windows-1250 (what
// the banks expect) and UTF-8. The constant symbol is 0558 ("other payments, refunds"); no specific symbol.
import { foldToAscii } from '../bank-transfer/ascii-text';
import type { DomesticAccount } from './payout-account';
import type { PayoutBatchInput } from './payout-file';

const CONSTANT_SYMBOL = '0558';

function ddmmyy(isoDay: string): string {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  return `${day}${month}${year.slice(2)}`;
}

function accountText(account: DomesticAccount): string {
  const prefix = account.prefix.replace(/^0+/, '');
  return `${prefix ? `${prefix}-` : ''}${account.number.replace(/^0+/, '')}`;
}

/** ABO allows letters, digits and a few signs in texts; the rest becomes a space. */
function aboText(text: string, length: number): string {
  return foldToAscii(text)
    .replace(/[^A-Za-z0-9 .,\-/+()]/g, ' ')
    .slice(0, length);
}

/** The batch as ABO text; every payment must have a domestic (Czech) account, as must the payer. */
export function buildAboKpc(input: PayoutBatchInput, fileNumberOfDay = 1): string {
  const payer = input.payer.domestic;
  if (!payer) throw new Error('The ABO batch needs a Czech payer account');
  const total = input.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const due = ddmmyy(input.executionDate);
  const lines = [
    `UHL1${due}${aboText(input.payer.name, 20).padEnd(20, ' ')}${payer.number.padStart(10, '0').slice(-10)}001001000000000000`,
    `1 1501 ${String(fileNumberOfDay).padStart(3, '0')}000 ${payer.bankCode}`,
    `2 ${accountText(payer)} ${String(total).padStart(14, '0')} ${due}`,
    ...input.payments.map((payment) => {
      const to = payment.domestic;
      if (!to) throw new Error(`Refund ${payment.refundId} has no Czech account for the ABO batch`);
      const symbol = (payment.variableSymbol ?? '').replace(/\D/g, '').slice(-10).padStart(10, '0');
      return [
        accountText(to),
        String(payment.amount),
        symbol,
        `${to.bankCode}${CONSTANT_SYMBOL}`,
        '0000000000',
        `AV:${aboText(payment.message, 35)}`,
      ].join(' ');
    }),
    '3 +',
    '5 +',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
