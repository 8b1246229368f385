// Which translated text (main::account.error.*) tells a person what went wrong with a session or account call.

/** ApiError names (ERROR_ prefix removed, lowercased) and the text key that explains each. */
const keysByName: Readonly<Record<string, string>> = {
  invalid_credentials: 'main::account.error.invalidCredentials',
  too_many_attempts: 'main::account.error.tooManyAttempts',
  email_taken: 'main::account.error.emailTaken',
  slug_taken: 'main::account.error.slugTaken',
  invalid_access_code: 'main::account.error.codeInvalid',
  access_code_used: 'main::account.error.codeInvalid',
  access_code_expired: 'main::account.error.codeInvalid',
  token_used: 'main::account.error.linkInvalid',
  token_not_found: 'main::account.error.linkInvalid',
  token_expired: 'main::account.error.linkInvalid',
  invalid_input: 'main::account.error.invalidInput',
  invalid_password: 'main::account.error.wrongPassword',
};

/** The text key for an error from the session routes or the pass API; a generic one for anything else. */
export function accountErrorKey(error: unknown): string {
  // Duck-typed: an ApiError of the api-client and a SessionError of the session routes look alike.
  if (isNamedError(error)) {
    const key = keysByName[error.name];
    if (key) return key;
    if (error.status === 429) return keysByName.too_many_attempts ?? 'main::account.error.generic';
  }
  return 'main::account.error.generic';
}

function isNamedError(error: unknown): error is { name: string; status: number } {
  return (
    error instanceof Error &&
    typeof error.name === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
