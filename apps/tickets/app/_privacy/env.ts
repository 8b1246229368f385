// This app's consent, tracking and debugger settings, read from the server environment once and validated with zod.
import { parsePrivacyEnv, type PrivacyEnv } from '@repo/tracking/privacy-env';

let cached: PrivacyEnv | undefined;

/** Call only while rendering a request (after connection()), so the values are the running server's, not the build's. */
export function privacyEnv(): PrivacyEnv {
  cached ??= parsePrivacyEnv(process.env);
  return cached;
}
