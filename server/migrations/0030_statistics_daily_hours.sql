-- Statistics at scale (issue 19): each daily rollup row of one selection carries its 24 UTC
-- hours' counts, so that a year's chart over time, busiest hours and working-hours split are
-- read from a few hundred daily rows rather than 24,000 hourly ones
-- (server/areas/statistics/rollupQuery.ts; README "Statistics at scale (issue 19)").
--
-- hours: on the daily rows with other = -1 (every call, one extension's, a queue's), 72 counts:
-- the calls of each UTC hour of the day (elements 1 to 24, midnight first), then the answered
-- calls (25 to 48), then the missed ones (49 to 72); NULL on the hourly rows and on the rows of
-- two extensions (only the per-extension figures read those, as whole-day sums).
ALTER TABLE statistics_rollup ADD COLUMN hours integer[];

-- Two count arrays added element by element (migration 0029's, now for the hours too), in
-- PL/pgSQL: the SQL version unnested, numbered and sorted both arrays at each call (40 µs on
-- PGlite), which the hours' upkeep made a quarter of an ingested call's time. One call's counts
-- are zeros and ones (any statement storing one call): only its ones are added, found natively.
CREATE OR REPLACE FUNCTION statistics_add_minutes(a integer[], b integer[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  i integer;
BEGIN
  IF a IS NULL THEN RETURN b; END IF;
  IF b IS NULL THEN RETURN a; END IF;
  IF b <@ ARRAY[0, 1] THEN
    FOREACH i IN ARRAY array_positions(b, 1) LOOP a[i] := a[i] + 1; END LOOP;
  ELSE
    FOR i IN 1 .. array_length(b, 1) LOOP a[i] := a[i] + b[i]; END LOOP;
  END IF;
  RETURN a;
END $$;

-- The rollup rows of one call, as in migration 0029, with its daily rows' hours: a one at its
-- hour's call, and at its answered or missed count.
DROP FUNCTION statistics_rollup_rows(timestamptz, text, text, integer, integer, integer[], text);
CREATE FUNCTION statistics_rollup_rows(call_started timestamptz, call_direction text, call_status text, call_duration integer,
                                       call_billsec integer, call_extensions integer[], call_queue text)
RETURNS TABLE (daily boolean, bucket timestamptz, ext integer, other integer, queue text, direction text,
               calls integer, answered integer, missed integer, talk_sum bigint, talk_n integer, talk_max integer,
               wait_sum bigint, wait_n integer, wait_max integer, waited_over_20 integer, missed_minutes integer[], hours integer[])
LANGUAGE sql STABLE AS $$
  SELECT d.daily, date_trunc(CASE WHEN d.daily THEN 'day' ELSE 'hour' END, call_started, 'UTC'), k.ext, k.other, q.queue, call_direction,
         1, s.answered, s.missed,
         coalesce(CASE WHEN call_status = 'answered' THEN call_billsec END, 0)::bigint,
         coalesce((call_status = 'answered' AND call_billsec IS NOT NULL)::int, 0),
         CASE WHEN call_status = 'answered' THEN call_billsec END,
         coalesce(call_duration - call_billsec, 0)::bigint, ((call_duration - call_billsec) IS NOT NULL)::int, call_duration - call_billsec,
         coalesce((call_duration - call_billsec > 20)::int, 0),
         CASE WHEN NOT d.daily AND call_direction = 'inbound' AND call_status <> 'answered'
              THEN array_fill(0, ARRAY[m.minute]) || 1 || array_fill(0, ARRAY[59 - m.minute]) END,
         CASE WHEN d.daily AND k.other = -1
              THEN array_fill(0, ARRAY[m.hour]) || 1 || array_fill(0, ARRAY[23]) || s.answered || array_fill(0, ARRAY[23]) || s.missed
                   || array_fill(0, ARRAY[23 - m.hour]) END
    FROM (VALUES (false), (true)) d (daily)
   CROSS JOIN (SELECT extract(minute FROM call_started AT TIME ZONE 'UTC')::int, extract(hour FROM call_started AT TIME ZONE 'UTC')::int) m (minute, hour)
   CROSS JOIN (SELECT coalesce((call_status = 'answered')::int, 0), coalesce((call_status <> 'answered')::int, 0)) s (answered, missed)
   CROSS JOIN (SELECT -1, -1
               UNION ALL SELECT e, -1 FROM (SELECT DISTINCT unnest(call_extensions)) x (e)
               UNION ALL SELECT x.e, y.e FROM (SELECT DISTINCT unnest(call_extensions)) x (e), (SELECT DISTINCT unnest(call_extensions)) y (e) WHERE x.e <> y.e) k (ext, other)
   CROSS JOIN (SELECT NULL::text UNION ALL SELECT call_queue WHERE call_queue IS NOT NULL) q (queue)
   WHERE call_started IS NOT NULL
$$;

-- The summed upsert of migration 0029, the hours added too (element by element, as the minutes).
CREATE OR REPLACE FUNCTION statistics_rollup_merge_sql(source text, condition text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO statistics_rollup AS r
    SELECT c.group_id, f.daily, f.bucket, f.ext, f.other, f.queue, f.direction, sum(f.calls), sum(f.answered), sum(f.missed),
           sum(f.talk_sum), sum(f.talk_n), max(f.talk_max), sum(f.wait_sum), sum(f.wait_n), max(f.wait_max), sum(f.waited_over_20),
           statistics_sum_minutes(f.missed_minutes), statistics_sum_minutes(f.hours)
      FROM %s c CROSS JOIN LATERAL statistics_rollup_rows(c.started_at, c.direction, c.status, c.duration, c.billsec, c.extensions, c.queue) f
     WHERE c.group_id IS NOT NULL AND (%s)
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, daily, ext, other, queue, bucket, direction) DO UPDATE SET
      calls = r.calls + EXCLUDED.calls, answered = r.answered + EXCLUDED.answered, missed = r.missed + EXCLUDED.missed,
      talk_sum = r.talk_sum + EXCLUDED.talk_sum, talk_n = r.talk_n + EXCLUDED.talk_n, talk_max = greatest(r.talk_max, EXCLUDED.talk_max),
      wait_sum = r.wait_sum + EXCLUDED.wait_sum, wait_n = r.wait_n + EXCLUDED.wait_n, wait_max = greatest(r.wait_max, EXCLUDED.wait_max),
      waited_over_20 = r.waited_over_20 + EXCLUDED.waited_over_20,
      missed_minutes = statistics_add_minutes(r.missed_minutes, EXCLUDED.missed_minutes),
      hours = statistics_add_minutes(r.hours, EXCLUDED.hours)$f$, source, condition)
$$;

-- The upkeep of migration 0029 with the insert's static statement written out again (planned
-- once per session); deletions and changes sum again through statistics_rollup_merge_sql.
CREATE OR REPLACE FUNCTION statistics_rollup_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO statistics_rollup AS r
    SELECT c.group_id, f.daily, f.bucket, f.ext, f.other, f.queue, f.direction, sum(f.calls), sum(f.answered), sum(f.missed),
           sum(f.talk_sum), sum(f.talk_n), max(f.talk_max), sum(f.wait_sum), sum(f.wait_n), max(f.wait_max), sum(f.waited_over_20),
           statistics_sum_minutes(f.missed_minutes), statistics_sum_minutes(f.hours)
      FROM added c CROSS JOIN LATERAL statistics_rollup_rows(c.started_at, c.direction, c.status, c.duration, c.billsec, c.extensions, c.queue) f
     WHERE c.group_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, daily, ext, other, queue, bucket, direction) DO UPDATE SET
      calls = r.calls + EXCLUDED.calls, answered = r.answered + EXCLUDED.answered, missed = r.missed + EXCLUDED.missed,
      talk_sum = r.talk_sum + EXCLUDED.talk_sum, talk_n = r.talk_n + EXCLUDED.talk_n, talk_max = greatest(r.talk_max, EXCLUDED.talk_max),
      wait_sum = r.wait_sum + EXCLUDED.wait_sum, wait_n = r.wait_n + EXCLUDED.wait_n, wait_max = greatest(r.wait_max, EXCLUDED.wait_max),
      waited_over_20 = r.waited_over_20 + EXCLUDED.waited_over_20,
      missed_minutes = statistics_add_minutes(r.missed_minutes, EXCLUDED.missed_minutes),
      hours = statistics_add_minutes(r.hours, EXCLUDED.hours);
    RETURN NULL;
  END IF;
  CREATE TEMPORARY TABLE IF NOT EXISTS statistics_rollup_touched (group_id integer, daily boolean, bucket timestamptz) ON COMMIT DROP;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO statistics_rollup_touched SELECT DISTINCT c.group_id, d.daily, date_trunc(CASE WHEN d.daily THEN 'day' ELSE 'hour' END, c.started_at, 'UTC')
      FROM removed c, (VALUES (false), (true)) d (daily) WHERE c.group_id IS NOT NULL AND c.started_at IS NOT NULL;
  ELSE
    INSERT INTO statistics_rollup_touched SELECT DISTINCT s.group_id, d.daily, date_trunc(CASE WHEN d.daily THEN 'day' ELSE 'hour' END, s.started_at, 'UTC')
      FROM removed o JOIN added n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.group_id, o.started_at), (n.group_id, n.started_at)) s (group_id, started_at)
      CROSS JOIN (VALUES (false), (true)) d (daily)
     WHERE (o.group_id, o.started_at, o.direction, o.status, o.duration, o.billsec, o.extensions, o.queue)
           IS DISTINCT FROM (n.group_id, n.started_at, n.direction, n.status, n.duration, n.billsec, n.extensions, n.queue)
       AND s.group_id IS NOT NULL AND s.started_at IS NOT NULL;
  END IF;
  DELETE FROM statistics_rollup r USING statistics_rollup_touched t
   WHERE r.group_id = t.group_id AND r.daily = t.daily AND r.bucket = t.bucket;
  EXECUTE statistics_rollup_merge_sql('res_cdr', $c$EXISTS (SELECT 1 FROM statistics_rollup_touched t WHERE t.group_id = c.group_id AND t.daily
      AND c.started_at >= t.bucket AND c.started_at < t.bucket + interval '1 day')
    AND EXISTS (SELECT 1 FROM statistics_rollup_touched t WHERE t.group_id = c.group_id AND t.daily = f.daily AND t.bucket = f.bucket)$c$);
  TRUNCATE statistics_rollup_touched;
  RETURN NULL;
END $$;

-- The calls stored before this migration: each day's hours from its hourly rows (the same
-- selection's, every hour of the day), without reading the calls again.
UPDATE statistics_rollup r SET hours = h.hours
  FROM (SELECT s.group_id, date_trunc('day', s.bucket, 'UTC') AS day, s.ext, s.queue, s.direction,
               statistics_sum_minutes(array_fill(0, ARRAY[s.hour]) || s.calls || array_fill(0, ARRAY[23]) || s.answered || array_fill(0, ARRAY[23])
                                      || s.missed || array_fill(0, ARRAY[23 - s.hour])) AS hours
          FROM (SELECT x.*, extract(hour FROM x.bucket AT TIME ZONE 'UTC')::int AS hour FROM statistics_rollup x WHERE NOT x.daily AND x.other = -1) s
         GROUP BY 1, 2, 3, 4, 5) h
 WHERE r.group_id = h.group_id AND r.daily AND r.other = -1 AND r.ext = h.ext AND r.queue IS NOT DISTINCT FROM h.queue
   AND r.bucket = h.day AND r.direction IS NOT DISTINCT FROM h.direction;
