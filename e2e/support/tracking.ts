/**
 * Tracking journeys' set-up over the API: an admin's context that sends fixes through
 * `POST /api/positions` (the one ingestion path), today's trips to send them for, and points along
 * a trip's shape to put the bus on.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  CLOSES_AFTER_ARRIVAL_MS,
  OPENS_BEFORE_DEPARTURE_MS,
  type LiveTrip,
} from '../../src/shared/tracking/tracking.ts';
import { apiContext, DEMO_ADMIN, signInOverApi } from './accounts.ts';

interface AdminTrip {
  id: string;
  serviceDate: string;
  status: string;
  bus: { id: string } | null;
  conductor: { id: string } | null;
  departure: string | null;
  arrival: string | null;
  route: { shortName: string };
}

export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const admin = await apiContext(baseURL);
  await signInOverApi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return admin;
}

/** A service date's trips that are not cancelled (today in the operator's zone by default). */
export async function tripsOn(admin: APIRequestContext, date?: string): Promise<AdminTrip[]> {
  const res = await admin.get('/api/admin/trips', { params: date ? { date } : {} });
  expect(res.status(), 'GET /api/admin/trips').toBe(200);
  const { trips } = (await res.json()) as { trips: AdminTrip[] };
  return trips.filter((trip) => trip.status !== 'cancelled');
}

/**
 * Today's trip number `index` of the list (journeys running side by side each take their own, so
 * one's fixes never move another's bus).
 */
export async function todaysTrip(admin: APIRequestContext, index: number): Promise<string> {
  const trips = await tripsOn(admin);
  expect(trips.length, 'today has enough trips').toBeGreaterThan(index);
  return trips[index]!.id;
}

/**
 * Trip number `index` of those taking fixes now (from 90 min before they leave to 6 h after they
 * arrive, yesterday's late ones too), by departure: a journey that sends fixes takes one of these,
 * whatever the time of day it runs at. A negative `index` counts from the end: -1 is the last to
 * leave, a trip of today (what a search for today's buses lists).
 */
export async function openTrip(admin: APIRequestContext, index: number): Promise<string> {
  const open = await openTrips(admin);
  expect(open.length, 'enough trips take fixes now').toBeGreaterThan(Math.max(index, -index - 1));
  return open.at(index)!.id;
}

/** The trips taking fixes now, by departure (openTrip's list). */
export async function openTrips(admin: APIRequestContext): Promise<AdminTrip[]> {
  const today = await tripsOn(admin);
  const date = new Date(`${today[0]!.serviceDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  const yesterday = await tripsOn(admin, date.toISOString().slice(0, 10));
  const now = Date.now();
  return [...yesterday, ...today]
    .filter(
      (trip) =>
        trip.departure &&
        trip.arrival &&
        Date.parse(trip.departure) - OPENS_BEFORE_DEPARTURE_MS < now &&
        Date.parse(trip.arrival) + CLOSES_AFTER_ARRIVAL_MS > now,
    )
    .sort((a, b) => Date.parse(a.departure!) - Date.parse(b.departure!));
}

export async function liveTrip(api: APIRequestContext, tripId: string): Promise<LiveTrip> {
  const res = await api.get(`/api/live/trips/${tripId}`);
  expect(res.status(), `GET /api/live/trips/${tripId}`).toBe(200);
  return (await res.json()) as LiveTrip;
}

/** The vertex `fraction` of the way along the shape's vertices (1: its end), and the bearing there. */
export function pointAlong(trip: LiveTrip, fraction: number) {
  const last = trip.shape.length - 1;
  const i = Math.min(last, Math.floor(fraction * last));
  const [lng, lat] = trip.shape[i]!;
  const [fromLng, fromLat] = trip.shape[i === last ? i - 1 : i]!;
  const [toLng, toLat] = trip.shape[i === last ? i : i + 1]!;
  const bearing = ((Math.atan2(toLng - fromLng, toLat - fromLat) * 180) / Math.PI + 360) % 360;
  return { lng, lat, bearing };
}

/** Sends one fix for the trip, `secondsAgo` before now, at `fraction` of the way along it. */
export async function sendFix(
  admin: APIRequestContext,
  trip: LiveTrip,
  fraction: number,
  secondsAgo = 0,
): Promise<void> {
  const { lng, lat, bearing } = pointAlong(trip, fraction);
  const recordedAt = new Date(Date.now() - secondsAgo * 1000).toISOString();
  const res = await admin.post('/api/positions', {
    data: { tripId: trip.tripId, lat, lng, bearing, speed: 12, recordedAt },
  });
  expect(res.status(), `POST /api/positions: ${await res.text()}`).toBe(200);
}
