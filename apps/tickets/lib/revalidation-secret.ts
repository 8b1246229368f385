// The shared secret of the pass service's catalogue-change notice, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether `authorization` is `Bearer <secret>`; both sides hashed first, so their lengths never show. */
export function revalidationAuthorized(authorization: string | null, secret: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(secret));
}
