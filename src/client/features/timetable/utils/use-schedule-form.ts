/**
 * The schedule editor's state and saving: the form as typed, its errors by path (checked with the
 * shared schema before sending, taken from the server after), and focus on the first bad field.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ScheduleInput, type Schedule } from '#shared/timetable.ts';
import type { TimetableOptions } from '#shared/timetable-admin.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import { timetableError } from './error-sentence.ts';
import {
  formOf,
  inputOf,
  newForm,
  serverPathErrors,
  suggestedRows,
  zodPathErrors,
  type PathErrors,
  type ScheduleForm,
} from './schedule-form.ts';
import { planSentence } from './timetable-format.ts';

/** Moves focus to the first control marked invalid (inside a fieldset, its first input). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const marked = form?.querySelector('[aria-invalid="true"]');
  const target = marked?.matches('input, select, textarea')
    ? marked
    : marked?.querySelector('input, select, textarea');
  if (target instanceof HTMLElement) target.focus();
}

/** The error paths a form field's change clears. */
const ERROR_PATH: Partial<Record<keyof ScheduleForm, string>> = {
  offsets: 'stopOffsets',
  followCalendar: 'serviceCalendarId',
};

function withoutErrorsOf(errors: PathErrors, fields: string[]): PathErrors {
  const paths = fields.map((field) => ERROR_PATH[field as keyof ScheduleForm] ?? field);
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !paths.some((path) => key === path || key.startsWith(`${path}.`)),
    ),
  );
}

export function useScheduleForm({
  schedule,
  options,
  initialRouteId,
  onSaved,
}: {
  schedule: Schedule | undefined;
  options: TimetableOptions;
  initialRouteId: string | undefined;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState(() =>
    schedule
      ? formOf(schedule)
      : newForm(
          options.routes.find((r) => r.id === initialRouteId),
          options.today,
        ),
  );
  const [errors, setErrors] = useState<PathErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const save = useSaveSchedule();

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  const showErrors = (next: PathErrors) => {
    focusPending.current = Object.keys(next).length > 0;
    setErrors(next);
  };
  const change = (patch: Partial<ScheduleForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsOf(current, Object.keys(patch)));
  };
  /** A new route brings its stops, with suggested times, and its last stop as the headsign. */
  const changeRoute = (routeId: string) => {
    const next = options.routes.find((r) => r.id === routeId);
    change({ routeId, offsets: suggestedRows(next), headsign: next?.stops.at(-1)?.name ?? '' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const parsed = ScheduleInput.safeParse(inputOf(form));
    if (!parsed.success) return showErrors(zodPathErrors(parsed.error));
    save.mutate(
      { id: schedule?.id, input: parsed.data },
      {
        onSuccess: ({ plan }) =>
          onSaved(`Schedule ${schedule ? 'saved' : 'created'}. ${planSentence(plan)}`),
        onError: (error) => {
          const fields = serverPathErrors(error);
          if (Object.keys(fields).length > 0) showErrors(fields);
          else setFailure(timetableError(error));
        },
      },
    );
  };

  return { form, errors, failure, formRef, saving: save.isPending, change, changeRoute, submit };
}
