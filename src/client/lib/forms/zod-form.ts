/**
 * The pure half of the one form way (STYLE §12, `use-zod-form.ts`): the server's `invalid-argument`
 * answers as field paths of the form, the form's errors as a list of paths, and which control is
 * the first in error. Paths are react-hook-form's: "conductor.licenceNumber", "passengers.2.name".
 */
import type { ErrorCode } from '#shared/core/api-error.ts';
import { ApiError, errorCodeOf } from '../api/api.ts';

export interface PathError {
  path: string;
  message: string;
}

const REQUEST_PARTS = new Set(['body', 'query', 'params']);

/** "body.conductor.licenceNumber" and "body/conductor/licenceNumber" become "conductor.licenceNumber". */
export function formPath(raw: string): string {
  const parts = raw.split(/[./]/).filter(Boolean);
  if (parts.length > 1 && REQUEST_PARTS.has(parts[0]!)) parts.shift();
  return parts.join('.');
}

/** The server's `details.fields`, each once, in the order it named them. */
export function serverPathErrors(error: unknown): PathError[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null) return [];
  const fields: unknown = Reflect.get(details, 'fields');
  if (!Array.isArray(fields)) return [];
  const seen = new Set<string>();
  const errors: PathError[] = [];
  for (const item of fields as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const field: unknown = Reflect.get(item, 'field');
    const message: unknown = Reflect.get(item, 'message');
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const path = formPath(field);
    if (path === '' || seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message });
  }
  return errors;
}

export interface ServerErrorSplit {
  /** Errors to show under the form's own fields. */
  fields: PathError[];
  /** Errors about something the form has no field for: shown above the form. */
  rest: PathError[];
}

/**
 * The server's answer split between the form's fields and the rest. An error whose code is about one
 * field (`auth/email-already-in-use` → email) goes on that field with `sentence`.
 */
export function splitServerError(
  error: unknown,
  isField: (path: string) => boolean,
  codeFields: Partial<Record<ErrorCode, string>> = {},
  sentence: (error: unknown) => string = () => '',
): ServerErrorSplit {
  const split: ServerErrorSplit = { fields: [], rest: [] };
  const codeField = codeFields[errorCodeOf(error)];
  if (codeField !== undefined) split.fields.push({ path: codeField, message: sentence(error) });
  for (const item of serverPathErrors(error))
    (isField(item.path) ? split.fields : split.rest).push(item);
  return split;
}

/**
 * What the form says above its fields after a refusal: nothing when every error sits at a field;
 * else the code's sentence, followed by the messages no field shows.
 */
export function formFailure(split: ServerErrorSplit, sentence: string): string | null {
  if (split.fields.length > 0 && split.rest.length === 0) return null;
  const rest = split.rest.map((item) => item.message).filter((text) => text !== sentence);
  return [sentence, ...rest].join(' ');
}

/** The paths of react-hook-form's nested errors object, in the order it holds them. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const paths: string[] = [];
  if (typeof Reflect.get(errors, 'message') === 'string' && prefix !== '') paths.push(prefix);
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    // A field array's own error ("add at least one passenger") sits at `root`; it belongs to the array.
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    paths.push(...errorPaths(value, path).filter((p) => !paths.includes(p)));
  }
  return paths;
}

/** Whether the control named `name` shows the error at `path` (an array's error shows on its rows). */
function showsError(name: string, path: string): boolean {
  return name === path || name.startsWith(`${path}.`);
}

/** The first control name, in form order, that shows one of the errors. */
export function firstInError(
  names: readonly string[],
  paths: readonly string[],
): string | undefined {
  return names.find((name) => paths.some((path) => showsError(name, path)));
}

/** The named controls of `form`, in its order. */
function namedControls(form: HTMLFormElement | null): (HTMLElement & { name: string })[] {
  if (!form) return [];
  return Array.from(form.elements).filter(
    (element): element is HTMLElement & { name: string } =>
      'name' in element && typeof element.name === 'string' && element.name !== '',
  );
}

/**
 * Whether a form shows the error at `path`: a control of that name or under it, or an area the
 * form declared (`alsoShows`: "stopOffsets" also covers "stopOffsets.2.stopId").
 */
export function formShows(
  names: readonly string[],
  alsoShows: readonly string[],
  path: string,
): boolean {
  return (
    firstInError(names, [path]) !== undefined ||
    alsoShows.some((area) => path === area || path.startsWith(`${area}.`))
  );
}

/** The names of the controls of `form`, in its order (the paths react-hook-form registered). */
export function controlNames(form: HTMLFormElement | null): string[] {
  return namedControls(form).map((control) => control.name);
}

/** Moves focus to the first control of `form` in error; false when no control shows one. */
export function focusFirstError(form: HTMLFormElement | null, paths: readonly string[]): boolean {
  const controls = namedControls(form);
  const name = firstInError(
    controls.map((control) => control.name),
    paths,
  );
  const control = controls.find((element) => element.name === name);
  control?.focus();
  return control !== undefined;
}
