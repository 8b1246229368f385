// Refusals raised by the database's own functions (SQLSTATE PD001, drizzle/0030_bar_sell.sql) as DomainErrors:
// the error's message is the code, its detail the JSON details, with the refusal's text under "message".
import { DomainError } from '../domain/domain-error';
import type { DomainErrorCode } from '../domain/domain-error';

const DOMAIN_REFUSAL = 'PD001';

interface DriverError {
  code?: string;
  message?: string;
  detail?: string;
}

/** The driver's error under drizzle's wrapper (DrizzleQueryError keeps it as its cause). */
function driverErrorOf(error: unknown): DriverError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = error as DriverError & { cause?: unknown };
  if (own.code === DOMAIN_REFUSAL) return own;
  const cause = own.cause as DriverError | undefined;
  return cause?.code === DOMAIN_REFUSAL ? cause : undefined;
}

/**
 * The DomainError a function's refusal means, or the error itself when it is none. `messages` gives the text of
 * codes whose refusal carries none of its own.
 */
export function domainErrorOf(error: unknown, messages: Partial<Record<DomainErrorCode, string>>): unknown {
  const refusal = driverErrorOf(error);
  if (!refusal?.message) return error;
  const code = refusal.message as DomainErrorCode;
  const { message, ...details } = JSON.parse(refusal.detail || '{}') as Record<string, unknown>;
  return new DomainError(code, typeof message === 'string' ? message : (messages[code] ?? code), details);
}
