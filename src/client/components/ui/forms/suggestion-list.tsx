import type { ReactNode } from 'react';

/**
 * The listbox of a combobox's suggestions (suggestions.ts has their keyboard rules): option `i`
 * is `${id}-option-${i}` for the input's aria-activedescendant, and a click picks an option
 * without the input losing focus first.
 */
export function SuggestionList<T extends { id: string }>({
  id,
  label,
  className,
  optionClassName,
  options,
  active,
  fresh,
  hidden,
  onPick,
  children,
}: {
  /** The combobox's id: the list is `${id}-list`. */
  id: string;
  label: string;
  className?: string;
  optionClassName?: string;
  options: readonly T[];
  active: number;
  /** False while the options shown are for an earlier text. */
  fresh: boolean;
  hidden: boolean;
  onPick: (option: T) => void;
  /** An option's content. */
  children: (option: T) => ReactNode;
}) {
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label={label}
      className={className ? `suggestions ${className}` : 'suggestions'}
      aria-busy={!fresh}
      hidden={hidden}
      // A press anywhere on the list (its padding too) keeps focus in the input: a blur would hide
      // the list under the pointer and the click would reach nothing.
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option, i) => (
        <li
          key={option.id}
          id={`${id}-option-${i}`}
          role="option"
          aria-selected={i === active}
          className={
            optionClassName ? `suggestions__option ${optionClassName}` : 'suggestions__option'
          }
          onClick={() => onPick(option)}
        >
          {children(option)}
        </li>
      ))}
    </ul>
  );
}
