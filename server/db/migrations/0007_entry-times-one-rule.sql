-- Issue 22, decision 017: one time per entry. Until now a same-day entry was stored at the moment
-- it was logged whatever its slot, while the Journal showed the slot's nominal time, so a
-- breakfast caught up at 5:48 PM read 8:00 AM in the Journal and 5:48 PM on the dashboard, in the
-- report and to the insights engine. Every screen now reads occurred_at, and the rule that sets it
-- (domain/rules/nominal-time.ts) is applied here to the entries it would place differently:
--
-- 1. Stored at the moment of logging (occurred_at within 5 seconds of created_at: the old rule
--    wrote both from one clock, and before issue 13 created_at came from the database's clock),
--    with no exact time, under a slot that was already over at that moment on the person's clock:
--    moved to the slot's nominal time on that day. Snacks and the night are never over before
--    the day is, so they stay; so does every entry logged while its slot was going on.
-- 2. A check-in with an exact time whose stored time is another clock time (the old rule kept "now"
--    for an exact time later than the moment of logging, and an edit of the exact time never moved
--    the entry): moved to that exact time on its day, what the Journal showed, when it has passed.
--
-- Backdated entries were already at their nominal times and are not touched. The person's clock is
-- their profile's zone, the one every day rule uses; a person whose stored zone PostgreSQL does not
-- know is left as they are rather than failing the migration (see 0003's comment on zone names).
-- Times only move within their local day, so journal_days' counts stay right. A moved entry's
-- updated_at is set, so an Insights result computed from the old times is no longer served.
-- The slots' nominal and end times are those of NOMINAL_TIMES and SLOT_END_HOURS; migrate.test.ts
-- checks this file against the domain rule itself.
WITH zones AS (
  SELECT u.id AS user_id, coalesce(p.timezone, 'UTC') AS tz
    FROM "user" u
    LEFT JOIN user_profiles p ON p.user_id = u.id
), known_zones AS MATERIALIZED (
  -- Materialized: an unknown zone must be dropped before any `at time zone` can see it.
  SELECT zones.* FROM zones
   WHERE (zones.tz = 'UTC' OR zones.tz LIKE '%/%')
     AND zones.tz IN (SELECT name FROM pg_timezone_names)
), slots (slot, nominal, ends) AS (
  VALUES ('breakfast', time '08:00', time '11:00'),
         ('lunch', time '12:30', time '16:00'),
         ('snacks', time '15:00', NULL::time),
         ('dinner', time '18:30', time '22:00'),
         ('morning', time '09:00', time '12:00'),
         ('afternoon', time '14:00', time '17:00'),
         ('evening', time '19:00', time '21:00'),
         ('night', time '22:00', NULL::time)
), entries AS MATERIALIZED (
  SELECT e.id, e.occurred_at, e.created_at, z.tz,
         e.occurred_at AT TIME ZONE z.tz AS local_at,
         CASE WHEN e.type = 'food' THEN e.details ->> 'mealTime' ELSE e.details ->> 'time_of_day' END AS slot,
         CASE WHEN e.type = 'symptom' AND e.details ->> 'exact_time' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
              THEN (e.details ->> 'exact_time')::time END AS exact_time
    FROM journal_entries e
    JOIN known_zones z ON z.user_id = e.user_id
), placed AS (
  SELECT entries.id,
         CASE
           WHEN entries.exact_time IS NOT NULL THEN
             CASE WHEN date_trunc('minute', entries.local_at)::time <> entries.exact_time
                  THEN (entries.local_at::date + entries.exact_time) AT TIME ZONE entries.tz END
           WHEN abs(extract(epoch FROM entries.occurred_at - entries.created_at)) < 5
                AND slots.ends IS NOT NULL AND entries.local_at::time >= slots.ends
             THEN (entries.local_at::date + slots.nominal) AT TIME ZONE entries.tz
         END AS occurred_at
    FROM entries
    JOIN slots ON slots.slot = entries.slot
)
UPDATE journal_entries e
   SET occurred_at = placed.occurred_at, updated_at = now()
  FROM placed
 WHERE e.id = placed.id
   AND placed.occurred_at IS NOT NULL
   AND placed.occurred_at <> e.occurred_at
   AND placed.occurred_at <= now();
