// The one table from domain error codes to HTTP statuses; the app's error handler answers with it.
import type { ErrorStatus } from '@repo/contract/endpoint';
import type { DomainError, DomainErrorCode } from '../domain/domain-error';
import { HttpError } from './http-error';

const statusOf: Record<DomainErrorCode, ErrorStatus> = {
  MEMBER_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  API_KEY_NOT_FOUND: 404,
  DEVICE_NOT_FOUND: 404,
  PAIRING_CODE_NOT_FOUND: 404,
  ALREADY_MEMBER: 409,
  LAST_OWNER: 422,
  INVITATION_EXPIRED: 410,
  INVITATION_EMAIL_MISMATCH: 403,
  DEVICE_REVOKED: 422,
  EVENT_NOT_OF_ORGANIZER: 422,
};

export function toHttpError(error: DomainError): HttpError {
  return new HttpError(statusOf[error.code], error.code, error.message, error.details);
}
