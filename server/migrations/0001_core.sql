-- Groups: a reseller group owns its client groups through parent_id.
CREATE TABLE groups (
  id serial PRIMARY KEY,
  description text NOT NULL,
  domain text,
  parent_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  is_reseller boolean NOT NULL DEFAULT false,
  -- The group permissions: menu keys plus flags such as statistic and mondago.
  permissions text[] NOT NULL DEFAULT '{}',
  allowed_origination_countries text[] NOT NULL DEFAULT '{}',
  allowed_destination_countries text[] NOT NULL DEFAULT '{}',
  entitlements jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX groups_description_unique ON groups (lower(description));
CREATE INDEX groups_parent ON groups (parent_id);

-- People who sign in. The role follows from is_reseller of their group and is_admin.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE RESTRICT,
  -- Linked to res_extension by a later migration, once the resource tables exist.
  extension_id integer,
  is_admin boolean NOT NULL DEFAULT false,
  can_impersonate boolean NOT NULL DEFAULT false,
  initial_password boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- Only a hash of each token is kept: a copy of this table signs nobody in.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);
