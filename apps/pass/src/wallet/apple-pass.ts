// Apple Wallet pass (.pkpass) of one ticket, built and signed with passkit-generator.
import { PKPass } from 'passkit-generator';
import { ticketTexts } from '../documents/ticket-texts';
import { formatLongDateTime } from '../receipts/format';
import { localIsoDateTime } from './local-time';
import { passIcons } from './pass-artwork';
import type { WalletTicket } from './wallet-ticket';
import type { AppleWalletSigning } from './wallet-settings';
import { walletTexts } from './wallet-texts';

/** The signed .pkpass archive (a zip: pass.json, icons, manifest.json, signature). */
export function renderApplePass(ticket: WalletTicket, signing: AppleWalletSigning): Buffer {
  const texts = { ...ticketTexts[ticket.language], ...walletTexts[ticket.language] };
  const { event } = ticket;
  const startsAt = localIsoDateTime(event.startsAt, event.timeZone);
  const pass = new PKPass(
    passIcons(),
    {
      wwdr: signing.wwdr,
      signerCert: signing.signerCert,
      signerKey: signing.signerKey,
      ...(signing.signerKeyPassphrase ? { signerKeyPassphrase: signing.signerKeyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: signing.passTypeIdentifier,
      teamIdentifier: signing.teamIdentifier,
      // One pass per ticket: the ticket id keeps a re-download replacing the pass instead of adding another.
      serialNumber: ticket.ticketId,
      description: `${texts.description} – ${event.name}`,
      organizationName: ticket.organizerName,
      logoText: ticket.organizerName,
      backgroundColor: 'rgb(74, 26, 147)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(221, 212, 255)',
      semantics: {
        eventName: event.name,
        ...(event.venue ? { venueName: event.venue } : {}),
        eventStartDate: startsAt,
        eventEndDate: localIsoDateTime(event.endsAt, event.timeZone),
        ...(ticket.seat
          ? {
              seats: [
                {
                  seatSection: ticket.seat.sector,
                  seatRow: ticket.seat.row,
                  seatNumber: String(ticket.seat.number),
                },
              ],
            }
          : {}),
      },
    },
  );
  pass.type = 'eventTicket';
  if (ticket.demo) pass.headerFields.push({ key: 'demo', label: 'DEMO', value: texts.demo });
  pass.primaryFields.push({ key: 'event', label: texts.event, value: event.name });
  pass.secondaryFields.push(
    // A date field written in the venue's offset with ignoresTimeZone: a traveller sees the local start time.
    {
      key: 'date',
      label: texts.date,
      value: startsAt,
      dateStyle: 'PKDateStyleMedium',
      timeStyle: 'PKDateStyleShort',
      ignoresTimeZone: true,
    },
    ...(event.venue ? [{ key: 'venue', label: texts.venue, value: event.venue }] : []),
  );
  pass.auxiliaryFields.push({ key: 'ticketType', label: texts.ticketType, value: ticket.ticketTypeName });
  if (ticket.seat) {
    pass.auxiliaryFields.push(
      { key: 'sector', label: texts.sector, value: ticket.seat.sector },
      { key: 'row', label: texts.row, value: ticket.seat.row },
      { key: 'seat', label: texts.seat, value: String(ticket.seat.number) },
    );
  }
  pass.backFields.push(
    {
      key: 'when',
      label: texts.date,
      value: formatLongDateTime(event.startsAt, event.timeZone, ticket.language),
    },
    ...(event.address ? [{ key: 'address', label: texts.address, value: event.address }] : []),
    ...(ticket.holderName ? [{ key: 'holder', label: texts.holder, value: ticket.holderName }] : []),
    { key: 'order', label: texts.order, value: String(ticket.orderNumber) },
    { key: 'organizer', label: texts.organizer, value: ticket.organizerName },
    { key: 'code', label: texts.entranceNote, value: ticket.qrCode },
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: ticket.qrCode,
    messageEncoding: 'iso-8859-1',
    altText: ticket.qrCode,
  });
  // Wallet puts the pass on the lock screen around the start.
  pass.setRelevantDate(event.startsAt);
  return pass.getAsBuffer();
}
