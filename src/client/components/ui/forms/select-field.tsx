import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import './field.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  /** react-hook-form's registration ref (`field(name)` of use-zod-form spreads it in). */
  ref?: Ref<HTMLSelectElement>;
  /** A disabled option is shown but cannot be chosen (say why in its label). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  error?: string;
}

export function SelectField({
  label,
  name,
  options,
  error,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
