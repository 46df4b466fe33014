/** The sentence at the top of an import's report, and its tone: what changed, and what to do next. */
import type { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { ROLLOUT_DAYS } from '#shared/timetable/timetable.ts';

export interface ReportSummary {
  /** error: nothing changed; warning: imported, but nothing can be booked; success otherwise. */
  tone: 'success' | 'warning' | 'error';
  text: string;
}

const COUNT_WORDS: [keyof ImportOutcome['counts'], string, string][] = [
  ['agencies', 'agency', 'agencies'],
  ['stops', 'stop', 'stops'],
  ['routes', 'route', 'routes'],
  ['schedules', 'trip', 'trips'],
  ['stopTimes', 'stop time', 'stop times'],
  ['serviceCalendars', 'service calendar', 'service calendars'],
  ['shapes', 'shape', 'shapes'],
  ['fares', 'fare', 'fares'],
];

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** What the roll-out right after the import did, or that it is under way. */
function rolloutSentence(trips: number | null, rollingOut: boolean): string {
  if (rollingOut) return `Rolling out dated trips for the next ${ROLLOUT_DAYS} days…`;
  if (trips === null) return 'Dated trips are rolled out within the hour.';
  if (trips === 0) return `No new dated trips in the next ${ROLLOUT_DAYS} days.`;
  return `${count(trips, 'dated trip', 'dated trips')} rolled out for the next ${ROLLOUT_DAYS} days.`;
}

function failed(outcome: ImportOutcome): ReportSummary {
  const { refusal, report } = outcome;
  if (refusal) {
    const { from, to } = refusal.timezone;
    return {
      tone: 'error',
      text: `Nothing was changed: this feed would move the operator’s time zone from ${from} to ${to}, and the network already has stops and routes. Confirm the change below, or import a feed in ${from}.`,
    };
  }
  const errors = count(report.errorCount, 'error', 'errors');
  const them = report.errorCount === 1 ? 'it' : 'them';
  return {
    tone: 'error',
    text: `Nothing was changed: the feed has ${errors}. Fix ${them} and upload the feed again.`,
  };
}

export function reportSummary(outcome: ImportOutcome, rollingOut = false): ReportSummary {
  if (!outcome.ok) return failed(outcome);
  const { counts } = outcome;
  const imported = COUNT_WORDS.filter(([key]) => counts[key] > 0).map(([key, one, many]) =>
    count(counts[key], one, many),
  );
  const parts = [
    `Imported in ${outcome.seconds.toFixed(1)} s: ${imported.join(', ') || 'nothing new'}.`,
  ];
  if (outcome.shiftMessage) parts.push(outcome.shiftMessage);
  if (outcome.timezone) parts.push(`The operator’s time zone is ${outcome.timezone}.`);
  if (outcome.currency && counts.fares > 0) parts.push(`Fares are in ${outcome.currency}.`);
  if (counts.inactiveRoutes > 0)
    parts.push(
      `${count(counts.inactiveRoutes, 'route has', 'routes have')} no trip with stop times and ${counts.inactiveRoutes === 1 ? 'is' : 'are'} inactive.`,
    );
  if (counts.deactivatedSchedules > 0)
    parts.push(
      `${counts.deactivatedSchedules} earlier trips the feed no longer has are now inactive.`,
    );
  if (outcome.nothingBookable) {
    parts.push(`Nothing from this feed can be booked: ${outcome.nothingBookable}.`);
    return { tone: 'warning', text: parts.join(' ') };
  }
  parts.push(rolloutSentence(outcome.rolledOutTrips, rollingOut));
  return { tone: 'success', text: parts.join(' ') };
}
