// The error every bank-transfer builder throws for bad input: it names the field so the caller can say which.
export class BankTransferFieldError extends Error {
  override readonly name = 'BankTransferFieldError';

  constructor(
    /** The input property at fault, e.g. `iban` or `message`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
