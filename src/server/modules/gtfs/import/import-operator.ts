/**
 * What an import does to the operator's settings (docs/decisions/008-operator-settings-from-the-first-feed.md).
 * Into an empty network a feed sets the time zone and the currency of its fares. Into a network
 * that already has stops or routes it keeps the currency, and moves the time zone only when the
 * admin confirmed it (`allowTimezoneChange`): every "today" and service date of the network
 * that is there would move with it.
 */
import type { ImportOutcome } from '#shared/gtfs/gtfs.ts';
import { ROLLOUT_DAYS } from '#shared/timetable/timetable.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { CURRENCY_SETTING, TIMEZONE_SETTING } from '../../network/operator/operator.service.ts';
import type { ImportState } from './import-state.ts';
import type { FareInput } from '../mapping/fares/map-fares.ts';

/** The operator as the import found it. */
export interface OperatorBefore {
  /** The stored zone, else the default (OPERATOR_TIMEZONE); undefined with neither. */
  timezone: string | undefined;
  /** The stored currency, else the default (CURRENCY); undefined with neither. */
  currency: string | undefined;
  stops: number;
  routes: number;
}

export const isEmptyNetwork = (o: OperatorBefore) => o.stops === 0 && o.routes === 0;

/** Read inside the import's transaction: on PGlite a query outside it would wait for it. */
export async function readOperator(state: ImportState): Promise<OperatorBefore> {
  const { repo, defaults } = state;
  return {
    timezone: (await repo.setting(TIMEZONE_SETTING)) ?? defaults.timezone,
    currency: (await repo.setting(CURRENCY_SETTING)) ?? defaults.currency,
    ...(await repo.networkSize()),
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Refuses (an error, so nothing is written) a zone change the admin has not confirmed. */
export function checkTimezone(state: ImportState) {
  const { operator, timezone: to } = state;
  const from = operator.timezone;
  if (!from || !to || from === to || isEmptyNetwork(operator) || state.allowTimezoneChange) return;
  const network = `${plural(operator.stops, 'stop')} and ${plural(operator.routes, 'route')}`;
  const message =
    `The feed's time zone is ${to}, the operator's is ${from}, and the network already has ` +
    `${network}. Importing it moves the operator to ${to}: "today" and every service date ` +
    `of the trips already there change with it. Nothing was changed; import the feed again ` +
    `with allowTimezoneChange=true to confirm.`;
  state.refusal = { code: 'failed-precondition', message, timezone: { from, to } };
  state.report.error('agency.txt', null, message);
}

/**
 * The currency fares must be in: an empty network takes the one most of the feed's fares use
 * (ties: the first in ISO order), remembered to store; any other network keeps the operator's.
 */
export function chooseCurrency(state: ImportState, fares: Iterable<FareInput>): string | undefined {
  if (!isEmptyNetwork(state.operator)) return state.operator.currency;
  const uses = new Map<string, number>();
  for (const f of fares) uses.set(f.currency, (uses.get(f.currency) ?? 0) + 1);
  const [first] = [...uses].sort(([a, n], [b, m]) => m - n || a.localeCompare(b));
  state.newCurrency = first?.[0];
  return state.newCurrency ?? state.operator.currency;
}

/** Inside the transaction, once the feed has no error. */
export async function writeOperatorSettings(state: ImportState) {
  await state.repo.setSetting(TIMEZONE_SETTING, state.timezone!);
  if (state.newCurrency) await state.repo.setSetting(CURRENCY_SETTING, state.newCurrency);
}

/** Why nothing imported can be booked in the roll-out window, or null when something can. */
export function nothingBookable(state: ImportState, now = new Date()): string | null {
  const span = state.serviceSpan;
  if (state.counts.schedules === 0 || !span)
    return 'no trip of the feed has stop times, so there is no timetable to book';
  const today = localDate(now, state.timezone!);
  if (span.last < today)
    return `every schedule ended before today (${today}); the last service date is ${span.last}`;
  const end = addDays(today, ROLLOUT_DAYS - 1);
  if (span.first > end)
    return `every schedule starts after the next ${ROLLOUT_DAYS} days; the first service date is ${span.first}`;
  return null;
}

/** The outcome's operator fields. */
export function operatorOutcome(
  state: ImportState | undefined,
  ok: boolean,
): Pick<ImportOutcome, 'refusal' | 'currency' | 'nothingBookable'> {
  return {
    refusal: state?.refusal ?? null,
    currency: ok && state ? (state.newCurrency ?? state.operator.currency ?? null) : null,
    nothingBookable: ok && state ? nothingBookable(state) : null,
  };
}

/**
 * The multipart field `allowTimezoneChange` ("true" or "false"), read from the fields sent before
 * the file (@fastify/multipart hands those over with it).
 */
export function allowTimezoneChangeField(fields: Record<string, unknown>): boolean {
  const part = fields.allowTimezoneChange;
  if (part === undefined) return false;
  const value =
    part && typeof part === 'object' && 'value' in part ? (part as { value: unknown }).value : part;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new InvalidArgumentError(
    'allowTimezoneChange must be "true" or "false", sent before the file in the form.',
    { fields: [{ field: 'allowTimezoneChange', message: 'Send "true" or "false".' }] },
  );
}
