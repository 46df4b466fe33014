import { passwordStrength, STRENGTH_HINTS } from '#client/lib/forms/password-strength.ts';
import './password-strength-hint.css';

const LABELS = { weak: 'Weak', fair: 'Fair', strong: 'Strong' };

/** A three-step meter and a sentence; read with the password field (aria-describedby). */
export function PasswordStrengthHint({ id, password }: { id: string; password: string }) {
  if (password === '') {
    return (
      <p id={id} className="strength-hint">
        Use 6 characters or more; a short sentence is easy to remember and hard to guess.
      </p>
    );
  }
  const strength = passwordStrength(password);
  return (
    <div className={`strength-hint strength-hint--${strength}`}>
      <span className="strength-hint__meter" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <p id={id} className="strength-hint__text" aria-live="polite">
        Password strength: <strong>{LABELS[strength]}</strong>. {STRENGTH_HINTS[strength]}
      </p>
    </div>
  );
}
