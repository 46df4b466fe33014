import { useId, useRef, type ChangeEvent } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { FileInput } from '#client/components/ui/forms/file-input.tsx';
import { busPhotoProblem } from '../utils/bus-photo-file.ts';
import type { BusPhoto } from './use-bus-photo.ts';

/** Choose a photo (checked here first, then by the server), see it, or remove it. */
export function BusPhotoField({
  photo,
  error,
  onProblem,
}: {
  photo: BusPhoto;
  error?: string;
  onProblem: (problem: string | undefined) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = busPhotoProblem(chosen);
    onProblem(problem ?? undefined);
    if (problem) event.target.value = '';
    else photo.choose(chosen);
  };

  return (
    <div className="field bus-form__photo">
      <label className="field__label" htmlFor={id}>
        Photo <span className="field__optional">(optional)</span>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        JPEG, PNG or WebP, up to 5 MB. We resize it and keep a thumbnail for the fleet list.
      </p>
      {photo.shown && (
        <img
          className="bus-form__preview"
          src={photo.shown}
          alt={photo.chosen ? 'The photo you chose' : 'The current photo'}
        />
      )}
      <div className="form__actions">
        <FileInput
          ref={inputRef}
          id={id}
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={onChoose}
        />
        {photo.shown && (
          <Button
            variant="secondary"
            onClick={() => {
              photo.remove();
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            Remove photo
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
