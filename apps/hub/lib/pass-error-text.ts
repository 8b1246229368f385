// Which translated text (main::hubPages.errors.*) explains a failed pass call on the team, key, device and
// invitation pages. ApiError names are the pass's errorText without ERROR_, lowercased (api-client).

const keysByName: Readonly<Record<string, string>> = {
  forbidden: 'forbidden',
  unauthorized: 'signedOut',
  last_owner: 'lastOwner',
  already_member: 'alreadyMember',
  member_not_found: 'memberNotFound',
  invitation_email_mismatch: 'invitationEmailMismatch',
  invitation_expired: 'invitationExpired',
  invitation_not_found: 'invitationNotFound',
  pairing_code_not_found: 'pairingCodeNotFound',
  event_not_of_organizer: 'eventNotOfOrganizer',
  device_revoked: 'deviceRevoked',
  device_not_found: 'notFound',
  api_key_not_found: 'notFound',
  not_found: 'notFound',
  order_not_found: 'orderNotFound',
  bank_transaction_not_found: 'notFound',
  bank_transaction_matched: 'bankMatched',
  invalid_input: 'invalidInput',
  slug_taken: 'slugTaken',
  event_not_draft: 'eventNotDraft',
  invalid_image: 'invalidImage',
  local_time_skipped: 'localTimeSkipped',
  venue_not_found: 'venueNotFound',
  event_group_not_found: 'notFound',
  event_not_found: 'notFound',
  register_unavailable: 'registerUnavailable',
  too_many_attempts: 'tooManyAttempts',
  invalid_webhook_url: 'invalidWebhookUrl',
  webhook_not_found: 'notFound',
  order_not_refundable: 'orderNotRefundable',
  ticket_not_cancelable: 'ticketNotCancelable',
  ticket_not_found: 'notFound',
  refund_not_found: 'notFound',
  order_not_cancelable: 'orderNotCancelable',
  order_not_payable: 'orderNotPayable',
  payment_amount_mismatch: 'paymentAmountMismatch',
  refund_not_retryable: 'refundNotRetryable',
  order_not_paid: 'orderNotPaid',
  provider_secret_missing: 'providerSecretMissing',
  provider_unavailable: 'providerUnavailable',
  provider_not_configured: 'notFound',
};

/** The text key for an error of the pass client (an ApiError or anything else thrown). */
export function passErrorKey(error: unknown): string {
  const named = namedError(error);
  const key =
    (named && keysByName[named.name]) ??
    (named?.status === 0
      ? 'network'
      : named?.status === 429
        ? 'tooManyAttempts'
        : named?.status === 401
          ? 'signedOut'
          : named?.status === 403
            ? 'forbidden'
            : 'generic');
  return `main::hubPages.errors.${key}`;
}

// Duck-typed like @repo/auth's accountErrorKey, so this module needs neither axios nor zod.
function namedError(error: unknown): { name: string; status: number } | null {
  if (!(error instanceof Error)) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? { name: error.name, status } : null;
}
