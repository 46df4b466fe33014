import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileInput } from '#client/components/ui/forms/file-input.tsx';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { avatarFileProblem } from '#client/lib/forms/avatar-file.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { UserAvatar } from './user-avatar.tsx';
import '#client/components/ui/forms/field.css';
import './avatar-editor.css';

/** The profile photo: choose one (checked here first), see it, save it; or remove the current one. */
export function AvatarEditor() {
  const { currentUser, refresh } = useSession();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const inputId = useId();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setMessage(null);
    if (!chosen) return reset();
    const problem = avatarFileProblem(chosen);
    if (problem) {
      reset();
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const done = (text: string) => async () => {
    reset();
    await refresh();
    setMessage({ tone: 'success', text });
  };
  const failed = (error: unknown) => setMessage({ tone: 'error', text: describeError(error) });

  const save = () => {
    if (file && !busy)
      upload.mutate(file, { onSuccess: done('Your photo was saved.'), onError: failed });
  };
  const removeCurrent = () => {
    if (!busy)
      remove.mutate(undefined, { onSuccess: done('Your photo was removed.'), onError: failed });
  };

  return (
    <div className="avatar-editor">
      <UserAvatar
        name={currentUser?.name ?? ''}
        image={preview ?? currentUser?.image ?? null}
        size="large"
      />
      <div className="avatar-editor__controls">
        <label htmlFor={inputId} className="field__label">
          Profile photo
        </label>
        <p className="field__hint" id={`${inputId}-hint`}>
          JPEG, PNG or WebP, up to 2 MB.
        </p>
        <FileInput
          ref={inputRef}
          id={inputId}
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${inputId}-hint`}
          onChange={onChoose}
        />
        <div className="form__actions">
          {file && (
            <>
              <Button onClick={save} busy={upload.isPending}>
                Save photo
              </Button>
              <Button variant="secondary" onClick={reset}>
                Cancel
              </Button>
            </>
          )}
          {!file && currentUser?.image && (
            <Button variant="secondary" onClick={removeCurrent} busy={remove.isPending}>
              Remove photo
            </Button>
          )}
        </div>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
    </div>
  );
}
