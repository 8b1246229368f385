// Which form fields a failed check names: issues of the contract's zod rules (in the browser) and the pass's
// 400 and domain errors ("body.iban: must be …", or a `field` in the error body), as dotted field paths.
import type { z } from 'zod';

/** `{ iban: true, 'name.cs': true }` from zod issues; the first issue of a field is enough to mark it. */
export function issueFields(issues: readonly z.core.$ZodIssue[]): Record<string, true> {
  const fields: Record<string, true> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path !== '') fields[path] = true;
  }
  return fields;
}

/** The fields a pass error names: "body.a: …; body.b.c: …" of ERROR_INVALID_INPUT, or `field` of a domain error. */
export function serverFields(error: unknown): Record<string, true> {
  const fields: Record<string, true> = {};
  if (!(error instanceof Error)) return fields;
  for (const match of error.message.matchAll(/(?:^|; )body\.([\w.]+):/g)) {
    if (match[1]) fields[match[1]] = true;
  }
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && typeof (body as { field?: unknown }).field === 'string') {
    fields[(body as { field: string }).field] = true;
  }
  return fields;
}
