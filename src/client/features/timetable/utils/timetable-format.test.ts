import { describe, expect, it } from 'vitest';
import {
  clockLabel,
  daysSummary,
  formatDate,
  planSentence,
  timeIn,
  serviceText,
  validityText,
} from './timetable-format.ts';

describe('timetable formats', () => {
  it('sums up weekdays', () => {
    expect(daysSummary([1, 2, 3, 4, 5, 6, 7])).toBe('Every day');
    expect(daysSummary([5, 1, 2, 3, 4])).toBe('Mon–Fri');
    expect(daysSummary([1, 2, 3, 5])).toBe('Mon–Wed, Fri');
    expect(daysSummary([6, 7])).toBe('Sat, Sun');
    expect(daysSummary([])).toBe('Calendar dates only');
  });

  it('writes calendar dates and validity the same in every zone', () => {
    expect(formatDate('2030-03-01')).toBe('1 Mar 2030');
    expect(validityText('2030-03-01', null)).toBe('from 1 Mar 2030');
    expect(validityText('2030-03-01', '2030-12-31')).toBe('1 Mar 2030 – 31 Dec 2030');
  });

  it("shows times in the operator's zone, marking the next day", () => {
    expect(timeIn('2030-03-31T05:00:00Z', 'Europe/Berlin')).toBe('07:00');
    expect(timeIn('2030-03-31T23:30:00Z', 'Europe/Berlin', '2030-03-31')).toBe('01:30 +1');
    expect(timeIn(null, 'Europe/Berlin')).toBe('—');
    expect(clockLabel('25:55')).toBe('01:55 +1');
    expect(clockLabel('07:00')).toBe('07:00');
  });

  it('says what a save did to the trips, naming kept ones', () => {
    expect(planSentence({ created: 59, replanned: 0, removed: 0, kept: [] })).toBe(
      'Dated trips: 59 trips rolled out.',
    );
    expect(planSentence({ created: 0, replanned: 0, removed: 0, kept: [] })).toBe(
      'Its dated trips needed no change.',
    );
    expect(
      planSentence({
        created: 0,
        replanned: 3,
        removed: 1,
        kept: [{ tripId: 't', serviceDate: '2030-03-20' }],
      }),
    ).toBe(
      'Dated trips: 3 trips re-planned, 1 trip removed. 1 trip with sold or held seats kept its earlier plan (20 Mar 2030); review it on the Trips screen.',
    );
  });
});

describe('serviceText', () => {
  const calendar = (addedDates: number, removedDates: number) => ({
    id: 'c',
    gtfsId: 'c_20276_b_33503_d_31',
    addedDates,
    removedDates,
  });

  it('writes an imported calendar as weekdays and dates, never its raw id', () => {
    const weekdays = {
      daysOfWeek: [1, 2, 3, 4, 5],
      validFrom: '2022-01-03',
      validTo: '2023-12-30',
      serviceCalendar: calendar(0, 2),
    };
    expect(serviceText(weekdays)).toBe('Mon–Fri, 3 Jan 2022 – 30 Dec 2023, except 2 dates');
    expect(serviceText({ ...weekdays, serviceCalendar: calendar(1, 1) })).toBe(
      'Mon–Fri, 3 Jan 2022 – 30 Dec 2023, plus 1 date, except 1 date',
    );
    expect(
      serviceText({
        daysOfWeek: [],
        validFrom: '2030-03-01',
        validTo: '2030-03-09',
        serviceCalendar: calendar(5, 0),
      }),
    ).toBe('On 5 dates, 1 Mar 2030 – 9 Mar 2030');
  });

  it('writes a schedule entered by hand as its days and validity', () => {
    expect(
      serviceText({
        daysOfWeek: [6, 7],
        validFrom: '2030-03-01',
        validTo: null,
        serviceCalendar: null,
      }),
    ).toBe('Sat, Sun, from 1 Mar 2030');
  });
});
