import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useOperatorCalendar } from '../../hooks/use-operator-calendar.ts';
import { useRecentSearches } from '../../hooks/use-recent-searches.ts';
import { PASSENGER_OPTIONS } from '../../utils/booking-window.ts';
import { searchFormSchema, searchToView, type SearchPlace } from '../../utils/search-form.ts';
import { resultsParams, type ResultsView } from '../../utils/search-params.ts';
import { StopCombobox } from './stop-combobox.tsx';
import './trip-search-form.css';

export interface SearchStart {
  from?: SearchPlace | null;
  to?: SearchPlace | null;
  date?: string;
  passengers?: number;
  /**
   * Text typed into From and To before this form loaded (the home screen's stand-in), and the
   * place whose box had focus: its suggestions open as if typed here.
   */
  typed?: { from: string; to: string; open: 'from' | 'to' | null };
}

/**
 * The trip search (home and "Edit search" on `/buses`): From and To with autocomplete and a swap,
 * the day (today to the last bookable day, in the operator's zone) and passengers. Sending it opens
 * `/buses` with the search in the address and keeps it among the recent searches.
 */
export function TripSearchForm({
  start = {},
  base,
  submitLabel = 'Search',
  onDone,
}: {
  start?: SearchStart;
  /** The results view being edited: its sort and filters are kept. */
  base?: ResultsView;
  submitLabel?: string;
  /** After the search has opened (say, to close the form it sits in). */
  onDone?: () => void;
}) {
  const calendar = useOperatorCalendar();
  const schema = useMemo(
    () => searchFormSchema({ today: calendar.today, last: calendar.last }),
    [calendar.today, calendar.last],
  );
  const navigate = useNavigate();
  const { remember } = useRecentSearches();
  const { form, formRef, field, errorOf, failure, submit, submitting } = useZodForm(schema, {
    defaultValues: {
      from: start.from ?? null,
      to: start.to ?? null,
      date: start.date ?? calendar.today,
      passengers: String(start.passengers ?? 1),
    },
  });

  // Today was the browser's until the operator's zone arrived: a day not chosen follows it.
  const fixedDate = start.date !== undefined;
  useEffect(() => {
    if (!fixedDate && !form.getFieldState('date').isDirty) form.setValue('date', calendar.today);
  }, [calendar.today, fixedDate, form]);

  const swap = () => {
    const { from, to } = form.getValues();
    form.setValue('from', to, { shouldValidate: form.formState.isSubmitted });
    form.setValue('to', from, { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = submit(async (search) => {
    remember({ from: search.from, to: search.to, passengers: search.passengers });
    await navigate(`${paths.buses}?${resultsParams(searchToView(search, base))}`);
    onDone?.();
  });

  return (
    <form
      ref={formRef}
      className="trip-search"
      role="search"
      aria-label="Trip search"
      noValidate
      onSubmit={onSubmit}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="trip-search__places">
        <Controller
          control={form.control}
          name="from"
          render={({ field: place }) => (
            <StopCombobox
              label="From"
              name="from"
              placeholder="Stop name or code"
              start={start.typed && { text: start.typed.from, open: start.typed.open === 'from' }}
              ref={place.ref}
              value={place.value as SearchPlace | null}
              onChange={place.onChange}
              error={errorOf('from')}
            />
          )}
        />
        <Button
          variant="secondary"
          className="trip-search__swap"
          aria-label="Swap from and to"
          title="Swap from and to"
          onClick={swap}
        >
          <span aria-hidden="true">⇅</span>
        </Button>
        <Controller
          control={form.control}
          name="to"
          render={({ field: place }) => (
            <StopCombobox
              label="To"
              name="to"
              placeholder="Stop name or code"
              start={start.typed && { text: start.typed.to, open: start.typed.open === 'to' }}
              ref={place.ref}
              value={place.value as SearchPlace | null}
              onChange={place.onChange}
              error={errorOf('to')}
            />
          )}
        />
      </div>
      <div className="trip-search__when">
        <TextField
          label="Date"
          type="date"
          min={calendar.today}
          max={calendar.last}
          required
          {...field('date')}
        />
        <SelectField label="Passengers" options={PASSENGER_OPTIONS} {...field('passengers')} />
        <Button type="submit" className="trip-search__submit" busy={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
