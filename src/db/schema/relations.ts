/**
 * Drizzle relations for relational queries (`db.query.trip.findFirst({ with: { stops: true } })`).
 * They live apart from the tables so the domain files import each other in one direction only.
 */
import { relations } from 'drizzle-orm';
import { booking, payment, seatReservation } from './booking.ts';
import { bus, conductorProfile, seatLayout } from './fleet.ts';
import { fare, route, routeStop, stop } from './network.ts';
import { schedule, trip, tripStop } from './timetable.ts';
import { ticket } from './tickets.ts';
import { vehiclePosition } from './tracking.ts';

export const seatLayoutRelations = relations(seatLayout, ({ many }) => ({ buses: many(bus) }));

export const busRelations = relations(bus, ({ one, many }) => ({
  layout: one(seatLayout, { fields: [bus.layoutId], references: [seatLayout.id] }),
  trips: many(trip),
}));

export const conductorProfileRelations = relations(conductorProfile, ({ one }) => ({
  bus: one(bus, { fields: [conductorProfile.busId], references: [bus.id] }),
}));

export const routeRelations = relations(route, ({ one, many }) => ({
  stops: many(routeStop),
  schedules: many(schedule),
  trips: many(trip),
  fare: one(fare),
}));

export const routeStopRelations = relations(routeStop, ({ one }) => ({
  route: one(route, { fields: [routeStop.routeId], references: [route.id] }),
  stop: one(stop, { fields: [routeStop.stopId], references: [stop.id] }),
}));

export const scheduleRelations = relations(schedule, ({ one, many }) => ({
  route: one(route, { fields: [schedule.routeId], references: [route.id] }),
  bus: one(bus, { fields: [schedule.busId], references: [bus.id] }),
  trips: many(trip),
}));

export const tripRelations = relations(trip, ({ one, many }) => ({
  route: one(route, { fields: [trip.routeId], references: [route.id] }),
  bus: one(bus, { fields: [trip.busId], references: [bus.id] }),
  schedule: one(schedule, { fields: [trip.scheduleId], references: [schedule.id] }),
  stops: many(tripStop),
  reservations: many(seatReservation),
  bookings: many(booking),
}));

export const tripStopRelations = relations(tripStop, ({ one }) => ({
  trip: one(trip, { fields: [tripStop.tripId], references: [trip.id] }),
  stop: one(stop, { fields: [tripStop.stopId], references: [stop.id] }),
}));

export const fareRelations = relations(fare, ({ one }) => ({
  route: one(route, { fields: [fare.routeId], references: [route.id] }),
}));

export const bookingRelations = relations(booking, ({ one, many }) => ({
  trip: one(trip, { fields: [booking.tripId], references: [trip.id] }),
  reservations: many(seatReservation),
  payments: many(payment),
  tickets: many(ticket),
}));

export const seatReservationRelations = relations(seatReservation, ({ one }) => ({
  trip: one(trip, { fields: [seatReservation.tripId], references: [trip.id] }),
  booking: one(booking, { fields: [seatReservation.bookingId], references: [booking.id] }),
}));

export const paymentRelations = relations(payment, ({ one }) => ({
  booking: one(booking, { fields: [payment.bookingId], references: [booking.id] }),
}));

export const ticketRelations = relations(ticket, ({ one }) => ({
  booking: one(booking, { fields: [ticket.bookingId], references: [booking.id] }),
}));

export const vehiclePositionRelations = relations(vehiclePosition, ({ one }) => ({
  trip: one(trip, { fields: [vehiclePosition.tripId], references: [trip.id] }),
  bus: one(bus, { fields: [vehiclePosition.busId], references: [bus.id] }),
}));
