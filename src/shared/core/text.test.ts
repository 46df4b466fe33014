import { describe, expect, it } from 'vitest';
import { CancelTripRequest, TripQuery } from '../timetable/timetable-admin.ts';
import { ScheduleInput } from '../timetable/timetable.ts';
import { SeatDeck } from '../fleet/seat-layout.ts';
import { SignInForm, UserIdParams } from '../accounts/accounts.ts';
import { StopInput } from '../network/network.ts';
import {
  id,
  isoDate,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  text,
  textProblem,
  YEAR_MESSAGE,
} from './text.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  const name = text({ min: 1, minMessage: 'Name it', max: 5 });

  it('refuses a NUL character anywhere, naming it', () => {
    for (const value of ['\u0000', 'a\u0000', ' a\u0000b ']) {
      expect(messages(name.safeParse(value))).toContain(NUL_MESSAGE);
    }
  });

  it('refuses a lone surrogate, high or low, but keeps a surrogate pair (an emoji)', () => {
    expect(messages(name.safeParse('a\ud800'))).toContain(SURROGATE_MESSAGE);
    expect(messages(name.safeParse('\udc00b'))).toContain(SURROGATE_MESSAGE);
    expect(messages(name.safeParse('\udc00\ud800'))).toContain(SURROGATE_MESSAGE);
    expect(name.parse('a😀')).toBe('a😀');
    expect(textProblem('Zürich Hbf 😀')).toBeUndefined();
  });

  it('trims before the length bounds, and keeps white space when asked', () => {
    expect(name.parse('  abc  ')).toBe('abc');
    expect(messages(name.safeParse('   '))).toEqual(['Name it']);
    expect(messages(name.safeParse('abcdef'))).toEqual(['Keep it to 5 characters or fewer']);
    expect(text({ max: 10, trim: false }).parse(' pass ')).toBe(' pass ');
  });

  it('refuses what is not a string (null, numbers, objects)', () => {
    for (const value of [null, 5, {}, ['a'], true])
      expect(name.safeParse(value).success).toBe(false);
  });

  it('chains like any zod string', () => {
    expect(text({ max: 10 }).toUpperCase().regex(/^AB$/).parse(' ab ')).toBe('AB');
  });
});

describe('id()', () => {
  it('takes better-auth ids and refuses NUL, slashes, spaces, empty and overlong ids', () => {
    expect(id().parse('Xk3bH0aQ9vD2mN7pR1sT4uW6yZ8cE5fG')).toBeTruthy();
    expect(id().parse('admin-1_x')).toBe('admin-1_x');
    for (const bad of ['', 'ab\u0000cd', 'a/b', 'a b', '../x', 'x'.repeat(101)])
      expect(id().safeParse(bad).success).toBe(false);
  });
});

describe('isoDate()', () => {
  it('refuses year 0000 and years outside 1000–9999, naming the year', () => {
    for (const bad of ['0000-01-01', '0000-02-29', '0999-12-31'])
      expect(messages(isoDate().safeParse(bad))).toEqual([YEAR_MESSAGE]);
    expect(isoDate().safeParse('10000-01-01').success).toBe(false);
    expect(isoDate().parse('1000-01-01')).toBe('1000-01-01');
    expect(isoDate().parse('9999-12-31')).toBe('9999-12-31');
  });

  it('takes only real calendar dates', () => {
    expect(isoDate().parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2030-04-31', '2030-13-01', '2030-1-1', '2030-01-01T00:00'])
      expect(isoDate().safeParse(bad).success).toBe(false);
  });
});

describe('the shared request schemas use the primitives', () => {
  it.each([
    ['sign-in e-mail', SignInForm, { email: 'a\u0000@example.com', password: 'secret' }],
    ['a user id path parameter', UserIdParams, { id: 'ab\u0000cd' }],
    ['a stop name', StopInput, { name: 'a\u0000', code: 'X', lat: 1, lng: 1 }],
    ['a stop code', StopInput, { name: 'a', code: 'X\u0000', lat: 1, lng: 1 }],
    ['a deck name', SeatDeck, { name: 'Upper\ud800', rows: 1, cols: 1, cells: [] }],
    ['a cancellation reason', CancelTripRequest, { reason: 'late\u0000' }],
    ['a trip date of year 0000', TripQuery, { date: '0000-01-01' }],
  ])('%s refuses bad text or dates', (_, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('a schedule valid from 0000-02-29 is refused at validFrom', () => {
    const result = ScheduleInput.safeParse({ validFrom: '0000-02-29' });
    const issue = result.error?.issues.find((i) => i.path[0] === 'validFrom');
    expect(issue?.message).toBe(YEAR_MESSAGE);
  });
});
