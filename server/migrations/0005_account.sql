-- Account flows of portal-overview §2–§5: password reset, impersonation, integrations, avatars
-- and feedback. Tokens are kept only as SHA-256 hashes, like auth_tokens: a copy of these
-- tables opens no account.

-- A reset link's token. A new request deletes the user's older ones; using one sets used_at.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- A one-minute, single-use token that a reseller or a user with the impersonate right
-- exchanges (POST v1 impersonate/token-auth/) for a session on one group.
CREATE TABLE impersonation_tokens (
  token_hash text PRIMARY KEY,
  impersonator_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- A session opened with an impersonation token: who started it, and the one group it acts on.
ALTER TABLE auth_tokens
  ADD COLUMN impersonator_id integer REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN group_id integer REFERENCES groups (id) ON DELETE CASCADE;

-- Every change made while impersonating, with both identities. Usernames and the group's
-- label are copied so that the trail still reads after a user or group is removed.
CREATE TABLE impersonation_audit (
  id bigserial PRIMARY KEY,
  impersonator_id integer REFERENCES users (id) ON DELETE SET NULL,
  impersonator_username text NOT NULL,
  group_id integer REFERENCES groups (id) ON DELETE SET NULL,
  group_label text NOT NULL,
  method text NOT NULL,
  url text NOT NULL,
  status integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX impersonation_audit_impersonator ON impersonation_audit (impersonator_id, created_at);
CREATE INDEX impersonation_audit_group ON impersonation_audit (group_id, created_at);

-- Where an integration (a catalogue row of res_integration) may send a user back to after
-- activation. Kept apart from the integration's record so that clients never see it.
CREATE TABLE integration_redirects (
  integration_id integer NOT NULL REFERENCES res_integration (id) ON DELETE CASCADE,
  -- An absolute https (or loopback http) address: its origin must match exactly and its
  -- path is a prefix of the target's path.
  address text NOT NULL,
  PRIMARY KEY (integration_id, address)
);

-- An integration a group has allowed, with the activation key and tenant_* parameters
-- the partner sent along.
CREATE TABLE integration_subscriptions (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  integration_id integer NOT NULL REFERENCES res_integration (id) ON DELETE CASCADE,
  subscribed_by integer REFERENCES users (id) ON DELETE SET NULL,
  activation_key text,
  tenant jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, integration_id)
);
CREATE INDEX integration_subscriptions_integration ON integration_subscriptions (integration_id);

-- A user's picture. The key is random and changes with every upload: it is the public,
-- unguessable part of the picture's address, and a new address defeats stale caches.
CREATE TABLE user_avatars (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The footer's feedback box.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  group_id integer REFERENCES groups (id) ON DELETE SET NULL,
  requester text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Feedback sent before this table existed was kept as generic records; the next migration
-- drops their table.
INSERT INTO feedback (group_id, requester, subject, description, created_at)
SELECT group_id, data ->> 'requester', data ->> 'subject', data ->> 'description', created_at
  FROM res_feedback ORDER BY id;
