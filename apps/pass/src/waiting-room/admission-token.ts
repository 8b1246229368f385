// The admission token of the waiting room: HMAC-SHA256 over event, browser id and expiry with a server secret, so
// a hold can check it without asking the queue, and a token copied to another browser (another id) is worthless.
import { createHmac, timingSafeEqual } from 'node:crypto';

interface AdmissionClaims {
  eventId: string;
  browserId: string;
  expiresAt: Date;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function issueAdmissionToken(secret: string, claims: AdmissionClaims): string {
  const payload = `${claims.eventId}.${claims.browserId}.${claims.expiresAt.getTime()}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload)}`;
}

/** Whether the token admits this browser to this event's holds at `now`. */
export function admissionTokenValid(
  secret: string,
  token: string,
  eventId: string,
  browserId: string,
  now: Date,
): boolean {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return false;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const [tokenEvent, tokenBrowser, expiry] = payload.split('.');
  return tokenEvent === eventId && tokenBrowser === browserId && Number(expiry) > now.getTime();
}
