'use client';
// Saving a form the same way everywhere in the catalogue: the contract's zod rules first (in the browser, each
// failing field gets its own text), then the pass call, whose domain errors may name a field too.
import { useState } from 'react';
import type { z } from 'zod';
import { failedFields, passErrorField } from '@/lib/form-issues';

export interface CheckedSave<S extends z.ZodType> {
  schema: S;
  /** The form field an issue path or a pass error's field belongs to. */
  fieldOf?: (path: string) => string;
  save: (body: z.output<S>) => Promise<void>;
}

export function useCheckedSave<S extends z.ZodType>({
  schema,
  fieldOf = (path) => path,
  save,
}: CheckedSave<S>) {
  const [fields, setFields] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  /** True when the body passed the rules and the pass saved it. */
  async function submit(body: z.input<S>, form?: HTMLFormElement | null): Promise<boolean> {
    setFailure(null);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const failed = [...new Set(failedFields(parsed.error).map(fieldOf))];
      setFields(failed);
      focusField(form, failed[0]);
      return false;
    }
    setFields([]);
    setPending(true);
    try {
      await save(parsed.data);
      return true;
    } catch (caught) {
      const field = passErrorField(caught);
      if (field) {
        setFields([fieldOf(field)]);
        focusField(form, fieldOf(field));
      }
      setFailure(caught);
      return false;
    } finally {
      setPending(false);
    }
  }

  function reset() {
    setFields([]);
    setFailure(null);
  }

  return { failed: (field: string) => fields.includes(field), failure, pending, submit, reset };
}

/** Moves the focus to the first failing control, found by its data-field. */
function focusField(form: HTMLFormElement | null | undefined, field: string | undefined) {
  if (!form || !field) return;
  // Let React render the error first, so the control is announced with it.
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)?.focus();
  });
}
