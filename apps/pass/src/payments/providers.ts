// Payment providers as the refund code sees them: one refund call per provider (demo card today; Stripe and
// GoPay plug in here later), each answering refunded or why not, never throwing for a provider's failure.
import { demoRefundResponse, demoSignatureHeader } from '@repo/contract/payments';
import type { DemoRefundRequest } from '@repo/contract/payments';
import { signFields, verifyFields } from './demo-gateway/signature';

export interface ProviderRefundRequest {
  /** Our refund row's id: the provider's idempotency key, so a retry never refunds twice. */
  refundId: string;
  paymentId: string;
  amount: number;
  currencyId: number;
  /** Calls of the refund call so far: a provider that keeps refusals under a key needs a new key per try. */
  attempt?: number;
}

export type ProviderRefundResult =
  | { ok: true; providerRefundId: string }
  /** Rejected, unreachable or timed out: the refund stays pending with this reason and can be retried. */
  | { ok: false; error: string };

export interface PaymentProvider {
  readonly id: string;
  refund(request: ProviderRefundRequest): Promise<ProviderRefundResult>;
}

export type PaymentProviders = Readonly<Record<string, PaymentProvider>>;

/** The fields of a refund request in the order they are signed. */
export function demoRefundRequestFields(request: DemoRefundRequest): (string | number)[] {
  return [request.refundId, request.paymentId, request.amount, request.currencyId, request.sentAt];
}

export function demoRefundResponseFields(response: {
  refundId: string;
  providerRefundId: string;
  status: string;
  amount: number;
}): (string | number)[] {
  return [response.refundId, response.providerRefundId, response.status, response.amount];
}

/**
 * The demo card gateway's refund call over HTTP, as a real provider's client would make it: a signed JSON
 * request to its refund endpoint, a timeout, and a signed answer checked before it is believed.
 */
export function demoCardProvider(config: {
  /** Where the gateway listens, e.g. the pass service's own public URL. */
  baseUrl: string;
  secret: string;
  timeoutMs: number;
}): PaymentProvider {
  return {
    id: 'demo-card',
    async refund(request) {
      const body: DemoRefundRequest = { ...request, sentAt: new Date().toISOString() };
      let response: Response;
      try {
        response = await fetch(new URL('/pass/payment/demo-gateway/refunds', config.baseUrl), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [demoSignatureHeader]: signFields(config.secret, demoRefundRequestFields(body)),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return {
          ok: false,
          error: timedOut
            ? `the gateway did not answer within ${String(config.timeoutMs)} ms`
            : `the gateway is unreachable: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        let message = text.slice(0, 300);
        try {
          const parsed = JSON.parse(text) as { errorText?: string; message?: string };
          message = [parsed.errorText, parsed.message].filter(Boolean).join(': ') || message;
        } catch {
          // Not JSON (a proxy's error page): the start of the text is what there is to show.
        }
        return { ok: false, error: `the gateway refused (HTTP ${String(response.status)}): ${message}` };
      }
      const parsed = demoRefundResponse.safeParse(
        (() => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success || parsed.data.refundId !== request.refundId) {
        return { ok: false, error: 'the gateway answered something that is not a refund of this request' };
      }
      const signature = response.headers.get(demoSignatureHeader) ?? undefined;
      if (!verifyFields(config.secret, demoRefundResponseFields(parsed.data), signature)) {
        return { ok: false, error: 'the gateway answer is not signed with our secret' };
      }
      return { ok: true, providerRefundId: parsed.data.providerRefundId };
    },
  };
}
