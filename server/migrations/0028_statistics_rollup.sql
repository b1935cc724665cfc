-- Statistics at scale (issue 19): the calls' figures summed per UTC hour and per UTC day, so that
-- a year of a million calls is read as a few thousand sums rather than a million rows
-- (server/areas/statistics/rollupQuery.ts reads them; README "Statistics").
--
-- One row per group, span (hour or day), bucket, selection and direction:
--   ext = -1, other = -1: every call of the group;
--   ext = e,  other = -1: the calls that involved extension e (a filter, a plain user's scope,
--                          and the per-extension figures);
--   ext = x,  other = e:  the calls that involved both x and e (x <> e): the per-extension
--                          figures while an extension is selected;
--   queue NULL: whatever the queue; queue q: the calls that waited in q (a filter, per queue).
-- The sums are what query.ts computes per call: answered and missed counts, talk (billsec of
-- answered calls: sum, count of known values, longest), wait (duration - billsec, kept for every
-- direction and read for inbound calls: sum, count, longest, over 20 s).
--
-- UTC buckets: the group's zone (timeZone.ts) is always one with whole-hour offsets
-- (tests/unit/statisticsZones.test.ts proves it), so a UTC hour is one local hour and a local
-- day is whole UTC hours.
CREATE TABLE statistics_rollup (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  daily boolean NOT NULL,
  bucket timestamptz NOT NULL,
  ext integer NOT NULL,
  other integer NOT NULL,
  queue text,
  direction text,
  calls integer NOT NULL,
  answered integer NOT NULL,
  missed integer NOT NULL,
  talk_sum bigint NOT NULL,
  talk_n integer NOT NULL,
  talk_max integer,
  wait_sum bigint NOT NULL,
  wait_n integer NOT NULL,
  wait_max integer,
  waited_over_20 integer NOT NULL
);
-- The reading's order: one selection of one group, then a range of buckets. The sums are
-- included so that a year's hourly rows are read from the index's consecutive pages (index-only,
-- once vacuumed), not from one heap page per hour, where each hour's other selections sit.
CREATE UNIQUE INDEX statistics_rollup_key ON statistics_rollup (group_id, daily, ext, other, queue, bucket, direction)
  INCLUDE (calls, answered, missed, talk_sum, talk_n, talk_max, wait_sum, wait_n, wait_max, waited_over_20) NULLS NOT DISTINCT;
-- The per-extension figures read every extension's rows of a period: the period first.
CREATE INDEX statistics_rollup_period ON statistics_rollup (group_id, daily, bucket);
-- One extension's rows of a period whatever the other extension or the queue (per extension
-- while one is selected, per queue): the key's order would read that extension's whole history.
CREATE INDEX statistics_rollup_extension ON statistics_rollup (group_id, daily, ext, bucket);

-- The rollup rows one call adds to (before summing): both spans, each selection its extensions
-- make (distinct: the ingestion refuses an extension twice), with and without its queue.
CREATE FUNCTION statistics_rollup_rows(call_started timestamptz, call_direction text, call_status text, call_duration integer,
                                       call_billsec integer, call_extensions integer[], call_queue text)
RETURNS TABLE (daily boolean, bucket timestamptz, ext integer, other integer, queue text, direction text,
               calls integer, answered integer, missed integer, talk_sum bigint, talk_n integer, talk_max integer,
               wait_sum bigint, wait_n integer, wait_max integer, waited_over_20 integer)
LANGUAGE sql STABLE AS $$
  SELECT d.daily, date_trunc(CASE WHEN d.daily THEN 'day' ELSE 'hour' END, call_started, 'UTC'), k.ext, k.other, q.queue, call_direction,
         1, coalesce((call_status = 'answered')::int, 0), coalesce((call_status <> 'answered')::int, 0),
         coalesce(CASE WHEN call_status = 'answered' THEN call_billsec END, 0)::bigint,
         coalesce((call_status = 'answered' AND call_billsec IS NOT NULL)::int, 0),
         CASE WHEN call_status = 'answered' THEN call_billsec END,
         coalesce(call_duration - call_billsec, 0)::bigint, ((call_duration - call_billsec) IS NOT NULL)::int, call_duration - call_billsec,
         coalesce((call_duration - call_billsec > 20)::int, 0)
    FROM (VALUES (false), (true)) d (daily)
   CROSS JOIN (SELECT -1, -1
               UNION ALL SELECT e, -1 FROM (SELECT DISTINCT unnest(call_extensions)) x (e)
               UNION ALL SELECT x.e, y.e FROM (SELECT DISTINCT unnest(call_extensions)) x (e), (SELECT DISTINCT unnest(call_extensions)) y (e) WHERE x.e <> y.e) k (ext, other)
   CROSS JOIN (SELECT NULL::text UNION ALL SELECT call_queue WHERE call_queue IS NOT NULL) q (queue)
   WHERE call_started IS NOT NULL
$$;

-- The statement that sums the rows of the calls of `source` (a table or a trigger's transition
-- table) matching `condition`, and adds them to the rollup: one statement for any number of calls.
CREATE FUNCTION statistics_rollup_merge_sql(source text, condition text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO statistics_rollup AS r
    SELECT c.group_id, f.daily, f.bucket, f.ext, f.other, f.queue, f.direction, sum(f.calls), sum(f.answered), sum(f.missed),
           sum(f.talk_sum), sum(f.talk_n), max(f.talk_max), sum(f.wait_sum), sum(f.wait_n), max(f.wait_max), sum(f.waited_over_20)
      FROM %s c CROSS JOIN LATERAL statistics_rollup_rows(c.started_at, c.direction, c.status, c.duration, c.billsec, c.extensions, c.queue) f
     WHERE c.group_id IS NOT NULL AND (%s)
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, daily, ext, other, queue, bucket, direction) DO UPDATE SET
      calls = r.calls + EXCLUDED.calls, answered = r.answered + EXCLUDED.answered, missed = r.missed + EXCLUDED.missed,
      talk_sum = r.talk_sum + EXCLUDED.talk_sum, talk_n = r.talk_n + EXCLUDED.talk_n, talk_max = greatest(r.talk_max, EXCLUDED.talk_max),
      wait_sum = r.wait_sum + EXCLUDED.wait_sum, wait_n = r.wait_n + EXCLUDED.wait_n, wait_max = greatest(r.wait_max, EXCLUDED.wait_max),
      waited_over_20 = r.waited_over_20 + EXCLUDED.waited_over_20$f$, source, condition)
$$;

-- Upkeep by the database, whoever writes res_cdr (the ingestion API, the seed, a test's or an
-- operator's INSERT, a deletion): statement-level triggers with transition tables, so that a bulk
-- insert is one summed upsert. Added calls are added to their rows; a deleted or changed call
-- (a longest value cannot be subtracted) has its rows' spans deleted and summed again from the
-- calls in them. The DELETE takes the rows' locks first, so a concurrent insert into the same
-- rows waits and then adds to the recomputed sums.
CREATE FUNCTION statistics_rollup_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- statistics_rollup_merge_sql('added', 'true') written out: a static statement is planned once
    -- per session, where EXECUTE plans it for every call the ingestion stores.
    INSERT INTO statistics_rollup AS r
    SELECT c.group_id, f.daily, f.bucket, f.ext, f.other, f.queue, f.direction, sum(f.calls), sum(f.answered), sum(f.missed),
           sum(f.talk_sum), sum(f.talk_n), max(f.talk_max), sum(f.wait_sum), sum(f.wait_n), max(f.wait_max), sum(f.waited_over_20)
      FROM added c CROSS JOIN LATERAL statistics_rollup_rows(c.started_at, c.direction, c.status, c.duration, c.billsec, c.extensions, c.queue) f
     WHERE c.group_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (group_id, daily, ext, other, queue, bucket, direction) DO UPDATE SET
      calls = r.calls + EXCLUDED.calls, answered = r.answered + EXCLUDED.answered, missed = r.missed + EXCLUDED.missed,
      talk_sum = r.talk_sum + EXCLUDED.talk_sum, talk_n = r.talk_n + EXCLUDED.talk_n, talk_max = greatest(r.talk_max, EXCLUDED.talk_max),
      wait_sum = r.wait_sum + EXCLUDED.wait_sum, wait_n = r.wait_n + EXCLUDED.wait_n, wait_max = greatest(r.wait_max, EXCLUDED.wait_max),
      waited_over_20 = r.waited_over_20 + EXCLUDED.waited_over_20;
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
  -- The touched days' calls (a touched hour lies in a touched day), each adding to the touched rows only.
  EXECUTE statistics_rollup_merge_sql('res_cdr', $c$EXISTS (SELECT 1 FROM statistics_rollup_touched t WHERE t.group_id = c.group_id AND t.daily
      AND c.started_at >= t.bucket AND c.started_at < t.bucket + interval '1 day')
    AND EXISTS (SELECT 1 FROM statistics_rollup_touched t WHERE t.group_id = c.group_id AND t.daily = f.daily AND t.bucket = f.bucket)$c$);
  TRUNCATE statistics_rollup_touched;
  RETURN NULL;
END $$;

CREATE TRIGGER statistics_rollup_insert AFTER INSERT ON res_cdr REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_upkeep();
CREATE TRIGGER statistics_rollup_delete AFTER DELETE ON res_cdr REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_upkeep();
CREATE TRIGGER statistics_rollup_update AFTER UPDATE ON res_cdr REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_upkeep();

-- Emptying the calls empties their sums.
CREATE FUNCTION statistics_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE statistics_rollup;
  RETURN NULL;
END $$;
CREATE TRIGGER statistics_rollup_truncate AFTER TRUNCATE ON res_cdr FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_clear();

-- The calls stored before this migration.
DO $$ BEGIN EXECUTE statistics_rollup_merge_sql('res_cdr', 'true'); END $$;
