-- Statistics (configuration-areas §9) and the live wallboard (portal-overview §2).

-- The queue a call waited in, read once from its legs (the first "queued" step's party, as the
-- platform names the queue: its extension number or its description): the statistics group a
-- million calls by it, which reading the jsonb legs of each would make slow.
-- jsonb_path_query_first is immutable, so this is a stored generated column: the ingestion
-- insert (server/ingest/insertCall.ts) needs no change.
ALTER TABLE res_cdr
  ADD COLUMN queue text GENERATED ALWAYS AS (jsonb_path_query_first(data, '$.legs[*] ? (@.step == "queued").party') #>> '{}') STORED;

-- Live events already applied, by the platform's event id: a retry changes nothing (idempotent).
CREATE TABLE live_event_ids (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, event_id)
);

-- Calls in progress now: ringing, waiting in a queue, or talking. Kept in the database so that
-- every API server answers the same wallboard.
CREATE TABLE live_calls (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  direction text NOT NULL,
  caller text NOT NULL DEFAULT '',
  callee text NOT NULL DEFAULT '',
  state text NOT NULL,
  queue text,
  extension integer,
  started_at timestamptz NOT NULL,
  queued_at timestamptz,
  answered_at timestamptz,
  PRIMARY KEY (group_id, call_id)
);

-- Calls that ended today and before: today's answered and missed counters, per queue and agent.
-- A call ends once; a late event about it after that is ignored.
CREATE TABLE live_call_outcomes (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  call_id text NOT NULL,
  ended_at timestamptz NOT NULL,
  answered boolean NOT NULL,
  queue text,
  extension integer,
  PRIMARY KEY (group_id, call_id)
);
CREATE INDEX live_call_outcomes_ended ON live_call_outcomes (group_id, ended_at);

-- Each agent's state as the platform last reported it.
CREATE TABLE live_agents (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  extension integer NOT NULL,
  status text NOT NULL,
  status_since timestamptz NOT NULL,
  queues text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (group_id, extension)
);
