import { useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input with a "Show password" toggle (aria-pressed says whether it is shown). */
export function PasswordField({
  below,
  belowId,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing' | 'describedBy'> & {
  /** Shown under the input and read with it (e.g. the strength hint). */
  below?: ReactNode;
  belowId?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <TextField
        {...props}
        type={shown ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        describedBy={below ? belowId : undefined}
        trailing={
          <button
            type="button"
            className="field__toggle"
            aria-pressed={shown}
            aria-label="Show password"
            onClick={() => setShown((value) => !value)}
          >
            Show
          </button>
        }
      />
      {below}
    </div>
  );
}
