import { describe, expect, it } from 'vitest';
import type { SeatOffer } from '#shared/booking/booking.ts';
import {
  lostFromSelection,
  mySeats,
  openingSelection,
  parsePassengers,
  parseSeatList,
  seatLimit,
  seatList,
  seatViewStates,
  selectionPrompt,
  selectionTotal,
  takenMessage,
  toggleSeat,
  unavailableSeats,
} from './seat-selection.ts';

const offer = (label: string, state: SeatOffer['state'], priceMinor = 450): SeatOffer => ({
  label,
  state,
  tier: 'standard',
  priceMinor,
});
const seats = [
  offer('1', 'available'),
  offer('2', 'held'),
  offer('3', 'booked'),
  offer('4', 'mine'),
  offer('5', 'available', 560),
];

describe('seat selection rules', () => {
  it('reads passengers 1–6 and refuses anything else', () => {
    expect(parsePassengers('2')).toBe(2);
    expect(parsePassengers('0')).toBeNull();
    expect(parsePassengers('7')).toBeNull();
    expect(parsePassengers('2.5')).toBeNull();
    expect(parsePassengers(null)).toBeNull();
    expect(seatLimit(null)).toBe(6);
    expect(seatLimit(3)).toBe(3);
  });

  it('keeps only seat labels from ?seats=, each once', () => {
    expect(parseSeatList('12,13,12,<x>')).toEqual(['12', '13']);
    expect(parseSeatList(null)).toEqual([]);
  });

  it('adds a seat up to the limit, lets a chosen one go, and says why it refuses', () => {
    expect(toggleSeat(['1'], '5', 2)).toEqual({ selected: ['1', '5'], refused: null });
    expect(toggleSeat(['1', '5'], '1', 2)).toEqual({ selected: ['5'], refused: null });
    const full = toggleSeat(['1', '5'], '6', 2);
    expect(full.selected).toEqual(['1', '5']);
    expect(full.refused).toBe('You can choose 2 seats at most. Let one go to choose another.');
    expect(toggleSeat(['1'], '5', 1).refused).toMatch(/^You can choose 1 seat at most/);
  });

  it('maps the server states to the map, the choice on top of available seats only', () => {
    expect(seatViewStates(seats, ['1', '2'])).toEqual({
      '1': 'selected',
      '2': 'held',
      '3': 'taken',
      '4': 'available',
      '5': 'available',
    });
    expect(seatViewStates(seats, ['4'])['4']).toBe('selected');
    expect(mySeats(seats)).toEqual(['4']);
  });

  it('adds up the chosen seats’ prices and finds chosen seats that were taken meanwhile', () => {
    expect(selectionTotal(seats, ['1', '5'])).toBe(1010);
    expect(selectionTotal(seats, [])).toBe(0);
    expect(lostFromSelection(seats, ['1', '2', '3', '4', '5'])).toEqual(['2', '3']);
  });

  it('words the summary for a fixed number of passengers or up to the limit', () => {
    expect(selectionPrompt(0, 2)).toBe('Choose 2 seats');
    expect(selectionPrompt(1, 2)).toBe('1 seat chosen · choose 1 more');
    expect(selectionPrompt(2, 2)).toBe('2 seats chosen');
    expect(selectionPrompt(0, null)).toBe('Choose up to 6 seats');
    expect(selectionPrompt(1, null)).toBe('1 seat chosen');
  });

  it('names seats as a list and reads the seats of a seat-unavailable answer', () => {
    expect(seatList(['4'])).toBe('Seat 4');
    expect(seatList(['12', '13'])).toBe('Seats 12 and 13');
    expect(seatList(['1', '2', '3'])).toBe('Seats 1, 2 and 3');
    expect(unavailableSeats({ seats: ['12', 13, '14'] })).toEqual(['12', '14']);
    expect(unavailableSeats(undefined)).toEqual([]);
  });
});

describe('holding the choice', () => {
  it('says what is missing before a hold', async () => {
    const { holdProblem } = await import('./hold-check.ts');
    expect(holdProblem(0, null)).toBe('Choose a seat first: press a free seat on the map.');
    expect(holdProblem(1, 2)).toBe('Choose 2 seats, one for each passenger: 1 chosen so far.');
    expect(holdProblem(2, 2)).toBeNull();
    expect(holdProblem(3, null)).toBeNull();
  });
});

describe('a chosen seat someone else takes', () => {
  it('is named, asking for another', () => {
    expect(takenMessage(['10D'])).toBe('Seat 10D was just taken — pick another');
    expect(takenMessage(['10C', '10D'])).toBe('Seats 10C and 10D were just taken — pick others');
  });

  it('is dropped from the choice kept in the address, and said', () => {
    const seats = [offer('1A', 'available'), offer('10D', 'held'), offer('2B', 'mine')];
    expect(openingSelection(seats, ['1A', '10D', '2B'], 6)).toEqual({
      selected: ['1A', '2B'],
      lost: ['10D'],
    });
  });

  it('opens on one’s own hold when the address names no seats', () => {
    const seats = [offer('1A', 'available'), offer('2B', 'mine')];
    expect(openingSelection(seats, [], 6)).toEqual({ selected: ['2B'], lost: [] });
  });
});
