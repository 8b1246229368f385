// Errors of the domain modules (selling, payments, accounts, organizers, …): a code and a message, no HTTP.
// http/error-status.ts maps each code to its status in one table; the compiler keeps the two in step. The
// answer's errorText is ERROR_<code>, so a code is part of the API: rename one only with the contract.

/** Every code a domain module may throw; add here, then to the table in http/error-status.ts. */
export type DomainErrorCode =
  // something addressed does not exist (or is not the caller's to see)
  | 'MEMBER_NOT_FOUND'
  | 'INVITATION_NOT_FOUND'
  | 'API_KEY_NOT_FOUND'
  | 'DEVICE_NOT_FOUND'
  | 'PAIRING_CODE_NOT_FOUND'
  | 'EVENT_NOT_FOUND'
  | 'TICKET_TYPE_NOT_FOUND'
  | 'TICKET_PRODUCT_NOT_FOUND'
  | 'SEAT_NOT_FOUND'
  | 'SECTOR_NOT_FOUND'
  | 'RESERVATION_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'PAYMENT_NOT_FOUND'
  | 'CHIP_NOT_FOUND'
  | 'DISCOUNT_CODE_NOT_FOUND'
  | 'COUPON_NOT_FOUND'
  | 'SUPERCOUPON_NOT_FOUND'
  | 'TOKEN_NOT_FOUND'
  | 'TICKET_NOT_FOUND'
  | 'BANK_TRANSACTION_NOT_FOUND'
  | 'REFUND_NOT_FOUND'
  | 'CREDIT_NOTE_NOT_FOUND'
  | 'VENUE_NOT_FOUND'
  | 'EVENT_GROUP_NOT_FOUND'
  | 'QUOTA_NOT_FOUND'
  | 'TICKET_GROUP_NOT_FOUND'
  | 'PRODUCT_GROUP_NOT_FOUND'
  | 'VARIANT_VALUE_NOT_FOUND'
  | 'ACCESS_CODE_NOT_FOUND'
  | 'DOOR_SCAN_NOT_FOUND'
  | 'WEBHOOK_NOT_FOUND'
  /** Programme pieces of an event (organizers/programme.ts); an artist also when it is not the organizer's. */
  | 'STAGE_NOT_FOUND'
  | 'PROGRAMME_ENTRY_NOT_FOUND'
  | 'ARTIST_NOT_FOUND'
  /** A refund or payout batch that is not the organizer's (payments/refund-payouts.ts). */
  | 'REFUND_NOT_FOUND'
  | 'PAYOUT_BATCH_NOT_FOUND'
  /** A credit refund request that is not of the event (bar/credit-refunds.ts). */
  | 'CREDIT_REFUND_NOT_FOUND'
  /** The service has no signing settings for that wallet (wallet/wallet-settings.ts). */
  | 'APPLE_WALLET_NOT_CONFIGURED'
  | 'GOOGLE_WALLET_NOT_CONFIGURED'
  /** The business register knows no company with the IČO (ares/ares-client.ts). */
  | 'NOT_FOUND'
  // input a schema cannot check (a country id, a VAT id of that country)
  | 'INVALID_INPUT'
  | 'INVALID_VAT_ID'
  /** An upload that is not a JPEG, PNG or WebP picture (organizers/images.ts). */
  | 'INVALID_IMAGE'
  /** A webhook URL the service will not call: not https, or not on the internet (webhooks/endpoint-url.ts). */
  | 'INVALID_WEBHOOK_URL'
  /** A wall-clock time the clocks jump over in the event's zone (domain/zoned-time.ts). */
  | 'LOCAL_TIME_SKIPPED'
  // the caller is not who they claim or may not do this
  | 'INVALID_CREDENTIALS'
  | 'INVALID_ACCESS_CODE'
  | 'INVALID_PASSWORD'
  | 'INVITATION_EMAIL_MISMATCH'
  | 'ORDER_NOT_YOURS'
  | 'CHIP_NOT_YOURS'
  /** The event's waiting room is on and the hold came without a valid admission token (waiting-room/). */
  | 'ADMISSION_REQUIRED'
  // conflicts with the current state
  | 'ALREADY_MEMBER'
  | 'SLUG_TAKEN'
  /** Only a draft without orders can be deleted. */
  | 'EVENT_NOT_DRAFT'
  /** A stage that still has programme entries (organizers/programme.ts). */
  | 'STAGE_NOT_EMPTY'
  | 'EMAIL_TAKEN'
  | 'SOLD_OUT'
  | 'SEAT_TAKEN'
  | 'SEAT_REQUIRED'
  | 'RESERVATION_ALREADY_ORDERED'
  | 'ORDER_NOT_PAID'
  | 'ORDER_NOT_CANCELABLE'
  | 'ORDER_NOT_PAYABLE'
  /** A refund of more than is left of what the order paid, or of an order that is not paid. */
  | 'ORDER_NOT_REFUNDABLE'
  /** A ticket already canceled (or of another order) cannot be canceled or renamed. */
  | 'TICKET_NOT_CANCELABLE'
  /** Only a card refund the provider has not confirmed can be sent to it again. */
  | 'REFUND_NOT_RETRYABLE'
  | 'PAYMENT_NOT_PAID'
  | 'NO_TRANSFER_DUE'
  /** A bank transaction that already names an order cannot be matched by hand again. */
  | 'BANK_TRANSACTION_MATCHED'
  /** A refund whose state does not allow the step (approve a refunded one, mark a pending one paid). */
  | 'REFUND_WRONG_STATE'
  /** A payout batch needs approved refunds with usable accounts and the organizer's own IBAN. */
  | 'NOTHING_TO_PAY_OUT'
  | 'PAYOUT_ACCOUNT_MISSING'
  | 'DISCOUNT_CODE_USED_UP'
  | 'COUPON_USED_UP'
  | 'SUPERCOUPON_USED_UP'
  | 'SUPERCOUPON_EVENT_LIMIT_REACHED'
  /** An organizer lowers a capacity, quota or stock below what is already sold and held. */
  | 'BELOW_SOLD'
  /** A ticket type with sales cannot move to another quota: the pool's counters would no longer add up. */
  | 'TICKET_TYPE_HAS_SALES'
  /** A code (discount, access, coupon) that already exists. */
  | 'CODE_TAKEN'
  /** A seat plan edit would remove, renumber or re-price a seat that was held or sold (organizers/seat-plans.ts). */
  | 'SEAT_LOCKED'
  | 'SEAT_EXISTS'
  | 'TICKET_TYPE_IN_USE'
  | 'TICKET_TYPE_NOT_IN_SECTOR'
  // gone: used or past its time
  | 'INVITATION_EXPIRED'
  | 'RESERVATION_EXPIRED'
  | 'DISCOUNT_CODE_EXPIRED'
  | 'COUPON_EXPIRED'
  | 'SUPERCOUPON_EXPIRED'
  | 'ACCESS_CODE_USED'
  | 'ACCESS_CODE_EXPIRED'
  | 'TOKEN_USED'
  | 'TOKEN_EXPIRED'
  // business rules
  | 'LAST_OWNER'
  | 'DEVICE_REVOKED'
  /** Checking out needs an event that lets visitors come back in (door/scan.ts). */
  | 'REENTRY_NOT_ALLOWED'
  /** Only a passing scan (admitted, checked out, redeemed) that is not undone can be undone. */
  | 'DOOR_SCAN_NOT_UNDOABLE'
  /** A check-ID ticket type that is not the event's. */
  | 'TICKET_TYPE_NOT_OF_EVENT'
  | 'EVENT_NOT_OF_ORGANIZER'
  | 'NOT_ON_SALE_YET'
  | 'SALE_ENDED'
  | 'ACCESS_CODE_REQUIRED'
  | 'QUANTITY_OUT_OF_RANGE'
  | 'DEMO_CARD_ONLY'
  /** An Idempotency-Key sent again with a different request (selling/idempotency.ts). */
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  | 'PAYMENT_METHOD_NOT_ALLOWED'
  | 'PAYMENT_AMOUNT_MISMATCH'
  | 'REFUND_CURRENCY_MISMATCH'
  | 'REFUND_EXCEEDS_PAYMENT'
  | 'BANK_TRANSFER_UNAVAILABLE'
  | 'DISCOUNT_CODE_NOT_YET_VALID'
  | 'DISCOUNT_CODE_NOT_APPLICABLE'
  | 'COUPON_NOT_YET_VALID'
  | 'SUPERCOUPON_NOT_YET_VALID'
  | 'EVENT_ENDED'
  | 'CHIP_CURRENCY_MISMATCH'
  | 'CHIP_CREDIT_UNAVAILABLE'
  | 'CHIP_CREDIT_LIMIT'
  | 'BAR_NOT_FOUND'
  | 'BAR_PRODUCT_NOT_FOUND'
  | 'BAR_PRODUCT_UNAVAILABLE'
  | 'BAR_PRICE_MISMATCH'
  | 'SHIFT_NOT_FOUND'
  | 'SHIFT_NOT_OPEN'
  | 'SHIFT_OPEN_ELSEWHERE'
  | 'SALE_NOT_FOUND'
  | 'TOP_UP_NOT_FOUND'
  | 'SALE_NOT_LAST'
  | 'SALE_ID_REUSED'
  | 'INSUFFICIENT_CREDIT'
  | 'CHIP_NOT_OF_EVENT'
  /** A chip owing for offline sales: no online sale until a top-up settles the debt. */
  | 'CHIP_BLOCKED'
  /** An offline sale whose signature is not this till's. */
  | 'SALE_SIGNATURE_INVALID'
  /** A chip reported lost and blocked at the box office (its balance moved to a new chip). */
  | 'CHIP_LOST'
  | 'CHIP_UID_TAKEN'
  | 'CHIP_NOT_REPLACEABLE'
  | 'TOP_UP_TOO_SMALL'
  | 'TOP_UP_ID_REUSED'
  | 'CHIP_PRELOAD_INVALID'
  // try again later
  /** Credit refunds (bar/credit-refunds.ts): outside the window, already asked, nothing to send back, an account
   * the currency's batch cannot pay, a flagged request approved without review. */
  | 'CREDIT_REFUND_CLOSED'
  | 'CREDIT_REFUND_EXISTS'
  | 'CREDIT_REFUND_NOTHING'
  | 'CREDIT_REFUND_ACCOUNT_UNUSABLE'
  | 'CREDIT_REFUND_REVIEW_REQUIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'REGISTER_UNAVAILABLE'
  /** The organizer's card provider did not answer or refused to create the payment; the buyer tries again. */
  | 'PROVIDER_UNAVAILABLE'
  /** An organizer's provider account: a secret missing on a new account; none set up. */
  | 'PROVIDER_SECRET_MISSING'
  | 'PROVIDER_NOT_CONFIGURED';

export interface DomainErrorOptions {
  /** When a retry can succeed (a throttle's window); the HTTP edge sends it as Retry-After. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra fields a caller can act on, e.g. how many tickets are left; they go into the answer's body. */
    readonly details: Record<string, unknown> = {},
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const notFoundCodes = {
  event: 'EVENT_NOT_FOUND',
  ticketType: 'TICKET_TYPE_NOT_FOUND',
  ticketProduct: 'TICKET_PRODUCT_NOT_FOUND',
  seat: 'SEAT_NOT_FOUND',
  reservation: 'RESERVATION_NOT_FOUND',
  order: 'ORDER_NOT_FOUND',
  payment: 'PAYMENT_NOT_FOUND',
  chip: 'CHIP_NOT_FOUND',
  bar: 'BAR_NOT_FOUND',
  barProduct: 'BAR_PRODUCT_NOT_FOUND',
  shift: 'SHIFT_NOT_FOUND',
  sale: 'SALE_NOT_FOUND',
  topUp: 'TOP_UP_NOT_FOUND',
  discountCode: 'DISCOUNT_CODE_NOT_FOUND',
  coupon: 'COUPON_NOT_FOUND',
  supercoupon: 'SUPERCOUPON_NOT_FOUND',
} as const satisfies Record<string, DomainErrorCode>;

/** <WHAT>_NOT_FOUND, e.g. notFound('ticketType', `No ticket type ${id}`) is TICKET_TYPE_NOT_FOUND. */
export function notFound(what: keyof typeof notFoundCodes, message: string): DomainError {
  return new DomainError(notFoundCodes[what], message);
}
