import { useId } from 'react';
import { z } from 'zod';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { FileInput } from '#client/components/ui/forms/file-input.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { ApiError } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import type { StartImport } from '../api/start-import.ts';
import '#client/components/ui/forms/field.css';
import './gtfs.css';

const MAX_MB = 100;

/** The chosen zip: the server reads it as a multipart upload, so its checks live here. */
const UploadInput = z.object({
  file: z.custom<FileList | undefined>().transform((files, ctx) => {
    const file = files?.[0];
    if (!file) ctx.addIssue({ code: 'custom', message: 'Choose the GTFS zip to import.' });
    else if (file.size > MAX_MB * 1024 * 1024)
      ctx.addIssue({ code: 'custom', message: `The file is larger than ${MAX_MB} MB.` });
    return file as File;
  }),
  /** Moves an out-of-date timetable by whole weeks so that it starts this week. */
  shiftToCurrentWeek: z.boolean(),
});

function failureSentence(error: unknown): string {
  // "An import is already running" and "larger than 100 MB" are written for people.
  if (
    error instanceof ApiError &&
    (error.code === 'failed-precondition' || error.code === 'resource-exhausted')
  )
    return error.message;
  return describeError(error);
}

/**
 * Chooses a GTFS zip and uploads it with `start`; once the import has begun its progress shows
 * beside the form, and the form waits for it to end.
 */
export function GtfsUploadForm({ start }: { start: StartImport }) {
  const id = useId();
  const { formRef, field, submit } = useZodForm(UploadInput, {
    defaultValues: { file: undefined, shiftToCurrentWeek: false },
  });
  const { error: checkProblem, ...file } = field('file');
  const { error: _shiftError, ...shift } = field('shiftToCurrentWeek');
  const uploading = start.isPending && !start.liveId;
  // A refused upload, from this form or from a report's confirmation button.
  const problem = checkProblem ?? (start.error ? failureSentence(start.error) : null);

  const onSubmit = submit((input) => {
    if (!start.isPending) start.mutate(input);
  });

  return (
    <form ref={formRef} className="form gtfs-upload" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          GTFS feed (zip)
        </label>
        <p id={`${id}-hint`} className="field__hint">
          Up to {MAX_MB} MB. Stops, routes and timetables are updated by their GTFS ids; nothing
          changes if the feed has errors.
        </p>
        <FileInput
          id={`${id}-file`}
          accept=".zip,application/zip"
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          {...file}
          onChange={(event) => {
            start.reset();
            return file.onChange(event);
          }}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error">
            {problem}
          </p>
        )}
      </div>
      <label className="gtfs-upload__check">
        <input type="checkbox" aria-describedby={`${id}-shift-hint`} {...shift} />
        <span>Move this timetable to the current week</span>
      </label>
      <p id={`${id}-shift-hint`} className="field__hint">
        For an out-of-date feed: every date moves by whole weeks, so each trip keeps its weekday,
        and the feed’s first day of service falls in this week. The report says by how much.
      </p>
      {uploading && (
        <Notice tone="info">
          <progress className="gtfs-progress__bar" aria-label="Uploading the feed" /> Uploading the
          feed…
        </Notice>
      )}
      <div className="form__actions">
        <Button type="submit" busy={start.isPending}>
          Upload and import
        </Button>
      </div>
    </form>
  );
}
