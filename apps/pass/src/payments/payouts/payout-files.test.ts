// The payout batch files: pain.001.001.03 parsed back with fast-xml-parser, the ABO batch read line by line.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildAboKpc } from './abo-kpc';
import { parsePayoutAccount, usableFor } from './payout-account';
import type { PayoutBatchInput } from './payout-file';
import { PAIN_001_NAMESPACE, buildPain001 } from './pain001';

function batch(currency: 'EUR' | 'CZK'): PayoutBatchInput {
  const payer =
    currency === 'EUR'
      ? parsePayoutAccount('SK3112000000198742637541')
      : parsePayoutAccount('19-2000145399/0800');
  const first = parsePayoutAccount(
    currency === 'EUR' ? 'DE89 3704 0044 0532 0130 00 COBADEFFXXX' : '2000145399/0800',
  );
  const second = parsePayoutAccount(currency === 'EUR' ? 'AT611904300234573201' : '123-0000000123/0100');
  if (!payer || !first || !second) throw new Error('test accounts must parse');
  return {
    batchId: '0b6f4d2c-1111-4222-8333-944455556666',
    createdAt: new Date('2026-11-24T10:00:00Z'),
    executionDate: '2026-11-25',
    payer: { name: 'Festival Žluťoučký kůň s.r.o.', ...payer },
    payments: [
      {
        refundId: 'aaaaaaaa-1111-4222-8333-944455556666',
        amount: 12345,
        recipientName: 'Jiří Dvořák',
        ...first,
        variableSymbol: '100200',
        message: 'Vrácení platby obj. 100200',
      },
      {
        refundId: 'bbbbbbbb-1111-4222-8333-944455556666',
        amount: 55,
        recipientName: 'Anna <Nováková> & co',
        ...second,
        variableSymbol: null,
        message: 'Vrácení platby',
      },
    ],
  };
}

describe('parsePayoutAccount', () => {
  it('reads Czech numbers and IBANs, and refuses wrong check digits', () => {
    expect(parsePayoutAccount('19-2000145399/0800')).toEqual({
      iban: 'CZ6508000000192000145399',
      bic: null,
      domestic: { prefix: '19', number: '2000145399', bankCode: '0800' },
    });
    expect(parsePayoutAccount('CZ65 0800 0000 1920 0014 5399')?.domestic).toEqual({
      prefix: '19',
      number: '2000145399',
      bankCode: '0800',
    });
    expect(parsePayoutAccount('DE89370400440532013000 / COBADEFFXXX')?.bic).toBe('COBADEFFXXX');
    expect(parsePayoutAccount('19-2000145398/0800')).toBeNull();
    expect(parsePayoutAccount('DE89370400440532013001')).toBeNull();
    expect(parsePayoutAccount('')).toBeNull();
    expect(usableFor(parsePayoutAccount('DE89370400440532013000'), 'CZK')).toBe(false);
    expect(usableFor(parsePayoutAccount('DE89370400440532013000'), 'EUR')).toBe(true);
    expect(usableFor(parsePayoutAccount('2000145399/0800'), 'CZK')).toBe(true);
  });
});

describe('buildPain001', () => {
  it('writes a well-formed pain.001.001.03 with counts, control sums and accounts', () => {
    const xml = buildPain001(batch('EUR'));
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      preserveOrder: false,
    }).parse(xml);
    const document = parsed.Document;
    expect(document['@_xmlns']).toBe(PAIN_001_NAMESPACE);
    const header = document.CstmrCdtTrfInitn.GrpHdr;
    expect(header.NbOfTxs).toBe('2');
    expect(header.CtrlSum).toBe('124.00');
    expect(header.MsgId).toMatch(/^[0-9a-f]{32}$/);
    const info = document.CstmrCdtTrfInitn.PmtInf;
    expect(info.CtrlSum).toBe('124.00');
    expect(info.PmtTpInf.SvcLvl.Cd).toBe('SEPA');
    expect(info.DbtrAcct.Id.IBAN).toBe('SK3112000000198742637541');
    expect(info.DbtrAcct.Ccy).toBe('EUR');
    expect(info.Dbtr.Nm).toBe('Festival Zlutoucky kun s.r.o.');
    const [first, second] = info.CdtTrfTxInf;
    expect(first.Amt.InstdAmt['#text']).toBe('123.45');
    expect(first.Amt.InstdAmt['@_Ccy']).toBe('EUR');
    expect(first.CdtrAcct.Id.IBAN).toBe('DE89370400440532013000');
    expect(first.CdtrAgt.FinInstnId.BIC).toBe('COBADEFFXXX');
    expect(first.Cdtr.Nm).toBe('Jiri Dvorak');
    expect(second.Amt.InstdAmt['#text']).toBe('0.55');
    expect(second.CdtrAgt).toBeUndefined();
    expect(second.Cdtr.Nm).toBe('Anna Novakova co');
    // The sum of the transactions is the control sum.
    const sum = info.CdtTrfTxInf.reduce(
      (total: number, tx: { Amt: { InstdAmt: { '#text': string } } }) =>
        total + Math.round(Number(tx.Amt.InstdAmt['#text']) * 100),
      0,
    );
    expect(sum).toBe(12400);
  });

  it('keeps the element order of the schema (sequence of PmtInf)', () => {
    const xml = buildPain001(batch('EUR'));
    const order = new XMLParser({ preserveOrder: true })
      .parse(xml)[1]
      .Document[0].CstmrCdtTrfInitn[1].PmtInf.map((node: object) => Object.keys(node)[0]);
    expect(order).toEqual([
      'PmtInfId',
      'PmtMtd',
      'BtchBookg',
      'NbOfTxs',
      'CtrlSum',
      'PmtTpInf',
      'ReqdExctnDt',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'ChrgBr',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
    ]);
  });
});

describe('buildAboKpc', () => {
  it('writes the header, group total, items and closing records', () => {
    const text = buildAboKpc(batch('CZK'));
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('UHL1251126Festival Zlutoucky k2000145399001001000000000000');
    expect(lines[0]).toHaveLength(4 + 6 + 20 + 10 + 6 + 12);
    expect(lines[1]).toBe('1 1501 001000 0800');
    expect(lines[2]).toBe('2 19-2000145399 00000000012400 251126');
    expect(lines[3]).toBe('2000145399 12345 0000100200 08000558 0000000000 AV:Vraceni platby obj. 100200');
    expect(lines[4]).toBe('123-123 55 0000000000 01000558 0000000000 AV:Vraceni platby');
    expect(lines.slice(5)).toEqual(['3 +', '5 +', '']);
  });
});
