import { describe, expect, it } from 'vitest';
import { bookingWindow } from './booking-window.ts';
import { exactStop, searchFormSchema, searchToView } from './search-form.ts';

const window = bookingWindow('2030-03-14');
const schema = searchFormSchema(window);
const a = { id: 'a', name: 'Main Street', code: 'MS' };
const b = { id: 'b', name: 'Harbour', code: 'HB' };
const messages = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the trip search form', () => {
  it('books up to 60 days ahead, or as many as the operator set', () => {
    expect(window).toEqual({ today: '2030-03-14', last: '2030-05-13' });
    expect(bookingWindow('2030-03-14', 5)).toEqual({ today: '2030-03-14', last: '2030-03-19' });
  });

  it('takes two different places, a day in the window and 1–6 passengers', () => {
    const result = schema.parse({ from: a, to: b, date: '2030-03-14', passengers: '2' });
    expect(result).toEqual({ from: a, to: b, date: '2030-03-14', passengers: 2 });
    expect(searchToView(result)).toMatchObject({
      from: 'a',
      to: 'b',
      fromName: 'Main Street',
      toName: 'Harbour',
      date: '2030-03-14',
      passengers: 2,
      sort: 'departure',
    });
  });

  it('names each problem at its field', () => {
    expect(messages({ from: null, to: null, date: '2030-03-13', passengers: 1 })).toEqual({
      from: 'Choose where you start',
      to: 'Choose where you are going',
      date: 'That day has passed: choose today or later',
    });
    expect(messages({ from: a, to: a, date: '2030-05-14', passengers: 7 })).toEqual({
      to: 'From and To are the same place: choose two different stops',
      date: 'Trips can be booked up to Monday 13 May: choose an earlier day',
      passengers: 'At most 6 passengers book together',
    });
    expect(messages({ from: a, to: b, date: '', passengers: 1 })).toEqual({
      date: 'Choose the day you travel',
    });
  });
});

describe('exactStop', () => {
  const stops = [
    { id: '1', name: 'Ulm ZOB', code: 'ULM' },
    { id: '2', name: 'Ulm Hbf', code: 'ULH' },
    { id: '3', name: 'Neu-Ulm', code: 'NUL' },
  ];

  it('takes the one stop whose name or code was typed in full, in any case', () => {
    expect(exactStop(' ulm zob ', stops)?.id).toBe('1');
    expect(exactStop('ulh', stops)?.id).toBe('2');
  });

  it('takes none for a part of a name, or a name two stops share', () => {
    expect(exactStop('Neu', stops)).toBeUndefined();
    expect(exactStop('Ulm ZOB', [...stops, { id: '4', name: 'Ulm ZOB', code: 'UZ2' }])).toBe(
      undefined,
    );
    expect(exactStop('  ', stops)).toBeUndefined();
  });
});
