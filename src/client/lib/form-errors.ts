/**
 * Field errors for forms, from either side of the wire: the shared zod schema before sending, and
 * the server's `invalid-argument` details (`fields: [{ field: 'body.email', message }]`) after.
 */
import type { z } from 'zod';
import type { ErrorCode } from '#shared/api-error.ts';
import { ApiError, errorCodeOf } from './api.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field of a failed parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The field name without the request part: "body.email" and "body/email" become "email". */
function fieldName(raw: string): string {
  const parts = raw.split(/[./]/).filter(Boolean);
  if (parts.length > 1 && ['body', 'query', 'params'].includes(parts[0] ?? '')) parts.shift();
  return parts[0] ?? raw;
}

/** Field errors the server named, or an empty object. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const details = error.details;
  if (typeof details !== 'object' || details === null) return {};
  const fields: unknown = Reflect.get(details, 'fields');
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors = {};
  for (const item of fields as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const field: unknown = Reflect.get(item, 'field');
    const message: unknown = Reflect.get(item, 'message');
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = fieldName(field);
    errors[name] ??= message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The first field, in form order, that has an error. */
export function firstInvalid(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((name) => errors[name] !== undefined);
}

/** Moves focus to the first invalid control of `form`, in the order of its elements. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const names = Array.from(form.elements)
    .map((element) => element.getAttribute('name'))
    .filter((name): name is string => name !== null);
  const name = firstInvalid(names, errors);
  const control = name === undefined ? null : form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * The error as a message on one field, when its code is about that field (say
 * `auth/email-already-in-use` → email); empty otherwise.
 */
export function fieldErrorForCode(
  error: unknown,
  fields: Partial<Record<ErrorCode, string>>,
  message: (error: unknown) => string,
): FieldErrors {
  const field = fields[errorCodeOf(error)];
  return field === undefined ? {} : { [field]: message(error) };
}
