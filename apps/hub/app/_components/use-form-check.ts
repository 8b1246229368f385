'use client';
// A form's check with the contract's zod rules before sending, and the fields the pass refused after: which
// fields are wrong, their texts (main::hubEvents.fieldErrors.<field>), and focus on the first one.
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { issueFields, serverFields } from '@/lib/form-errors';
import { useT } from './providers';

/** The text key of a field path: 'name.cs' reads fieldErrors.name_cs. */
export function fieldErrorKey(path: string): string {
  // A venue created inside the event form has the venue form's rules and texts.
  return `main::hubEvents.fieldErrors.${path.replace(/^newVenue\./, '').replace(/\./g, '_')}`;
}

export function useFormCheck(formId: string) {
  const { t } = useT();
  const [fields, setFields] = useState<Record<string, true>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const focusFirst = useCallback(
    (found: Record<string, true>) => {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${formId}-${first.replace(/\./g, '-')}`)?.focus();
    },
    [formId],
  );

  return useMemo(
    () => ({
      /** The parsed body, or null after marking the fields its issues name. */
      check<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null {
        const parsed = schema.safeParse(body);
        setFailure(null);
        if (parsed.success) {
          setFields({});
          return parsed.data;
        }
        const found = issueFields(parsed.error.issues);
        setFields(found);
        focusFirst(found);
        return null;
      },
      fail(error: unknown) {
        const found = serverFields(error);
        setFields(found);
        setFailure(error);
        focusFirst(found);
      },
      clear() {
        setFields({});
        setFailure(null);
      },
      failure,
      /** The field's error text, or null; `prefix` strips a sub-form's path ('newVenue.'). */
      errorOf(path: string): string | null {
        return fields[path] ? t(fieldErrorKey(path)) : null;
      },
      /** The id a field's control gets, so focus can find it. */
      idOf(path: string): string {
        return `${formId}-${path.replace(/\./g, '-')}`;
      },
    }),
    [failure, fields, focusFirst, formId, t],
  );
}
export type FormCheck = ReturnType<typeof useFormCheck>;
