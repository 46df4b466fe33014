import { useId, type MouseEvent, type Ref } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { PASSENGER_OPTIONS, type SearchWindow } from '../../utils/booking-window.ts';
import './stop-combobox.css';
import './trip-search-form.css';

/**
 * The home screen's trip search until the form's code (react-hook-form, zod, the stop list)
 * loads, which it does when someone first reaches for it (`lazy-trip-search.tsx`): the same
 * fields, classes and names as TripSearchForm, usable at once, so nothing moves when the form
 * takes its place and what was typed carries over. It checks nothing and sends nothing itself:
 * `onWake` starts the form's load, `onSend` asks for a send once it is in.
 */
export function TripSearchStandIn({
  calendar,
  onWake,
  onSend,
  ref,
}: {
  calendar: SearchWindow;
  onWake: () => void;
  onSend: () => void;
  ref?: Ref<HTMLFormElement>;
}) {
  // Swapping texts only: a place is chosen from a list, which is the form's.
  const swap = (event: MouseEvent<HTMLButtonElement>) => {
    const controls = event.currentTarget.form?.elements;
    const from = controls?.namedItem('from');
    const to = controls?.namedItem('to');
    if (!(from instanceof HTMLInputElement && to instanceof HTMLInputElement)) return;
    [from.value, to.value] = [to.value, from.value];
  };
  return (
    <form
      ref={ref}
      className="trip-search"
      role="search"
      aria-label="Trip search"
      noValidate
      onFocus={onWake}
      onPointerEnter={onWake}
      onPointerDown={onWake}
      onKeyDown={onWake}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="trip-search__places">
        <PlaceBox label="From" name="from" />
        <Button
          variant="secondary"
          className="trip-search__swap"
          aria-label="Swap from and to"
          title="Swap from and to"
          onClick={swap}
        >
          <span aria-hidden="true">⇅</span>
        </Button>
        <PlaceBox label="To" name="to" />
      </div>
      <div className="trip-search__when">
        <TextField
          label="Date"
          name="date"
          type="date"
          min={calendar.today}
          max={calendar.last}
          required
          defaultValue={calendar.today}
        />
        <SelectField
          label="Passengers"
          name="passengers"
          options={PASSENGER_OPTIONS}
          defaultValue="1"
        />
        <Button type="submit" className="trip-search__submit">
          Search
        </Button>
      </div>
    </form>
  );
}

/** StopCombobox's markup, its list not there yet. */
function PlaceBox({ label, name }: { label: string; name: string }) {
  const id = useId();
  return (
    <div className="stop-combobox field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        autoComplete="off"
        spellCheck={false}
        placeholder="Stop name or code"
      />
    </div>
  );
}
