/**
 * Field errors of one form: checked with the shared zod schema before sending (the first invalid
 * field gets focus), and taken from the server's `details.fields` after.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  focusFirstInvalid,
  hasErrors,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from './form-errors.ts';

export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const focusPending = useRef(false);

  // Focus moves once the errors are rendered, so the field is announced with its message.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, errors);
  }, [errors]);

  const show = useCallback((next: FieldErrors) => {
    focusPending.current = hasErrors(next);
    setErrors(next);
  }, []);

  /** Parses `values` with `schema`; on failure shows the field errors and returns undefined. */
  const validate = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | undefined => {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      show(zodFieldErrors(parsed.error));
      return undefined;
    },
    [show],
  );

  /** Shows the fields the server refused; returns whether there were any. */
  const fromServer = useCallback(
    (error: unknown): boolean => {
      const fields = serverFieldErrors(error);
      if (!hasErrors(fields)) return false;
      show(fields);
      return true;
    },
    [show],
  );

  const clearField = useCallback((name: string) => {
    setErrors((prev) => (prev[name] === undefined ? prev : { ...prev, [name]: undefined }));
  }, []);

  return { formRef, errors, show, validate, fromServer, clearField };
}

/** The form's named values as strings (files and repeated names are not used by our forms). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value;
  return values;
}
