-- Settings a user keeps across browsers (portal-overview §3 "settings"): the dashboard
-- configuration. One row per user, made at the first save; versioned like every record.
CREATE TABLE user_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  dashboard jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
