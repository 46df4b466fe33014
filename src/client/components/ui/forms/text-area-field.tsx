import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './field.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  name: string;
  /** react-hook-form's registration ref (`field(name)` of use-zod-form spreads it in). */
  ref?: Ref<HTMLTextAreaElement>;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input with its hint and error, tied together as TextField ties them. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  ...area
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        rows={6}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...area}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
