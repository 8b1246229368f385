// Google Wallet "save" link of one ticket: an event ticket class and object in a JWT signed by a service account.
import { importPKCS8, SignJWT } from 'jose';
import { ticketTexts } from '../documents/ticket-texts';
import { localIsoDateTime } from './local-time';
import type { GoogleWalletSigning } from './wallet-settings';
import type { WalletTicket } from './wallet-ticket';

const SAVE_URL = 'https://pay.google.com/gp/v/save/';

const localized = (value: string, language: string) => ({ defaultValue: { language, value } });

/** The JWT's claims: the class (one per event) and the object (one per ticket) travel inside the link. */
export function googleWalletClaims(ticket: WalletTicket, signing: GoogleWalletSigning, origins: string[]) {
  const { event, language } = ticket;
  const texts = ticketTexts[language];
  // Ids are "<issuer>.<suffix>" with letters, digits, '.', '_' and '-' in the suffix.
  const classId = `${signing.issuerId}.event-${ticket.eventId}`;
  return {
    iss: signing.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    // Only these sites may show the "save" button with this JWT.
    origins,
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: ticket.organizerName,
          reviewStatus: 'UNDER_REVIEW',
          eventName: localized(event.name, language),
          ...(event.venue
            ? {
                venue: {
                  name: localized(event.venue, language),
                  address: localized(event.address ?? event.venue, language),
                },
              }
            : {}),
          dateTime: {
            start: localIsoDateTime(event.startsAt, event.timeZone),
            end: localIsoDateTime(event.endsAt, event.timeZone),
          },
          hexBackgroundColor: '#4a1a93',
        },
      ],
      eventTicketObjects: [
        {
          id: `${signing.issuerId}.ticket-${ticket.ticketId}`,
          classId,
          state: 'ACTIVE',
          ticketNumber: String(ticket.orderNumber),
          ticketType: localized(ticket.ticketTypeName, language),
          ...(ticket.holderName ? { ticketHolderName: ticket.holderName } : {}),
          ...(ticket.seat
            ? {
                seatInfo: {
                  section: localized(ticket.seat.sector, language),
                  row: localized(ticket.seat.row, language),
                  seat: localized(String(ticket.seat.number), language),
                },
              }
            : {}),
          barcode: { type: 'QR_CODE', value: ticket.qrCode, alternateText: ticket.qrCode },
          ...(ticket.demo
            ? {
                textModulesData: [{ id: 'demo', header: 'DEMO', body: texts.demo }],
              }
            : {}),
        },
      ],
    },
  };
}

/** https://pay.google.com/gp/v/save/<JWT signed RS256 with the service account's key>. */
export async function googleWalletSaveUrl(
  ticket: WalletTicket,
  signing: GoogleWalletSigning,
  origins: string[],
  now = new Date(),
): Promise<string> {
  const key = await importPKCS8(signing.privateKey, 'RS256');
  const jwt = await new SignJWT(googleWalletClaims(ticket, signing, origins))
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${SAVE_URL}${jwt}`;
}
