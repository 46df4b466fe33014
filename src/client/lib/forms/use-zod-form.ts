/**
 * The one way to build a form (STYLE §12): react-hook-form checked by the shared zod schema, the
 * server's field errors put on the same fields, the rest said above the form, and focus on the
 * first field in error after a refused submit, whichever side refused it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ErrorCode } from '#shared/core/api-error.ts';
import { describeError } from '../api/error-text.ts';
import {
  controlNames,
  errorPaths,
  formFailure,
  formShows,
  focusFirstError,
  splitServerError,
} from './zod-form.ts';

export interface ZodFormOptions<Values> {
  defaultValues: DefaultValues<Values>;
  /** Codes that are about one field: their sentence goes under it (say email-already-in-use → email). */
  codeFields?: Partial<Record<ErrorCode, Path<Values>>>;
  /** The sentence for an error no field shows; `describeError` unless the screen has its own. */
  describe?: (error: unknown) => string;
  /** Paths whose errors (theirs and those under them) the form shows without a control of that name. */
  alsoShows?: readonly string[];
  /** Takes focus when no control shows the errors (say, a list of the layout's problems). */
  focusElse?: (form: HTMLFormElement | null) => void;
}

/** What a field component takes: the registration plus the message to show under it. */
export type FieldProps = UseFormRegisterReturn & { error: string | undefined };

export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  {
    defaultValues,
    codeFields,
    describe = describeError,
    alsoShows,
    focusElse,
  }: ZodFormOptions<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    // The resolver's overloads cannot follow a generic schema; the schema's own types are above.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusPending = useRef(false);
  const sending = useRef(false);
  const { errors, isSubmitting } = form.formState;

  // Focus moves once the messages are rendered, so the field is announced with its message.
  useEffect(() => {
    if (!focusPending.current) return;
    const paths = errorPaths(errors);
    if (paths.length === 0) return;
    focusPending.current = false;
    if (!focusFirstError(formRef.current, paths)) focusElse?.(formRef.current);
  });

  const errorOf = (name: Path<Input>): string | undefined => {
    const error: unknown = get(errors, name);
    if (typeof error !== 'object' || error === null) return undefined;
    const message: unknown = Reflect.get(error, 'message') ?? get(error, 'root.message');
    return typeof message === 'string' ? message : undefined;
  };

  /** `options.setValueAs` turns what a control holds into the schema's input ('' → null, say). */
  const field = (name: Path<Input>, options?: RegisterOptions<Input>): FieldProps => ({
    ...form.register(name, options),
    error: errorOf(name),
  });

  /** Shows errors the schema cannot find (say, a typed amount that is not money) and focuses the first. */
  const showErrors = (errors: readonly { path: Path<Input>; message: string }[]) => {
    for (const item of errors) form.setError(item.path, { type: 'client', message: item.message });
    focusPending.current = errors.length > 0;
  };

  /** Puts a failed call's field errors on the fields; says the rest above the form. */
  const showServerError = (error: unknown) => {
    const names = controlNames(formRef.current);
    // Only errors the form can show go on fields; the rest are said above it, never lost.
    const shown = (path: string) => formShows(names, alsoShows ?? [], path);
    const split = splitServerError(error, shown, codeFields, describe);
    for (const item of split.fields)
      form.setError(item.path as Path<Input>, { type: 'server', message: item.message });
    focusPending.current = split.fields.length > 0;
    setFailure(formFailure(split, describe(error)));
  };

  /** The form's submit handler: checks with the schema, then runs `send`; a throw is shown. */
  const submit = (send: (values: Output) => unknown) => (event?: FormEvent) => {
    // Enter in a field submits even while the button is busy: one sending at a time.
    if (sending.current) return event?.preventDefault();
    void form.handleSubmit(
      async (values) => {
        setFailure(null);
        sending.current = true;
        try {
          await send(values);
        } catch (error) {
          showServerError(error);
        } finally {
          sending.current = false;
        }
      },
      () => {
        setFailure(null);
        focusPending.current = true;
      },
    )(event);
  };

  return {
    form,
    formRef,
    field,
    errorOf,
    failure,
    setFailure,
    showErrors,
    showServerError,
    submit,
    submitting: isSubmitting,
  };
}

/** What useZodForm gives, for the parts of a large form that live in their own components. */
export type ZodForm<Input extends FieldValues, Output> = ReturnType<
  typeof useZodForm<Input, Output>
>;
