// The session account as GET /api/auth/user answers it, shared by the route handlers and the browser side.
import { sessionAccount } from '@repo/contract/accounts';
import { z } from 'zod';

/** accountId, email, phone, billingInfo and token (spec section 3), plus the rest of the pass's account. */
export const userAccount = sessionAccount;
export type UserAccount = z.infer<typeof userAccount>;

/** Body of a successful session route: `{ userAccount }`. */
export const userAccountResponse = z.object({ userAccount });
export type UserAccountResponse = z.infer<typeof userAccountResponse>;

/** Body of a failed session route, in the pass API's error shape so the api-client mapping reads it. */
export const authErrorBody = z.object({
  errorText: z.string(),
  message: z.string(),
});
export type AuthErrorBody = z.infer<typeof authErrorBody>;

/** Body of POST /api/auth/sign-in (credentials). */
export const credentialsSignInBody = z.object({ email: z.string(), password: z.string() });
/** Body of POST /api/auth/sign-in-token. */
export const tokenSignInBody = z.object({ token: z.string().min(1).max(512) });
/** Body of POST /api/auth/sign-in-access-code (passwordless). */
export const accessCodeSignInBody = z.object({ email: z.string(), accessCode: z.string() });
/** Body of POST /api/auth/set-password (from the e-mailed link); signs in with the new password's session. */
export const setPasswordBody = z.object({ email: z.string(), accessCode: z.string(), password: z.string() });
/** Body of POST /api/auth/register; signs in the new account. */
export const registerBody = z.object({
  email: z.string(),
  password: z.string(),
  languageId: z.int().optional(),
  phone: z.string().optional(),
});

export type CredentialsSignInBody = z.infer<typeof credentialsSignInBody>;
export type TokenSignInBody = z.infer<typeof tokenSignInBody>;
export type AccessCodeSignInBody = z.infer<typeof accessCodeSignInBody>;
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
export type RegisterBody = z.infer<typeof registerBody>;
