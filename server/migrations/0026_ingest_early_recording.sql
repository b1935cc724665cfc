-- A recording a platform sends before its call record (issue 25): kept under the group's call id
-- until the record comes (server/ingest/insertCall.ts moves it into cdr_recording), never dropped.
CREATE TABLE ingest_early_recording (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  duration integer,
  audio bytea NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, call_id)
);
