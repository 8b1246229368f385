import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { makeWalletTestKeys } from '../test/wallet-keys';
import { renderApplePass } from './apple-pass';
import { walletSettings } from './wallet-settings';
import type { WalletTicket } from './wallet-ticket';

const keys = makeWalletTestKeys();
const signing = walletSettings(loadEnv(keys.env)).apple;

const ticket: WalletTicket = {
  ticketId: '7b0c3c9e-4a8e-4f57-9d8e-2f3c1a0b9c11',
  eventId: '20000000-0000-4000-8000-000000000002',
  orderNumber: 1000042,
  language: 'de',
  demo: true,
  event: {
    name: 'Romeo und Julia',
    startsAt: new Date('2027-01-15T18:00:00Z'),
    endsAt: new Date('2027-01-15T21:00:00Z'),
    timeZone: 'Europe/Prague',
    venue: 'Divadlo Na Nábřeží',
    address: 'Nábřeží 12, 110 00 Praha',
  },
  organizerName: 'Divadlo Na Nábřeží',
  ticketTypeName: 'Balkon',
  holderName: 'Jonas Weber',
  seat: null,
  qrCode: 'x9Kq2mP0aB7cD4eF5gH6iJ',
};

describe('renderApplePass', () => {
  afterAll(() => keys.remove());

  it('marks a demo ticket, leaves out the seat of an unseated one and labels in the order language', () => {
    if (!signing) throw new Error('no signing');
    const files = unzipSync(new Uint8Array(renderApplePass(ticket, signing)));
    const pass = JSON.parse(strFromU8(files['pass.json'] ?? new Uint8Array())) as {
      eventTicket: Record<string, { key: string; label?: string; value: string }[]>;
      relevantDates?: unknown;
      relevantDate?: string;
    };
    const keysOf = (group: string) => pass.eventTicket[group]?.map((field) => field.key);
    expect(pass.eventTicket.headerFields).toEqual([
      { key: 'demo', label: 'DEMO', value: 'DEMO – kein gültiges Ticket' },
    ]);
    expect(keysOf('auxiliaryFields')).toEqual(['ticketType']);
    expect(pass.eventTicket.secondaryFields?.[0]).toMatchObject({
      label: 'Beginn',
      value: '2027-01-15T19:00:00+01:00',
    });
    expect(keysOf('backFields')).toEqual(['when', 'address', 'holder', 'order', 'organizer', 'code']);
  });
});
