import type { InputHTMLAttributes, Ref } from 'react';
import './file-input.css';

/**
 * The one file picker of the app (photos, GTFS feeds): the browser's own input, so keyboard,
 * drag-and-drop and screen readers work as people expect, with its button styled as a secondary
 * button. The label, hint and error stay with the field around it.
 */
export function FileInput({
  className,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      type="file"
      className={['file-input', className].filter(Boolean).join(' ')}
      {...input}
    />
  );
}
