// Errors of the domain modules (selling, payments, accounts, organizers, …): a code and a message, no HTTP.
// http/error-status.ts maps each code to its status in one table; the compiler keeps the two in step.

/** Every code a domain module may throw; add here, then to the table in http/error-status.ts. */
export type DomainErrorCode =
  // something addressed does not exist (or is not the caller's)
  | 'MEMBER_NOT_FOUND'
  | 'INVITATION_NOT_FOUND'
  | 'API_KEY_NOT_FOUND'
  | 'DEVICE_NOT_FOUND'
  | 'PAIRING_CODE_NOT_FOUND'
  // conflicts with the current state
  | 'ALREADY_MEMBER'
  // business rules
  | 'LAST_OWNER'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_EMAIL_MISMATCH'
  | 'DEVICE_REVOKED'
  | 'EVENT_NOT_OF_ORGANIZER';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra fields a caller can act on. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
