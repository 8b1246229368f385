// Tests of the error texts: the pass's access-model errors each get their own explanation.
import { ApiError } from '@repo/api-client/api-error';
import { describe, expect, it } from 'vitest';
import { passErrorKey } from './pass-error-text';

const apiError = (name: string, status: number) => new ApiError({ name, status, message: name });

describe('passErrorKey', () => {
  it('names the access-model errors', () => {
    expect(passErrorKey(apiError('last_owner', 422))).toBe('main::hubPages.errors.lastOwner');
    expect(passErrorKey(apiError('already_member', 409))).toBe('main::hubPages.errors.alreadyMember');
    expect(passErrorKey(apiError('invitation_email_mismatch', 403))).toBe(
      'main::hubPages.errors.invitationEmailMismatch',
    );
    expect(passErrorKey(apiError('invitation_expired', 410))).toBe('main::hubPages.errors.invitationExpired');
    expect(passErrorKey(apiError('invitation_not_found', 404))).toBe(
      'main::hubPages.errors.invitationNotFound',
    );
    expect(passErrorKey(apiError('pairing_code_not_found', 404))).toBe(
      'main::hubPages.errors.pairingCodeNotFound',
    );
    expect(passErrorKey(apiError('event_not_of_organizer', 422))).toBe(
      'main::hubPages.errors.eventNotOfOrganizer',
    );
    expect(passErrorKey(apiError('forbidden', 403))).toBe('main::hubPages.errors.forbidden');
  });

  it('falls back on the status, then on a generic text', () => {
    expect(passErrorKey(apiError('no_response', 0))).toBe('main::hubPages.errors.network');
    expect(passErrorKey(apiError('something_new', 429))).toBe('main::hubPages.errors.tooManyAttempts');
    expect(passErrorKey(apiError('something_new', 401))).toBe('main::hubPages.errors.signedOut');
    expect(passErrorKey(apiError('something_new', 403))).toBe('main::hubPages.errors.forbidden');
    expect(passErrorKey(apiError('something_new', 500))).toBe('main::hubPages.errors.generic');
    expect(passErrorKey(new Error('plain'))).toBe('main::hubPages.errors.generic');
    expect(passErrorKey('text')).toBe('main::hubPages.errors.generic');
  });
});
