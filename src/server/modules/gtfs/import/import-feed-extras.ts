/** The transfers and feed_info stage: what a feed says beside its network, replaced each import. */
import type { ImportState } from './import-state.ts';
import {
  FEED_INFO_COLUMNS,
  FEED_INFO_REQUIRED,
  TRANSFER_COLUMNS,
  TRANSFER_REQUIRED,
  mapFeedInfo,
  mapTransfer,
  type FeedInfoInput,
  type TransferInput,
} from '../mapping/map-feed-extras.ts';
import { shiftDate } from '../mapping/calendar/shift-days.ts';

export async function importTransfers(state: ImportState) {
  const transfers: TransferInput[] = [];
  const refs = {
    stops: (id: string) => state.stopIndex.has(id) || state.stationIds.has(id),
    routes: new Set(state.routes.keys()),
    trips: new Set(state.tripIndex.keys()),
  };
  const spec = { columns: TRANSFER_COLUMNS, required: TRANSFER_REQUIRED };
  await state.read('stop_times', 'transfers.txt', spec, (records, c, report) => {
    for (const record of records) {
      const transfer = mapTransfer(record, c, report, refs);
      if (transfer) transfers.push(transfer);
    }
  });
  if (!state.writing) return;
  const stop = (id: string) => (id ? state.stopResolver.idOf(id) : null);
  const route = (id: string) => (id ? state.routes.get(id)! : null);
  await state.repo.replaceTransfers(
    transfers.map((t) => ({
      fromStopId: stop(t.fromStop),
      toStopId: stop(t.toStop),
      fromRouteId: route(t.fromRoute),
      toRouteId: route(t.toRoute),
      fromTripId: t.fromTrip || null,
      toTripId: t.toTrip || null,
      transferType: t.transferType,
      minTransferTimeS: t.minTransferTimeS,
    })),
  );
}

export async function importFeedInfo(state: ImportState) {
  let info: FeedInfoInput | undefined;
  const spec = { columns: FEED_INFO_COLUMNS, required: FEED_INFO_REQUIRED };
  await state.read('stop_times', 'feed_info.txt', spec, (records, c, report) => {
    for (const record of records) {
      if (info)
        report.warning(record.line, 'feed_info.txt has more than one row; the first is kept');
      else info = mapFeedInfo(record, c, report);
    }
  });
  if (!state.writing) return;
  const shift = (date: string | null) => (date ? shiftDate(date, state.shiftDays) : null);
  await state.repo.replaceFeedInfo(
    info ? { ...info, startDate: shift(info.startDate), endDate: shift(info.endDate) } : undefined,
  );
}
