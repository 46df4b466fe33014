-- Change notices (decision 014): the database tells whoever listens what changed, when it
-- commits, so the trip search's cache (and any other) can drop what is no longer true, whoever
-- wrote: this instance, another one, or the import CLI. Channel busway_catalogue: the network or
-- the fleet changed as a whole. Channel busway_trips: these trips' seats or status changed (ids
-- joined by commas; '*' when more than 200).
CREATE FUNCTION busway_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('busway_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION busway_notify_trips(ids text, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF n > 200 THEN
    PERFORM pg_notify('busway_trips', '*');
  ELSIF n > 0 THEN
    PERFORM pg_notify('busway_trips', ids);
  END IF;
END $$;
--> statement-breakpoint
-- Seats taken or freed: the trips of the reservations the statement touched.
CREATE FUNCTION busway_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n integer;
BEGIN
  SELECT string_agg(DISTINCT trip_id::text, ','), count(DISTINCT trip_id) INTO ids, n FROM changed;
  PERFORM busway_notify_trips(ids, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trip's status, bus or headsign changed: those trips. Anything that moves a trip in the
-- timetable (its schedule, date, times, route): the catalogue.
CREATE FUNCTION busway_trips_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
  ids text;
  n integer;
BEGIN
  SELECT bool_or(o.schedule_id IS DISTINCT FROM c.schedule_id OR o.service_date <> c.service_date
      OR o.day_start IS DISTINCT FROM c.day_start OR o.own_times <> c.own_times
      OR o.route_id <> c.route_id),
    string_agg(c.id::text, ','), count(*)
  INTO moved, ids, n
  FROM changed c JOIN previous o ON o.id = c.id;
  IF moved THEN
    PERFORM pg_notify('busway_catalogue', 'trip');
  ELSE
    PERFORM busway_notify_trips(ids, n);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stop_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stop
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER route_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON route
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER route_stop_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON route_stop
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER fare_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fare
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_stop_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_stop
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER trip_stop_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trip_stop
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER bus_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bus
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER seat_layout_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seat_layout
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER operator_setting_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON operator_setting
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER trip_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON trip
  FOR EACH STATEMENT EXECUTE FUNCTION busway_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER trip_updated AFTER UPDATE ON trip REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION busway_trips_updated();
--> statement-breakpoint
CREATE TRIGGER seat_reservation_inserted AFTER INSERT ON seat_reservation REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION busway_seats_changed();
--> statement-breakpoint
CREATE TRIGGER seat_reservation_updated AFTER UPDATE ON seat_reservation REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION busway_seats_changed();
--> statement-breakpoint
CREATE TRIGGER seat_reservation_deleted AFTER DELETE ON seat_reservation REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION busway_seats_changed();
