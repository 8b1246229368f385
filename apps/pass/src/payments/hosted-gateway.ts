// What every hosted card provider (Stripe, GoPay) does for us: create a payment page, say a payment's state,
// refund; each answer is ours (no provider types beyond its module), and a provider's failure is a value.

/** A payment's state as the provider reports it, in our terms. */
export interface GatewayPaymentState {
  providerPaymentId: string;
  status: 'created' | 'paid' | 'failed' | 'canceled';
  amount: number;
  /** ISO 4217 code as the provider writes it (upper case here). */
  currency: string;
  /** What the provider kept, in the payment's currency, when it reports it. */
  feeAmount: number | null;
  /** The provider's answer, kept with the notification for the record. */
  raw: unknown;
}

export interface GatewayCreateRequest {
  paymentId: string;
  orderNumber: number;
  amount: number;
  currency: string;
  email: string;
  /** cs, sk, en or de. */
  language: string;
  /** Where the buyer comes back to (our return endpoint), and where the provider notifies us. */
  returnUrl: string;
  notificationUrl: string;
  paymentMethodId: number;
  /** When the order stops taking payment; a provider page that can expire should not outlive it much. */
  payableUntil: Date;
}

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; error: string; timedOut: boolean };

export interface HostedGateway {
  create(
    request: GatewayCreateRequest,
  ): Promise<GatewayResult<{ providerPaymentId: string; redirectUrl: string }>>;
  state(providerPaymentId: string): Promise<GatewayResult<GatewayPaymentState>>;
  refund(request: {
    providerPaymentId: string;
    refundId: string;
    amount: number;
    /** Tries so far (0 on the first). */
    attempt: number;
  }): Promise<GatewayResult<{ providerRefundId: string }>>;
}

export function failure(
  error: unknown,
  what: string,
  timeoutMs: number,
): { ok: false; error: string; timedOut: boolean } {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const timedOut = name === 'TimeoutError' || /timed? ?out|ETIMEDOUT/i.test(message);
  return {
    ok: false,
    timedOut,
    error: timedOut
      ? `${what} did not answer within ${String(timeoutMs)} ms`
      : `${what} failed: ${message.slice(0, 300)}`,
  };
}
