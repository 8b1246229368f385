// SEPA credit transfer initiation, ISO 20022 pain.001.001.03 (the version every SEPA bank accepts), for
// payout batches in EUR: one payment information block, one transaction per refund, written with xmlbuilder2.
import { create } from 'xmlbuilder2';
import { foldToAscii } from '../bank-transfer/ascii-text';
import type { PayoutBatchInput } from './payout-file';
import { decimalAmount } from './payout-file';

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** The SEPA (EPC) character set: Latin letters, digits and / - ? : ( ) . , ' + and space. */
function sepaText(text: string, length: number): string {
  const folded = foldToAscii(text)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (folded === '' ? 'NOTPROVIDED' : folded).slice(0, length);
}

/** Ids (Max35Text) without the hyphens of a UUID, which some banks reject in ids. */
function compactId(id: string): string {
  return id.replace(/-/g, '').slice(0, 35);
}

function agent(bic: string | null) {
  // Since 2016 a SEPA payment needs no BIC; pain.001.001.03 still wants the agent element, so NOTPROVIDED.
  return bic ? { FinInstnId: { BIC: bic } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };
}

export function buildPain001(input: PayoutBatchInput): string {
  const total = input.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const count = String(input.payments.length);
  const controlSum = decimalAmount(total);
  const payerName = sepaText(input.payer.name, 70);
  const document = {
    Document: {
      '@xmlns': PAIN_001_NAMESPACE,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: compactId(input.batchId),
          CreDtTm: input.createdAt.toISOString().slice(0, 19),
          NbOfTxs: count,
          CtrlSum: controlSum,
          InitgPty: { Nm: payerName },
        },
        PmtInf: {
          PmtInfId: compactId(input.batchId),
          PmtMtd: 'TRF',
          BtchBookg: 'true',
          NbOfTxs: count,
          CtrlSum: controlSum,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: input.executionDate,
          Dbtr: { Nm: payerName },
          DbtrAcct: { Id: { IBAN: input.payer.iban }, Ccy: 'EUR' },
          DbtrAgt: agent(input.payer.bic),
          ChrgBr: 'SLEV',
          CdtTrfTxInf: input.payments.map((payment) => ({
            PmtId: {
              InstrId: compactId(payment.refundId),
              EndToEndId: compactId(payment.refundId),
            },
            Amt: { InstdAmt: { '@Ccy': 'EUR', '#': decimalAmount(payment.amount) } },
            ...(payment.bic ? { CdtrAgt: agent(payment.bic) } : {}),
            Cdtr: { Nm: sepaText(payment.recipientName, 70) },
            CdtrAcct: { Id: { IBAN: payment.iban } },
            RmtInf: { Ustrd: sepaText(payment.message, 140) },
          })),
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}
