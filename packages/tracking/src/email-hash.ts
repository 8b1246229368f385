// SHA-256 of a normalised email, the form ad networks take for identity matching without the plain address.

/** Trimmed and lowercased (spec 5), or undefined when there is no address to hash. */
export function normalizeEmail(email: unknown): string | undefined {
  if (typeof email !== 'string') return undefined;
  // toLowerCase, not toLocaleLowerCase: the hash must not depend on the visitor's locale (Turkish dotted I).
  const normalized = email.trim().toLowerCase();
  return normalized === '' ? undefined : normalized;
}

/**
 * Lowercase hex SHA-256 of the normalised email, or undefined for missing input or when hashing fails
 * (spec 8): tracking must never break the page, so a failure is only logged.
 */
export async function hashEmail(email: unknown): Promise<string | undefined> {
  const normalized = normalizeEmail(email);
  if (normalized === undefined) return undefined;
  try {
    // crypto.subtle is missing on plain-HTTP pages; the property access then throws inside this try.
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalized));
    return toHex(digest);
  } catch (error) {
    // The address itself is left out of the log on purpose: it is personal data.
    console.warn('[tracking] email hashing failed', error);
    return undefined;
  }
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
