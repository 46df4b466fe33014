import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** react-hook-form's registration ref (`field(name)` of use-zod-form spreads it in). */
  ref?: Ref<HTMLInputElement>;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Extra content after the input, inside the field's row (e.g. a show-password button). */
  trailing?: ReactNode;
  /** Content under the input, read with it (e.g. a strength meter); needs its own id. */
  describedBy?: string;
}

/** A labelled input with its hint and error, tied together for assistive technology. */
export function TextField({
  label,
  name,
  error,
  hint,
  optional = false,
  trailing,
  describedBy,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, describedBy ?? null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="field__row">
        <input
          id={id}
          name={name}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
