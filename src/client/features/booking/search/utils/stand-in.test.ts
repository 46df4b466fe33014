import { describe, expect, it } from 'vitest';
import { handover, type StandInValues } from './stand-in.ts';

const untouched: StandInValues = {
  from: '',
  to: '',
  date: '2030-03-14',
  dateChosen: false,
  passengers: '1',
  focused: null,
};

describe('the stand-in search form handing over to the real one', () => {
  it('passes no date while the shown one was not changed, so the form follows today', () => {
    expect(handover(untouched)).toEqual({
      passengers: 1,
      typed: { from: '', to: '', open: null },
    });
  });

  it('passes a chosen date and passenger count, and drops ones the form does not offer', () => {
    expect(
      handover({ ...untouched, date: '2030-03-20', dateChosen: true, passengers: '4' }),
    ).toEqual({ date: '2030-03-20', passengers: 4, typed: { from: '', to: '', open: null } });
    const odd = handover({ ...untouched, date: '20-3-2030', dateChosen: true, passengers: '7' });
    expect(odd.date).toBeUndefined();
    expect(odd.passengers).toBeUndefined();
    expect(handover({ ...untouched, passengers: '2.5' }).passengers).toBeUndefined();
    expect(handover({ ...untouched, passengers: '0' }).passengers).toBeUndefined();
  });

  it('carries typed places and opens the suggestions of the one being typed', () => {
    expect(handover({ ...untouched, from: 'München ZOB', to: 'ul', focused: 'to' }).typed).toEqual({
      from: 'München ZOB',
      to: 'ul',
      open: 'to',
    });
    // Focus on an empty place, or on another control, opens nothing.
    expect(handover({ ...untouched, from: 'ulm', focused: 'to' }).typed.open).toBeNull();
    expect(handover({ ...untouched, from: 'ulm', focused: 'date' }).typed.open).toBeNull();
    expect(handover({ ...untouched, from: '  ', focused: 'from' }).typed.open).toBeNull();
  });
});
