// What the id cookie holds (pass token + account id), sealed and unsealed with iron-session.
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import type { SessionConfig } from './session-config';

export const sessionData = z.object({
  token: z.string().min(1),
  accountId: z.uuid(),
});
export type SessionData = z.infer<typeof sessionData>;

/** Encrypts and signs the session for the id cookie; the seal expires with the cookie. */
export async function sealSession(
  config: SessionConfig,
  data: SessionData,
  ttlSeconds: number = config.maxAgeSeconds,
): Promise<string> {
  return sealData(sessionData.parse(data), { password: config.password, ttl: ttlSeconds });
}

/** The session in a sealed cookie value, or null when it is missing, forged, expired or malformed. */
export async function unsealSession(
  config: SessionConfig,
  sealed: string | null | undefined,
): Promise<SessionData | null> {
  if (!sealed) return null;
  try {
    const data = await unsealData<unknown>(sealed, { password: config.password, ttl: config.maxAgeSeconds });
    const parsed = sessionData.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    // A tampered or foreign seal throws; for the caller it is simply no session.
    return null;
  }
}
