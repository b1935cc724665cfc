-- Call history (configuration-areas §2): the records a phone platform feeds through the
-- ingestion API (server/ingest/). The generic res_cdr table gets real columns, because a
-- history of a million calls per group is filtered and sorted by them; `data` keeps what is
-- only shown (the call's legs).

-- A phone platform's token: random, only its SHA-256 kept; each token feeds one group.
CREATE TABLE ingest_platforms (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);

ALTER TABLE res_cdr
  ADD COLUMN call_id text,
  ADD COLUMN platform_id integer REFERENCES ingest_platforms (id) ON DELETE SET NULL,
  ADD COLUMN started_at timestamptz,
  ADD COLUMN direction text,
  ADD COLUMN status text,
  ADD COLUMN duration integer,
  ADD COLUMN billsec integer,
  ADD COLUMN caller text,
  ADD COLUMN callee text,
  -- The numbers' digits reversed: a search by the end of a number is a prefix search here.
  ADD COLUMN caller_rev text COLLATE "C",
  ADD COLUMN callee_rev text COLLATE "C",
  -- The group's extension numbers the call involved: a plain user sees the calls of theirs.
  ADD COLUMN extensions integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN cost numeric(12, 4) NOT NULL DEFAULT 0;

-- A platform's retry of the same call finds the first one: idempotency by its call id.
CREATE UNIQUE INDEX res_cdr_call ON res_cdr (group_id, call_id);
-- The list's first page and every period: newest first within the group.
CREATE INDEX res_cdr_started ON res_cdr (group_id, started_at, id);
-- The filters (direction, answered or missed) within a period.
CREATE INDEX res_cdr_direction_status ON res_cdr (group_id, direction, status, started_at);
-- Searches by the end of a number (digits typed, extensions too).
CREATE INDEX res_cdr_caller_rev ON res_cdr (group_id, caller_rev);
CREATE INDEX res_cdr_callee_rev ON res_cdr (group_id, callee_rev);

-- A call's recording, checked by content and size, kept in the database like media files.
CREATE TABLE cdr_recording (
  cdr_id integer PRIMARY KEY REFERENCES res_cdr (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  size integer NOT NULL,
  duration integer,
  audio bytea NOT NULL
);

-- An export's file (CSV or XLSX), written by its job and downloaded by whoever may see the job.
CREATE TABLE cdr_export_file (
  job_id bigint PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
