-- Background jobs, live-event tickets and rate-limit counters: the state that several API
-- servers on one PostgreSQL database must share (ARCHITECTURE "Jobs, events").

-- Failures and requests counted per limit and key (sign-in, password reset, impersonation,
-- feedback). One row per window: the first hit opens it, later hits add to it with one
-- atomic upsert, and rows whose window ended are pruned. Keys are SHA-256 hashes, so the
-- table holds no e-mail address, username or client address.
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  key_hash text NOT NULL,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key_hash)
);
CREATE INDEX rate_limit_counters_reset ON rate_limit_counters (reset_at);

-- A job of a registered kind. A worker takes a due job with FOR UPDATE SKIP LOCKED and holds
-- it by a lease (locked_by, locked_until) that it renews while it runs; a job whose lease ran
-- out (its server died) is taken again. Only the holder of the lease may report on the job.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  -- The group the job works for: who may watch it. NULL for the server's own housekeeping.
  group_id integer REFERENCES groups (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'succeeded', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- What the job is doing now, in words a person reads (or a locale key the portal knows).
  message text NOT NULL DEFAULT '',
  result jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts > 0),
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- Workers look only at jobs that are waiting or whose lease may have run out.
CREATE INDEX jobs_due ON jobs (run_after, id) WHERE state IN ('queued', 'running');
CREATE INDEX jobs_group ON jobs (group_id, id);

-- A short-lived, single-use ticket that opens one live-event stream. EventSource cannot send
-- an Authorization header, and a token in a URL ends up in logs and history; a ticket is
-- worth nothing after its first use or half a minute. It dies with the session it came from.
CREATE TABLE event_tickets (
  ticket_hash text PRIMARY KEY,
  token_hash text NOT NULL REFERENCES auth_tokens (token_hash) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX event_tickets_expiry ON event_tickets (expires_at);
CREATE INDEX event_tickets_token ON event_tickets (token_hash);
