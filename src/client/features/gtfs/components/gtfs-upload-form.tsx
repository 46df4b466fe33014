import { useId, useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { ApiError } from '#client/lib/api.ts';
import { describeError } from '#client/lib/error-text.ts';
import type { StartImport } from '../api/start-import.ts';
import '#client/components/ui/field.css';
import './gtfs.css';

const MAX_MB = 100;

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
  const [checkProblem, setProblem] = useState<string | null>(null);
  const uploading = start.isPending && !start.liveId;
  // A refused upload, from this form or from a report's confirmation button.
  const problem = checkProblem ?? (start.error ? failureSentence(start.error) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return setProblem('Choose the GTFS zip to import.');
    if (file.size > MAX_MB * 1024 * 1024)
      return setProblem(`The file is larger than ${MAX_MB} MB.`);
    setProblem(null);
    start.mutate({ file });
  };

  return (
    <form className="form gtfs-upload" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          GTFS feed (zip)
        </label>
        <p id={`${id}-hint`} className="field__hint">
          Up to {MAX_MB} MB. Stops, routes and timetables are updated by their GTFS ids; nothing
          changes if the feed has errors.
        </p>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".zip,application/zip"
          className="gtfs-upload__file"
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          onChange={() => {
            setProblem(null);
            start.reset();
          }}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error">
            {problem}
          </p>
        )}
      </div>
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
