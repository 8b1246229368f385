'use client';
// Whether the session has its token yet: catalogue queries wait for it (the token is sent with them).
import { useSession } from '@repo/auth/session-provider';

export function useSignedIn(): boolean {
  return useSession().status === 'authenticated';
}
