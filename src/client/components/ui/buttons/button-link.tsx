import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './button.tsx';
import './button.css';

/** A link that looks like a button, for navigation calls to action. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
