// Shared input checks for the link builders; each failure names the parameter so the caller can fix the call site.
import { validate as isUuid } from 'uuid';
import { LinkParamError } from './link-param-error';

/** A non-empty, non-blank string; returned unchanged so callers can chain it. */
export function requireText(value: unknown, param: string): string {
  if (typeof value !== 'string') {
    throw new LinkParamError(param, `${param} must be a string, received ${describe(value)}`);
  }
  if (value.trim() === '') {
    throw new LinkParamError(param, `${param} must not be empty`);
  }
  return value;
}

/**
 * An RFC 9562 UUID (any version, plus the nil and max UUIDs), as zod's `z.uuid()` accepts it. Checked with the
 * uuid package, not zod, because link builders run in the browser and zod would join every page's first load.
 */
export function requireUuid(value: unknown, param: string): string {
  const text = requireText(value, param);
  if (!isUuid(text)) {
    throw new LinkParamError(param, `${param} must be a UUID, received "${text}"`);
  }
  return text;
}

export function requireBoolean(value: unknown, param: string): boolean {
  if (typeof value !== 'boolean') {
    throw new LinkParamError(param, `${param} must be a boolean, received ${describe(value)}`);
  }
  return value;
}

/**
 * Access or discount codes sent as one comma-separated value. A code that is blank or holds a comma
 * would be split differently by the receiver, so it is rejected rather than silently changed.
 */
export function requireCodes(value: unknown, param = 'codes'): readonly string[] {
  if (!Array.isArray(value)) {
    throw new LinkParamError(param, `${param} must be an array of strings, received ${describe(value)}`);
  }
  return value.map((code: unknown, index) => {
    if (typeof code !== 'string' || code.trim() === '') {
      throw new LinkParamError(param, `${param}[${index}] must be a non-empty string`);
    }
    if (code.includes(',')) {
      throw new LinkParamError(param, `${param}[${index}] must not contain a comma, received "${code}"`);
    }
    return code;
  });
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
