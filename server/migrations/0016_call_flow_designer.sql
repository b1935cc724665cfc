-- The call-flow designer's own tables (issue 11, server/areas/call_flow/). Each row goes with
-- its call flow. Kept apart from res_call_flow's data: a flow's history and test cases grow
-- without making every read and write of the flow itself heavier.

-- Confirmed saves: what the diagram was, who saved it, when and why (revisions, restore).
CREATE TABLE call_flow_revisions (
  id serial PRIMARY KEY,
  call_flow_id integer NOT NULL REFERENCES res_call_flow (id) ON DELETE CASCADE,
  number integer NOT NULL,
  description text NOT NULL,
  diagram jsonb NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The author's name is kept with the revision: it still says who after the user has gone.
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL DEFAULT '',
  UNIQUE (call_flow_id, number)
);

-- Saved test calls: a scenario and the block it must reach, run on every confirmed save.
CREATE TABLE call_flow_test_cases (
  id serial PRIMARY KEY,
  call_flow_id integer NOT NULL REFERENCES res_call_flow (id) ON DELETE CASCADE,
  name text NOT NULL,
  scenario jsonb NOT NULL,
  expect jsonb NOT NULL,
  last_result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX call_flow_test_cases_flow ON call_flow_test_cases (call_flow_id, id);

-- Who has a flow open in the designer: a heartbeat per user, in the database so that every
-- API server sees the same editors.
CREATE TABLE call_flow_editors (
  call_flow_id integer NOT NULL REFERENCES res_call_flow (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  since timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (call_flow_id, user_id)
);
