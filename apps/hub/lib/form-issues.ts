// Which form field a failed check belongs to: zod issues of the contract's rules in the browser, and the
// `field` a pass domain error names (BELOW_SOLD, QUOTA_NOT_FOUND...) after a save.
import type { z } from 'zod';

/** The field of an issue path: `name.cs`, `items.2.chipCreditMax` and `price` as the form knows them. */
export function issueField(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The first failing field of each issue, in the order the rules reported them. */
export function failedFields(error: z.ZodError): string[] {
  const fields: string[] = [];
  for (const issue of error.issues) {
    const field = issueField(issue.path);
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
}

/** The field a pass error names in its body (`{ field: 'capacity' }`), if any. */
export function passErrorField(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = (error as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const field = (body as { field?: unknown }).field;
  return typeof field === 'string' ? field : null;
}
