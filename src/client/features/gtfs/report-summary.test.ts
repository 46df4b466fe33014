import { describe, expect, it } from 'vitest';
import { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { reportSummary } from './report-summary.ts';

const counts = {
  agencies: 1,
  stops: 115,
  routes: 6,
  schedules: 7,
  stopTimes: 133,
  serviceCalendars: 4,
  serviceCalendarDates: 17,
  shapes: 0,
  fares: 6,
  deactivatedSchedules: 0,
  inactiveRoutes: 5,
};
const report = { errors: [], warnings: [], errorCount: 0, warningCount: 0 };
const outcome = (fields: Partial<ImportOutcome>) =>
  ImportOutcome.parse({
    ok: true,
    counts,
    timezone: 'America/Los_Angeles',
    report,
    seconds: 1.2,
    ...fields,
  });

describe('reportSummary', () => {
  it('says in amber, with the reason, that an import created nothing bookable', () => {
    const summary = reportSummary(
      outcome({
        rolledOutTrips: 0,
        currency: 'USD',
        nothingBookable:
          'every schedule ended before today (2026-11-23); the last service date is 2023-01-01',
      }),
    );
    expect(summary.tone).toBe('warning');
    expect(summary.text).toContain(
      'Nothing from this feed can be booked: every schedule ended before today (2026-11-23); the last service date is 2023-01-01.',
    );
    expect(summary.text).toContain('5 routes have no trip with stop times and are inactive.');
    expect(summary.text).toContain('Fares are in USD.');
  });

  it('states the shift of a timetable moved to the current week', () => {
    const summary = reportSummary(
      outcome({
        rolledOutTrips: 120,
        shiftDays: 1092,
        shiftMessage: 'Dates moved by +1,092 days (156 weeks).',
      }),
    );
    expect(summary.text).toContain('Dates moved by +1,092 days (156 weeks).');
  });

  it('is green when trips were rolled out', () => {
    const summary = reportSummary(outcome({ rolledOutTrips: 120, currency: 'USD' }));
    expect(summary).toMatchObject({ tone: 'success' });
    expect(summary.text).toContain('120 dated trips rolled out for the next 60 days.');
  });

  it('names both zones when the import waits for a confirmation', () => {
    const summary = reportSummary(
      outcome({
        ok: false,
        timezone: null,
        report: { ...report, errorCount: 1 },
        refusal: {
          code: 'failed-precondition',
          message: '…',
          timezone: { from: 'Europe/Berlin', to: 'America/Los_Angeles' },
        },
      }),
    );
    expect(summary.tone).toBe('error');
    expect(summary.text).toContain('from Europe/Berlin to America/Los_Angeles');
  });
});
